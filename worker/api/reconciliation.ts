/**
 * /api/admin/reconciliation: the money invariants of docs/product.md#money, in rupees. GET reads the latest stored
 * run (server/reconciliation-runs.ts: when it ran, how far it got, what it found) and a keyset page of players'
 * balances next to their ledgers; POST /run carries the check on now, for a bounded time
 * (docs/decisions/0420-operator-scale.md). The hourly cron carries it on too.
 */
import { Hono } from "hono";
import { z } from "zod";
import { rolesWith } from "~/domain/operator-roles";
import { cursorParam } from "~/domain/validation/query";
import { reconciliationProgress, reconciliationReport } from "~/server/reconciliation-report";
import { runReconciliation } from "~/server/reconciliation-runs";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

/** How long an admin's "Run again" may check before it answers; the rest is carried on by the next call or the cron. */
export const RECONCILIATION_REQUEST_BUDGET_MS = 10_000;

const querySchema = z.object({ after: cursorParam });

export const reconciliation = new Hono<AppEnv>()
	.use(requireRole(...rolesWith("readBusiness")))
	.get("/", validate("query", querySchema), async (c) => {
		const { after } = c.req.valid("query");
		return c.json(await reconciliationReport(c.var.db, after));
	})
	.post("/run", async (c) => {
		const run = await runReconciliation(c.env.DB, RECONCILIATION_REQUEST_BUDGET_MS);
		return c.json({ finished: run.finishedAt !== null, progress: reconciliationProgress(run) });
	});
