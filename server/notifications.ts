/**
 * Writing notifications and handing them to the player's live channel (docs/decisions/0900-notifications.md).
 * A notification is written by the statement batch of the action that causes it, once per event: `key` is unique
 * and every insert ignores a conflict on it. After the batch has committed, the writer hands the new rows to the
 * player's NotificationsHub, which sends them to every open page; a hub that cannot be reached loses only the
 * live copy (the row is in D1 and the page reads it on its next connect).
 */
import { and, eq, gt, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import {
	type NotificationData,
	type NotificationKind,
	type NotificationView,
	notificationText,
} from "~/domain/notifications";
import { isoTime } from "~/domain/time";
import type { Database } from "./db/client";
import { insertWhere } from "./db/conditional";
import { bets, exclusions, notifications, playerLimits } from "./db/schema";

const qb = new QueryBuilder();

export type NotificationRow = typeof notifications.$inferSelect;

/** An event of a kind, for a player, with its figures and the key that makes it happen once. */
export type NotificationEvent<K extends NotificationKind = NotificationKind> = {
	userId: string;
	kind: K;
	data: NotificationData[K];
	key: string;
};

/**
 * The notification of `event`, written only if `condition` holds when the statement runs (e.g. "the decision
 * happened", checked in the decision's own batch) and only once per key.
 */
export function notifyWhere(db: Database, event: NotificationEvent, condition: SQL, now: number) {
	return insertWhere(
		db,
		notifications,
		{
			id: crypto.randomUUID(),
			userId: event.userId,
			kind: event.kind,
			data: sql`${JSON.stringify(event.data)}`,
			key: event.key,
			createdAt: now,
		},
		condition,
	).onConflictDoNothing();
}

/** Keys of the events a notification stands for. */
export const notificationKeys = {
	decision: (transactionId: string) => `money_tx:${transactionId}:decided`,
	limitRaised: (userId: string | SQL, kind: string | SQL, effectiveAt: number | SQL) =>
		sql`'limit:' || ${userId} || ':' || ${kind} || ':' || ${effectiveAt}`,
	breakEnded: (exclusionId: string | SQL) => sql`'break:' || ${exclusionId} || ':ended'`,
	roundRefunded: (roundId: string, userId: string | SQL) => sql`'round:' || ${roundId} || ':refund:' || ${userId}`,
};

/** A random id computed by SQLite, for rows written by INSERT … SELECT (one per selected row). */
const randomId = sql<string>`lower(hex(randomblob(16)))`;

export function notificationView(row: NotificationRow): NotificationView {
	const { title, body } = notificationText(row.kind, row.data as NotificationData[NotificationKind]);
	return { id: row.id, kind: row.kind, title, body, read: row.readAt !== null, createdAt: isoTime(row.createdAt) };
}

/** Notifications by key (after a batch: the ones it wrote). */
export async function notificationsByKey(db: Database, keys: string[]): Promise<NotificationRow[]> {
	if (keys.length === 0) return [];
	return db.select().from(notifications).where(inArray(notifications.key, keys));
}

/** How far back a late sweep still notifies a limit that took effect or a break that ended. */
export const SWEEP_LOOKBACK_MS = 7 * 24 * 3_600_000;

/**
 * Notifications of the time-based events due by `now` (a raised limit that took effect after its wait, a break that
 * ended), for one player or all: written at most once each (the key), returned only when written by this call.
 * The player's hub runs it at the event's time (an alarm); the hourly cron runs it for everyone, in case an alarm
 * was missed.
 */
export async function sweepDueNotifications(db: Database, now: number, userId?: string): Promise<NotificationRow[]> {
	const since = now - SWEEP_LOOKBACK_MS;
	const l = playerLimits;
	const x = exclusions;
	const [raised, ended] = await db.batch([
		insertWhere(
			db,
			notifications,
			{
				id: randomId,
				userId: sql`${l.userId}`,
				kind: "limit_raised",
				data: sql`json_object('limit', ${l.kind}, 'value', case when ${l.pendingRemove} then null else ${l.pendingValue} end, 'effectiveAt', ${l.pendingEffectiveAt})`,
				key: notificationKeys.limitRaised(sql`${l.userId}`, sql`${l.kind}`, sql`${l.pendingEffectiveAt}`),
				createdAt: now,
			},
			and(
				userId === undefined ? undefined : eq(l.userId, userId),
				isNotNull(l.pendingEffectiveAt),
				lte(l.pendingEffectiveAt, now),
				gt(l.pendingEffectiveAt, since),
				or(isNotNull(l.pendingValue), eq(l.pendingRemove, true)),
			) as SQL,
			l,
		)
			.onConflictDoNothing()
			.returning(),
		insertWhere(
			db,
			notifications,
			{
				id: randomId,
				userId: sql`${x.userId}`,
				kind: "break_ended",
				data: sql`json_object('break', ${x.kind}, 'endedAt', ${x.endsAt})`,
				key: notificationKeys.breakEnded(sql`${x.id}`),
				createdAt: now,
			},
			and(userId === undefined ? undefined : eq(x.userId, userId), lte(x.endsAt, now), gt(x.endsAt, since)) as SQL,
			x,
		)
			.onConflictDoNothing()
			.returning(),
	]);
	return [...raised, ...ended];
}

/** When the player's next time-based notification falls due (a pending limit change, a break's end), if any. */
export async function nextDueAt(db: Database, userId: string, now: number): Promise<number | null> {
	const [limit, ended] = await db.batch([
		db
			.select({ at: playerLimits.pendingEffectiveAt })
			.from(playerLimits)
			.where(and(eq(playerLimits.userId, userId), gt(playerLimits.pendingEffectiveAt, now)))
			.orderBy(playerLimits.pendingEffectiveAt)
			.limit(1),
		db
			.select({ at: exclusions.endsAt })
			.from(exclusions)
			.where(and(eq(exclusions.userId, userId), gt(exclusions.endsAt, now)))
			.orderBy(exclusions.endsAt)
			.limit(1),
	]);
	const times = [limit[0]?.at, ended[0]?.at].filter((t): t is number => typeof t === "number");
	return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The refund notifications of an operator-set round: one per player whose real-money stakes it refunded, with the
 * total, written once (the key) after the refunds themselves. Returns the rows this call wrote.
 */
export async function notifyRoundRefunds(db: Database, roundId: string, now: number): Promise<NotificationRow[]> {
	return db
		.insert(notifications)
		.select(
			qb
				.select({
					id: randomId.as("id"),
					userId: bets.userId,
					kind: sql<"round_refunded">`'round_refunded'`.as("kind"),
					data: sql`json_object('roundId', ${roundId}, 'refundedPaise', sum(${bets.payoutPaise}))`.as("data"),
					key: notificationKeys.roundRefunded(roundId, sql`${bets.userId}`).as("key"),
					readAt: sql<null>`null`.as("read_at"),
					createdAt: sql<number>`${now}`.as("created_at"),
				})
				.from(bets)
				.where(and(eq(bets.roundId, roundId), eq(bets.status, "refunded")))
				.groupBy(bets.userId),
		)
		.onConflictDoNothing()
		.returning();
}

/** The player's NotificationsHub: one Durable Object per player, holding the sockets of their open pages. */
export function notificationsHub(env: Pick<Env, "NOTIFICATIONS_HUB">, userId: string) {
	return env.NOTIFICATIONS_HUB.get(env.NOTIFICATIONS_HUB.idFromName(userId));
}

/**
 * Hands notifications written by a committed batch to their players' open pages. Never throws: the notification is
 * stored whatever happens here, and the page reads it on its next connect.
 */
export async function deliverNotifications(env: Pick<Env, "NOTIFICATIONS_HUB">, rows: NotificationRow[]) {
	await Promise.all(
		rows.map(async (row) => {
			try {
				await notificationsHub(env, row.userId).deliver(notificationView(row));
			} catch (error) {
				console.error("[notifications] live delivery failed", row.id, error);
			}
		}),
	);
}
