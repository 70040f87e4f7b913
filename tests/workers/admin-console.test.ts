import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ROOM_SOCKET_PATH, SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { formatPhone } from "~/domain/validation/auth";
import { authenticate } from "~/server/authenticate";
import { database } from "~/server/db/client";
import { ledgerMismatches } from "~/server/ledger";
import { api } from "./helpers/api";
import { RoomClient } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

type Member = { id: string; name: string; phone: string; status: string; playTokens: number; realBalance: number };

describe("admin: members", () => {
	it("lists players with case-insensitive search on name, phone or id, 10 per page", async () => {
		const admin = await createUser({ role: "admin" });
		// A letter first: a tag starting with a digit would itself start with the "3" searched for below.
		const tag = `t${crypto.randomUUID().slice(0, 7)}`;
		const players: TestUser[] = [];
		for (let i = 0; i < 12; i++) players.push(await createUser({ name: `Zed ${tag} ${i}` }));
		type MemberPage = { users: Member[]; next: string | null; pageSize: number };
		const page1 = await (await api(`/admin/members?search=zED%20${tag.toUpperCase()}`, admin)).json<MemberPage>();
		expect(page1.users).toHaveLength(10);
		expect(page1.pageSize).toBe(10);
		expect(page1.next).not.toBeNull();
		const page2 = await (
			await api(`/admin/members?search=${tag}&after=${encodeURIComponent(page1.next ?? "")}`, admin)
		).json<MemberPage>();
		expect(page2.users).toHaveLength(2);
		expect(page2.next).toBeNull();
		expect(new Set([...page1.users, ...page2.users].map((u) => u.id))).toEqual(new Set(players.map((p) => p.id)));
		const target = players[3] as TestUser;
		const byPhone = await (await api(`/admin/members?search=${target.phone.slice(3)}`, admin)).json<{
			users: Member[];
		}>();
		expect(byPhone.users.map((u) => u.id)).toEqual([target.id]);
		// As the screens show it (formatPhone), spaces and all.
		const shown = formatPhone(target.phone) ?? "";
		expect(shown).toMatch(/^\+91 \d{5} \d{5}$/);
		const byShownPhone = await (await api(`/admin/members?search=${encodeURIComponent(shown)}`, admin)).json<{
			users: Member[];
		}>();
		expect(byShownPhone.users.map((u) => u.id)).toEqual([target.id]);
		const byId = await (await api(`/admin/members?search=${target.id.toUpperCase()}`, admin)).json<{
			users: Member[];
		}>();
		expect(byId.users.map((u) => u.id)).toEqual([target.id]);
		expect(byId.users[0]).not.toHaveProperty("_id");
		// LIKE wildcards and FTS syntax in the search are taken literally.
		for (const literal of ["%25%25", "%25%25%25", encodeURIComponent('"zed" OR *')]) {
			expect((await (await api(`/admin/members?search=${literal}`, admin)).json<MemberPage>()).users).toEqual([]);
		}
		// A renamed member is found by the new name only (the trigram index follows the row).
		await env.DB.prepare("UPDATE users SET name = ? WHERE id = ?").bind(`Renamed ${tag}`, target.id).run();
		const renamed = await (await api(`/admin/members?search=renamed%20${tag}`, admin)).json<MemberPage>();
		expect(renamed.users.map((u) => u.id)).toEqual([target.id]);
		const oldName = await (await api(`/admin/members?search=zed%20${tag}%203`, admin)).json<MemberPage>();
		expect(oldName.users).toEqual([]);
		// A one-letter word starts one of the name's words; inside another word it does not count.
		const inside = await createUser({ name: `Qux ${tag}3` });
		const own = await createUser({ name: `Qux ${tag} 3` });
		const short = await (await api(`/admin/members?search=qux%20${tag}%203`, admin)).json<MemberPage>();
		expect(short.users.map((u) => u.id)).toEqual([own.id]);
		expect(short.users.map((u) => u.id)).not.toContain(inside.id);
	});

	it("finds a name by the start of its words, in any order and in Devanagari, and never a name the row lacks", async () => {
		const admin = await createUser({ role: "admin" });
		const tag = `w${crypto.randomUUID().slice(0, 7)}`;
		const meera = await createUser({ name: `Meera Sharma ${tag}` });
		const rahul = await createUser({ name: `राहुल शर्मा ${tag}` });
		const found = async (search: string) =>
			(
				await (await api(`/admin/members?search=${encodeURIComponent(search)}`, admin)).json<{ users: Member[] }>()
			).users.map((u) => u.id);
		expect(await found(`mee sha ${tag}`)).toEqual([meera.id]);
		expect(await found(`${tag} SHARMA`)).toEqual([meera.id]);
		expect(await found(`राहुल ${tag}`)).toEqual([rahul.id]);
		expect(await found(`शर् ${tag}`)).toEqual([rahul.id]);
		// Both, newest first.
		expect(await found(tag)).toEqual([rahul.id, meera.id]);
		// A word is found by its start, not by a part inside it.
		expect(await found(`eera ${tag}`)).toEqual([]);
		// An index entry the row does not bear out (a stale one) finds nobody: every word is checked on the row.
		const { rowid } = (await env.DB.prepare("SELECT rowid FROM users WHERE id = ?")
			.bind(meera.id)
			.first<{ rowid: number }>()) ?? { rowid: 0 };
		await env.DB.prepare("INSERT INTO users_name_fts (rowid, name) VALUES (?, ?)").bind(rowid, `Ghost ${tag}`).run();
		expect(await found(`ghost ${tag}`)).toEqual([]);
		// The repair: the index rebuilt from the names themselves.
		await env.DB.prepare("INSERT INTO users_name_fts (users_name_fts) VALUES ('rebuild')").run();
		expect(await found(`ghost ${tag}`)).toEqual([]);
		expect(await found(`meera ${tag}`)).toEqual([meera.id]);
	});

	it("bans a player: every session ends at once and their table socket closes; activation restores access; audited", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		expect(await authenticate(database(env.DB), env.JWT_SECRET, player.token)).not.toBeNull();
		const table = await RoomClient.connect(
			exports.default,
			`http://localhost${ROOM_SOCKET_PATH}?${SOCKET_TOKEN_PARAM}=${player.token}`,
		);
		await table.next("syncState");
		const closed = new Promise<number>((resolve) => table.socket.addEventListener("close", (e) => resolve(e.code)));
		const banned = await api(`/admin/members/${player.id}/status`, admin, {
			method: "PUT",
			body: { status: "banned" },
		});
		expect(banned.status).toBe(200);
		expect((await banned.json<{ message: string }>()).message).toBe("User Status Updated Successfully!");
		expect(await authenticate(database(env.DB), env.JWT_SECRET, player.token)).toBeNull();
		expect((await api(`/protection`, player)).status).toBe(401);
		expect(await closed).toBe(4001);

		await api(`/admin/members/${player.id}/status`, admin, { method: "PUT", body: { status: "active" } });
		const row = await env.DB.prepare("SELECT status FROM users WHERE id = ?").bind(player.id).first();
		expect(row).toEqual({ status: "active" });
		const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE target_id = ? ORDER BY id")
			.bind(player.id)
			.all();
		expect(actions.results).toEqual([{ action: "member.ban" }, { action: "member.activate" }]);
	});

	it("deletes a member by anonymising them and keeps their money records", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 50_000, name: "Priya Sharma" });
		const response = await api(`/admin/members/${player.id}`, admin, { method: "DELETE" });
		expect(response.status).toBe(200);
		expect((await response.json<{ message: string }>()).message).toBe("User deleted successfully");
		const row = await env.DB.prepare("SELECT name, phone, password_hash, deleted_at FROM users WHERE id = ?")
			.bind(player.id)
			.first<{ name: string; phone: string | null; password_hash: string | null; deleted_at: number | null }>();
		expect(row).toMatchObject({ name: "Deleted member", phone: null, password_hash: null });
		expect(row?.deleted_at).toBeGreaterThan(0);
		const ledger = await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE user_id = ?")
			.bind(player.id)
			.first();
		expect(ledger).toEqual({ n: 1 });
		expect(await authenticate(database(env.DB), env.JWT_SECRET, player.token)).toBeNull();
		expect((await api(`/admin/members/${player.id}`, admin, { method: "DELETE" })).status).toBe(409);
		// Deleted members leave the list.
		const list = await (await api(`/admin/members?search=${player.id}`, admin)).json<{ users: Member[] }>();
		expect(list.users).toEqual([]);
	});

	it("adjusts play tokens with a required reason, once per key, never below zero, audited", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ tokensPaise: 10_000 });
		const noReason = await api(`/admin/members/${player.id}/adjustments`, admin, {
			method: "POST",
			body: { amount: 50, reason: "  " },
		});
		expect(noReason.status).toBe(422);
		expect(await noReason.json()).toEqual({ message: "A reason is required for every adjustment." });
		const zero = await api(`/admin/members/${player.id}/adjustments`, admin, {
			method: "POST",
			body: { amount: 0, reason: "x" },
		});
		expect(zero.status).toBe(422);

		const body = { amount: 250, reason: "Goodwill after a dropped connection", idempotencyKey: `k-${player.id}` };
		const first = await api(`/admin/members/${player.id}/adjustments`, admin, { method: "POST", body });
		expect(first.status).toBe(200);
		expect((await first.json<{ user: Member }>()).user.playTokens).toBe(350);
		const retry = await api(`/admin/members/${player.id}/adjustments`, admin, { method: "POST", body });
		expect((await retry.json<{ user: Member }>()).user.playTokens).toBe(350);

		const tooMuch = await api(`/admin/members/${player.id}/adjustments`, admin, {
			method: "POST",
			body: { amount: -351, reason: "Correction" },
		});
		expect(tooMuch.status).toBe(409);
		expect(await tooMuch.json()).toEqual({ message: "The member does not have that many play tokens to remove." });

		const audit = await env.DB.prepare(
			"SELECT after FROM audit_log WHERE target_id = ? AND action = 'member.adjust_tokens'",
		)
			.bind(player.id)
			.all<{ after: string }>();
		expect(audit.results.map((r) => JSON.parse(r.after))).toEqual([
			{ amount: 250, reason: "Goodwill after a dropped connection" },
		]);
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	});

	it("answers 401 anonymous, 403 to players (even about themselves), 404 for unknown members, 403 for admins as targets", async () => {
		const admin = await createUser({ role: "admin" });
		const otherAdmin = await createUser({ role: "admin" });
		const player = await createUser();
		const routes: Array<[string, string, unknown?]> = [
			["GET", "/admin/members"],
			["GET", `/admin/members/${player.id}`],
			["GET", `/admin/members/${player.id}/ledger`],
			["PUT", `/admin/members/${player.id}/status`, { status: "banned" }],
			["DELETE", `/admin/members/${player.id}`],
			["POST", `/admin/members/${player.id}/adjustments`, { amount: 10, reason: "r" }],
			["GET", "/admin/audit"],
			["GET", "/admin/stats"],
			["PUT", "/admin/games/aviator", { status: "active" }],
			["DELETE", "/admin/games/crash"],
		];
		for (const [method, path, body] of routes) {
			expect((await api(path, null, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
			expect((await api(path, player, { method, body })).status, `${method} ${path} as player`).toBe(403);
		}
		expect((await api("/admin/members/nobody", admin)).status).toBe(404);
		expect(
			(await api("/admin/members/nobody/status", admin, { method: "PUT", body: { status: "banned" } })).status,
		).toBe(404);
		expect(
			(await api(`/admin/members/${otherAdmin.id}/status`, admin, { method: "PUT", body: { status: "banned" } }))
				.status,
		).toBe(403);
		const badStatus = await api(`/admin/members/${player.id}/status`, admin, {
			method: "PUT",
			body: { status: "frozen" },
		});
		expect(badStatus.status).toBe(422);
		expect(await badStatus.json()).toEqual({ message: "Status must be active or banned." });
	});

	it("answers 404 at the old /api/users and /api/paymentSettings paths (no aliases, decision 0018)", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		for (const path of ["/users", `/users/${player.id}`, `/users/${player.id}/ledger`, "/paymentSettings"]) {
			expect((await api(path, admin)).status, path).toBe(404);
		}
		expect((await api(`/users/${player.id}`, admin, { method: "DELETE" })).status).toBe(404);
	});
});

