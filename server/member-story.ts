/**
 * A member's whole story for /admin/member/:id (issue 33): one section at a time, newest first, a keyset page at a
 * time (docs/decisions/0420-operator-scale.md), each through the member's own index: deposits and withdrawals,
 * bets of every game, the ledger, sessions and devices, notifications sent, bonuses, the audit trail about them and
 * the operators' internal notes. The page's loader reads the member and the open section only.
 */
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import type { MemberStoryQuery } from "~/domain/validation/member-story";
import { myBets } from "./bet-history";
import type { Database } from "./db/client";
import { auditLog, ledgerEntries, moneyTransactions, notifications, refreshTokens, users } from "./db/schema";
import { afterCursor, keysetPage, newestFirst } from "./keyset";
import { notificationView } from "./notifications";
import { memberNotesPage } from "./operators";
import { playerBonuses } from "./promotions";

export const STORY_PAGE_SIZE = 20;

async function requests(db: Database, userId: string, type: "deposit" | "withdraw", q: MemberStoryQuery) {
	const t = moneyTransactions;
	const rows = await db
		.select({
			id: t.id,
			createdAt: t.createdAt,
			amountPaise: t.amountPaise,
			status: t.status,
			utr: t.utr,
			paymentMethod: t.paymentMethod,
			bankName: t.bankName,
			bankAccountNumber: t.bankAccountNumber,
			adminNote: t.adminNote,
			decidedAt: t.decidedAt,
		})
		.from(t)
		.where(
			and(
				eq(t.userId, userId),
				eq(t.type, type),
				q.status === undefined ? undefined : eq(t.status, q.status),
				afterCursor(t, q.after),
			),
		)
		.orderBy(...newestFirst(t))
		.limit(STORY_PAGE_SIZE + 1);
	const page = keysetPage(rows, STORY_PAGE_SIZE);
	return {
		rows: page.rows.map(({ amountPaise, bankAccountNumber, ...row }) => ({
			...row,
			amount: paiseToRupees(amountPaise),
			// The account's last four digits are enough to recognise it.
			account: bankAccountNumber ? `…${bankAccountNumber.slice(-4)}` : null,
		})),
		next: page.next,
	};
}

async function ledger(db: Database, userId: string, q: MemberStoryQuery) {
	const l = ledgerEntries;
	const rows = await db
		.select({
			id: l.id,
			createdAt: l.createdAt,
			wallet: l.wallet,
			amountPaise: l.amountPaise,
			balanceAfterPaise: l.balanceAfterPaise,
			reason: l.reason,
			note: l.note,
		})
		.from(l)
		.where(and(eq(l.userId, userId), afterCursor(l, q.after, Number)))
		.orderBy(...newestFirst(l))
		.limit(STORY_PAGE_SIZE + 1);
	const page = keysetPage(rows, STORY_PAGE_SIZE);
	return {
		rows: page.rows.map(({ amountPaise, balanceAfterPaise, ...row }) => ({
			...row,
			amount: paiseToRupees(amountPaise),
			balanceAfter: paiseToRupees(balanceAfterPaise),
		})),
		next: page.next,
	};
}

/** Each session (a refresh-token family): when it started, when it was last used, from which device and address. */
async function sessions(db: Database, userId: string, q: MemberStoryQuery, now: number) {
	const r = refreshTokens;
	const started = sql<number>`min(${r.createdAt})`;
	const rows = await db
		.select({
			id: r.familyId,
			createdAt: started,
			lastUsedAt: sql<number>`max(${r.createdAt})`,
			// The device and address of the family's latest token (SQLite takes the bare columns from the max row).
			userAgent: r.userAgent,
			ip: r.ip,
			live: sql<number>`max(${r.revokedAt} is null and ${r.rotatedAt} is null and ${r.expiresAt} > ${now})`,
		})
		.from(r)
		.where(eq(r.userId, userId))
		.groupBy(r.familyId)
		.having(
			q.after
				? or(lt(started, q.after.createdAt), and(eq(started, q.after.createdAt), lt(r.familyId, q.after.id)))
				: undefined,
		)
		.orderBy(desc(started), desc(r.familyId))
		.limit(STORY_PAGE_SIZE + 1);
	const page = keysetPage(rows, STORY_PAGE_SIZE);
	return { rows: page.rows.map((row) => ({ ...row, live: row.live === 1 })), next: page.next };
}

async function sent(db: Database, userId: string, q: MemberStoryQuery) {
	const n = notifications;
	const rows = await db
		.select()
		.from(n)
		.where(and(eq(n.userId, userId), afterCursor(n, q.after)))
		.orderBy(...newestFirst(n))
		.limit(STORY_PAGE_SIZE + 1);
	const page = keysetPage(rows, STORY_PAGE_SIZE);
	return { rows: page.rows.map((row) => ({ ...notificationView(row), createdAt: row.createdAt })), next: page.next };
}

/** What operators did to the member, and what the member did to their own account (limits, breaks, sign-outs). */
async function trail(db: Database, userId: string, q: MemberStoryQuery) {
	const a = auditLog;
	const about = or(and(eq(a.targetType, "user"), eq(a.targetId, userId)), eq(a.actorId, userId));
	const rows = await db
		.select({
			id: a.id,
			createdAt: a.createdAt,
			action: a.action,
			actorName: users.name,
			actorRole: a.actorRole,
			before: a.before,
			after: a.after,
		})
		.from(a)
		.leftJoin(users, eq(users.id, a.actorId))
		.where(and(about, q.action === undefined ? undefined : eq(a.action, q.action), afterCursor(a, q.after, Number)))
		.orderBy(...newestFirst(a))
		.limit(STORY_PAGE_SIZE + 1);
	return keysetPage(rows, STORY_PAGE_SIZE);
}

/** The open section of a member's story. */
export async function memberSection(db: Database, userId: string, q: MemberStoryQuery, now = Date.now()) {
	switch (q.section) {
		case "deposits":
			return { section: q.section, ...(await requests(db, userId, "deposit", q)) };
		case "withdrawals":
			return { section: q.section, ...(await requests(db, userId, "withdraw", q)) };
		case "bets": {
			const page = await myBets(db, userId, { ...q, pageSize: STORY_PAGE_SIZE, table: undefined });
			return { section: q.section, rows: page.bets, next: page.next };
		}
		case "ledger":
			return { section: q.section, ...(await ledger(db, userId, q)) };
		case "sessions":
			return { section: q.section, ...(await sessions(db, userId, q, now)) };
		case "notifications":
			return { section: q.section, ...(await sent(db, userId, q)) };
		case "bonuses": {
			const { bonuses } = await playerBonuses(db, userId, now);
			return { section: q.section, rows: bonuses, next: null };
		}
		case "audit":
			return { section: q.section, ...(await trail(db, userId, q)) };
		case "notes": {
			const page = await memberNotesPage(db, userId, q.after);
			return { section: q.section, rows: page.notes, next: page.next };
		}
	}
}

export type MemberSection = Awaited<ReturnType<typeof memberSection>>;
