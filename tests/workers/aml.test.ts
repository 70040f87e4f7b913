import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AmlFlag } from "~/domain/aml";
import { call, newUtr } from "./helpers/api";
import { png200 } from "./helpers/images";
import { authHeaders, createUser, type TestUser } from "./helpers/users";

type Tx = {
	userId: string;
	type: "deposit" | "withdraw";
	paise: number;
	status?: "pending" | "approved" | "rejected";
	at?: number;
	upi?: string;
	account?: string;
};

async function transaction(tx: Tx): Promise<string> {
	const id = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, upi_id, bank_account_number, ifsc_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
	)
		.bind(
			id,
			tx.userId,
			tx.type,
			tx.paise,
			tx.status ?? "approved",
			tx.upi ?? null,
			tx.account ?? null,
			tx.account ? "HDFC0001234" : null,
			tx.at ?? Date.now(),
		)
		.run();
	return id;
}

async function flagsFor(admin: TestUser, userId: string): Promise<AmlFlag[]> {
	const response = await exports.default.fetch(`http://localhost/api/admin/aml/flags?userId=${userId}`, {
		headers: authHeaders(admin),
	});
	expect(response.status).toBe(200);
	return (await response.json<{ flags: AmlFlag[] }>()).flags;
}

describe("AML signals", () => {
	it("flags a withdrawal after a deposit with little play, and not one after real play", async () => {
		const admin = await createUser({ role: "admin" });
		const quick = await createUser();
		await transaction({ userId: quick.id, type: "deposit", paise: 2_000_000, at: Date.now() - 60_000 });
		const withdrawal = await transaction({ userId: quick.id, type: "withdraw", paise: 1_900_000, status: "pending" });
		const flags = await flagsFor(admin, quick.id);
		expect(flags).toEqual([
			{
				kind: "deposit_withdraw_little_play",
				userId: quick.id,
				detail: "Withdrawal of ₹19,000 after ₹20,000 deposited and only ₹0 staked.",
				transactionIds: [withdrawal],
			},
		]);

		const player = await createUser();
		await transaction({ userId: player.id, type: "deposit", paise: 1_000_000, at: Date.now() - 120_000 });
		const round = crypto.randomUUID();
		await env.DB.prepare(
			"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', 0, 0)",
		)
			.bind(round, Math.floor(Math.random() * 1e9))
			.run();
		await env.DB.prepare(
			"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position, created_at) VALUES (?, ?, ?, 'real', 'color', 'red', 800000, 'lost', 's', 0, ?)",
		)
			.bind(crypto.randomUUID(), round, player.id, Date.now() - 60_000)
			.run();
		await transaction({ userId: player.id, type: "withdraw", paise: 100_000, status: "pending" });
		expect(await flagsFor(admin, player.id)).toEqual([]);
	});

	it("flags three deposits just under ₹50,000 within a week", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const day = 24 * 3_600_000;
		const ids = [
			await transaction({ userId: player.id, type: "deposit", paise: 4_900_000, at: Date.now() - 5 * day }),
			await transaction({ userId: player.id, type: "deposit", paise: 4_950_000, at: Date.now() - 3 * day }),
			await transaction({
				userId: player.id,
				type: "deposit",
				paise: 4_600_000,
				at: Date.now() - day,
				status: "pending",
			}),
		];
		await transaction({ userId: player.id, type: "deposit", paise: 4_900_000, at: Date.now(), status: "rejected" });
		const flags = (await flagsFor(admin, player.id)).filter((f) => f.kind === "deposits_just_under_threshold");
		expect(flags).toHaveLength(1);
		expect(flags[0]?.transactionIds).toEqual(ids);
	});

	it("flags a bank account used by two accounts, for both of them", async () => {
		const admin = await createUser({ role: "admin" });
		const a = await createUser();
		const b = await createUser();
		const account = `5${String(Math.floor(Math.random() * 1e11)).padStart(11, "0")}`;
		await transaction({ userId: a.id, type: "withdraw", paise: 100_000, status: "pending", account });
		await transaction({ userId: b.id, type: "withdraw", paise: 100_000, status: "rejected", account });
		for (const user of [a, b]) {
			const shared = (await flagsFor(admin, user.id)).filter((f) => f.kind === "shared_payment_detail");
			expect(shared).toHaveLength(1);
			expect(shared[0]?.detail).toBe(`The same bank account (…${account.slice(-4)} at HDFC) is used by 2 accounts.`);
		}
	});

	it("never groups depositors by the operator's UPI ID, only players by their own payout account", async () => {
		const admin = await createUser({ role: "admin" });
		const settings = new FormData();
		settings.set("upiId", "royalecasino@okaxis");
		settings.set("qrCode", new File([png200], "qr.png", { type: "image/png" }));
		expect((await call("POST", "/api/payment-settings", { as: admin, body: settings })).status).toBe(200);
		const a = await createUser({ realPaise: 500_000 });
		const b = await createUser({ realPaise: 500_000 });
		for (const player of [a, b]) {
			const deposit = await call("POST", "/api/transactions/deposit", {
				as: player,
				json: { amount: 3_000, utr: newUtr(), paymentMethod: "upi" },
			});
			expect(deposit.status).toBe(201);
		}
		const sharedOf = async (user: TestUser) =>
			(await flagsFor(admin, user.id)).filter((f) => f.kind === "shared_payment_detail");
		expect(await sharedOf(a)).toEqual([]);
		expect(await sharedOf(b)).toEqual([]);

		const account = `6${String(Math.floor(Math.random() * 1e11)).padStart(11, "0")}`;
		const withdrawals: Record<string, string> = {};
		for (const player of [a, b]) {
			const withdrawal = await call<{ data: { id: string } }>("POST", "/api/transactions/withdraw", {
				as: player,
				json: {
					amount: 1_000,
					bankName: "HDFC Bank",
					bankAccountNumber: account,
					ifscCode: "hdfc0001234",
					recipientName: "Same Payee",
				},
			});
			expect(withdrawal.status).toBe(201);
			withdrawals[player.id] = withdrawal.body.data.id;
		}
		for (const player of [a, b]) {
			expect(await sharedOf(player)).toEqual([
				{
					kind: "shared_payment_detail",
					userId: player.id,
					detail: `The same bank account (…${account.slice(-4)} at HDFC) is used by 2 accounts.`,
					transactionIds: [withdrawals[player.id]],
				},
			]);
		}
	});

	it("is for admins only", async () => {
		const player = await createUser();
		const forbidden = await exports.default.fetch("http://localhost/api/admin/aml/flags", {
			headers: authHeaders(player),
		});
		expect(forbidden.status).toBe(403);
		expect((await exports.default.fetch("http://localhost/api/admin/aml/flags")).status).toBe(401);
	});
});
