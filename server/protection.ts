/**
 * Reads and enforces a player's own limits and breaks (docs/product.md#player-protection).
 * The wallet calls checkDeposit before it records a deposit request; the room
 * calls checkBet before it debits a stake. Both answer null (allowed) or a message.
 */

import { formatRupees } from "~/domain/money";
import {
	DEPOSIT_LIMIT_WINDOWS,
	effectiveLimit,
	LIMIT_KINDS,
	type LimitKind,
	LOSS_LIMIT_WINDOW_MS,
	protectionMessages,
	type StoredLimit,
} from "~/domain/protection";
import { formatIstMoment } from "~/domain/time";

export async function loadLimits(db: D1Database, userId: string): Promise<Partial<Record<LimitKind, StoredLimit>>> {
	const { results } = await db
		.prepare(
			"SELECT kind, value, pending_value, pending_remove, pending_effective_at FROM player_limits WHERE user_id = ?",
		)
		.bind(userId)
		.all<{
			kind: LimitKind;
			value: number | null;
			pending_value: number | null;
			pending_remove: number;
			pending_effective_at: number | null;
		}>();
	const limits: Partial<Record<LimitKind, StoredLimit>> = {};
	for (const row of results) {
		if (!(LIMIT_KINDS as readonly string[]).includes(row.kind)) continue;
		limits[row.kind] = {
			value: row.value,
			pendingValue: row.pending_value,
			pendingRemove: row.pending_remove === 1,
			pendingEffectiveAt: row.pending_effective_at,
		};
	}
	return limits;
}

export type ActiveExclusion = { kind: "cool_off" | "self_exclusion"; startsAt: number; endsAt: number };

