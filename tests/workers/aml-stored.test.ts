/**
 * The stored AML flags (docs/decisions/0420-operator-scale.md) are the flags the rules find: after requests made and
 * decided through the API, the stored list is exactly what computing every flag from the tables finds, including
 * the shared-detail query as it was before it was made linear.
 */
import { env, exports } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AmlFlag } from "~/domain/aml";
import { amlFlags } from "~/server/aml";
import { database } from "~/server/db/client";
import { moneyTransactions } from "~/server/db/schema";
import { call, newUtr } from "./helpers/api";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

const key = (f: AmlFlag) => `${f.kind}|${f.userId}|${f.detail}|${[...f.transactionIds].sort().join(",")}`;

/** Every stored flag, page by page. */
async function storedFlags(admin: TestUser): Promise<AmlFlag[]> {
	const flags: AmlFlag[] = [];
	let after = "";
	for (let pages = 0; pages < 50; pages++) {
		const page = await call<{ flags: AmlFlag[]; next: string | null }>(
			"GET",
			`/api/admin/aml/flags${after ? `?after=${encodeURIComponent(after)}` : ""}`,
			{ as: admin },
		);
		expect(page.status).toBe(200);
		flags.push(...page.body.flags);
		if (page.body.next === null) return flags;
		after = page.body.next;
	}
	throw new Error("the list never ended");
}

/** The shared-detail query as it was before issue 19 (a correlated count per row), for comparison. */
async function sharedDetailsBefore(): Promise<Array<{ userId: string; ids: string; accounts: number }>> {
	const tx = moneyTransactions;
	return database(env.DB).all(sql`
		WITH details AS (
		  SELECT 'bank account' AS label,
		         TRIM(${tx.bankAccountNumber}) || '/' || UPPER(TRIM(COALESCE(${tx.ifscCode}, ''))) AS value,
		         ${tx.userId} AS user_id, ${tx.id} AS id
		  FROM ${tx} WHERE ${tx.type} = 'withdraw' AND ${tx.bankAccountNumber} IS NOT NULL
		),
		shared AS (SELECT label, value FROM details GROUP BY label, value HAVING COUNT(DISTINCT user_id) > 1)
		SELECT d.user_id AS userId, GROUP_CONCAT(d.id) AS ids,
		       (SELECT COUNT(DISTINCT d2.user_id) FROM details d2 WHERE d2.label = d.label AND d2.value = d.value) AS accounts
		FROM details d JOIN shared s ON s.label = d.label AND s.value = d.value
		GROUP BY d.label, d.value, d.user_id`);
}

async function deposit(player: TestUser, amount: number): Promise<string> {
	const made = await call<{ data: { id: string } }>("POST", "/api/transactions/deposit", {
		as: player,
		json: { amount, utr: newUtr() },
	});
	expect(made.status).toBe(201);
	return made.body.data.id;
}

async function withdraw(player: TestUser, amount: number, account: string): Promise<string> {
	const made = await call<{ data: { id: string } }>("POST", "/api/transactions/withdraw", {
		as: player,
		json: { amount, bankName: "HDFC Bank", bankAccountNumber: account, ifscCode: "hdfc0001234", recipientName: "P" },
	});
	expect(made.status).toBe(201);
	return made.body.data.id;
}

async function decide(admin: TestUser, id: string, decision: "approve" | "reject") {
	const answer = await call("PUT", `/api/transactions/${id}/${decision}`, {
		as: admin,
		json: decision === "reject" ? { adminNote: "Not received" } : undefined,
	});
	expect(answer.status).toBe(200);
}

