/**
 * Caching of public reads (worker/lib/edge-cache.ts, docs/decisions/0755-d1-latency-model-and-edge-cache.md): the
 * catalogue and finished rounds are served from the data centre's cache with the headers that allow it; anything
 * personal or about money answers `private, no-store` and is never kept, whoever asks.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isPublicRead, PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, sharedCacheable } from "~/worker/lib/edge-cache";
import { api } from "./helpers/api";
import { authHeaders, createUser, type TestUser } from "./helpers/users";

const origin = "http://localhost";

function get(path: string, user: TestUser | null = null, headers: Record<string, string> = {}) {
	return exports.default.fetch(`${origin}/api${path}`, { headers: { ...(user ? authHeaders(user) : {}), ...headers } });
}

async function insertRound(options: { revealed: boolean; settled: boolean }) {
	const id = crypto.randomUUID();
	const { n } = (await env.DB.prepare("SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM rounds").first<{ n: number }>()) ?? {
		n: 1,
	};
	const now = Date.now();
	await env.DB.prepare(
		"INSERT INTO rounds (id, seq, commitment, server_seed, result, betting_opens_at, betting_closes_at, result_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
	)
		.bind(
			id,
			n,
			"c".repeat(64),
			options.revealed ? "s".repeat(64) : null,
			options.revealed ? 7 : null,
			now - 20_000,
			now - 5_000,
			options.revealed ? now - 1_000 : null,
			options.settled ? now : null,
		)
		.run();
	return id;
}

describe("public reads", () => {
	it("the games catalogue is public for the edge, served from the cache, and an admin's edit drops it", async () => {
		const first = await get("/games");
		expect(first.status).toBe(200);
		expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL.catalogue);
		const before = (await first.json()) as { games: Array<{ id: string; name: string }> };
		// Changed behind the API's back: the cached copy is still served to anonymous readers, whatever their cookies.
		await env.DB.prepare("UPDATE games SET name = 'Renamed behind the cache' WHERE id = 'aviator'").run();
		const cached = await get("/games", null, { Cookie: "rr_refresh=anything" });
		expect(cached.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL.catalogue);
		expect(cached.headers.has("Set-Cookie")).toBe(false);
		expect(await cached.json()).toEqual(before);
		// A signed-in reader reads fresh (docs/decisions/0755).
		const player = await createUser();
		const fresh = (await (await get("/games", player)).json()) as { games: Array<{ id: string; name: string }> };
		expect(fresh.games.find((g) => g.id === "aviator")?.name).toBe("Renamed behind the cache");

		const admin = await createUser({ role: "admin" });
		const edit = await exports.default.fetch(`${origin}/api/admin/games/aviator`, {
			method: "PUT",
			headers: { "Content-Type": "application/json", ...authHeaders(admin) },
			body: JSON.stringify({ name: "Aviator Deluxe" }),
		});
		expect(edit.status).toBe(200);
		expect(edit.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
		const after = (await (await get("/games")).json()) as { games: Array<{ id: string; name: string }> };
		expect(after.games.find((g) => g.id === "aviator")?.name).toBe("Aviator Deluxe");
	});

	it("the tables catalogue is public for the edge; an admin's change of a table, or of the roulette game, drops it", async () => {
		const tables = async () => {
			const response = await get("/tables");
			expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL.catalogue);
			return ((await response.json()) as { tables: Array<{ id: string; minBet: number; status: string }> }).tables;
		};
		const main = async () => (await tables()).find((t) => t.id === "main");
		const before = await main();
		// Changed behind the API's back: the cached copy is still served to anonymous readers.
		await env.DB.prepare("UPDATE tables SET min_bet_paise = 2000 WHERE id = 'main'").run();
		expect(await main()).toEqual(before);
		const admin = await createUser({ role: "admin" });
		expect((await api("/admin/tables/main", admin, { method: "PATCH", body: { minBet: 30 } })).status).toBe(200);
		expect(await main()).toMatchObject({ minBet: 30 });
		// The roulette game is the main table: its edit drops the cached tables too.
		expect((await api("/admin/games/roulette", admin, { method: "PUT", body: { minBet: 10 } })).status).toBe(200);
		expect(await main()).toMatchObject({ minBet: 10 });
	});

	it("recent rounds are public for a few seconds; a round is kept only once revealed and settled", async () => {
		const list = await get("/rounds?limit=5");
		expect(list.status).toBe(200);
		expect(list.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL.recentRounds);

		const finished = await insertRound({ revealed: true, settled: true });
		const read = await get(`/rounds/${finished}`);
		expect(read.status).toBe(200);
		expect(read.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL.finishedRound);

		// Not revealed yet: the seed is still to come, so nothing may keep the answer without it.
		const open = await insertRound({ revealed: false, settled: false });
		const early = await get(`/rounds/${open}`);
		expect(early.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
		expect(((await early.json()) as { serverSeed: string | null }).serverSeed).toBeNull();
		await env.DB.prepare("UPDATE rounds SET server_seed = ?, result = 7, result_at = ? WHERE id = ?")
			.bind("s".repeat(64), Date.now(), open)
			.run();
		const revealed = (await (await get(`/rounds/${open}`)).json()) as { serverSeed: string | null; settled: boolean };
		expect(revealed.serverSeed).toBe("s".repeat(64));
		expect(revealed.settled).toBe(false);

		expect((await get("/rounds/00000000-0000-0000-0000-000000000000")).headers.get("Cache-Control")).toBe(
			PERSONAL_CACHE_CONTROL,
		);
	});
});

describe("personal and money routes", () => {
	it("answer private, no-store, and each player gets their own answer however often the same URL is asked", async () => {
		const asha = await createUser({ realPaise: 12_300 });
		const ravi = await createUser({ realPaise: 45_600 });
		const routes = [
			(u: TestUser) => `/user/${u.id}`,
			() => "/user/bets?pageSize=20",
			() => "/user/stats",
			() => "/transactions/my",
			() => "/protection",
			() => "/notifications",
			() => "/auth/sessions",
		];
		for (const route of routes) {
			const answers = [];
			for (const user of [asha, ravi, asha]) {
				const response = await get(route(user), user);
				expect(response.status, route(user)).toBe(200);
				expect(response.headers.get("Cache-Control"), route(user)).toBe(PERSONAL_CACHE_CONTROL);
				expect(sharedCacheable(response)).toBe(false);
				answers.push(await response.text());
			}
			expect(answers[0], route(asha)).toBe(answers[2]);
		}
		const balance = async (user: TestUser) =>
			JSON.stringify(await (await get(`/user/${user.id}`, user)).json()).includes(user === asha ? "123" : "456");
		expect(await balance(asha)).toBe(true);
		expect(await balance(ravi)).toBe(true);
		// Money and admin reads too, and refusals.
		const admin = await createUser({ role: "admin" });
		for (const path of ["/admin/members?page=1", "/transactions", "/admin/audit", "/payment-settings"]) {
			const response = await get(path, admin);
			expect(response.headers.get("Cache-Control"), path).toBe(PERSONAL_CACHE_CONTROL);
		}
		expect((await get("/transactions/my")).headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
	});

	it("only the listed public reads are looked up, and only a public 200 without a cookie may be stored", () => {
		expect(isPublicRead(new Request(`${origin}/api/games`))).toBe(true);
		expect(isPublicRead(new Request(`${origin}/api/rounds?limit=20`))).toBe(true);
		expect(isPublicRead(new Request(`${origin}/api/rounds/stats?table=main&limit=500`))).toBe(true);
		expect(isPublicRead(new Request(`${origin}/api/rounds/${crypto.randomUUID()}`))).toBe(true);
		expect(isPublicRead(new Request(`${origin}/api/games`, { method: "POST" }))).toBe(false);
		// A signed-in reader (an admin after an edit) is never answered from the shared cache.
		expect(isPublicRead(new Request(`${origin}/api/games`, { headers: { Authorization: "Bearer x" } }))).toBe(false);
		for (const path of ["/api/user/bets", "/api/transactions/my", "/api/admin/games", "/", "/casino/game"]) {
			expect(isPublicRead(new Request(`${origin}${path}`)), path).toBe(false);
		}
		const response = (status: number, headers: Record<string, string>) => new Response("{}", { status, headers });
		expect(sharedCacheable(response(200, { "Cache-Control": PUBLIC_CACHE_CONTROL.catalogue }))).toBe(true);
		expect(sharedCacheable(response(404, { "Cache-Control": PUBLIC_CACHE_CONTROL.catalogue }))).toBe(false);
		expect(sharedCacheable(response(200, { "Cache-Control": "public, max-age=60" }))).toBe(false);
		expect(sharedCacheable(response(200, { "Cache-Control": PERSONAL_CACHE_CONTROL }))).toBe(false);
		expect(
			sharedCacheable(response(200, { "Cache-Control": PUBLIC_CACHE_CONTROL.catalogue, "Set-Cookie": "a=b" })),
		).toBe(false);
	});
});
