import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { paymentMessages } from "~/domain/messages";
import { nationalNumber } from "~/domain/validation/auth";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import type { TransactionView } from "~/server/wallet";
import { api } from "~/worker/api";
import { call, newUtr } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

type TxAnswer = {
	message: string;
	data: TransactionView;
	balances?: { realBalance: number; playTokens: number };
};
type ListAnswer = {
	data: TransactionView[];
	pagination: { page: number; pageSize: number; total: number; totalPages: number };
	balances?: { realBalance: number; playTokens: number };
};

const validWithdrawal = {
	bankName: "State Bank of India",
	bankAccountNumber: "123456789012",
	ifscCode: "SBIN0001234",
	recipientName: "Ravi Kumar",
};

async function deposit(user: TestUser, amount = 3_000, extra: Record<string, unknown> = {}) {
	return call<TxAnswer>("POST", "/api/transactions/deposit", { as: user, json: { amount, utr: newUtr(), ...extra } });
}

async function withdraw(user: TestUser, amount: number, extra: Record<string, unknown> = {}) {
	return call<TxAnswer>("POST", "/api/transactions/withdraw", {
		as: user,
		json: { amount, ...validWithdrawal, ...extra },
	});
}

async function ledgerRows(refId: string) {
	const { results } = await env.DB.prepare(
		"SELECT wallet, amount_paise, reason FROM ledger_entries WHERE ref_id = ? ORDER BY id",
	)
		.bind(refId)
		.all<{ wallet: string; amount_paise: number; reason: string }>();
	return results;
}

