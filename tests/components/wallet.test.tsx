import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BetHistoryTable } from "../../app/components/wallet/bet-history-table";
import { StatusBadge } from "../../app/components/wallet/ui";
import { type BetHistoryRow, fetchBetHistory } from "../../app/lib/bet-history";
import { upiLink } from "../../app/lib/transactions";

afterEach(cleanup);

const won: BetHistoryRow = {
	id: "bet-aaaaaaaa-1",
	createdAt: Date.UTC(2026, 10, 22, 9, 30),
	roundId: "round-0000-12345678",
	roundSeq: 42,
	type: "straight",
	numbers: [17],
	amount: 100,
	payout: 3600,
	status: "won",
	wallet: "real",
	result: 17,
	resultColor: "black",
	operatorSet: false,
};
const lostTokens: BetHistoryRow = {
	...won,
	id: "bet-bbbbbbbb-2",
	roundId: "round-0000-87654321",
	type: "corner",
	numbers: [1, 2, 4, 5],
	amount: 50,
	payout: 0,
	status: "lost",
	wallet: "tokens",
	result: 0,
	operatorSet: true,
};

describe("the bet history table", () => {
	it("has the spec's columns and shows each bet's result, numbers, type, stake and payout", () => {
		render(<BetHistoryTable rows={[won, lostTokens]} />);
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toEqual([
			"DATE",
			"TIME",
			"ROUND ID",
			"TRANSACTION",
			"BET RESULT",
			"NUMBER",
			"BET TYPE",
			"AMOUNT",
			"PAYOUT",
		]);
		const [first, second] = screen.getAllByTestId("bet-row");
		if (!first || !second) throw new Error("two rows expected");
		const a = within(first);
		expect(a.getByText("Win")).toBeTruthy();
		expect(a.getByText("12345678")).toBeTruthy();
		expect(a.getByText("straight")).toBeTruthy();
		expect(a.getByText("₹100")).toBeTruthy();
		expect(a.getByText("₹3,600").className).toContain("text-green-400");
		expect(a.queryByText("operator-set")).toBeNull();
		const b = within(second);
		expect(b.getByText("Loss")).toBeTruthy();
		expect(["1", "2", "4", "5"].every((n) => b.getByText(n, { selector: "span" }))).toBe(true);
		expect(b.getByText("50 tokens")).toBeTruthy();
		expect(b.getByText("operator-set")).toBeTruthy();
	});

	it("says so when there are no bets", () => {
		render(<BetHistoryTable rows={[]} />);
		expect(screen.getByText("No bet history available")).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
	});
});

describe("fetchBetHistory", () => {
	afterEach(() => vi.unstubAllGlobals());

	it("reads the engine's answer and pages it by 10", async () => {
		const fetch = vi.fn(async () => Response.json({ bets: [won], page: 2, pageSize: 10, total: 23 }));
		vi.stubGlobal("fetch", fetch);
		const answer = await fetchBetHistory(2);
		expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe("/api/user/bets?page=2&pageSize=10");
		expect(answer).toEqual({
			ok: true,
			page: { rows: [won], pagination: { page: 2, pageSize: 10, total: 23, totalPages: 3 } },
		});
	});

	it("passes on the server's message on failure", async () => {
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => Response.json({ message: "Nope" }, { status: 403 })),
		);
		expect(await fetchBetHistory(1)).toEqual({ ok: false, message: "Nope" });
	});
});

describe("wallet helpers", () => {
	it("builds a standard upi://pay link with payee, name, amount and currency", () => {
		const url = new URL(upiLink("royale@okaxis", 5000));
		expect(url.protocol).toBe("upi:");
		expect(url.searchParams.get("pa")).toBe("royale@okaxis");
		expect(url.searchParams.get("pn")).toBe("Roulette Royale");
		expect(url.searchParams.get("am")).toBe("5000");
		expect(url.searchParams.get("cu")).toBe("INR");
	});

	it("labels each status", () => {
		render(
			<>
				<StatusBadge status="pending" />
				<StatusBadge status="approved" />
				<StatusBadge status="rejected" />
			</>,
		);
		expect(screen.getByText("Pending").dataset.status).toBe("pending");
		expect(screen.getByText("Approved").dataset.status).toBe("approved");
		expect(screen.getByText("Rejected").dataset.status).toBe("rejected");
	});
});
