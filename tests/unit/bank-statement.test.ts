/** Statement parsing of every supported layout, UTR extraction and each match class (domain/bank-statement/). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BANK_LAYOUTS, genericLayout } from "~/domain/bank-statement/layouts";
import { matchStatement } from "~/domain/bank-statement/match";
import {
	parseAmountPaise,
	parseStatement,
	parseStatementDate,
	STATEMENT_LIMITS,
	type StatementCredit,
} from "~/domain/bank-statement/parse";
import { extractUtrs } from "~/domain/bank-statement/utr";

const fixture = (name: string) =>
	readFileSync(new URL(`../fixtures/bank-statements/${name}.csv`, import.meta.url), "utf8");

function parsed(name: string, layouts = BANK_LAYOUTS as readonly (typeof BANK_LAYOUTS)[number][]) {
	const outcome = parseStatement(fixture(name), layouts);
	if (!outcome.ok) throw new Error(`${name}: ${outcome.reason}`);
	return outcome.statement;
}

describe("UTR extraction", () => {
	it("finds the 12-digit reference inside each bank's narration", () => {
		expect(extractUtrs("UPI/412345678901/Payment/x@okicici")).toEqual(["412345678901"]);
		expect(extractUtrs("BY TRANSFER-UPI/CR/412345678901/RAHUL/SBIN/r@oksbi/Payment--")).toEqual(["412345678901"]);
		expect(extractUtrs("UPI-RAHUL-rahul@oksbi-SBIN0001234-412345678901-PAYMENT")).toEqual(["412345678901"]);
		expect(extractUtrs("IMPS 412345678901 from SANJAY")).toEqual(["412345678901"]);
	});
	it("reads a zero-padded reference column and ignores accounts, IFSCs and longer numbers", () => {
		expect(extractUtrs("0000412345678901")).toEqual(["412345678901"]);
		expect(extractUtrs("TRANSFER FROM 3199412044305")).toEqual([]);
		expect(extractUtrs("N306241234567890 SBIN000123456789")).toEqual([]);
		expect(extractUtrs("4123456789012")).toEqual([]);
		expect(extractUtrs("0000412345678901", "UPI/412345678901/x")).toEqual(["412345678901"]);
	});
});

describe("dates and amounts", () => {
	it("reads the banks' date forms, day first", () => {
		expect(parseStatementDate("1 Nov 2026", "dmy")).toBe("2026-11-01");
		expect(parseStatementDate(" 01/11/26  ", "dmy")).toBe("2026-11-01");
		expect(parseStatementDate("01-Nov-2026 10:15:00", "dmy")).toBe("2026-11-01");
		expect(parseStatementDate("2026-11-02", "ymd")).toBe("2026-11-02");
		expect(parseStatementDate("11/02/2026", "mdy")).toBe("2026-11-02");
		expect(parseStatementDate("31/02/2026", "dmy")).toBeNull();
		expect(parseStatementDate("Opening balance", "dmy")).toBeNull();
	});
	it("reads amounts exactly in paise", () => {
		expect(parseAmountPaise("1,01,500.50")).toBe(10_150_050);
		expect(parseAmountPaise("₹ 500")).toBe(50_000);
		expect(parseAmountPaise("750.5 Cr")).toBe(75_050);
		expect(parseAmountPaise("")).toBe(0);
		expect(parseAmountPaise("-")).toBe(0);
		expect(parseAmountPaise("12abc")).toBeNull();
		expect(parseAmountPaise("0.001")).toBeNull();
	});
});

describe("statement layouts", () => {
	const expected: Record<string, { layout: string; credits: Array<[string, number, string]> }> = {
		sbi: {
			layout: "sbi",
			credits: [
				["2026-11-01", 150_000, "633012345678"],
				["2026-11-01", 75_000, "633012345679"],
				["2026-11-02", 30_000, "633012345680"],
			],
		},
		hdfc: {
			layout: "hdfc",
			credits: [
				["2026-11-01", 150_000, "633112345678"],
				["2026-11-01", 200_000, "633112345679"],
				["2026-11-02", 50_000, "633112345680"],
			],
		},
		icici: {
			layout: "icici",
			credits: [
				["2026-11-01", 120_000, "633212345678"],
				["2026-11-01", 80_000, "633212345679"],
				["2026-11-02", 100_000, "633212345680"],
			],
		},
		axis: {
			layout: "axis",
			credits: [
				["2026-11-01", 60_000, "633312345678"],
				["2026-11-02", 90_000, "633312345679"],
			],
		},
	};
	for (const [name, want] of Object.entries(expected)) {
		it(`detects and reads the ${name.toUpperCase()} download: credits only, footers skipped`, () => {
			const statement = parsed(name);
			expect(statement.layoutId).toBe(want.layout);
			expect(statement.problems).toEqual([]);
			expect(statement.credits.map((c) => [c.date, c.amountPaise, c.utrs[0]])).toEqual(want.credits);
			expect(statement.credits.every((c) => c.key === `utr:${c.utrs[0]}`)).toBe(true);
		});
	}

	it("reads the operator's own mapping, and no bank layout claims that file", () => {
		expect(parseStatement(fixture("generic"))).toEqual({ ok: false, reason: "no_header" });
		const layout = genericLayout({
			dateColumn: "Posted On",
			creditColumn: "Money In",
			referenceColumn: "Bank Ref",
			narrationColumn: "Details",
			dateOrder: "ymd",
		});
		const statement = parsed("generic", [layout] as never);
		expect(statement.credits.map((c) => [c.date, c.amountPaise, c.utrs])).toEqual([
			["2026-11-01", 250_000, ["633412345678"]],
			["2026-11-02", 45_000, ["633412345679"]],
		]);
	});

	it("names a bad row's date or amount, keeps the good rows, and refuses files it cannot read", () => {
		const csv = "Date,Narration,Deposit Amt.\n01/11/26,UPI-A-633112345678-X,12x\n32/11/26,UPI-B-633112345679-Y,5.00\n";
		const outcome = parseStatement(csv);
		expect(outcome.ok && outcome.statement.problems).toEqual([
			{ row: 2, field: "amount", value: "12x" },
			{ row: 3, field: "date", value: "32/11/26" },
		]);
		expect(parseStatement("")).toEqual({ ok: false, reason: "empty" });
		expect(parseStatement("a,b\n1,2\n")).toEqual({ ok: false, reason: "no_header" });
		const huge = `Date,Narration,Deposit Amt.\n${"01/11/26,x,1\n".repeat(STATEMENT_LIMITS.maxRows)}`;
		expect(parseStatement(huge)).toEqual({ ok: false, reason: "too_many_rows" });
	});
});

describe("matching pending deposits", () => {
	const credit = (row: number, utr: string, amountPaise: number): StatementCredit => ({
		row,
		date: "2026-11-01",
		amountPaise,
		reference: "",
		narration: `UPI/${utr}/x`,
		utrs: [utr],
		key: `utr:${utr}`,
	});
	const credits = [
		credit(2, "111111111111", 50_000),
		credit(3, "222222222222", 60_000),
		credit(4, "333333333333", 10_000),
		credit(5, "333333333333", 10_000),
		credit(6, "444444444444", 70_000),
		credit(7, "555555555555", 80_000),
	];

	it("classifies each deposit and lists the credits nobody claims", () => {
		const result = matchStatement(
			[
				{ id: "a", utr: "111111111111", amountPaise: 50_000 },
				{ id: "b", utr: "222222222222", amountPaise: 65_000 },
				{ id: "c", utr: "999999999999", amountPaise: 10_000 },
				{ id: "d", utr: "333333333333", amountPaise: 10_000 },
			],
			credits,
			new Set(["555555555555"]),
		);
		expect(result.deposits.map((d) => [d.transactionId, d.class, d.credit?.row ?? null])).toEqual([
			["a", "matched", 2],
			["b", "amount_differs", 3],
			["c", "utr_not_found", null],
			["d", "ambiguous", null],
		]);
		expect(result.deposits[3]?.candidates.map((c) => c.row)).toEqual([4, 5]);
		// 555… belongs to a request decided before: not unclaimed.
		expect(result.unclaimed.map((c) => c.row)).toEqual([6]);
	});

	it("never offers a line that already justified a deposit", () => {
		const result = matchStatement(
			[{ id: "a", utr: "111111111111", amountPaise: 50_000 }],
			credits,
			new Set(),
			new Set(["utr:111111111111", "utr:444444444444"]),
		);
		expect(result.deposits[0]?.class).toBe("utr_not_found");
		expect(result.unclaimed.map((c) => c.row)).toEqual([3, 4, 5, 7]);
	});
});