describe("POST /api/transactions/deposit", () => {
	it("records a pending deposit request without touching the balance", async () => {
		const player = await createUser({ realPaise: 50_000, name: "Asha Player" });
		const utr = newUtr();
		const { status, body } = await call<TxAnswer>("POST", "/api/transactions/deposit", {
			as: player,
			json: { amount: 3_000, utr, paymentMethod: "upi" },
		});
		expect(status).toBe(201);
		expect(body.message).toBe("Deposit Request Sent!");
		expect(body.data).toMatchObject({
			transactionType: "deposit",
			transactionStatus: "pending",
			amount: 3_000,
			utr,
			paymentMethod: "upi",
			adminNote: null,
			user: { id: player.id, name: "Asha Player", phone: nationalNumber(player.phone) },
		});
		// One identifier per record (decision 0018).
		expect(body.data).not.toHaveProperty("_id");
		expect(Date.parse(body.data.createdAt)).toBeGreaterThan(0);
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 50_000, tokensPaise: 0 });
		expect(await ledgerRows(body.data.id)).toEqual([]);
	});

	it("accepts the amount as a string of digits, as a form sends it", async () => {
		const player = await createUser();
		const { status, body } = await deposit(player, "500" as unknown as number);
		expect(status).toBe(201);
		expect(body.data.amount).toBe(500);
	});

	it.each([
		[299, "upi", 422, "Please deposit at least ₹300"],
		[200, "card", 422, "Please deposit at least ₹300"],
		[400, "netbanking", 422, "Please deposit at least ₹500"],
		[200, "cash", 422, "Please deposit at least ₹300"],
		[50_100, "upi", 422, "Please deposit at most ₹50,000"],
		[350, "upi", 422, "Please deposit a multiple of ₹100"],
		[300.5, "upi", 422, "Please enter a whole number of rupees."],
		[-500, "upi", 422, "Please deposit at least ₹300"],
	])("refuses %s rupees by %s with %s %s", async (amount, paymentMethod, code, message) => {
		const player = await createUser();
		const { status, body } = await deposit(player, amount, { paymentMethod });
		expect(status).toBe(code);
		expect(body).toEqual({ message });
	});

	it("accepts each method's minimum and the maximum", async () => {
		const player = await createUser();
		for (const [amount, paymentMethod] of [
			[300, "upi"],
			[300, "card"],
			[500, "netbanking"],
			[300, "cash"],
			[50_000, "upi"],
		] as const) {
			const { status } = await deposit(player, amount, { paymentMethod });
			expect(status).toBe(201);
		}
	});

	it("refuses a missing amount, a missing or malformed UTR and an unknown method", async () => {
		const player = await createUser();
		const cases: Array<[unknown, number, string]> = [
			[{ utr: newUtr() }, 422, paymentMessages.amountRequired],
			[{ amount: true, utr: newUtr() }, 422, paymentMessages.amountRequired],
			[{ amount: "-500", utr: newUtr() }, 422, paymentMessages.amountRequired],
			[{ amount: 1e300, utr: newUtr() }, 422, "Please deposit at most ₹50,000"],
			[{ amount: 3_000 }, 422, "Please Enter your UTR Number."],
			[{ amount: 3_000, utr: "   " }, 422, "Please Enter your UTR Number."],
			[{ amount: 3_000, utr: "12345" }, 422, paymentMessages.utrInvalid],
			[{ amount: 3_000, utr: "12345678901a" }, 422, paymentMessages.utrInvalid],
			[{ amount: 3_000, utr: "1234567890123" }, 422, paymentMessages.utrInvalid],
			[{ amount: 3_000, utr: newUtr(), paymentMethod: "bitcoin" }, 422, paymentMessages.paymentMethodInvalid],
		];
		for (const [json, code, message] of cases) {
			const { status, body } = await call("POST", "/api/transactions/deposit", { as: player, json });
			expect([status, body]).toEqual([code, { message }]);
		}
		const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM money_transactions WHERE user_id = ?")
			.bind(player.id)
			.first<{ n: number }>();
		expect(count?.n).toBe(0);
	});

	it("answers a body that is not JSON with 400", async () => {
		const player = await createUser();
		const { status, body } = await call<{ message: string }>("POST", "/api/transactions/deposit", {
			as: player,
			body: "{not json",
			headers: { "Content-Type": "application/json" },
		});
		expect(status).toBe(400);
		expect(body.message).toBeTruthy();
	});

	it("refuses a UTR that was already submitted, by anyone, with 409", async () => {
		const first = await createUser();
		const second = await createUser();
		const utr = newUtr();
		expect((await deposit(first, 1_000, { utr })).status).toBe(201);
		const again = await deposit(second, 1_000, { utr });
		expect(again).toEqual({ status: 409, body: { message: "This UTR number has already been submitted." } });
		const sameUser = await deposit(first, 2_000, { utr });
		expect(sameUser.status).toBe(409);
	});

	it("creates one request however often it is retried with the same Idempotency-Key", async () => {
		const player = await createUser();
		const utr = newUtr();
		const key = `dep-${crypto.randomUUID()}`;
		const send = () =>
			call<TxAnswer>("POST", "/api/transactions/deposit", {
				as: player,
				json: { amount: 1_000, utr },
				headers: { "Idempotency-Key": key },
			});
		const answers = await Promise.all([send(), send(), send()]);
		expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
		expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
		// The same key for a different request is a conflict, not a replay.
		const other = await call("POST", "/api/transactions/deposit", {
			as: player,
			json: { amount: 2_000, utr: newUtr(), idempotencyKey: key },
		});
		expect(other).toEqual({ status: 409, body: { message: paymentMessages.idempotencyMismatch } });
		const bad = await call("POST", "/api/transactions/deposit", {
			as: player,
			json: { amount: 2_000, utr: newUtr() },
			headers: { "Idempotency-Key": "short" },
		});
		expect(bad).toEqual({ status: 422, body: { message: paymentMessages.badIdempotencyKey } });
	});

	it("respects the player's own deposit limit and break (responsible gaming)", async () => {
		const player = await createUser();
		const limit = await call("PUT", "/api/protection/limits", {
			as: player,
			json: { kind: "deposit_day", amount: 1_000 },
		});
		expect(limit.status).toBe(200);
		expect((await deposit(player, 600)).status).toBe(201);
		const over = await deposit(player, 500);
		expect(over).toEqual({
			status: 403,
			body: { message: "This deposit would go over your daily deposit limit. You can deposit up to ₹400 more now." },
		});
		expect((await deposit(player, 400)).status).toBe(201);

		const resting = await createUser();
		const pause = await call("POST", "/api/protection/exclusions", {
			as: resting,
			json: { kind: "cool_off", period: "24h" },
		});
		expect(pause.status).toBe(201);
		const refused = await deposit(resting, 500);
		expect(refused.status).toBe(403);
		expect((refused.body as unknown as { message: string }).message).toMatch(
			/^Deposits are paused by your own choice until /,
		);
		const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM money_transactions WHERE user_id = ?")
			.bind(resting.id)
			.first<{ n: number }>();
		expect(count?.n).toBe(0);
	});

	it("is refused in licensed mode until the operator is configured", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const licensedEnv = { ...env, OPERATOR_MODE: "licensed" } as unknown as Env;
		for (const [path, json] of [
			["deposit", { amount: 500, utr: newUtr() }],
			["withdraw", { amount: 100, ...validWithdrawal }],
		] as const) {
			const response = await api.fetch(
				new Request(`http://localhost/api/transactions/${path}`, {
					method: "POST",
					headers: { "Content-Type": "application/json", Authorization: `Bearer ${player.token}` },
					body: JSON.stringify(json),
				}),
				licensedEnv,
				{ waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
			);
			expect(response.status).toBe(503);
			expect((await response.json<{ message: string }>()).message).toBeTruthy();
		}
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(100_000);
	});

	it("keeps at most five deposit requests per player waiting, even when sent together", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(player, 300)));
		expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
		const refused = answers.filter((a) => a.status === 429);
		expect(refused).toHaveLength(3);
		expect(refused[0]?.body).toEqual({ message: paymentMessages.tooManyPendingDeposits(5) });
		const first = answers.find((a) => a.status === 201)?.body.data.id;
		expect((await call("PUT", `/api/transactions/${first}/approve`, { as: admin })).status).toBe(200);
		expect((await deposit(player, 300)).status).toBe(201);
		expect((await deposit(player, 300)).status).toBe(429);
	});

	it("is for signed-in players only", async () => {
		const admin = await createUser({ role: "admin" });
		const anonymous = await call("POST", "/api/transactions/deposit", { json: { amount: 1_000, utr: newUtr() } });
		expect(anonymous).toEqual({ status: 401, body: { message: "Please log in to continue." } });
		const asAdmin = await deposit(admin, 1_000);
		expect(asAdmin.status).toBe(403);
	});
});

