/**
 * The tables catalogue (docs/decisions/0620-tables-and-racetrack.md): anyone may read it, in lobby order. Each row is
 * read back through the domain's schema: a row whose limits or chips break the rules is logged and left out, so the
 * lobby still lists the others and never offers a table that cannot take a bet.
 */
import { Hono } from "hono";
import { tableEntrySchema, tableView } from "~/domain/tables";
import { tables } from "~/server/db/schema";
import type { AppEnv } from "./types";

export const publicTables = new Hono<AppEnv>().get("/", async (c) => {
	const rows = await c.var.db.select().from(tables).orderBy(tables.sortOrder, tables.name);
	const listed = rows.flatMap((row) => {
		const entry = tableEntrySchema.safeParse(row);
		if (entry.success) return [tableView(entry.data)];
		console.error("[tables] a catalogue row breaks the rules", row.id, entry.error.issues);
		return [];
	});
	return c.json({ tables: listed });
});
