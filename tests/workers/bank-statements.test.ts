/**
 * Deposits matched to the bank statement, through the API (docs/decisions/0861-bank-statement-matching.md): every
 * layout's fixture, each match class, bulk approval exactly once (also under 20 parallel requests), a line uploaded
 * twice, a line that could justify two deposits, the refusals, and the roles.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { statementMessages } from "~/domain/messages";
import type { BulkApprovalResult, StatementReport } from "~/server/bank-statements";
import { database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import type { TransactionView } from "~/server/wallet";
import axis from "../fixtures/bank-statements/axis.csv?raw";
import hdfcFixture from "../fixtures/bank-statements/hdfc.csv?raw";
import icici from "../fixtures/bank-statements/icici.csv?raw";
import sbi from "../fixtures/bank-statements/sbi.csv?raw";
import { call, newUtr } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

type ReportAnswer = { message?: string; data: StatementReport };
type ApproveAnswer = { message: string; data: { results: BulkApprovalResult[] } };

function upload(
	as: TestUser | undefined,
	csv: string | Uint8Array<ArrayBuffer>,
	layout = "auto",
	name = "statement.csv",
) {
	const body = new FormData();
	body.append("layout", layout);
	body.append("statement", new File([csv], name, { type: "text/csv" }));
	return call<ReportAnswer>("POST", "/api/admin/bank-statements", { as, body });
}

function approve(as: TestUser, uploadId: string, transactionIds: string[]) {
	return call<ApproveAnswer>("POST", `/api/admin/bank-statements/${uploadId}/approve`, {
		as,
		json: { transactionIds },
	});
}

async function deposit(player: TestUser, amount: number, utr = newUtr()) {
	const { status, body } = await call<{ data: TransactionView }>("POST", "/api/transactions/deposit", {
		as: player,
		json: { amount, utr },
	});
	expect(status).toBe(201);
	return body.data;
}

/** An HDFC-layout statement of the given credits (amount in rupees). */
function hdfc(lines: Array<{ utr: string; amount: number; narration?: string }>): string {
	const rows = lines.map(
		({ utr, amount, narration }) =>
			` 01/11/26 ,${narration ?? `UPI-PLAYER-p@okaxis-UTIB0000123-${utr}-PAY`},0000${utr},01/11/26,0.00,${amount}.00,0.00`,
	);
	return ` Date ,Narration ,Chq./Ref.No. ,Value Dt ,Withdrawal Amt. ,Deposit Amt. ,Closing Balance\n${rows.join("\n")}\n`;
}

const classOf = (report: StatementReport, id: string) => report.deposits.find((d) => d.transaction.id === id)?.match;

