/**
 * The operator's controls per table (docs/decisions/0620-tables-and-racetrack.md, "Admin controls per table"):
 * GET /api/admin/tables lists every table, switched on or off; PATCH /api/admin/tables/:id switches one on or off
 * and sets its per-bet limits (rupees). The change and its audit row are one batch; the table's room then re-reads
 * its row when switched (a table switched off finishes its round and opens no other; switched on, it reopens at
 * once for those watching); limits apply from its next round, as the room reads them when a round opens.
 * The main table's row is also the `roulette` game's (migration 0005's triggers), so the games page follows.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { adminMessages, gameLimitsRefusal } from "~/domain/admin";
import { rouletteMessages } from "~/domain/messages";
import { rupeesToPaise } from "~/domain/money";
import { MAIN_TABLE_ID, tableView } from "~/domain/tables";
import { tableEntrySchema, tableUpdateSchema } from "~/domain/validation/tables";
import { tables } from "~/server/db/schema";
import { catalogueEntry, readCatalogue } from "~/server/tables";
import { auditStatement } from "../lib/audit";
import { forgetPublicRead } from "../lib/edge-cache";
import { requireRole } from "./middleware/auth";
import { roomStub } from "./room";
import { forgetTables } from "./tables";
import type { AppEnv } from "./types";
import { issueMessage, limitBody, validate } from "./validate";

export const adminTables = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("admin"))
	.get("/", async (c) => c.json({ tables: (await readCatalogue(c.var.db)).map(tableView) }))
	.patch("/:id", validate("json", tableUpdateSchema), async (c) => {
		const db = c.var.db;
		const row = await db
			.select()
			.from(tables)
			.where(eq(tables.id, c.req.param("id")))
			.get();
		const before = row ? catalogueEntry(row) : null;
		if (!row || !before) return c.json({ message: rouletteMessages.tableNotFound }, 404);
		const body = c.req.valid("json");
		const minBetPaise = body.minBet === undefined ? before.minBetPaise : rupeesToPaise(body.minBet);
		const maxBetPaise = body.maxBet === undefined ? before.maxBetPaise : rupeesToPaise(body.maxBet);
		const badLimits = gameLimitsRefusal(minBetPaise, maxBetPaise);
		if (badLimits) return c.json({ message: badLimits }, 422);
		const parsed = tableEntrySchema.safeParse({
			...before,
			status: body.status ?? before.status,
			minBetPaise,
			maxBetPaise,
		});
		if (!parsed.success) {
			const issue = parsed.error.issues[0];
			return c.json({ message: issue ? issueMessage(issue) : adminMessages.gameLimits }, 422);
		}
		const after = parsed.data;
		const admin = c.var.user;
		await db.batch([
			db
				.update(tables)
				.set({ status: after.status, minBetPaise, maxBetPaise, updatedAt: Date.now() })
				.where(eq(tables.id, row.id)),
			auditStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "table.update",
				targetType: "table",
				targetId: row.id,
				before: tableView(before),
				after: tableView(after),
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		// Switched: the room says so to everyone at the table now, and opens a round at once when switched back on.
		if (after.status !== before.status) await roomStub(c.env, row.id).refreshTableStatus();
		await forgetTables(c.req.url);
		// The main table is also the roulette game of the games catalogue.
		if (row.id === MAIN_TABLE_ID) await forgetPublicRead(new URL("/api/games", c.req.url).href);
		return c.json({ message: adminMessages.tableSaved, table: tableView(after) });
	});
