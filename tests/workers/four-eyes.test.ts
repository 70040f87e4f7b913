/**
 * Four eyes for large withdrawals (issue 33), through the API: above the threshold the first approval leaves the
 * request pending (as the player sees it), the same administrator cannot give the second, another one decides it,
 * both are in the audit log, and parallel second approvals decide it once.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fourEyesMessages, paymentMessages } from "~/domain/messages";
import type { TransactionView } from "~/server/wallet";
import { call } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

type TxAnswer = { message: string; data: TransactionView };

async function withdrawal(player: TestUser, amount: number) {
	const answer = await call<TxAnswer>("POST", "/api/transactions/withdraw", {
		as: player,
		json: {
			amount,
			bankName: "SBI",
			bankAccountNumber: "123456789012",
			ifscCode: "SBIN0001234",
			recipientName: "Asha",
		},
	});
	expect(answer.status).toBe(201);
	return answer.body.data;
}

const approve = (admin: TestUser, id: string) =>
	call<TxAnswer>("PUT", `/api/transactions/${id}/approve`, { as: admin });

async function statusOf(id: string) {
	return (
		await env.DB.prepare("SELECT status FROM money_transactions WHERE id = ?").bind(id).first<{ status: string }>()
	)?.status;
}

describe("four eyes for large withdrawals", () => {
	it("sets the threshold (audited), and needs two different administrators above it only", async () => {
		const [first, second] = [await createUser({ role: "admin" }), await createUser({ role: "admin" })];
		const player = await createUser({ realPaise: 10_000_000 });
		expect((await call("GET", "/api/admin/four-eyes", { as: first })).body).toEqual({ data: { threshold: null } });
		expect((await call("PUT", "/api/admin/four-eyes", { as: first, json: { threshold: -5 } })).status).toBe(422);
		const saved = await call("PUT", "/api/admin/four-eyes", { as: first, json: { threshold: 10_000 } });
		expect(saved).toEqual({
			status: 200,
			body: { message: fourEyesMessages.thresholdSaved, data: { threshold: 10_000 } },
		});

		// At or below the threshold: one approval, as before.
		const small = await withdrawal(player, 10_000);
		expect((await approve(first, small.id)).status).toBe(200);

		const large = await withdrawal(player, 25_000);
		const once = await approve(first, large.id);
		expect(once.status).toBe(202);
		expect(once.body.message).toBe(fourEyesMessages.firstApproval);
		expect(await statusOf(large.id)).toBe("pending");
		// The player still sees it pending.
		const mine = await call<{ data: TransactionView[] }>("GET", "/api/transactions/my", { as: player });
		expect(mine.body.data.find((t) => t.id === large.id)?.transactionStatus).toBe("pending");
		// The same administrator again: refused, nothing changes.
		expect(await approve(first, large.id)).toEqual({ status: 409, body: { message: fourEyesMessages.sameApprover } });
		expect(await statusOf(large.id)).toBe("pending");

		const twice = await approve(second, large.id);
		expect(twice.status).toBe(200);
		expect(twice.body.data.transactionStatus).toBe("approved");
		const audit = await env.DB.prepare("SELECT action, actor_id, after FROM audit_log WHERE target_id = ? ORDER BY id")
			.bind(large.id)
			.all<{ action: string; actor_id: string; after: string }>();
		expect(audit.results.map((r) => [r.action, r.actor_id])).toEqual([
			["withdraw.first_approve", first.id],
			["withdraw.approve", second.id],
		]);
		expect(JSON.parse(audit.results[1]?.after ?? "{}")).toMatchObject({
			firstApprovedBy: first.id,
			secondApprovedBy: second.id,
		});
		expect((await approve(first, large.id)).body.message).toBe(paymentMessages.alreadyProcessed);
	});

	it("decides a large withdrawal once under parallel second approvals", async () => {
		const first = await createUser({ role: "admin" });
		const others = await Promise.all(Array.from({ length: 10 }, () => createUser({ role: "admin" })));
		const player = await createUser({ realPaise: 10_000_000 });
		await call("PUT", "/api/admin/four-eyes", { as: first, json: { threshold: 1_000 } });
		const large = await withdrawal(player, 5_000);
		expect((await approve(first, large.id)).status).toBe(202);
		const answers = await Promise.all([...others, ...others].map((admin) => approve(admin, large.id)));
		expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
		expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
		const decisions = await env.DB.prepare(
			"SELECT COUNT(*) AS n FROM audit_log WHERE target_id = ? AND action = 'withdraw.approve'",
		)
			.bind(large.id)
			.first<{ n: number }>();
		expect(decisions?.n).toBe(1);
		const row = await env.DB.prepare("SELECT confirmed_by FROM withdrawal_first_approvals WHERE transaction_id = ?")
			.bind(large.id)
			.first<{ confirmed_by: string }>();
		expect(others.map((o) => o.id)).toContain(row?.confirmed_by);
	});

	it("is for admins only", async () => {
		const player = await createUser();
		expect((await call("GET", "/api/admin/four-eyes", { as: player })).status).toBe(403);
		expect((await call("PUT", "/api/admin/four-eyes", { json: { threshold: 1 } })).status).toBe(401);
	});
});
