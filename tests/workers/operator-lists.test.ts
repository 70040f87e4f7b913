/**
 * Keyset pages of the operator's lists and the player's bet history (docs/decisions/0420-operator-scale.md): paging
 * through a list while new rows arrive neither skips nor repeats a row, including rows that share a creation time.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

type Page<T> = { rows: T[]; next: string | null };

/** Reads every page of a list, adding `arrivals` new rows before each page after the first. */
async function readAllPages<T extends { id: string | number }>(
	read: (after: string | null) => Promise<Page<T>>,
	arrive: (round: number) => Promise<void>,
): Promise<{ ids: Array<T["id"]>; pages: number }> {
	const ids: Array<T["id"]> = [];
	let after: string | null = null;
	let pages = 0;
	do {
		if (pages > 0) await arrive(pages);
		const page = await read(after);
		ids.push(...page.rows.map((r) => r.id));
		after = page.next;
		pages++;
	} while (after !== null && pages < 100);
	return { ids, pages };
}

/** Creation times of the rows already there: three rows per millisecond, so ties cross the boundaries of 10-row pages. */
const BASE = 1_700_000_000_000;
const timeOf = (i: number) => BASE + Math.floor(i / 3);

describe("keyset pages while rows arrive", () => {
	it("money requests: every request once, newest first, whatever arrives meanwhile", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const insert = (id: string, createdAt: number) =>
			env.DB.prepare(
				"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, created_at) VALUES (?, ?, 'deposit', 10000, 'pending', ?)",
			).bind(id, player.id, createdAt);
		const before = Array.from({ length: 37 }, (_, i) => `tx-${String(i).padStart(3, "0")}-${crypto.randomUUID()}`);
		await env.DB.batch(before.map((id, i) => insert(id, timeOf(i))));
		const arrived: string[] = [];
		const { ids, pages } = await readAllPages(
			async (after) => {
				const query = `transactionType=deposit&transactionStatus=pending${after ? `&after=${encodeURIComponent(after)}` : ""}`;
				const body = await (await api(`/transactions?${query}`, admin)).json<{
					data: Array<{ id: string; createdAt: string }>;
					pagination: { next: string | null };
				}>();
				return { rows: body.data, next: body.pagination.next };
			},
			async (round) => {
				const id = `tx-new-${round}-${crypto.randomUUID()}`;
				arrived.push(id);
				await insert(id, Date.now()).run();
			},
		);
		expect(pages).toBe(4);
		expect(new Set(ids).size).toBe(ids.length);
		// Every row that was there is read exactly once; rows newer than the first page are not pulled in.
		expect(ids.filter((id) => before.includes(id)).sort()).toEqual([...before].sort());
		expect(ids.filter((id) => arrived.includes(id))).toEqual([]);
		// Newest first: the order of the rows that were there is (created_at DESC, id DESC).
		const expected = before
			.map((id, i) => ({ id, at: timeOf(i) }))
			.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
			.map((r) => r.id);
		expect(ids.filter((id) => before.includes(id))).toEqual(expected);
	});

	it("members: every player once while new players register", async () => {
		const admin = await createUser({ role: "admin" });
		const tag = crypto.randomUUID().slice(0, 8);
		const insert = (id: string, createdAt: number) =>
			env.DB.prepare("INSERT INTO users (id, name, phone, role, created_at) VALUES (?, ?, NULL, 'user', ?)").bind(
				id,
				`Keyset ${tag}`,
				createdAt,
			);
		const before = Array.from({ length: 23 }, () => crypto.randomUUID());
		await env.DB.batch(before.map((id, i) => insert(id, timeOf(i))));
		const arrived: string[] = [];
		const { ids, pages } = await readAllPages(
			async (after) => {
				const body = await (
					await api(`/admin/members?search=keyset%20${tag}${after ? `&after=${encodeURIComponent(after)}` : ""}`, admin)
				).json<{ users: Array<{ id: string }>; next: string | null }>();
				return { rows: body.users, next: body.next };
			},
			async () => {
				const id = crypto.randomUUID();
				arrived.push(id);
				await insert(id, Date.now()).run();
			},
		);
		expect(pages).toBe(3);
		expect(new Set(ids).size).toBe(ids.length);
		expect([...ids].sort()).toEqual([...before].sort());
		expect(arrived).toHaveLength(2);
	});

	it("audit log: every entry once while new entries are written", async () => {
		const admin: TestUser = await createUser({ role: "admin" });
		const insert = (createdAt: number) =>
			env.DB.prepare("INSERT INTO audit_log (actor_id, action, created_at) VALUES (?, 'keyset.check', ?)").bind(
				admin.id,
				createdAt,
			);
		await env.DB.batch(Array.from({ length: 26 }, (_, i) => insert(timeOf(i))));
		const { results } = await env.DB.prepare("SELECT id FROM audit_log WHERE actor_id = ?")
			.bind(admin.id)
			.all<{ id: number }>();
		const before = results.map((r) => r.id);
		const { ids, pages } = await readAllPages(
			async (after) => {
				const body = await (
					await api(`/admin/audit?actorId=${admin.id}${after ? `&after=${encodeURIComponent(after)}` : ""}`, admin)
				).json<{ entries: Array<{ id: number }>; next: string | null }>();
				return { rows: body.entries, next: body.next };
			},
			async () => {
				await insert(Date.now()).run();
			},
		);
		expect(pages).toBe(3);
		expect(new Set(ids).size).toBe(ids.length);
		expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual([...before].sort((a, b) => a - b));
	});
	it("audit log by action: the action and its sub-actions, each entry once, newest first, across pages", async () => {
		const admin: TestUser = await createUser({ role: "admin" });
		const family = `fam${crypto.randomUUID().slice(0, 6)}`;
		const insert = (action: string, createdAt: number) =>
			env.DB.prepare("INSERT INTO audit_log (actor_id, action, created_at) VALUES (?, ?, ?)").bind(
				admin.id,
				action,
				createdAt,
			);
		// The family (the action, two sub-actions, interleaved in time with ties), and two look-alikes outside it.
		const actions = [family, `${family}.open`, `${family}.open.again`];
		await env.DB.batch([
			...Array.from({ length: 24 }, (_, i) => insert(actions[i % 3] as string, timeOf(i))),
			insert(`${family}x`, timeOf(5)),
			insert(`${family}-b`, timeOf(6)),
		]);
		const { results } = await env.DB.prepare("SELECT id, action, created_at AS at FROM audit_log WHERE actor_id = ?")
			.bind(admin.id)
			.all<{ id: number; action: string; at: number }>();
		const newestFirst = (rows: typeof results) => rows.sort((a, b) => b.at - a.at || b.id - a.id).map((r) => r.id);
		const read = (query: string) =>
			readAllPages(
				async (after) => {
					const body = await (
						await api(`/admin/audit?${query}${after ? `&after=${encodeURIComponent(after)}` : ""}`, admin)
					).json<{ entries: Array<{ id: number }>; next: string | null }>();
					return { rows: body.entries, next: body.next };
				},
				// Entries written meanwhile are newer than any cursor: they never show on a later page.
				async () => {
					await insert(`${family}.open`, Date.now()).run();
				},
			);
		const all = await read(`action=${family}`);
		expect(all.pages).toBe(3);
		expect(all.ids).toEqual(newestFirst(results.filter((r) => actions.includes(r.action))));
		// One sub-action alone (its own sub-actions only), with the actor filter too.
		const sub = await read(`action=${family}.open.again&actorId=${admin.id}`);
		expect(sub.ids).toEqual(newestFirst(results.filter((r) => r.action === `${family}.open.again`)));
	});

	it("bet history: every bet of the player once, newest first, while they bet meanwhile; filtered pages too", async () => {
		const player = await createUser();
		const other = await createUser();
		const round = crypto.randomUUID();
		await env.DB.prepare(
			"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', 0, 0)",
		)
			.bind(round, 800_000_000 + Math.floor(Math.random() * 1e8))
			.run();
		const insert = (userId: string, id: string, createdAt: number, wallet: "real" | "tokens") =>
			env.DB.prepare(
				"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position, created_at) VALUES (?, ?, ?, ?, 'straight', '7', 1000, 'lost', ?, 0, ?)",
			).bind(id, round, userId, wallet, crypto.randomUUID(), createdAt);
		const before = Array.from({ length: 25 }, () => crypto.randomUUID());
		const walletOf = (i: number) => (i % 3 === 0 ? "tokens" : "real");
		await env.DB.batch([
			...before.map((id, i) => insert(player.id, id, timeOf(i), walletOf(i))),
			// Another player's bets at the same moments are never on this player's pages.
			...before.map((_, i) => insert(other.id, crypto.randomUUID(), timeOf(i), "real")),
		]);
		const arrived: string[] = [];
		const readAll = (filter: string) =>
			readAllPages(
				async (after) => {
					const body = await (
						await api(`/user/bets?pageSize=10${filter}${after ? `&after=${encodeURIComponent(after)}` : ""}`, player)
					).json<{ bets: Array<{ id: string }>; next: string | null }>();
					return { rows: body.bets, next: body.next };
				},
				async () => {
					const id = crypto.randomUUID();
					arrived.push(id);
					await insert(player.id, id, Date.now(), "tokens").run();
				},
			);
		const { ids, pages } = await readAll("");
		expect(pages).toBe(3);
		expect(new Set(ids).size).toBe(ids.length);
		expect(arrived).toHaveLength(2);
		// Every bet that was there, once, newest first in (created_at DESC, id DESC); none that arrived meanwhile.
		const expected = before
			.map((id, i) => ({ id, at: timeOf(i) }))
			.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
			.map((r) => r.id);
		expect(ids).toEqual(expected);
		// A filter pages the same way: the player's token bets that were there at its first page, once each.
		const there = [...before.filter((_, i) => walletOf(i) === "tokens"), ...arrived];
		const tokens = await readAll("&wallet=tokens");
		expect(tokens.pages).toBe(2);
		expect(new Set(tokens.ids).size).toBe(tokens.ids.length);
		expect([...tokens.ids].sort()).toEqual([...there].sort());
	});
});
