/**
 * Reading the tables catalogue (docs/decisions/0620-tables-and-racetrack.md): the API, the admin API and the table
 * pages' loaders all read it here. Every row is read back through the domain's schema: a row whose limits or chips
 * break the rules is logged and left out, so nobody is offered a table that cannot take a bet.
 */
import { eq } from "drizzle-orm";
import type { TableEntry } from "~/domain/tables";
import { tableEntrySchema } from "~/domain/validation/tables";
import type { Database } from "./db/client";
import { tables } from "./db/schema";

type TableRow = typeof tables.$inferSelect;

/** The row as the domain's entry, or null (logged) when it breaks the rules. */
export function catalogueEntry(row: TableRow): TableEntry | null {
	const entry = tableEntrySchema.safeParse(row);
	if (entry.success) return entry.data;
	console.error("[tables] a catalogue row breaks the rules", row.id, entry.error.issues);
	return null;
}

/** Every table of the catalogue, switched on or off, in lobby order. */
export async function readCatalogue(db: Database): Promise<TableEntry[]> {
	const rows = await db.select().from(tables).orderBy(tables.sortOrder, tables.name);
	return rows.flatMap((row) => catalogueEntry(row) ?? []);
}

/** One table of the catalogue (on or off), or null when there is none by that id or its row breaks the rules. */
export async function readCatalogueTable(db: Database, id: string): Promise<TableEntry | null> {
	const row = await db.select().from(tables).where(eq(tables.id, id)).get();
	return row ? catalogueEntry(row) : null;
}
