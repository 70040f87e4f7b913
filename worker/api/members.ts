/**
 * /api/admin/members: the admin's members list and member actions (docs/product.md#screens,
 * deletion: docs/product.md#accounts). Every action is audited.
 */
import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_PAGE_SIZE, adminMessages, DELETED_MEMBER_NAME } from "~/domain/admin";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import { pageParam } from "~/domain/validation/query";
import { auditIfChangedStatement, auditStatement } from "~/server/audit";
import { favouriteBets, ledgerEntries, notifications, otpCodes, users } from "~/server/db/schema";
import { movementApplied, movementStatements } from "~/server/ledger";
import { findMember, memberListPage, memberListQuery, memberView } from "~/server/members";
import { endAllSessionsStatements } from "../lib/sessions";
import { requireRole } from "./middleware/auth";
import { disconnectUser } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

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

export const members = new Hono<AppEnv>()
	.use(limitBody())
	.get("/", requireRole(...rolesWith("readMembers")), validate("query", memberListQuery), async (c) => {
		return c.json(await memberListPage(c.var.db, c.req.valid("query")));
	})
	.get("/:id", requireRole(...rolesWith("readMembers")), async (c) => {
		const row = await findMember(c.var.db, c.req.param("id"));
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		return c.json({ user: memberView(row) });
	})
	.get(
		"/:id/ledger",
		requireRole(...rolesWith("readMembers")),
		validate("query", z.object({ page: pageParam })),
		async (c) => {
			const id = c.req.param("id");
			if (!(await findMember(c.var.db, id))) return c.json({ message: adminMessages.memberNotFound }, 404);
			const { page } = c.req.valid("query");
			const entries = await c.var.db
				.select()
				.from(ledgerEntries)
				.where(eq(ledgerEntries.userId, id))
				.orderBy(desc(ledgerEntries.id))
				.limit(ADMIN_PAGE_SIZE)
				.offset((page - 1) * ADMIN_PAGE_SIZE);
			return c.json({
				entries: entries.map((e) => ({
					id: e.id,
					wallet: e.wallet,
					amount: paiseToRupees(e.amountPaise),
					balanceAfter: paiseToRupees(e.balanceAfterPaise),
					reason: e.reason,
					refType: e.refType,
					refId: e.refId,
					note: e.note,
					createdAt: e.createdAt,
				})),
				page,
				pageSize: ADMIN_PAGE_SIZE,
			});
		},
	)
	.put("/:id/status", requireRole(...rolesWith("manageMembers")), validate("json", statusBody), async (c) => {
		const id = c.req.param("id");
		const { status } = c.req.valid("json");
		const admin = c.var.user;
		const row = await findMember(c.var.db, id);
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deletedAt !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		if (row.role === "admin") return c.json({ message: adminMessages.cannotChangeAdmin }, 403);
		const now = Date.now();
		const db = c.var.db;
		await db.batch([
			db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id)),
			// A ban ends every session at once; activation needs no new epoch.
			...(status === "banned" ? endAllSessionsStatements(db, id, now) : []),
			auditStatement(db, {
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
		// A banned player's open sockets (table and pages) close at once (their tokens are already void).
		if (status === "banned") await disconnectUser(c.env, id);
		return c.json({ message: adminMessages.statusUpdated, user: memberView({ ...row, status }) });
	})
	.delete("/:id", requireRole(...rolesWith("manageMembers")), async (c) => {
		const id = c.req.param("id");
		const admin = c.var.user;
		const row = await findMember(c.var.db, id);
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deletedAt !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		if (row.role === "admin") return c.json({ message: adminMessages.cannotChangeAdmin }, 403);
		const now = Date.now();
		const db = c.var.db;
		await db.batch([
			// Personal data goes; the id, wallets, ledger, bets and transactions stay (legal retention).
			db
				.update(users)
				.set({
					name: DELETED_MEMBER_NAME,
					phone: null,
					passwordHash: null,
					status: "banned",
					country: null,
					deletedAt: now,
					updatedAt: now,
				})
				.where(eq(users.id, id)),
			// `phone = NULL` matches nothing, as before, for a member without a phone.
			db.delete(otpCodes).where(eq(otpCodes.phone, row.phone ?? sql`null`)),
			// Their notifications quote amounts and the operator's reasons: they go with the person.
			db.delete(notifications).where(eq(notifications.userId, id)),
			// Their favourite bets carry names they wrote.
			db.delete(favouriteBets).where(eq(favouriteBets.userId, id)),
			...endAllSessionsStatements(db, id, now),
			auditStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "member.delete",
				targetType: "user",
				targetId: id,
				before: {
					status: row.status,
					realBalance: paiseToRupees(row.realPaise ?? 0),
					playTokens: paiseToRupees(row.tokensPaise ?? 0),
				},
				after: { deleted: true },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		await disconnectUser(c.env, id);
		return c.json({ message: adminMessages.memberDeleted });
	})
	.post(
		"/:id/adjustments",
		requireRole(...rolesWith("adjustBalances")),
		validate("json", adjustmentBody),
		async (c) => {
			const id = c.req.param("id");
			const { amount, reason, idempotencyKey } = c.req.valid("json");
			const admin = c.var.user;
			const row = await findMember(c.var.db, id);
			if (row?.role !== "user") return c.json({ message: adminMessages.memberNotFound }, 404);
			if (row.deletedAt !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
			const key = `adjust:${admin.id}:${idempotencyKey ?? crypto.randomUUID()}`;
			const amountPaise = rupeesToPaise(amount);
			const db = c.var.db;
			const [insert] = await db.batch([
				...movementStatements(db, {
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
				auditIfChangedStatement(db, {
					actorId: admin.id,
					actorRole: admin.role,
					action: "member.adjust_tokens",
					targetType: "user",
					targetId: id,
					before: { playTokens: paiseToRupees(row.tokensPaise ?? 0) },
					after: { amount, reason },
					ip: c.req.header("CF-Connecting-IP") ?? null,
				}),
			]);
			if (!movementApplied(insert)) {
				const seen = await db
					.select({ id: ledgerEntries.id })
					.from(ledgerEntries)
					.where(eq(ledgerEntries.idempotencyKey, key))
					.get();
				if (!seen) return c.json({ message: adminMessages.adjustmentInsufficient }, 409);
			}
			const updated = await findMember(db, id);
			return c.json({ message: adminMessages.adjustmentSaved, user: updated ? memberView(updated) : null });
		},
	);
