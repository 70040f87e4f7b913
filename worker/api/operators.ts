/**
 * /api/admin/operators: the operators and their roles, which only an admin changes; /api/admin/members/:id/notes: a
 * member's internal notes, which any operator reads and adds (docs/decisions/0863-operator-roles.md). Both audited.
 */
import { Hono } from "hono";
import { z } from "zod";
import { adminMessages } from "~/domain/admin";
import { operatorRoleMessages } from "~/domain/messages";
import { rolesWith } from "~/domain/operator-roles";
import { memberNoteSchema, operatorRoleSchema } from "~/domain/validation/operators";
import { cursorParam } from "~/domain/validation/query";
import { findMember } from "~/server/members";
import { addMemberNote, listOperators, memberNotesPage, setOperatorRole } from "~/server/operators";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

function actorOf(c: { var: AppEnv["Variables"]; req: { header(name: string): string | undefined } }) {
	return { id: c.var.user.id, role: c.var.user.role, ip: c.req.header("CF-Connecting-IP") ?? null };
}

export const operators = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole(...rolesWith("assignRoles")))
	.get("/", async (c) => c.json({ operators: await listOperators(c.var.db) }))
	.put("/:id/role", validate("json", operatorRoleSchema), async (c) => {
		const outcome = await setOperatorRole(c.var.db, c.req.param("id"), c.req.valid("json").role, actorOf(c));
		if (!outcome.ok) return c.json({ message: outcome.message }, outcome.status);
		return c.json({ message: operatorRoleMessages.roleSaved });
	});

export const memberNotesApi = new Hono<AppEnv>()
	.use(limitBody(8 * 1024))
	.use(requireRole(...rolesWith("readMembers")))
	.get("/:id/notes", validate("query", z.object({ after: cursorParam })), async (c) => {
		const member = await findMember(c.var.db, c.req.param("id"));
		if (member?.role !== "user") return c.json({ message: adminMessages.memberNotFound }, 404);
		return c.json(await memberNotesPage(c.var.db, member.id, c.req.valid("query").after));
	})
	.post("/:id/notes", validate("json", memberNoteSchema), async (c) => {
		const added = await addMemberNote(c.var.db, c.req.param("id"), c.req.valid("json").body, actorOf(c));
		if (!added) return c.json({ message: adminMessages.memberNotFound }, 404);
		return c.json({ message: operatorRoleMessages.noteSaved }, 201);
	});
