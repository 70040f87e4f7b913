/**
 * /api/admin/members: the admin's members list and member actions (docs/product.md#screens,
 * deletion: docs/product.md#accounts). Every action is audited.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
	ADMIN_PAGE_SIZE,
	adminMessages,
	containsPattern,
	DELETED_MEMBER_NAME,
	localPhone,
	MEMBER_SEARCH_MAX_LENGTH,
} from "~/domain/admin";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { pageParam } from "~/domain/validation/query";
import { movementStatements } from "~/server/ledger";
import { auditStatement } from "../lib/audit";
import { endAllSessionsStatements } from "../lib/sessions";
import { requireRole } from "./middleware/auth";
import { roomStub } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

type MemberRow = {
	id: string;
	name: string;
	phone: string | null;
	role: "user" | "admin";
	status: "active" | "banned";
	is_verified: number;
	created_at: number;
	deleted_at: number | null;
	real_paise: number | null;
	tokens_paise: number | null;
};

const MEMBER_SELECT = `SELECT u.id, u.name, u.phone, u.role, u.status, u.is_verified, u.created_at, u.deleted_at,
	(SELECT balance_paise FROM wallets WHERE user_id = u.id AND kind = 'real') AS real_paise,
	(SELECT balance_paise FROM wallets WHERE user_id = u.id AND kind = 'tokens') AS tokens_paise
	FROM users u`;

function memberView(row: MemberRow) {
	return {
		id: row.id,
		name: row.name,
		phone: localPhone(row.phone),
		role: row.role,
		status: row.status,
		isVerified: row.is_verified === 1,
		realBalance: paiseToRupees(row.real_paise ?? 0),
		playTokens: paiseToRupees(row.tokens_paise ?? 0),
		createdAt: row.created_at,
		deleted: row.deleted_at !== null,
	};
}

const listQuery = z.object({
	search: z
		.string()
		.trim()
		.max(MEMBER_SEARCH_MAX_LENGTH, adminMessages.searchTooLong)
		.refine((search) => containsPattern(search) !== null, adminMessages.searchTooLong)
		.optional(),
	page: pageParam,
});

const statusBody = z.object({ status: z.enum(["active", "banned"], { message: "Status must be active or banned." }) });

const adjustmentBody = z.object({
	amount: z
		.number({ message: adminMessages.adjustmentAmount })
		.int(adminMessages.adjustmentAmount)
		.refine((n) => n !== 0 && Math.abs(n) <= 10_000_000, adminMessages.adjustmentAmount),
	reason: z
		.string({ message: adminMessages.adjustmentReasonRequired })
		.trim()
		.min(1, adminMessages.adjustmentReasonRequired)
		.max(500, "Keep the reason under 500 characters."),
	/** Makes a retried adjustment apply once. */
	idempotencyKey: z.string().min(8).max(100).optional(),
});

async function findMember(db: D1Database, id: string): Promise<MemberRow | null> {
	return db.prepare(`${MEMBER_SELECT} WHERE u.id = ?`).bind(id).first<MemberRow>();
}

