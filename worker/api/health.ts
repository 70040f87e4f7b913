import { Hono } from "hono";
import { operatorModeFrom } from "~/domain/operator";
import type { AppEnv } from "./types";

/** Liveness and a real check that D1 answers. */
export const health = new Hono<AppEnv>().get("/", async (c) => {
	const started = Date.now();
	const row = await c.env.DB.prepare("SELECT COUNT(*) AS applied FROM d1_migrations").first<{ applied: number }>();
	return c.json({
		status: "ok" as const,
		operatorMode: operatorModeFrom(c.env.OPERATOR_MODE),
		database: { ok: true, migrationsApplied: row?.applied ?? 0, latencyMs: Date.now() - started },
		serverTime: Date.now(),
	});
});