describe("bank statements", () => {
	it("reads every bank's download (SBI, HDFC, ICICI, Axis) and keeps the file in R2 with who sent it", async () => {
		const admin = await createUser({ role: "admin" });
		for (const [csv, layout, credits] of [
			[sbi, "sbi", 3],
			[hdfcFixture, "hdfc", 3],
			[icici, "icici", 3],
			[axis, "axis", 2],
		] as const) {
			const { status, body } = await upload(admin, csv);
			expect(status).toBe(201);
			expect(body.data.upload).toMatchObject({ layout, uploadedBy: { id: admin.id } });
			expect(body.data.unclaimed).toHaveLength(credits);
			const row = await env.DB.prepare("SELECT r2_key, uploaded_by FROM bank_statement_uploads WHERE id = ?")
				.bind(body.data.upload.id)
				.first<{ r2_key: string; uploaded_by: string }>();
			expect(row?.uploaded_by).toBe(admin.id);
			expect(await (await env.UPLOADS.get(row?.r2_key ?? ""))?.text()).toBe(csv);
			const audit = await env.DB.prepare(
				"SELECT actor_id FROM audit_log WHERE action = 'bank_statement.upload' AND target_id = ?",
			)
				.bind(body.data.upload.id)
				.first<{ actor_id: string }>();
			expect(audit?.actor_id).toBe(admin.id);
		}
	});

	it("classes each pending deposit, lists unclaimed credits, and bulk-approves the matched ones once", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ name: "Statement Player" });
		const matched = await deposit(player, 1_500);
		const differs = await deposit(player, 2_000);
		const missing = await deposit(player, 500);
		const twice = await deposit(player, 700);
		const stranger = newUtr();
		const csv = hdfc([
			{ utr: matched.utr ?? "", amount: 1_500 },
			{ utr: differs.utr ?? "", amount: 1_900 },
			{ utr: twice.utr ?? "", amount: 700 },
			{ utr: twice.utr ?? "", amount: 700, narration: `UPI/${twice.utr}/again` },
			{ utr: stranger, amount: 999 },
		]);
		const { status, body } = await upload(admin, csv, "hdfc");
		expect(status).toBe(201);
		const report = body.data;
		expect(classOf(report, matched.id)).toBe("matched");
		expect(classOf(report, differs.id)).toBe("amount_differs");
		expect(classOf(report, missing.id)).toBe("utr_not_found");
		expect(classOf(report, twice.id)).toBe("ambiguous");
		expect(report.unclaimed.map((c) => c.utrs)).toEqual([[stranger]]);
		expect(report.unclaimed[0]?.amount).toBe(999);

		const before = await balancesOf(database(env.DB), player.id);
		const answer = await approve(admin, report.upload.id, [matched.id, differs.id, missing.id, twice.id]);
		expect(answer.status).toBe(200);
		expect(answer.body.message).toBe(statementMessages.approved(1));
		expect(answer.body.data.results.map((r) => [r.transactionId, r.outcome])).toEqual([
			[matched.id, "approved"],
			[differs.id, "not_matched"],
			[missing.id, "not_matched"],
			[twice.id, "not_matched"],
		]);
		const after = await balancesOf(database(env.DB), player.id);
		expect(after.realPaise - before.realPaise).toBe(150_000);
		// The approval's audit entry records the statement line; the line is claimed by this deposit.
		const audit = await env.DB.prepare("SELECT after FROM audit_log WHERE action = 'deposit.approve' AND target_id = ?")
			.bind(matched.id)
			.first<{ after: string }>();
		expect(JSON.parse(audit?.after ?? "{}").statementLine).toMatchObject({
			uploadId: report.upload.id,
			row: 2,
			amountPaise: 150_000,
			key: `utr:${matched.utr}`,
		});
		const claim = await env.DB.prepare("SELECT transaction_id FROM statement_line_claims WHERE line_key = ?")
			.bind(`utr:${matched.utr}`)
			.first<{ transaction_id: string }>();
		expect(claim?.transaction_id).toBe(matched.id);

		// The same line in a second upload: not offered again, not unclaimed, and approving again moves nothing.
		const again = await upload(admin, hdfc([{ utr: matched.utr ?? "", amount: 1_500 }]), "hdfc");
		expect(again.body.data.deposits.some((d) => d.transaction.id === matched.id)).toBe(false);
		expect(again.body.data.unclaimed).toEqual([]);
		const second = await approve(admin, again.body.data.upload.id, [matched.id]);
		expect(second.body.data.results[0]?.outcome).toBe("already_processed");
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(after.realPaise);
	});

	it("approves a deposit exactly once under 20 parallel bulk approvals", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const tx = await deposit(player, 2_500);
		const { body } = await upload(admin, hdfc([{ utr: tx.utr ?? "", amount: 2_500 }]), "hdfc");
		const answers = await Promise.all(Array.from({ length: 20 }, () => approve(admin, body.data.upload.id, [tx.id])));
		const outcomes = answers.map((a) => a.body.data.results[0]?.outcome);
		expect(outcomes.filter((o) => o === "approved")).toHaveLength(1);
		expect(outcomes.filter((o) => o === "already_processed")).toHaveLength(19);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(250_000);
		const entries = await env.DB.prepare(
			"SELECT COUNT(*) AS n FROM ledger_entries WHERE ref_id = ? AND reason = 'deposit'",
		)
			.bind(tx.id)
			.first<{ n: number }>();
		expect(entries?.n).toBe(1);
	});

	it("lets one statement line justify one deposit only, even when it names two", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const first = await deposit(player, 400);
		const second = await deposit(player, 400);
		// One credit whose narration names both references: it matches both, and can justify only one.
		const csv = hdfc([{ utr: first.utr ?? "", amount: 400, narration: `UPI/${first.utr}/${second.utr}/x` }]);
		const { body } = await upload(admin, csv, "hdfc");
		expect(classOf(body.data, first.id)).toBe("matched");
		expect(classOf(body.data, second.id)).toBe("matched");
		const answer = await approve(admin, body.data.upload.id, [first.id, second.id]);
		expect(answer.body.data.results.map((r) => r.outcome)).toEqual(["approved", "line_used"]);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(40_000);
		const row = await env.DB.prepare("SELECT status FROM money_transactions WHERE id = ?")
			.bind(second.id)
			.first<{ status: string }>();
		expect(row?.status).toBe("pending");
	});

	it("reads the operator's own columns once they are set", async () => {
		const admin = await createUser({ role: "admin" });
		const csv = "Posted On,Money In,Details\n2026-11-01,250.00,IMPS 633499999999 from X\n";
		const before = await upload(admin, csv, "generic");
		expect(before.status).toBe(422);
		expect(before.body.message).toBe(statementMessages.noMapping);
		const mapping = { dateColumn: "Posted On", creditColumn: "Money In", narrationColumn: "Details", dateOrder: "ymd" };
		const saved = await call("PUT", "/api/admin/bank-statements/mapping", { as: admin, json: mapping });
		expect(saved.status).toBe(200);
		const { status, body } = await upload(admin, csv, "generic");
		expect(status).toBe(201);
		expect(body.data.unclaimed.map((c) => [c.date, c.amount, c.utrs])).toEqual([["2026-11-01", 250, ["633499999999"]]]);
		const list = await call<{ data: { mapping: unknown } }>("GET", "/api/admin/bank-statements", { as: admin });
		expect(list.body.data.mapping).toEqual({ ...mapping, referenceColumn: null });
	});

	it("refuses what it cannot read with a clear message, changing nothing", async () => {
		const admin = await createUser({ role: "admin" });
		const count = async () =>
			(await env.DB.prepare("SELECT COUNT(*) AS n FROM bank_statement_uploads").first<{ n: number }>())?.n;
		const start = await count();
		const big = `Date,Narration,Deposit Amt.\n${"x".repeat(1_048_600)}`;
		expect((await upload(admin, big)).status).toBe(413);
		const xlsx = new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]);
		expect(await upload(admin, xlsx, "auto", "statement.xlsx")).toEqual({
			status: 415,
			body: { message: statementMessages.notCsv },
		});
		expect(await upload(admin, "a,b\n1,2\n")).toEqual({ status: 422, body: { message: statementMessages.noHeader } });
		expect((await upload(admin, "a,b\n1,2\n", "barclays")).status).toBe(422);
		const noFile = new FormData();
		noFile.append("layout", "auto");
		expect(await call("POST", "/api/admin/bank-statements", { as: admin, body: noFile })).toEqual({
			status: 422,
			body: { message: statementMessages.fileRequired },
		});
		expect(await count()).toBe(start);
		expect((await call("GET", `/api/admin/bank-statements/${crypto.randomUUID()}`, { as: admin })).status).toBe(404);
		expect((await approve(admin, crypto.randomUUID(), ["x"])).status).toBe(404);
		expect(
			(
				await call("POST", `/api/admin/bank-statements/${crypto.randomUUID()}/approve`, {
					as: admin,
					json: { transactionIds: [] },
				})
			).status,
		).toBe(422);
	});

	it("is for admins only", async () => {
		const player = await createUser();
		const id = crypto.randomUUID();
		for (const [method, path] of [
			["GET", "/api/admin/bank-statements"],
			["GET", `/api/admin/bank-statements/${id}`],
			["PUT", "/api/admin/bank-statements/mapping"],
			["POST", `/api/admin/bank-statements/${id}/approve`],
		] as const) {
			const json = method === "GET" ? undefined : {};
			expect((await call(method, path, { json })).status).toBe(401);
			expect((await call(method, path, { as: player, json })).status).toBe(403);
		}
		expect((await upload(player, sbi)).status).toBe(403);
	});
});
