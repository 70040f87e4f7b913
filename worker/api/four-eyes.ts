/**
 * /api/admin/four-eyes: the amount above which a withdrawal needs a second, different administrator's approval
 * (server/four-eyes.ts). `{ threshold }` in whole rupees, null for none.
 */
import { Hono } from "hono";
import { fourEyesMessages } from "~/domain/messages";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import { fourEyesSchema } from "~/domain/validation/four-eyes";
import { fourEyesThreshold, saveFourEyesThreshold } from "~/server/four-eyes";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

export const fourEyes = new Hono<AppEnv>()
	.get("/", requireRole(...rolesWith("readRequests")), async (c) => {
		const paise = await fourEyesThreshold(c.var.db);
		return c.json({ data: { threshold: paise === null ? null : paiseToRupees(paise) } }, 200);
	})
	.put("/", requireRole(...rolesWith("changeSettings")), limitBody(), validate("json", fourEyesSchema), async (c) => {
		const { threshold } = c.req.valid("json");
		await saveFourEyesThreshold(c.var.db, threshold === null ? null : rupeesToPaise(threshold), {
			id: c.var.user.id,
			role: c.var.user.role,
			ip: c.req.header("CF-Connecting-IP") ?? null,
		});
		return c.json({ message: fourEyesMessages.thresholdSaved, data: { threshold } }, 200);
	});
