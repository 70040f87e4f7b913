/**
 * The audit row of an operator's forced roulette result (docs/decisions/0200-round-engine.md#operator-override). Only
 * roulette has an override: a crash round's result is never set by anyone (docs/decisions/0820-crash-game.md).
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";

/** The audit row of a forced result: what was pending before, and the round it applies to. */
export async function auditForcedResult(
	db: Database,
	entry: {
		actorId: string;
		tableId: string;
		roundId: string | null;
		before: number | null;
		number: number;
		ip: string | null;
	},
): Promise<void> {
	// The JSON text is written as is: the json column would write NULL for a `null` before.
	await db.insert(auditLog).values({
		actorId: entry.actorId,
		actorRole: "admin",
		action: "round.force_result",
		targetType: "round",
		targetId: entry.roundId,
		before: sql`${JSON.stringify(entry.before === null ? null : { number: entry.before })}`,
		after: { table: entry.tableId, number: entry.number, appliesTo: entry.roundId ?? "next round" },
		ip: entry.ip,
	});
}