export async function activeExclusion(db: D1Database, userId: string, now: number): Promise<ActiveExclusion | null> {
	const row = await db
		.prepare(
			"SELECT kind, starts_at, ends_at FROM exclusions WHERE user_id = ? AND starts_at <= ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1",
		)
		.bind(userId, now, now)
		.first<{ kind: ActiveExclusion["kind"]; starts_at: number; ends_at: number }>();
	return row ? { kind: row.kind, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/** Deposits requested (pending or approved) within each window, in paise. */
export async function depositUsage(db: D1Database, userId: string, now: number): Promise<Record<string, number>> {
	const usage: Record<string, number> = {};
	const rows = await db.batch(
		DEPOSIT_LIMIT_WINDOWS.map((w) =>
			db
				.prepare(
					"SELECT COALESCE(SUM(amount_paise), 0) AS total FROM money_transactions WHERE user_id = ? AND type = 'deposit' AND status IN ('pending', 'approved') AND created_at > ?",
				)
				.bind(userId, now - w.windowMs),
		),
	);
	DEPOSIT_LIMIT_WINDOWS.forEach((w, i) => {
		usage[w.kind] = (rows[i]?.results[0] as { total: number } | undefined)?.total ?? 0;
	});
	return usage;
}

/** Real-money stakes minus what came back, over the last 24 hours (refunded bets excluded), in paise. */
export async function lossInWindow(db: D1Database, userId: string, now: number): Promise<number> {
	const row = await db
		.prepare(
			"SELECT COALESCE(SUM(amount_paise), 0) - COALESCE(SUM(COALESCE(payout_paise, 0)), 0) AS loss FROM bets WHERE user_id = ? AND wallet = 'real' AND status <> 'refunded' AND created_at > ?",
		)
		.bind(userId, now - LOSS_LIMIT_WINDOW_MS)
		.first<{ loss: number }>();
	return Math.max(0, row?.loss ?? 0);
}

/** A deposit limit in force, as a condition the request's insert checks itself: requested since `since` + new ≤ `maxPaise`. */
export type DepositLimitGuard = { since: number; maxPaise: number };

/** The player's deposit limits in force now, for `createDeposit` to enforce inside its insert (no race between two requests). */
export async function depositLimitGuards(
	db: D1Database,
	userId: string,
	now = Date.now(),
): Promise<DepositLimitGuard[]> {
	const limits = await loadLimits(db, userId);
	const guards: DepositLimitGuard[] = [];
	for (const window of DEPOSIT_LIMIT_WINDOWS) {
		const limit = effectiveLimit(limits[window.kind], now);
		if (limit !== null) guards.push({ since: now - window.windowMs, maxPaise: limit });
	}
	return guards;
}

export async function checkDeposit(db: D1Database, userId: string, amountPaise: number, now = Date.now()) {
	const exclusion = await activeExclusion(db, userId, now);
	if (exclusion) return protectionMessages.excludedDeposit(formatIstMoment(exclusion.endsAt));
	const limits = await loadLimits(db, userId);
	const usage = await depositUsage(db, userId, now);
	for (const window of DEPOSIT_LIMIT_WINDOWS) {
		const limit = effectiveLimit(limits[window.kind], now);
		if (limit === null) continue;
		const used = usage[window.kind] ?? 0;
		if (used + amountPaise > limit) {
			return protectionMessages.depositLimit(window.label, formatRupees(Math.max(0, limit - used)));
		}
	}
	return null;
}

/**
 * `stakePaise` is the total of the submission; only real-money stakes count against the loss limit.
 * At the table the room's book is the truth for the open round (some of its bets may not be in D1 yet, or be
 * written while this check runs): pass `round` and the day's loss is read from D1 without that round, plus
 * the player's real-money stakes in it from the book.
 * The room calls this for every submission, so it is one D1 round trip: the break, the loss limit and
 * (only when a loss limit exists and the stake is real money) the day's loss, in a single statement.
 */
export async function checkBet(
	db: D1Database,
	userId: string,
	wallet: "real" | "tokens",
	stakePaise: number,
	{ now = Date.now(), round }: { now?: number; round?: { roundId: string; realStakesPaise: number } } = {},
) {
	const row = await db
		.prepare(
			`SELECT
			   (SELECT ends_at FROM exclusions WHERE user_id = ?1 AND starts_at <= ?2 AND ends_at > ?2
			    ORDER BY ends_at DESC LIMIT 1) AS exclusionEndsAt,
			   l.value, l.pending_value, l.pending_remove, l.pending_effective_at,
			   CASE WHEN ?4 = 'real' AND l.user_id IS NOT NULL THEN
			     (SELECT COALESCE(SUM(amount_paise), 0) - COALESCE(SUM(COALESCE(payout_paise, 0)), 0) FROM bets
			      WHERE user_id = ?1 AND wallet = 'real' AND status <> 'refunded' AND created_at > ?3 AND round_id <> ?5)
			   END AS loss
			 FROM (SELECT 1) LEFT JOIN player_limits l ON l.user_id = ?1 AND l.kind = 'loss_day'`,
		)
		.bind(userId, now, now - LOSS_LIMIT_WINDOW_MS, wallet, round?.roundId ?? "")
		.first<{
			exclusionEndsAt: number | null;
			value: number | null;
			pending_value: number | null;
			pending_remove: number | null;
			pending_effective_at: number | null;
			loss: number | null;
		}>();
	if (row?.exclusionEndsAt != null) return protectionMessages.excludedBet(formatIstMoment(row.exclusionEndsAt));
	if (wallet !== "real" || !row || row.loss === null) return null;
	const limit = effectiveLimit(
		{
			value: row.value,
			pendingValue: row.pending_value,
			pendingRemove: row.pending_remove === 1,
			pendingEffectiveAt: row.pending_effective_at,
		},
		now,
	);
	if (limit === null) return null;
	const loss = Math.max(0, row.loss) + (round?.realStakesPaise ?? 0);
	if (loss + stakePaise > limit) return protectionMessages.lossLimit(formatRupees(Math.max(0, limit - loss)));
	return null;
}