describe("POST /api/transactions/withdraw", () => {
	it("reserves the amount at once, in the same batch as the request", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const { status, body } = await withdraw(player, 400);
		expect(status).toBe(201);
		expect(body.message).toBe("Withdrawal Request Sent!");
		expect(body.data).toMatchObject({
			transactionType: "withdraw",
			transactionStatus: "pending",
			amount: 400,
			...validWithdrawal,
		});
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(60_000);
		// The answer carries the balances after the reservation (the withdrawal form shows them at once).
		expect(body.balances).toEqual({ realBalance: 600, playTokens: 0 });
		expect(await ledgerRows(body.data.id)).toEqual([
			{ wallet: "real", amount_paise: -40_000, reason: "withdrawal_reserve" },
		]);
	});

	it("normalises the IFSC to capitals and the account number to digits", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const { status, body } = await withdraw(player, 100, {
			ifscCode: " hdfc0abc123 ",
			bankAccountNumber: "1234 5678 9012",
		});
		expect(status).toBe(201);
		expect(body.data.ifscCode).toBe("HDFC0ABC123");
		expect(body.data.bankAccountNumber).toBe("123456789012");
	});

	it("refuses bad details with the right message and changes nothing", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const required = "All withdrawal details are required";
		const cases: Array<[Record<string, unknown>, number, string]> = [
			[{ bankName: undefined }, 422, required],
			[{ bankName: "   " }, 422, required],
			[{ recipientName: "" }, 422, required],
			[{ bankAccountNumber: undefined }, 422, required],
			[{ ifscCode: "" }, 422, required],
			[{ ifscCode: "SBIN1001234" }, 422, paymentMessages.ifscInvalid],
			[{ ifscCode: "SBI00012345" }, 422, paymentMessages.ifscInvalid],
			[{ bankAccountNumber: "12345678" }, 422, paymentMessages.bankAccountInvalid],
			[{ bankAccountNumber: "1234567890123456789" }, 422, paymentMessages.bankAccountInvalid],
			[{ bankAccountNumber: "12345678901a" }, 422, paymentMessages.bankAccountInvalid],
			[{ amount: 99 }, 422, "Please withdraw at least ₹100"],
			[{ amount: 150.5 }, 422, paymentMessages.wholeRupees],
			[{ amount: undefined }, 422, paymentMessages.amountRequired],
			[{ amount: 1_001 }, 422, "You cannot withdraw more than your balance."],
			[{ amount: 1e300 }, 422, paymentMessages.insufficientBalance],
			[{ amount: "1001" }, 422, paymentMessages.insufficientBalance],
			[{ recipientName: "x".repeat(101) }, 422, paymentMessages.tooLong(100)],
		];
		for (const [override, code, message] of cases) {
			const { status, body } = await withdraw(player, 500, override);
			expect([override, status, body]).toEqual([override, code, { message }]);
		}
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(100_000);
		const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM money_transactions WHERE user_id = ?")
			.bind(player.id)
			.first<{ n: number }>();
		expect(count?.n).toBe(0);
	});

	it("allows withdrawing the whole balance and not a rupee more, even with concurrent requests", async () => {
		const player = await createUser({ realPaise: 100_000 }); // ₹1,000
		const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(player, 300)));
		const created = answers.filter((a) => a.status === 201);
		const refused = answers.filter((a) => a.status === 422);
		expect(created).toHaveLength(3);
		expect(refused).toHaveLength(3);
		for (const a of refused) expect(a.body).toEqual({ message: paymentMessages.insufficientBalance });
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(10_000);
		expect((await withdraw(player, 100)).status).toBe(201);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(0);
		expect((await withdraw(player, 100)).status).toBe(422);
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	});

	it("reserves once for a retried request with the same key", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const key = `wd-${crypto.randomUUID()}`;
		const answers = await Promise.all(Array.from({ length: 3 }, () => withdraw(player, 600, { idempotencyKey: key })));
		expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
		// A retry after success is still answered with the original request, even though the balance is now lower.
		expect((await withdraw(player, 600, { idempotencyKey: key })).status).toBe(200);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(40_000);
	});

	it("is for signed-in players only", async () => {
		const admin = await createUser({ role: "admin", realPaise: 100_000 });
		expect(
			(await call("POST", "/api/transactions/withdraw", { json: { amount: 100, ...validWithdrawal } })).status,
		).toBe(401);
		expect((await withdraw(admin, 100)).status).toBe(403);
	});
});

