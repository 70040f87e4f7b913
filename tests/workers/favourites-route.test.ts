/**
 * /resources/favourites (app/routes/resources/favourites.ts), the table's Favourites dialog's route, on a real D1:
 * its action saves, renames and deletes through server/favourites.ts (the module /api/user/favourites calls, so
 * both answer alike), for the page's signed-in player only; refusals come back as Conform's reply with a fitting
 * status and change nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/app/routes/resources/favourites";
import { authMessages, favouriteMessages } from "~/domain/messages";
import { MAX_FAVOURITES } from "~/domain/validation/favourites";
import { database } from "~/server/db/client";
import { listFavourites } from "~/server/favourites";
import { call } from "./helpers/api";
import { answerOf, pageContextOf } from "./helpers/page-actions";
import { createUser, type TestUser } from "./helpers/users";

const URL = "https://casino.test/resources/favourites";
const RED = [{ type: "red", amount: 10 }];

/** The action's answer for `fields` posted by `user`: its body and HTTP status. */
async function post(user: TestUser | null, fields: Record<string, string>) {
	const request = new Request(URL, { method: "POST", body: new URLSearchParams(fields) });
	const answer = await action({ request, context: pageContextOf(user), params: {} } as never);
	return answerOf(answer);
}

const listed = async (user: TestUser) => (await listFavourites(database(env.DB), user.id)).favourites;

describe("the Favourites dialog's route", () => {
	it("saves the slip once per key, renames and deletes, as the API does", async () => {
		const player = await createUser();
		const key = crypto.randomUUID();
		const fields = { intent: "save", name: "  Reds ", bets: JSON.stringify(RED), idempotencyKey: key };
		const saved = await post(player, fields);
		expect(saved).toMatchObject({ status: 200, body: { sent: favouriteMessages.saved } });
		// The same request again (a retry) keeps one favourite.
		expect((await post(player, fields)).body).toMatchObject({ sent: favouriteMessages.saved });
		const [favourite, ...others] = await listed(player);
		expect(others).toEqual([]);
		expect(favourite).toMatchObject({ name: "Reds", bets: [{ type: "red", amount: 10 }], calls: [] });
		// The API reads it back the same.
		expect(
			(await call<{ favourites: unknown[] }>("GET", "/api/user/favourites", { as: player })).body.favourites,
		).toEqual(await listed(player));
		// Another body under the same key is refused, as the API refuses it.
		const reused = await post(player, { ...fields, name: "Other" });
		expect(reused.status).toBe(409);
		expect(reused.body).toMatchObject({ result: { error: { "": [favouriteMessages.keyReused] } } });

		const id = favourite?.id ?? "";
		expect((await post(player, { intent: "rename", id, name: "Lucky" })).body).toMatchObject({
			sent: favouriteMessages.updated,
		});
		expect((await listed(player)).map((f) => f.name)).toEqual(["Lucky"]);
		expect((await post(player, { intent: "delete", id })).body).toEqual({ sent: favouriteMessages.deleted });
		expect(await listed(player)).toEqual([]);
	});

	it("refuses a bad name at the field, with what was typed, and saves nothing", async () => {
		const player = await createUser();
		const blank = await post(player, { intent: "save", name: "   ", bets: JSON.stringify(RED) });
		expect(blank.status).toBe(422);
		expect(blank.body).toMatchObject({
			result: { error: { name: [favouriteMessages.nameRequired] }, initialValue: { name: "   " } },
		});
		const long = await post(player, { intent: "rename", id: "x", name: "y".repeat(41) });
		expect(long.body).toMatchObject({ result: { error: { name: [favouriteMessages.nameTooLong(40)] } } });
		const noBets = await post(player, { intent: "save", name: "Empty", bets: "[]" });
		expect(noBets.status).toBe(422);
		expect(Object.keys((noBets.body as { result: { error: object } }).result.error)).toEqual(["bets"]);
		expect(await listed(player)).toEqual([]);
	});

	it("is the signed-in player's own: another's favourite is not found, an admin or nobody is asked to log in", async () => {
		const [owner, other, admin] = [await createUser(), await createUser(), await createUser({ role: "admin" })];
		await post(owner, { intent: "save", name: "Mine", bets: JSON.stringify(RED) });
		const [mine] = await listed(owner);
		const id = mine?.id ?? "";
		expect(await post(other, { intent: "delete", id })).toEqual({
			status: 404,
			body: { refused: favouriteMessages.notFound },
		});
		expect((await post(other, { intent: "rename", id, name: "Theirs" })).status).toBe(404);
		expect(await post(admin, { intent: "delete", id })).toEqual({
			status: 401,
			body: { refused: authMessages.unauthorized },
		});
		expect((await post(null, { intent: "save", name: "X", bets: JSON.stringify(RED) })).status).toBe(401);
		expect((await listed(owner)).map((f) => f.name)).toEqual(["Mine"]);
		expect(await loader({ context: pageContextOf(admin) } as never)).toEqual({ refused: authMessages.unauthorized });
		expect(await loader({ context: pageContextOf(owner) } as never)).toMatchObject({
			refused: null,
			max: MAX_FAVOURITES,
			favourites: [{ name: "Mine" }],
		});
	});
});
