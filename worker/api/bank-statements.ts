/**
 * /api/admin/bank-statements: the operator's bank statements and the deposits matched to them
 * (docs/decisions/0861-bank-statement-matching.md). The logic is server/bank-statements.ts, shared with the page.
 */
import { Hono } from "hono";
import { STATEMENT_LIMITS } from "~/domain/bank-statement/parse";
import { messages, statementMessages } from "~/domain/messages";
import { rolesWith } from "~/domain/operator-roles";
import { statementApproveSchema, statementMappingSchema } from "~/domain/validation/bank-statement";
import {
	approveMatchedDeposits,
	readStatementMapping,
	recentStatements,
	saveStatementMapping,
	statementReport,
	uploadFromForm,
	uploadStatement,
} from "~/server/bank-statements";
import type { Actor } from "~/server/wallet";
import { announce } from "../lib/notices";
import { requireRole } from "./middleware/auth";
import type { AppEnv, AuthUser } from "./types";
import { limitBody, validate } from "./validate";

/** The file's budget and a little for the form around it. */
const uploadBodyLimit = limitBody(STATEMENT_LIMITS.maxBytes + 16 * 1024);
const ID_PATTERN = /^[0-9a-f-]{36}$/;

function actorOf(user: AuthUser, ip: string | undefined): Actor {
	return { id: user.id, role: user.role, ip: ip ?? null };
}

export const bankStatements = new Hono<AppEnv>()
	.get("/", requireRole(...rolesWith("reviewRequests")), async (c) => {
		const [uploads, mapping] = await Promise.all([recentStatements(c.var.db), readStatementMapping(c.var.db)]);
		return c.json({ data: { uploads, mapping } }, 200);
	})
	.post("/", requireRole(...rolesWith("reviewRequests")), uploadBodyLimit, async (c) => {
		if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) {
			return c.json({ message: messages.formExpected }, 415);
		}
		let form: FormData;
		try {
			form = await c.req.raw.formData();
		} catch {
			return c.json({ message: messages.badRequest }, 400);
		}
		const read = await uploadFromForm(form);
		if (!read.ok) return c.json({ message: read.message }, read.status);
		const actor = actorOf(c.var.user, c.req.header("CF-Connecting-IP"));
		const outcome = await uploadStatement(c.var.db, c.env.UPLOADS, read.input, actor);
		if (outcome.kind === "refused") return c.json({ message: outcome.message }, outcome.status);
		return c.json({ message: statementMessages.uploaded, data: outcome.report }, 201);
	})
	.put(
		"/mapping",
		requireRole(...rolesWith("reviewRequests")),
		limitBody(),
		validate("json", statementMappingSchema),
		async (c) => {
			const mapping = c.req.valid("json");
			await saveStatementMapping(c.var.db, mapping, actorOf(c.var.user, c.req.header("CF-Connecting-IP")));
			return c.json({ message: statementMessages.mappingSaved, data: mapping }, 200);
		},
	)
	.get("/:id", requireRole(...rolesWith("reviewRequests")), async (c) => {
		const id = c.req.param("id");
		if (!ID_PATTERN.test(id)) return c.json({ message: statementMessages.notFound }, 404);
		const report = await statementReport(c.var.db, c.env.UPLOADS, id);
		if (!report.ok) return c.json({ message: report.message }, report.status);
		return c.json({ data: report.report }, 200);
	})
	.post(
		"/:id/approve",
		requireRole(...rolesWith("reviewRequests")),
		limitBody(),
		validate("json", statementApproveSchema),
		async (c) => {
			const id = c.req.param("id");
			if (!ID_PATTERN.test(id)) return c.json({ message: statementMessages.notFound }, 404);
			const db = c.var.db;
			const outcome = await approveMatchedDeposits(
				db,
				c.env.UPLOADS,
				id,
				c.req.valid("json").transactionIds,
				actorOf(c.var.user, c.req.header("CF-Connecting-IP")),
				(keys) => announce(c.env, db, keys),
			);
			if (!outcome.ok) return c.json({ message: outcome.message }, outcome.status);
			const approved = outcome.results.filter((r) => r.outcome === "approved").length;
			return c.json({ message: statementMessages.approved(approved), data: { results: outcome.results } }, 200);
		},
	);