describe("admin: games, audit log and today's figures", () => {
	it("reopens the table at once when roulette is switched back on", async () => {
		const admin = await createUser({ role: "admin" });
		const off = await api("/admin/games/roulette", admin, { method: "PUT", body: { status: "disabled" } });
		expect(off.status).toBe(200);
		const watcher = await RoomClient.connect(exports.default, `http://localhost${ROOM_SOCKET_PATH}`);
		const sync = await watcher.next("syncState");
		expect(sync.tableEnabled).toBe(false);
		await api("/admin/games/roulette", admin, { method: "PUT", body: { status: "active" } });
		const reopened = await watcher.next("tableStatus");
		expect(reopened).toMatchObject({ tableEnabled: true });
		watcher.close();
	});

	it("toggles and edits a game, refuses to delete the core table, deletes another, and audits it all", async () => {
		const admin = await createUser({ role: "admin" });
		const games = await (await api("/games", null)).json<{ games: Array<{ id: string; isCore: boolean }> }>();
		expect(games.games.find((g) => g.id === "roulette")?.isCore).toBe(true);

		const edited = await api("/admin/games/blackjack", admin, {
			method: "PUT",
			body: { status: "active", name: "Blackjack Live", minBet: 20, maxBet: 1000 },
		});
		expect(edited.status).toBe(200);
		expect((await edited.json<{ game: unknown }>()).game).toMatchObject({
			id: "blackjack",
			status: "active",
			name: "Blackjack Live",
			minBet: 20,
			maxBet: 1000,
		});
		const badLimits = await api("/admin/games/blackjack", admin, { method: "PUT", body: { minBet: 5 } });
		expect(badLimits.status).toBe(422);
		expect((await api("/admin/games/roulette", admin, { method: "DELETE" })).status).toBe(409);
		expect((await api("/admin/games/nope", admin, { method: "PUT", body: { status: "active" } })).status).toBe(404);
		expect((await api("/admin/games/crash", admin, { method: "DELETE" })).status).toBe(200);
		expect((await api("/admin/games/crash", admin, { method: "DELETE" })).status).toBe(404);

		const log = await (await api(`/admin/audit?actorId=${admin.id}`, admin)).json<{
			entries: Array<{ action: string; actorName: string }>;
		}>();
		expect(log.entries.map((e) => e.action)).toEqual(["game.delete", "game.update"]);
		const onlyUpdates = await (await api(`/admin/audit?actorId=${admin.id}&action=game.update`, admin)).json<{
			entries: unknown[];
		}>();
		expect(onlyUpdates.entries).toHaveLength(1);
		const future = await (await api(`/admin/audit?actorId=${admin.id}&from=${Date.now() + 60_000}`, admin)).json<{
			entries: unknown[];
		}>();
		expect(future.entries).toHaveLength(0);
		// Put blackjack back as it was for other tests in this file.
		await api("/admin/games/blackjack", admin, {
			method: "PUT",
			body: { status: "disabled", name: "Blackjack", minBet: 10, maxBet: 50000 },
		});
	});

	it("reports today's stakes, payouts and players from real bets", async () => {
		const admin = await createUser({ role: "admin" });
		const before = await (await api("/admin/stats", admin)).json<{
			real: { bets: number; stakes: number; payouts: number; houseResult: number };
			activePlayers: number;
		}>();
		const player = await createUser();
		const round = crypto.randomUUID();
		await env.DB.prepare(
			"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', 0, 0)",
		)
			.bind(round, Math.floor(Math.random() * 1e9))
			.run();
		// Placed, then settled as the room settles them (placed → won, lost or refunded): the figures count settled bets.
		const placed = [
			[10_000, 360_000, "won"],
			[50_000, 0, "lost"],
			[20_000, 20_000, "refunded"],
		].map(([amount, payout, status]) => ({ id: crypto.randomUUID(), amount, payout, status }));
		await env.DB.batch(
			placed.map((b) =>
				env.DB.prepare(
					"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position) VALUES (?, ?, ?, 'real', 'straight', '17', ?, 'placed', ?, 0)",
				).bind(b.id, round, player.id, b.amount, crypto.randomUUID()),
			),
		);
		const unsettled = await (await api("/admin/stats", admin)).json<typeof before>();
		expect(unsettled).toEqual(before);
		const settle = () =>
			env.DB.batch(
				placed.map((b) =>
					env.DB.prepare(
						"UPDATE bets SET status = ?, payout_paise = ?, settled_at = ? WHERE id = ? AND status = 'placed'",
					).bind(b.status, b.payout, Date.now(), b.id),
				),
			);
		await settle();
		// Settling again changes nothing (a bet leaves 'placed' once).
		await settle();
		const after = await (await api("/admin/stats", admin)).json<typeof before>();
		expect(after.real.bets - before.real.bets).toBe(2);
		expect(after.real.stakes - before.real.stakes).toBe(600);
		expect(after.real.payouts - before.real.payouts).toBe(3_600);
		expect(after.real.houseResult - before.real.houseResult).toBe(-3_000);
		expect(after.activePlayers - before.activePlayers).toBe(1);
	});
});
