import { count } from "drizzle-orm";
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { operatorModeFrom } from "~/domain/operator";
import type { AppEnv } from "./types";

/** Wrangler's record of applied migrations: it creates the table itself, so it is not in the schema. */
const d1Migrations = sqliteTable("d1_migrations", { id: integer("id").primaryKey() });

/** Liveness and a real check that D1 answers. */
export const health = new Hono<AppEnv>().get("/", async (c) => {
	const started = Date.now();
	const row = await c.var.db.select({ applied: count() }).from(d1Migrations).get();
	return c.json({
		status: "ok" as const,
		operatorMode: operatorModeFrom(c.env.OPERATOR_MODE),
		database: { ok: true, migrationsApplied: row?.applied ?? 0, latencyMs: Date.now() - started },
		serverTime: Date.now(),
	});
});
