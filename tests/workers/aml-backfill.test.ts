/**
 * The one-time backfill of stored AML flags (docs/decisions/0420-operator-scale.md): a deployment whose requests were
 * made before flags were stored gets the flags the rules find, a bounded step per cron run, and then stops.
 */
import { env, exports } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AmlFlag } from "~/domain/aml";
import { amlFlags, backfillAmlFlags } from "~/server/aml";
import { database } from "~/server/db/client";
import { call, newUtr } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

const db = () => database(env.DB);
const key = (f: AmlFlag) => `${f.kind}|${f.userId}|${f.detail}|${[...f.transactionIds].sort().join(",")}`;

async function request(path: string, as: TestUser, json?: unknown) {
	const made = await call<{ data: { id: string } }>(path.endsWith("approve") ? "PUT" : "POST", path, { as, json });
	expect(made.status).toBeLessThan(300);
	return made.body.data?.id ?? "";
}

/** Players whose requests raise every kind of flag but "just under", each flag stored as the API stores it. */
async function playersWithFlags() {
	const admin = await createUser({ role: "admin" });
	const [quick, partner] = await Promise.all([createUser(), createUser({ realPaise: 500_000 })]);
	if (!quick || !partner) throw new Error("players");
	const account = `50${Math.floor(Math.random() * 1e10)}`;
	const payout = { bankName: "HDFC Bank", bankAccountNumber: account, ifscCode: "hdfc0001234", recipientName: "P" };
	const deposited = await request("/api/transactions/deposit", quick, { amount: 20_000, utr: newUtr() });
	await request(`/api/transactions/${deposited}/approve`, admin);
	// Almost all of the deposit out again with nothing staked, to an account another player uses too.
	await request("/api/transactions/withdraw", quick, { amount: 19_000, ...payout });
	await request("/api/transactions/withdraw", partner, { amount: 1_000, ...payout });
	const ids = new Set([quick.id, partner.id]);
	const flagsOf = async () =>
		(await storedFlags())
			.filter((f) => ids.has(f.userId))
			.map(key)
			.sort();
	return { admin, ids, flagsOf };
}

async function storedFlags(): Promise<AmlFlag[]> {
	const rows = await db().all<{ kind: AmlFlag["kind"]; userId: string; detail: string; ids: string }>(
		sql`SELECT kind, user_id AS userId, detail, transaction_ids AS ids FROM aml_flags`,
	);
	return rows.map((r) => ({ kind: r.kind, userId: r.userId, detail: r.detail, transactionIds: JSON.parse(r.ids) }));
}

/** The deployment as it was before flags were stored: requests, no flags, the backfill not started. */
async function forgetStoredFlags() {
	await env.DB.batch([
		env.DB.prepare("DELETE FROM aml_flags"),
		env.DB.prepare("UPDATE aml_backfill SET cursor = '', done_at = NULL WHERE id = 1"),
	]);
}

describe("the backfill of stored AML flags", () => {
	it("stores the flags the rules find, one bounded step at a time from its cursor, then stops", async () => {
		const { ids, flagsOf } = await playersWithFlags();
		const asStored = await flagsOf();
		expect(asStored.filter((f) => f.startsWith("shared_payment_detail"))).toHaveLength(2);
		expect(asStored.filter((f) => f.startsWith("deposit_withdraw_little_play"))).toHaveLength(1);
		await forgetStoredFlags();
		expect(await flagsOf()).toEqual([]);

		// A clock that runs out after every page: one player per step, the cursor saved in between.
		let now = 0;
		const clock = () => (now += 1_000);
		const [{ players }] = (
			await env.DB.prepare("SELECT COUNT(DISTINCT user_id) AS players FROM money_transactions").all<{
				players: number;
			}>()
		).results as [{ players: number }];
		const steps: Array<{ refreshed: number; done: boolean }> = [];
		for (let run = 0; run <= players; run++) steps.push(await backfillAmlFlags(db(), { budgetMs: 1, page: 1, clock }));
		expect(steps.slice(0, players)).toEqual(Array.from({ length: players }, () => ({ refreshed: 1, done: false })));
		expect(steps.at(-1)).toEqual({ refreshed: 0, done: true });
		expect(await flagsOf()).toEqual(asStored);
		// Every player's stored flags are what the rules compute now.
		for (const userId of ids) {
			const computed = (await amlFlags(db(), userId)).map(key).sort();
			expect(
				(await storedFlags())
					.filter((f) => f.userId === userId)
					.map(key)
					.sort(),
			).toEqual(computed);
		}
		// Done is done: later runs read one row and refresh nobody.
		await env.DB.prepare("DELETE FROM aml_flags").run();
		expect(await backfillAmlFlags(db(), { budgetMs: 60_000 })).toEqual({ refreshed: 0, done: true });
		expect(await flagsOf()).toEqual([]);
	});

	it("runs in the hourly cron", async () => {
		const { flagsOf } = await playersWithFlags();
		const asStored = await flagsOf();
		expect(asStored.length).toBeGreaterThan(0);
		await forgetStoredFlags();
		const worker = exports.default as unknown as { scheduled(options: { cron: string }): Promise<unknown> };
		await worker.scheduled({ cron: "17 * * * *" });
		expect(await flagsOf()).toEqual(asStored);
		const [state] = (await env.DB.prepare("SELECT done_at AS doneAt FROM aml_backfill").all<{ doneAt: number }>())
			.results;
		expect(state?.doneAt).toEqual(expect.any(Number));
	});
});