export const members = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("admin"))
	.get("/", validate("query", listQuery), async (c) => {
		const { search, page } = c.req.valid("query");
		const term = search ? containsPattern(search) : null;
		const where = `WHERE u.role = 'user' AND u.deleted_at IS NULL AND (?1 IS NULL OR LOWER(u.name) LIKE ?1 ESCAPE '\\' OR u.phone LIKE ?1 ESCAPE '\\' OR LOWER(u.id) LIKE ?1 ESCAPE '\\')`;
		const [rows, count] = await c.env.DB.batch<MemberRow | { total: number }>([
			c.env.DB.prepare(`${MEMBER_SELECT} ${where} ORDER BY u.created_at DESC, u.id LIMIT ?2 OFFSET ?3`).bind(
				term,
				ADMIN_PAGE_SIZE,
				(page - 1) * ADMIN_PAGE_SIZE,
			),
			c.env.DB.prepare(`SELECT COUNT(*) AS total FROM users u ${where}`).bind(term),
		]);
		return c.json({
			users: ((rows?.results ?? []) as MemberRow[]).map(memberView),
			total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
			page,
			pageSize: ADMIN_PAGE_SIZE,
		});
	})
	.get("/:id", async (c) => {
		const row = await findMember(c.env.DB, c.req.param("id"));
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		return c.json({ user: memberView(row) });
	})
	.get("/:id/ledger", validate("query", z.object({ page: pageParam })), async (c) => {
		const id = c.req.param("id");
		if (!(await findMember(c.env.DB, id))) return c.json({ message: adminMessages.memberNotFound }, 404);
		const { page } = c.req.valid("query");
		const { results } = await c.env.DB.prepare(
			`SELECT id, wallet, amount_paise, balance_after_paise, reason, ref_type, ref_id, note, created_at
			 FROM ledger_entries WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
		)
			.bind(id, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE)
			.all<{
				id: number;
				wallet: string;
				amount_paise: number;
				balance_after_paise: number;
				reason: string;
				ref_type: string | null;
				ref_id: string | null;
				note: string | null;
				created_at: number;
			}>();
		return c.json({
			entries: results.map((e) => ({
				id: e.id,
				wallet: e.wallet,
				amount: paiseToRupees(e.amount_paise),
				balanceAfter: paiseToRupees(e.balance_after_paise),
				reason: e.reason,
				refType: e.ref_type,
				refId: e.ref_id,
				note: e.note,
				createdAt: e.created_at,
			})),
			page,
			pageSize: ADMIN_PAGE_SIZE,
		});
	})
	.put("/:id/status", validate("json", statusBody), async (c) => {
		const id = c.req.param("id");
		const { status } = c.req.valid("json");
		const admin = c.var.user;
		const row = await findMember(c.env.DB, id);
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deleted_at !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		if (row.role === "admin") return c.json({ message: adminMessages.cannotChangeAdmin }, 403);
		const now = Date.now();
		await c.env.DB.batch([
			c.env.DB.prepare("UPDATE users SET status = ?, updated_at = ? WHERE id = ?").bind(status, now, id),
			// A ban ends every session at once; activation needs no new epoch.
			...(status === "banned" ? endAllSessionsStatements(c.env.DB, id, now) : []),
			auditStatement(c.env.DB, {
				actorId: admin.id,
				actorRole: admin.role,
				action: status === "banned" ? "member.ban" : "member.activate",
				targetType: "user",
				targetId: id,
				before: { status: row.status },
				after: { status },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		// A banned player's open table sockets close at once (their tokens are already void).
		if (status === "banned") await roomStub(c.env).disconnectUser(id);
		return c.json({ message: adminMessages.statusUpdated, user: memberView({ ...row, status }) });
	})
	.delete("/:id", async (c) => {
		const id = c.req.param("id");
		const admin = c.var.user;
		const row = await findMember(c.env.DB, id);
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deleted_at !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		if (row.role === "admin") return c.json({ message: adminMessages.cannotChangeAdmin }, 403);
		const now = Date.now();
		await c.env.DB.batch([
			// Personal data goes; the id, wallets, ledger, bets and transactions stay (legal retention).
			c.env.DB.prepare(
				"UPDATE users SET name = ?, phone = NULL, password_hash = NULL, status = 'banned', country = NULL, deleted_at = ?, updated_at = ? WHERE id = ?",
			).bind(DELETED_MEMBER_NAME, now, now, id),
			c.env.DB.prepare("DELETE FROM otp_codes WHERE phone = ?").bind(row.phone),
			...endAllSessionsStatements(c.env.DB, id, now),
			auditStatement(c.env.DB, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "member.delete",
				targetType: "user",
				targetId: id,
				before: {
					status: row.status,
					realBalance: paiseToRupees(row.real_paise ?? 0),
					playTokens: paiseToRupees(row.tokens_paise ?? 0),
				},
				after: { deleted: true },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		await roomStub(c.env).disconnectUser(id);
		return c.json({ message: adminMessages.memberDeleted });
	})
	.post("/:id/adjustments", validate("json", adjustmentBody), async (c) => {
		const id = c.req.param("id");
		const { amount, reason, idempotencyKey } = c.req.valid("json");
		const admin = c.var.user;
		const row = await findMember(c.env.DB, id);
		if (row?.role !== "user") return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deleted_at !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		const key = `adjust:${admin.id}:${idempotencyKey ?? crypto.randomUUID()}`;
		const amountPaise = rupeesToPaise(amount);
		const [insert] = await c.env.DB.batch([
			...movementStatements(c.env.DB, {
				userId: id,
				wallet: "tokens",
				amountPaise,
				reason: "admin_adjustment",
				refType: "admin",
				refId: admin.id,
				idempotencyKey: key,
				note: reason,
			}),
			// The audit row is written only if the movement happened: the wallet update just before it changed a row.
			c.env.DB.prepare(
				`INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after, ip, created_at)
				 SELECT ?, ?, 'member.adjust_tokens', 'user', ?, ?, ?, ?, ? WHERE changes() = 1`,
			).bind(
				admin.id,
				admin.role,
				id,
				JSON.stringify({ playTokens: paiseToRupees(row.tokens_paise ?? 0) }),
				JSON.stringify({ amount, reason }),
				c.req.header("CF-Connecting-IP") ?? null,
				Date.now(),
			),
		]);
		if (insert?.meta.changes !== 1) {
			const seen = await c.env.DB.prepare("SELECT 1 AS seen FROM ledger_entries WHERE idempotency_key = ?")
				.bind(key)
				.first();
			if (!seen) return c.json({ message: adminMessages.adjustmentInsufficient }, 409);
		}
		const updated = await findMember(c.env.DB, id);
		return c.json({ message: adminMessages.adjustmentSaved, user: updated ? memberView(updated) : null });
	});
