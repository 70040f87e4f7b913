import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { favouriteMessages, rouletteMessages } from "~/domain/messages";
import { expandCall, type NamedCall, type RacetrackCall } from "~/domain/roulette/racetrack";
import { FAVOURITE_NAME_MAX, MAX_FAVOURITES } from "~/domain/validation/favourites";
import { call } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

type Favourite = {
	id: string;
	name: string;
	bets: { type: string; numbers: number[]; amount: number }[];
	calls: NamedCall[];
	createdAt: number;
	updatedAt: number;
};
type Saved = { message: string; favourite: Favourite };

const PATH = "/api/user/favourites";
const RED = [{ type: "red", amount: 10 }];

const save = (as: TestUser, json: unknown, key?: string) =>
	call<Saved>("POST", PATH, { as, json, headers: key ? { "Idempotency-Key": key } : {} });
const list = (as: TestUser) => call<{ favourites: Favourite[]; max: number }>("GET", PATH, { as });
const rowsOf = async (user: TestUser) =>
	(
		await env.DB.prepare("SELECT COUNT(*) AS n FROM favourite_bets WHERE user_id = ?")
			.bind(user.id)
			.first<{ n: number }>()
	)?.n;

describe("favourite bets (/api/user/favourites)", () => {
	it("saves a named layout of bets, read back as the table takes them, in the order saved", async () => {
		const player = await createUser();
		const first = await save(player, {
			name: "  Corner and red  ",
			bets: [
				{ type: "corner", numbers: [21, 17, 20, 18], amount: 20 },
				{ type: "red", amount: 10 },
			],
		});
		expect(first.status).toBe(201);
		expect(first.body.message).toBe(favouriteMessages.saved);
		expect(first.body.favourite).toMatchObject({
			name: "Corner and red",
			bets: [
				{ type: "corner", numbers: [17, 18, 20, 21], amount: 20 },
				{ type: "red", numbers: expect.any(Array), amount: 10 },
			],
		});
		// A racetrack call is an ordinary list of bets: Voisins du Zéro with ₹10 chips.
		const voisins = await save(player, {
			name: "Voisins",
			bets: expandCall({ kind: "announced", bet: "voisins" }, 10),
		});
		expect(voisins.status).toBe(201);
		expect(voisins.body.favourite.bets.reduce((s, b) => s + b.amount, 0)).toBe(90);

		const listed = await list(player);
		expect(listed.status).toBe(200);
		expect(listed.body.max).toBe(MAX_FAVOURITES);
		expect(listed.body.favourites.map((f) => f.name)).toEqual(["Corner and red", "Voisins"]);
		expect(listed.body.favourites[0]).toEqual(first.body.favourite);
	});

	it("keeps the racetrack calls it was saved with, checked against its bets like a submission's", async () => {
		const player = await createUser();
		const voisins: RacetrackCall = { kind: "announced", bet: "voisins" };
		const around17: RacetrackCall = { kind: "neighbours", centre: 17, each: 1 };
		const calls: NamedCall[] = [
			{ call: voisins, chip: 10 },
			{ call: around17, chip: 20 },
		];
		const saved = await save(player, {
			name: "Voisins and 17",
			bets: [...expandCall(voisins, 10), ...expandCall(around17, 20), ...RED],
			calls,
		});
		expect(saved.status).toBe(201);
		expect(saved.body.favourite.calls).toEqual(calls);
		expect((await list(player)).body.favourites[0]?.calls).toEqual(calls);
		// Without calls a favourite has none (and one saved before calls existed reads the same).
		expect((await save(player, { name: "Red", bets: RED })).body.favourite.calls).toEqual([]);
		// A call must be among the bets, at its chip; a malformed one is not a call.
		for (const [body, message] of [
			[
				{ name: "Wrong chip", bets: expandCall(voisins, 10), calls: [{ call: voisins, chip: 20 }] },
				rouletteMessages.callMismatch,
			],
			[{ name: "No bets of it", bets: RED, calls: [{ call: around17, chip: 10 }] }, rouletteMessages.callMismatch],
			[
				{ name: "Bad call", bets: RED, calls: [{ call: { kind: "announced", bet: "x" }, chip: 10 }] },
				rouletteMessages.invalidCall,
			],
		] as const) {
			const refused = await save(player, body);
			expect(refused.status, body.name).toBe(422);
			expect(refused.body.message).toBe(message);
		}
		// New bets replace the calls (none unless named with them); calls alone match no bets.
		const id = saved.body.favourite.id;
		const renamed = await call<Saved>("PATCH", `${PATH}/${id}`, { as: player, json: { name: "Renamed" } });
		expect(renamed.body.favourite.calls).toEqual(calls);
		const alone = await call<Saved>("PATCH", `${PATH}/${id}`, { as: player, json: { calls } });
		expect([alone.status, alone.body.message]).toEqual([422, favouriteMessages.nothingToChange]);
		const withName = await call<Saved>("PATCH", `${PATH}/${id}`, { as: player, json: { name: "Again", calls } });
		expect([withName.status, withName.body.message]).toEqual([422, rouletteMessages.callMismatch]);
		const plain = await call<Saved>("PATCH", `${PATH}/${id}`, { as: player, json: { bets: expandCall(voisins, 10) } });
		expect(plain.body.favourite.calls).toEqual([]);
		expect(await rowsOf(player)).toBe(2);
	});

	it("refuses a name that is empty or too long, and bets the table would refuse, with the table's messages", async () => {
		const player = await createUser();
		const cases: [unknown, string][] = [
			[{ name: "", bets: RED }, favouriteMessages.nameRequired],
			[{ name: "   ", bets: RED }, favouriteMessages.nameRequired],
			[{ bets: RED }, favouriteMessages.nameRequired],
			[{ name: "x".repeat(FAVOURITE_NAME_MAX + 1), bets: RED }, favouriteMessages.nameTooLong(FAVOURITE_NAME_MAX)],
			[{ name: "No bets" }, rouletteMessages.noBets],
			[{ name: "Empty", bets: [] }, rouletteMessages.noBets],
			[{ name: "Off the table", bets: [{ type: "split", numbers: [1, 5], amount: 10 }] }, rouletteMessages.invalidBet],
			[{ name: "Both colours", bets: [...RED, { type: "black", amount: 10 }] }, rouletteMessages.oneColor],
			[{ name: "Half a chip", bets: [{ type: "odd", amount: 15 }] }, rouletteMessages.chipMultiple],
			[{ name: "Too much", bets: [{ type: "odd", amount: 60_000 }] }, rouletteMessages.roundLimit],
			[
				{ name: "Too many", bets: Array.from({ length: 201 }, () => ({ type: "odd", amount: 10 })) },
				rouletteMessages.tooManyBets,
			],
		];
		for (const [json, message] of cases) {
			const answer = await save(player, json);
			expect(answer.status, JSON.stringify(json).slice(0, 60)).toBe(422);
			expect((answer.body as unknown as { message: string }).message).toBe(message);
		}
		expect(await rowsOf(player)).toBe(0);
		expect((await save(player, { name: "x".repeat(FAVOURITE_NAME_MAX), bets: RED })).status).toBe(201);
	});

	it("keeps at most 15 per player: the 16th is refused with a clear message, also when sent at once", async () => {
		const player = await createUser();
		for (let i = 1; i < MAX_FAVOURITES; i++)
			expect((await save(player, { name: `F${i}`, bets: RED })).status).toBe(201);
		// Three at once for the last place: exactly one is saved.
		const racing = await Promise.all([1, 2, 3].map((i) => save(player, { name: `Race ${i}`, bets: RED })));
		expect(racing.map((a) => a.status).sort()).toEqual([201, 409, 409]);
		expect(await rowsOf(player)).toBe(MAX_FAVOURITES);
		const sixteenth = await save(player, { name: "One more", bets: RED });
		expect(sixteenth).toEqual({ status: 409, body: { message: favouriteMessages.full(MAX_FAVOURITES) } });
		expect(sixteenth.body.message).toBe("You can keep up to 15 favourite bets. Delete one to save another.");
		expect(await rowsOf(player)).toBe(MAX_FAVOURITES);
		// Another player's count is their own.
		expect((await save(await createUser(), { name: "Mine", bets: RED })).status).toBe(201);
		// Deleting one makes room.
		const [oldest] = (await list(player)).body.favourites;
		expect((await call("DELETE", `${PATH}/${oldest?.id}`, { as: player })).status).toBe(200);
		expect((await save(player, { name: "One more", bets: RED })).status).toBe(201);
	});

	it("renames and changes a favourite's bets, and deletes it", async () => {
		const player = await createUser();
		const { favourite } = (await save(player, { name: "Odd", bets: [{ type: "odd", amount: 10 }] })).body;
		const renamed = await call<Saved>("PATCH", `${PATH}/${favourite.id}`, { as: player, json: { name: "Odd ones" } });
		expect(renamed.status).toBe(200);
		expect(renamed.body.message).toBe(favouriteMessages.updated);
		expect(renamed.body.favourite).toMatchObject({ id: favourite.id, name: "Odd ones", bets: favourite.bets });
		const rebet = await call<Saved>("PATCH", `${PATH}/${favourite.id}`, {
			as: player,
			json: { bets: [{ type: "straight", numbers: [7], amount: 50 }] },
		});
		expect(rebet.body.favourite).toMatchObject({
			name: "Odd ones",
			bets: [{ type: "straight", numbers: [7], amount: 50 }],
		});
		expect((await list(player)).body.favourites).toEqual([rebet.body.favourite]);

		const nothing = await call("PATCH", `${PATH}/${favourite.id}`, { as: player, json: {} });
		expect(nothing).toEqual({ status: 422, body: { message: favouriteMessages.nothingToChange } });
		const badBets = await call("PATCH", `${PATH}/${favourite.id}`, {
			as: player,
			json: { bets: [{ type: "red", amount: 5 }] },
		});
		expect(badBets).toEqual({ status: 422, body: { message: rouletteMessages.minBet(10) } });

		const deleted = await call("DELETE", `${PATH}/${favourite.id}`, { as: player });
		expect(deleted).toEqual({ status: 200, body: { message: favouriteMessages.deleted } });
		expect((await list(player)).body.favourites).toEqual([]);
		expect(await call("DELETE", `${PATH}/${favourite.id}`, { as: player })).toEqual({
			status: 404,
			body: { message: favouriteMessages.notFound },
		});
	});

	it("lets only its owner read or change a favourite: another player's is answered as not found", async () => {
		const owner = await createUser();
		const other = await createUser();
		const { favourite } = (await save(owner, { name: "Owner's", bets: RED })).body;

		expect((await list(other)).body.favourites).toEqual([]);
		const notFound = { status: 404, body: { message: favouriteMessages.notFound } };
		expect(await call("PATCH", `${PATH}/${favourite.id}`, { as: other, json: { name: "Stolen" } })).toEqual(notFound);
		expect(await call("DELETE", `${PATH}/${favourite.id}`, { as: other })).toEqual(notFound);
		expect((await list(owner)).body.favourites).toEqual([favourite]);

		// Admins do not bet, so they have no favourites and cannot reach a player's.
		const admin = await createUser({ role: "admin" });
		expect((await list(admin)).status).toBe(403);
		expect((await call("DELETE", `${PATH}/${favourite.id}`, { as: admin })).status).toBe(403);
		expect((await call("GET", PATH)).status).toBe(401);
		expect((await list(owner)).body.favourites).toEqual([favourite]);
	});

	it("creates once per Idempotency-Key: a retry gets the same favourite, other content with the key is refused", async () => {
		const player = await createUser();
		const body = { name: "Retry", bets: RED };
		const first = await save(player, body, "fav-key-0001");
		const again = await save(player, body, "fav-key-0001");
		expect(first.status).toBe(201);
		expect(again.status).toBe(200);
		expect(again.body.favourite).toEqual(first.body.favourite);
		// Sent twice at the same moment.
		const both = await Promise.all([save(player, body, "fav-key-0002"), save(player, body, "fav-key-0002")]);
		expect(both.map((a) => a.status).sort()).toEqual([200, 201]);
		expect(both[0]?.body.favourite.id).toBe(both[1]?.body.favourite.id);
		expect(await rowsOf(player)).toBe(2);

		expect(await save(player, { ...body, name: "Other" }, "fav-key-0001")).toEqual({
			status: 409,
			body: { message: favouriteMessages.keyReused },
		});
		expect(await save(player, body, "short")).toEqual({ status: 422, body: { message: favouriteMessages.badKey } });
		// Keys are the player's own: another player's same key creates theirs.
		expect((await save(await createUser(), body, "fav-key-0001")).status).toBe(201);
		expect(await rowsOf(player)).toBe(2);
	});

	it("goes with the member when an admin deletes them", async () => {
		const player = await createUser();
		await save(player, { name: "Mine", bets: RED });
		const admin = await createUser({ role: "admin" });
		expect((await call("DELETE", `/api/admin/members/${player.id}`, { as: admin })).status).toBe(200);
		expect(await rowsOf(player)).toBe(0);
	});
});
