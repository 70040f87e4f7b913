/**
 * The operator's controls per table (docs/decisions/0620-tables-and-racetrack.md, "Admin controls per table"):
 * GET /api/admin/tables lists every table, switched on or off; POST /api/admin/tables adds one (open at once: its
 * room is made the first time someone sits down); PATCH /api/admin/tables/:id switches one on or off and changes its
 * per-bet limits, chips (rupees), name and lobby place. The change and its audit row are one batch; the room re-reads
 * its row when switched (a table switched off finishes its round and opens no other; switched on, it reopens at
 * once for those watching); limits apply from its next round, as the room reads them when a round opens.
 * A table plays one game for good (`game`, roulette unless a new table names crash; its room is of that game's class,
 * docs/decisions/0810-game-host.md); a crash table also has its maximum win per bet. The games catalogue shows the
 * main table's and the Aviator table's switch and limits as its Roulette and Aviator games', so the games page follows.
 */
import { eq, max } from "drizzle-orm";
import { Hono } from "hono";
import { adminMessages, gameLimitsRefusal, maxWinRefusal, tableChipsRefusal } from "~/domain/admin";
import { rouletteMessages } from "~/domain/messages";
import { rupeesToPaise } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import { DEFAULT_MAX_WIN_PAISE, TABLE_ORDER_MAX, type TableEntry, tableView } from "~/domain/tables";
import { tableCreateSchema, tableEntrySchema, tableUpdateSchema } from "~/domain/validation/tables";
import { auditStatement } from "~/server/audit";
import { tables } from "~/server/db/schema";
import { catalogueEntry, readCatalogue } from "~/server/tables";
import { forgetPublicRead } from "../lib/edge-cache";
import { requireRole } from "./middleware/auth";
import { tableRoom } from "./room";
import { forgetTables } from "./tables";
import type { AppEnv } from "./types";
import { issueMessage, limitBody, validate } from "./validate";

/** The table as it would be stored, checked by the catalogue's rules, or the refusal to answer with (422). */
function checkedEntry(entry: TableEntry): { entry: TableEntry } | { message: string } {
	const refusal =
		gameLimitsRefusal(entry.minBetPaise, entry.maxBetPaise) ??
		tableChipsRefusal(entry.chipValuesPaise) ??
		maxWinRefusal(entry.maxWinPaise, entry.maxBetPaise);
	if (refusal) return { message: refusal };
	const parsed = tableEntrySchema.safeParse(entry);
	if (parsed.success) return { entry: parsed.data };
	const issue = parsed.error.issues[0];
	return { message: issue ? issueMessage(issue) : adminMessages.gameLimits };
}

export const adminTables = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole(...rolesWith("runTables")))
	.get("/", async (c) => c.json({ tables: (await readCatalogue(c.var.db)).map(tableView) }))
	.post("/", validate("json", tableCreateSchema), async (c) => {
		const db = c.var.db;
		const body = c.req.valid("json");
		const last = await db
			.select({ order: max(tables.sortOrder) })
			.from(tables)
			.get();
		const checked = checkedEntry({
			id: body.id,
			name: body.name,
			minBetPaise: rupeesToPaise(body.minBet),
			maxBetPaise: rupeesToPaise(body.maxBet),
			chipValuesPaise: body.chipValues.map(rupeesToPaise),
			status: "active",
			sortOrder: body.sortOrder ?? Math.min((last?.order ?? 0) + 1, TABLE_ORDER_MAX),
			game: body.game ?? "roulette",
			maxWinPaise: body.maxWin === undefined ? DEFAULT_MAX_WIN_PAISE : rupeesToPaise(body.maxWin),
		});
		if ("message" in checked) return c.json({ message: checked.message }, 422);
		const entry = checked.entry;
		const admin = c.var.user;
		try {
			await db.batch([
				db.insert(tables).values({ ...entry, updatedAt: Date.now() }),
				auditStatement(db, {
					actorId: admin.id,
					actorRole: admin.role,
					action: "table.create",
					targetType: "table",
					targetId: entry.id,
					before: null,
					after: tableView(entry),
					ip: c.req.header("CF-Connecting-IP") ?? null,
				}),
			]);
		} catch (error) {
			// The id is the primary key: a second table by the same id (or a race of two) is refused, nothing written.
			if (String(error).includes("UNIQUE constraint failed"))
				return c.json({ message: adminMessages.tableIdTaken }, 409);
			throw error;
		}
		await forgetTables(c.req.url);
		return c.json({ message: adminMessages.tableCreated, table: tableView(entry) }, 201);
	})
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
		const checked = checkedEntry({
			...before,
			status: body.status ?? before.status,
			name: body.name ?? before.name,
			minBetPaise: body.minBet === undefined ? before.minBetPaise : rupeesToPaise(body.minBet),
			maxBetPaise: body.maxBet === undefined ? before.maxBetPaise : rupeesToPaise(body.maxBet),
			chipValuesPaise: body.chipValues?.map(rupeesToPaise) ?? before.chipValuesPaise,
			sortOrder: body.sortOrder ?? before.sortOrder,
			maxWinPaise: body.maxWin === undefined ? before.maxWinPaise : rupeesToPaise(body.maxWin),
		});
		if ("message" in checked) return c.json({ message: checked.message }, 422);
		const after = checked.entry;
		const admin = c.var.user;
		await db.batch([
			db
				.update(tables)
				.set({
					status: after.status,
					name: after.name,
					minBetPaise: after.minBetPaise,
					maxBetPaise: after.maxBetPaise,
					chipValuesPaise: after.chipValuesPaise,
					sortOrder: after.sortOrder,
					maxWinPaise: after.maxWinPaise,
					updatedAt: Date.now(),
				})
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
		if (after.status !== before.status) await tableRoom(c.env, row.id, row.game).refreshTableStatus();
		await forgetTables(c.req.url);
		// The main table and the Aviator table are also games of the games catalogue, which shows their switch.
		await forgetPublicRead(new URL("/api/games", c.req.url).href);
		return c.json({ message: adminMessages.tableSaved, table: tableView(after) });
	});