describe("GET /api/transactions/my", () => {
	it("lists only the caller's own requests, newest first, filtered and paginated", async () => {
		const player = await createUser({ realPaise: 500_000 });
		const other = await createUser({ realPaise: 500_000 });
		await deposit(other, 1_000);
		await withdraw(other, 100);
		for (let i = 0; i < 5; i++) expect((await deposit(player, 300 + i * 100)).status).toBe(201);
		for (let i = 0; i < 6; i++) expect((await withdraw(player, 100)).status).toBe(201);
		await withdraw(player, 200);
		const all = await call<ListAnswer>("GET", "/api/transactions/my", { as: player });
		expect(all.status).toBe(200);
		expect(all.body.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
		expect(all.body.data).toHaveLength(10);
		expect(all.body.data.every((t) => t.user.id === player.id)).toBe(true);
		expect(all.body.data[0]?.transactionType).toBe("withdraw");
		expect(all.body.balances).toEqual({ realBalance: 4_200, playTokens: 0 });
		const page2 = await call<ListAnswer>("GET", "/api/transactions/my?page=2", { as: player });
		expect(page2.body.data).toHaveLength(2);
		const withdrawals = await call<ListAnswer>("GET", "/api/transactions/my?transactionType=withdraw", { as: player });
		expect(withdrawals.body.data.map((t) => t.amount)).toEqual([200, 100, 100, 100, 100, 100, 100]);
		const pending = await call<ListAnswer>(
			"GET",
			"/api/transactions/my?transactionStatus=pending&transactionType=deposit",
			{ as: player },
		);
		expect(pending.body.pagination.total).toBe(5);
		const allFilter = await call<ListAnswer>("GET", "/api/transactions/my?transactionStatus=all&transactionType=", {
			as: player,
		});
		expect(allFilter.body.pagination.total).toBe(12);
	});

	it("refuses unknown filters and pages", async () => {
		const player = await createUser();
		expect(await call("GET", "/api/transactions/my?transactionStatus=done", { as: player })).toEqual({
			status: 422,
			body: { message: paymentMessages.unknownStatus },
		});
		expect(await call("GET", "/api/transactions/my?transactionType=bet", { as: player })).toEqual({
			status: 422,
			body: { message: paymentMessages.unknownType },
		});
		expect((await call("GET", "/api/transactions/my?page=0", { as: player })).status).toBe(422);
		expect((await call("GET", "/api/transactions/my?page=x", { as: player })).status).toBe(422);
	});

	it("needs a session", async () => {
		expect((await call("GET", "/api/transactions/my")).status).toBe(401);
	});
});

describe("admin review", () => {
	afterAll(async () => {
		await env.DB.prepare("DELETE FROM site_settings WHERE key = 'deposit_bonus_percent'").run();
	});

	it("lists every player's requests for admins only, filtered by status and type", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 100_000 });
		const made = await deposit(player, 700);
		const list = await call<ListAnswer>("GET", "/api/transactions?transactionStatus=pending&transactionType=deposit", {
			as: admin,
		});
		expect(list.status).toBe(200);
		expect(list.body.data.every((t) => t.transactionStatus === "pending" && t.transactionType === "deposit")).toBe(
			true,
		);
		expect(list.body.data.map((t) => t.id)).toContain(made.body.data.id);
		expect(list.body.pagination.pageSize).toBe(10);
		expect((await call("GET", "/api/transactions", { as: player })).status).toBe(403);
		expect((await call("GET", "/api/transactions")).status).toBe(401);
		expect((await call("GET", "/api/transactions?transactionType=x", { as: admin })).status).toBe(422);
	});

	it("approves a deposit once: real balance plus the 10% play-token bonus, audited", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 10_000 });
		const made = await deposit(player, 3_000);
		const id = made.body.data.id;
		const approved = await call<TxAnswer>("PUT", `/api/transactions/${id}/approve`, { as: admin });
		expect(approved.status).toBe(200);
		expect(approved.body.message).toBe("Transaction Approved Successfully!");
		expect(approved.body.data.transactionStatus).toBe("approved");
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 310_000, tokensPaise: 30_000 });
		expect(await ledgerRows(id)).toEqual([
			{ wallet: "real", amount_paise: 300_000, reason: "deposit" },
			{ wallet: "tokens", amount_paise: 30_000, reason: "deposit_bonus" },
		]);
		const audit = await env.DB.prepare(
			"SELECT actor_id, actor_role, action, before, after FROM audit_log WHERE target_id = ?",
		)
			.bind(id)
			.all<{ actor_id: string; actor_role: string; action: string; before: string; after: string }>();
		expect(audit.results).toHaveLength(1);
		expect(audit.results[0]).toMatchObject({ actor_id: admin.id, actor_role: "admin", action: "deposit.approve" });
		expect(JSON.parse(audit.results[0]?.before ?? "null")).toMatchObject({ status: "pending", amountPaise: 300_000 });
		expect(JSON.parse(audit.results[0]?.after ?? "null")).toMatchObject({
			status: "approved",
			creditedPaise: 300_000,
			bonusTokensPaise: 30_000,
		});
		// A second approval or a late rejection changes nothing.
		const again = await call("PUT", `/api/transactions/${id}/approve`, { as: admin });
		expect(again.status).toBe(409);
		expect((again.body as { message: string }).message).toBe(paymentMessages.alreadyProcessed);
		const late = await call("PUT", `/api/transactions/${id}/reject`, { as: admin, json: { adminNote: "late" } });
		expect(late.status).toBe(409);
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 310_000, tokensPaise: 30_000 });
		const history = await call<ListAnswer>("GET", "/api/transactions/my", { as: player });
		expect(history.body.data[0]).toMatchObject({ id, transactionStatus: "approved" });
		expect(history.body.balances).toEqual({ realBalance: 3_100, playTokens: 300 });
	});

	it("credits once when several admins approve the same deposit at the same moment", async () => {
		const admins = await Promise.all([1, 2, 3, 4].map(() => createUser({ role: "admin" })));
		const player = await createUser();
		const id = (await deposit(player, 1_000)).body.data.id;
		const answers = await Promise.all(
			admins.map((admin) => call("PUT", `/api/transactions/${id}/approve`, { as: admin })),
		);
		expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 10_000 });
		const audits = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE target_id = ?")
			.bind(id)
			.first<{ n: number }>();
		expect(audits?.n).toBe(1);
	});

	it("lets exactly one of a simultaneous approval and rejection win", async () => {
		const [a, b] = await Promise.all([createUser({ role: "admin" }), createUser({ role: "admin" })]);
		for (let round = 0; round < 5; round++) {
			const player = await createUser({ realPaise: 100_000 });
			const dep = (await deposit(player, 500)).body.data.id;
			const wd = (await withdraw(player, 400)).body.data.id;
			const [approveDep, rejectDep, approveWd, rejectWd] = await Promise.all([
				call("PUT", `/api/transactions/${dep}/approve`, { as: a }),
				call("PUT", `/api/transactions/${dep}/reject`, { as: b, json: { adminNote: "no payment seen" } }),
				call("PUT", `/api/transactions/${wd}/approve`, { as: a }),
				call("PUT", `/api/transactions/${wd}/reject`, { as: b, json: { adminNote: "bank closed" } }),
			]);
			expect([approveDep.status, rejectDep.status].sort()).toEqual([200, 409]);
			expect([approveWd.status, rejectWd.status].sort()).toEqual([200, 409]);
			const depositCredited = approveDep.status === 200 ? 50_000 : 0;
			const withdrawalReturned = rejectWd.status === 200 ? 40_000 : 0;
			expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(
				100_000 - 40_000 + depositCredited + withdrawalReturned,
			);
		}
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	});

	it("rejects a deposit only with a reason, trimmed, and moves no money", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const id = (await deposit(player, 900)).body.data.id;
		for (const json of [{}, { adminNote: "" }, { adminNote: "   " }]) {
			const { status, body } = await call("PUT", `/api/transactions/${id}/reject`, { as: admin, json });
			expect([status, body]).toEqual([422, { message: "Rejection reason is required!" }]);
		}
		const rejected = await call<TxAnswer>("PUT", `/api/transactions/${id}/reject`, {
			as: admin,
			json: { adminNote: "  UTR not found in the bank statement  " },
		});
		expect(rejected.status).toBe(200);
		expect(rejected.body.message).toBe("Transaction Rejected Successfully!");
		expect(rejected.body.data).toMatchObject({
			transactionStatus: "rejected",
			adminNote: "UTR not found in the bank statement",
		});
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 0, tokensPaise: 0 });
		expect(await ledgerRows(id)).toEqual([]);
	});

	it("returns a rejected withdrawal's reserved amount and shows the player the reason", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 80_000 });
		const id = (await withdraw(player, 500)).body.data.id;
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(30_000);
		const rejected = await call("PUT", `/api/transactions/${id}/reject`, {
			as: admin,
			json: { adminNote: "Account name does not match" },
		});
		expect(rejected.status).toBe(200);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(80_000);
		expect(await ledgerRows(id)).toEqual([
			{ wallet: "real", amount_paise: -50_000, reason: "withdrawal_reserve" },
			{ wallet: "real", amount_paise: 50_000, reason: "withdrawal_release" },
		]);
		const mine = await call<ListAnswer>("GET", "/api/transactions/my?transactionType=withdraw", { as: player });
		expect(mine.body.data[0]).toMatchObject({
			id,
			transactionStatus: "rejected",
			adminNote: "Account name does not match",
			amount: 500,
		});
		// Rejecting twice does not return the money twice.
		expect(
			(await call("PUT", `/api/transactions/${id}/reject`, { as: admin, json: { adminNote: "again" } })).status,
		).toBe(409);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(80_000);
	});

	it("makes a withdrawal approval final", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 80_000 });
		const id = (await withdraw(player, 500)).body.data.id;
		expect((await call("PUT", `/api/transactions/${id}/approve`, { as: admin })).status).toBe(200);
		expect(
			(await call("PUT", `/api/transactions/${id}/reject`, { as: admin, json: { adminNote: "oops" } })).status,
		).toBe(409);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(30_000);
		const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE target_id = ?")
			.bind(id)
			.all<{ action: string }>();
		expect(audit.results.map((r) => r.action)).toEqual(["withdraw.approve"]);
	});

	it("shows the play-token bonus an approved deposit credited in the player's history, from the ledger", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 100_000 });
		const approvedId = (await deposit(player, 500)).body.data.id;
		const approved = await call<TxAnswer>("PUT", `/api/transactions/${approvedId}/approve`, { as: admin });
		expect(approved.body.data.bonusTokens).toBe(50);
		const pendingId = (await deposit(player, 700)).body.data.id;
		const withdrawalId = (await withdraw(player, 200)).body.data.id;
		const history = await call<ListAnswer>("GET", "/api/transactions/my", { as: player });
		const bonusOf = Object.fromEntries(history.body.data.map((t) => [t.id, t.bonusTokens]));
		expect(bonusOf).toEqual({ [approvedId]: 50, [pendingId]: null, [withdrawalId]: null });
		// The same figure the ledger holds for the bonus.
		expect(await ledgerRows(approvedId)).toContainEqual({
			wallet: "tokens",
			amount_paise: 5_000,
			reason: "deposit_bonus",
		});
	});

	it("uses the configured deposit bonus percentage", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		await env.DB.prepare(
			"INSERT INTO site_settings (key, value) VALUES ('deposit_bonus_percent', '25') ON CONFLICT (key) DO UPDATE SET value = excluded.value",
		).run();
		const id = (await deposit(player, 1_000)).body.data.id;
		await call("PUT", `/api/transactions/${id}/approve`, { as: admin });
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 25_000 });
		await env.DB.prepare("UPDATE site_settings SET value = '0' WHERE key = 'deposit_bonus_percent'").run();
		const noBonus = (await deposit(player, 1_000)).body.data.id;
		expect((await call("PUT", `/api/transactions/${noBonus}/approve`, { as: admin })).status).toBe(200);
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 200_000, tokensPaise: 25_000 });
	});

	it("answers an unknown id with 404", async () => {
		const admin = await createUser({ role: "admin" });
		const missing = crypto.randomUUID();
		expect(await call("PUT", `/api/transactions/${missing}/approve`, { as: admin })).toEqual({
			status: 404,
			body: { message: "Transaction not found" },
		});
		expect(
			(await call("PUT", `/api/transactions/${missing}/reject`, { as: admin, json: { adminNote: "x" } })).status,
		).toBe(404);
	});

	it("never lets a player decide requests, their own or another's", async () => {
		const owner = await createUser({ realPaise: 100_000 });
		const intruder = await createUser({ realPaise: 100_000 });
		const dep = (await deposit(owner, 1_000)).body.data.id;
		const wd = (await withdraw(owner, 100)).body.data.id;
		for (const user of [owner, intruder]) {
			expect((await call("PUT", `/api/transactions/${dep}/approve`, { as: user })).status).toBe(403);
			expect(
				(await call("PUT", `/api/transactions/${wd}/reject`, { as: user, json: { adminNote: "mine now" } })).status,
			).toBe(403);
		}
		expect((await call("PUT", `/api/transactions/${dep}/approve`)).status).toBe(401);
		const theirs = await call<ListAnswer>("GET", "/api/transactions/my", { as: intruder });
		expect(theirs.body.data.map((t) => t.id)).not.toContain(dep);
		expect(theirs.body.data.map((t) => t.id)).not.toContain(wd);
		expect(await balancesOf(database(env.DB), owner.id)).toEqual({ realPaise: 90_000, tokensPaise: 0 });
		const stillPending = await env.DB.prepare(
			"SELECT COUNT(*) AS n FROM money_transactions WHERE id IN (?, ?) AND status = 'pending'",
		)
			.bind(dep, wd)
			.first<{ n: number }>();
		expect(stillPending?.n).toBe(2);
	});
});
