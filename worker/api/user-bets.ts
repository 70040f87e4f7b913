import { Hono } from "hono";
import { betHistoryQuerySchema } from "~/domain/validation/bet-history";
import { myBets } from "~/server/bet-history";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

/**
 * GET /api/user/bets?pageSize=20&from=2026-11-01&to=2026-11-22&wallet=tokens&outcome=won[&after=]: the signed-in
 * player's own bet history, newest first, a keyset page at a time (docs/decisions/0420-operator-scale.md): the answer's
 * `next` is the `after` of the following page (null on the last), and no count is made, so a page costs its rows
 * through the (user_id, created_at) index however long the history. `from` and `to` are days in India time,
 * inclusive, by when the bet was placed; `wallet` is real or tokens, `outcome` won, lost or refunded (a bet still
 * waiting for its result has none), `table` one table's id. A filter on wallet, outcome or table reads the player's
 * bets until the page is full. Each bet names its table (`tableId`) and its round's number there (`roundSeq`).
 * A bet a racetrack call placed carries that call (`callView`): every bet of one call has the same `call.id`.
 */
export const userBets = new Hono<AppEnv>().get("/", requireAuth, validate("query", betHistoryQuerySchema), async (c) =>
	c.json(await myBets(c.var.db, c.var.user.id, c.req.valid("query"))),
);