describe("stored AML flags", () => {
	it("match the flags computed from the tables, and the shared-detail query before it was made linear", async () => {
		const admin = await createUser({ role: "admin" });
		const [quick, partner, third, splitter, cleared] = await Promise.all(
			[0, 1, 2, 3, 4].map(() => createUser({ realPaise: 5_000_000 })),
		);
		if (!quick || !partner || !third || !splitter || !cleared) throw new Error("players");
		const shared = "501001234567";
		// Deposit, then withdraw almost all of it with nothing staked; two others use the same payout account.
		await decide(admin, await deposit(quick, 20_000), "approve");
		await withdraw(quick, 19_000, shared);
		await withdraw(partner, 1_000, shared);
		await withdraw(third, 500, ` ${shared} `);
		// Three deposits just under ₹50,000 in a week, then one rejected: the pattern is gone.
		const under = [await deposit(splitter, 46_000), await deposit(splitter, 47_000), await deposit(splitter, 48_000)];
		const afterThree = (await storedFlags(admin)).filter((f) => f.kind === "deposits_just_under_threshold");
		expect(afterThree.map((f) => f.userId)).toEqual([splitter.id]);
		await decide(admin, under[0] as string, "reject");
		// A little-play withdrawal that the operator rejects is no longer flagged.
		await decide(admin, await deposit(cleared, 10_000), "approve");
		const refused = await withdraw(cleared, 9_000, "600011112222");
		expect((await storedFlags(admin)).some((f) => f.transactionIds.includes(refused))).toBe(true);
		await decide(admin, refused, "reject");

		const stored = await storedFlags(admin);
		const computed = await amlFlags(database(env.DB), null);
		expect(stored.map(key).sort()).toEqual(computed.map(key).sort());
		expect(new Set(stored.map(key)).size).toBe(stored.length);
		// What the rules find here, so the comparison is not between two empty lists.
		expect(
			stored
				.filter((f) => f.kind === "shared_payment_detail")
				.map((f) => f.userId)
				.sort(),
		).toEqual([quick.id, partner.id, third.id].sort());
		expect(
			stored.filter((f) => f.kind === "shared_payment_detail").every((f) => f.detail.endsWith("by 3 accounts.")),
		).toBe(true);
		expect(stored.filter((f) => f.kind === "deposit_withdraw_little_play").map((f) => f.userId)).toEqual([quick.id]);
		expect(stored.some((f) => f.kind === "deposits_just_under_threshold")).toBe(false);
		// The shared-detail flags are the old quadratic query's, row for row.
		const before = await sharedDetailsBefore();
		expect(before.map((r) => `${r.userId}|${r.accounts}|${r.ids.split(",").sort().join(",")}`).sort()).toEqual(
			stored
				.filter((f) => f.kind === "shared_payment_detail")
				.map((f) => `${f.userId}|3|${[...f.transactionIds].sort().join(",")}`)
				.sort(),
		);
	});
});

describe("stored AML flags after an operator-set round's refund", () => {
	it("are refreshed by the hourly cron: a withdrawal asked for while the refunded stake stood is flagged then", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		await decide(admin, await deposit(player, 1_000), "approve");
		// The player stakes ₹600 of the ₹1,000 at a table whose next result the operator has set.
		const table = crypto.randomUUID();
		const stub = await isolatedRoom(table);
		await holdClock(stub);
		const client = await connectAs(stub, player);
		await client.next("syncState");
		const forced = await call("POST", "/api/admin/rounds/force-result", { as: admin, json: { number: 7, table } });
		expect(forced.status).toBe(200);
		const submissionId = crypto.randomUUID();
		client.send({ type: "placeBets", submissionId, wallet: "real", bets: [{ type: "red", amount: 600 }] });
		expect((await client.reply(submissionId)).type).toBe("betsPlaced");
		// While the stake stands, withdrawing ₹300 is not little play (₹600 of ₹1,000 staked).
		const withdrawal = await withdraw(player, 300, "700012345678");
		const littlePlay = async () =>
			(await storedFlags(admin)).filter((f) => f.kind === "deposit_withdraw_little_play" && f.userId === player.id);
		expect(await littlePlay()).toEqual([]);

		// The operator-set round ends: the real stake is returned, so nothing of the deposit was played.
		await tick(stub);
		await tick(stub);
		const result = await client.next("roundResult");
		expect(result.round).toMatchObject({ result: 7, operatorSet: true });
		await client.next("betResult");
		expect(await littlePlay()).toEqual([]);

		// The cron finds the refunded player and brings their stored flags in line with the rules.
		const worker = exports.default as unknown as { scheduled(options: { cron: string }): Promise<unknown> };
		await worker.scheduled({ cron: "17 * * * *" });
		expect(await littlePlay()).toEqual([
			expect.objectContaining({ transactionIds: [withdrawal], detail: expect.stringContaining("only ₹0 staked") }),
		]);
		const computed = (await amlFlags(database(env.DB), player.id)).filter(
			(f) => f.kind === "deposit_withdraw_little_play",
		);
		expect(computed.map(key)).toEqual((await littlePlay()).map(key));
		client.close();
	});
});
