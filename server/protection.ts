/**
 * Reads and enforces a player's own limits and breaks (docs/product.md#player-protection).
 * The wallet calls checkDeposit before it records a deposit request. The room's stake carries stakeAllowed in its own
 * statement, and a refused stake is worded by checkBet. Both checks answer null (allowed) or a message.
 */
import { and, desc, eq, gt, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/sqlite-core";
import { formatRupees, paiseToRupees, rupeesToPaise } from "~/domain/money";
import {
	changeLimit,
	DEPOSIT_LIMIT_WINDOWS,
	EXCLUSION_PERIODS,
	type ExclusionKind,
	effectiveLimit,
	LIMIT_KINDS,
	type LimitKind,
	LOSS_LIMIT_WINDOW_MS,
	protectionMessages,
	type StoredLimit,
} from "~/domain/protection";
import { formatIstDateTime } from "~/domain/time";
import { auditStatement } from "./audit";
import { type Database, runBatch } from "./db/client";
import { filterOnly } from "./db/plan";
import { placeholder } from "./db/prepared";
import { bets, exclusions, moneyTransactions, playerLimits } from "./db/schema";
import type { MovementValues } from "./ledger";
import { notificationsHub } from "./notifications";

/** Builds subqueries without a database: they run inside another statement. */
const qb = new QueryBuilder();

/** The limit columns effectiveLimit reads. */
const LIMIT_FIELDS = {
	value: playerLimits.value,
	pendingValue: playerLimits.pendingValue,
	pendingRemove: playerLimits.pendingRemove,
	pendingEffectiveAt: playerLimits.pendingEffectiveAt,
};

export async function loadLimits(db: Database, userId: string): Promise<Partial<Record<LimitKind, StoredLimit>>> {
	const rows = await db
		.select({ kind: playerLimits.kind, ...LIMIT_FIELDS })
		.from(playerLimits)
		.where(eq(playerLimits.userId, userId));
	const limits: Partial<Record<LimitKind, StoredLimit>> = {};
	for (const { kind, ...limit } of rows) {
		if (!(LIMIT_KINDS as readonly string[]).includes(kind)) continue;
		limits[kind] = limit;
	}
	return limits;
}

export type ActiveExclusion = Pick<typeof exclusions.$inferSelect, "kind" | "startsAt" | "endsAt">;

/** The player's break in force at `now`, if any. */
function exclusionAt(userId: string | SQL, now: number | SQL) {
	return and(eq(exclusions.userId, userId), lte(exclusions.startsAt, now), gt(exclusions.endsAt, now));
}

export async function activeExclusion(db: Database, userId: string, now: number): Promise<ActiveExclusion | null> {
	const row = await db
		.select({ kind: exclusions.kind, startsAt: exclusions.startsAt, endsAt: exclusions.endsAt })
		.from(exclusions)
		.where(exclusionAt(userId, now))
		.orderBy(desc(exclusions.endsAt))
		.limit(1)
		.get();
	return row ?? null;
}

/** The player's deposit requests (pending or approved) since `since`. */
function depositsSince(userId: string, since: number) {
	// Through the player's own (user_id, created_at) index (`filterOnly`), not everyone's deposits since `since`.
	return and(
		eq(moneyTransactions.userId, userId),
		eq(filterOnly(moneyTransactions.type), "deposit"),
		inArray(filterOnly(moneyTransactions.status), ["pending", "approved"]),
		gt(moneyTransactions.createdAt, since),
	);
}

const REQUESTED_TOTAL = sql<number>`coalesce(sum(${moneyTransactions.amountPaise}), 0)`;

/** What the player requested in deposits (pending or approved) since `since`, in paise: a subquery. */
export function depositsRequestedSince(userId: string, since: number) {
	return qb.select({ total: REQUESTED_TOTAL }).from(moneyTransactions).where(depositsSince(userId, since));
}

/** Deposits requested (pending or approved) within each window, in paise. */
export async function depositUsage(db: Database, userId: string, now: number): Promise<Record<string, number>> {
	const usage: Record<string, number> = {};
	const rows = await runBatch(
		db,
		DEPOSIT_LIMIT_WINDOWS.map((w) =>
			db
				.select({ total: REQUESTED_TOTAL })
				.from(moneyTransactions)
				.where(depositsSince(userId, now - w.windowMs)),
		),
	);
	DEPOSIT_LIMIT_WINDOWS.forEach((w, i) => {
		usage[w.kind] = rows[i]?.[0]?.total ?? 0;
	});
	return usage;
}

/** A player's real-money stakes minus what came back since `since` (refunded bets excluded), in paise. */
const LOSS = sql<number>`coalesce(sum(${bets.amountPaise}), 0) - coalesce(sum(coalesce(${bets.payoutPaise}, 0)), 0)`;

function realBetsSince(userId: string | SQL, since: number | SQL) {
	return and(eq(bets.userId, userId), eq(bets.wallet, "real"), ne(bets.status, "refunded"), gt(bets.createdAt, since));
}

/** Real-money stakes minus what came back, over the last 24 hours (refunded bets excluded), in paise. */
export async function lossInWindow(db: Database, userId: string, now: number): Promise<number> {
	const row = await db
		.select({ loss: LOSS })
		.from(bets)
		.where(realBetsSince(userId, now - LOSS_LIMIT_WINDOW_MS))
		.get();
	return Math.max(0, row?.loss ?? 0);
}

/** A deposit limit in force, as a condition the request's insert checks itself: requested since `since` + new ≤ `maxPaise`. */
export type DepositLimitGuard = { since: number; maxPaise: number };

/** The player's deposit limits in force now, for `createDeposit` to enforce inside its insert (no race between two requests). */
export async function depositLimitGuards(db: Database, userId: string, now = Date.now()): Promise<DepositLimitGuard[]> {
	const limits = await loadLimits(db, userId);
	const guards: DepositLimitGuard[] = [];
	for (const window of DEPOSIT_LIMIT_WINDOWS) {
		const limit = effectiveLimit(limits[window.kind], now);
		if (limit !== null) guards.push({ since: now - window.windowMs, maxPaise: limit });
	}
	return guards;
}

export async function checkDeposit(db: Database, userId: string, amountPaise: number, now = Date.now()) {
	const exclusion = await activeExclusion(db, userId, now);
	if (exclusion) return protectionMessages.excludedDeposit(formatIstDateTime(exclusion.endsAt));
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

/** checkBet's one row: the active break's end, the daily loss limit as stored, and the day's loss. */
type BetCheckRow = {
	exclusionEndsAt: number | null;
	value: number | null;
	pendingValue: number | null;
	pendingRemove: number | boolean | null;
	pendingEffectiveAt: number | null;
	loss: number | null;
};

/** What one bet check is about: who, which wallet, how much, when. */
type BetCheck = { userId: string; wallet: "real" | "tokens"; stakePaise: number; now: number };

/**
 * checkBet's one statement, a drizzle prepared query built once per database: drizzle would otherwise render its SQL
 * for every refused stake (docs/benchmarks-history.md, "drizzle data layer").
 */
const checkBetQueries = new WeakMap<Database, ReturnType<typeof buildCheckBetQuery>>();

function checkBetQuery(db: Database) {
	let query = checkBetQueries.get(db);
	if (!query) {
		query = buildCheckBetQuery(db);
		checkBetQueries.set(db, query);
	}
	return query;
}

function buildCheckBetQuery(db: Database) {
	const p = placeholder;
	const limit = alias(playerLimits, "l");
	const loss = qb
		.select({ loss: LOSS })
		.from(bets)
		.where(realBetsSince(p("userId"), p("since")));
	return (
		db
			.select({
				exclusionEndsAt: sql<number | null>`${qb
					.select({ endsAt: exclusions.endsAt })
					.from(exclusions)
					.where(exclusionAt(p("userId"), p("now")))
					.orderBy(desc(exclusions.endsAt))
					.limit(1)}`.as("exclusionEndsAt"),
				value: sql<number | null>`${limit.value}`.as("value"),
				pendingValue: sql<number | null>`${limit.pendingValue}`.as("pendingValue"),
				pendingRemove: sql<number | null>`${limit.pendingRemove}`.as("pendingRemove"),
				pendingEffectiveAt: sql<number | null>`${limit.pendingEffectiveAt}`.as("pendingEffectiveAt"),
				// Read only when it can matter: a real-money stake and a loss limit set.
				loss: sql<number | null>`case when ${p("wallet")} = 'real' and ${limit.userId} is not null then ${loss} end`.as(
					"loss",
				),
			})
			// One row whether or not the player has a loss limit.
			.from(sql`(select 1)`)
			.leftJoin(limit, and(eq(limit.userId, p("userId")), eq(limit.kind, "loss_day")))
			.prepare()
	);
}

/**
 * The player's protection as a condition of the stake's own ledger statement (server/ledger.ts `onlyIf`): the stake
 * is written only if no break is in force at `now` (either wallet) and, for real money, the day's loss in D1 with it
 * stays within the daily loss limit in force. The same rules as betCheckVerdict, which words the refusal afterwards
 * (the room reads it with checkBet once a stake is refused). The room checks nothing before the debit: its D1 batch
 * is the check (one round trip per group, docs/decisions/0775-feed-slices-and-group-window.md). D1 runs one write
 * at a time, so a condition read in the very statement that debits holds the limit across every submission of the
 * player, in one batch or several, at this table or another (a room of its own, which cannot see the others' bets
 * on their way to D1: docs/decisions/0620-tables-and-racetrack.md). The loss (never below 0) plus the stake may not
 * pass the limit; tokens never count.
 * Takes the movement's own placeholders (or values): `userId`, `wallet`, `amountPaise` (negative: a debit), `now`.
 */
export function stakeAllowed(m: Readonly<Pick<MovementValues, "userId" | "wallet" | "amountPaise" | "now">>): SQL {
	const l = alias(playerLimits, "loss_limit");
	const inForce = sql`case when ${l.pendingEffectiveAt} is not null and ${m.now} >= ${l.pendingEffectiveAt}
		then case when ${l.pendingRemove} then null else ${l.pendingValue} end else ${l.value} end`;
	const loss = qb
		.select({ loss: LOSS })
		.from(bets)
		.where(realBetsSince(sql`${m.userId}`, sql`${m.now} - ${LOSS_LIMIT_WINDOW_MS}`));
	const onBreak = qb
		.select({ one: sql`1` })
		.from(exclusions)
		.where(exclusionAt(sql`${m.userId}`, sql`${m.now}`));
	const overLossLimit = qb
		.select({ one: sql`1` })
		.from(l)
		.where(
			and(
				eq(l.userId, sql`${m.userId}`),
				eq(l.kind, "loss_day"),
				sql`${inForce} is not null`,
				sql`max(0, ${loss}) - ${m.amountPaise} > ${inForce}`,
			),
		);
	return sql`(not exists ${onBreak} and (${m.wallet} <> 'real' or not exists ${overLossLimit}))`;
}

/** A bet check's answer from its row: null (allowed) or the message. */
function betCheckVerdict(row: BetCheckRow | undefined, check: BetCheck): string | null {
	const { wallet, stakePaise, now } = check;
	if (row?.exclusionEndsAt != null) return protectionMessages.excludedBet(formatIstDateTime(row.exclusionEndsAt));
	if (wallet !== "real" || !row || row.loss === null) return null;
	const limitPaise = effectiveLimit(
		{
			value: row.value,
			pendingValue: row.pendingValue,
			pendingRemove: Boolean(row.pendingRemove),
			pendingEffectiveAt: row.pendingEffectiveAt,
		},
		now,
	);
	if (limitPaise === null) return null;
	const loss = Math.max(0, row.loss);
	if (loss + stakePaise > limitPaise) return protectionMessages.lossLimit(formatRupees(Math.max(0, limitPaise - loss)));
	return null;
}

/**
 * Why a stake of `stakePaise` (a submission's total) may not be placed now: null (it may), or the message. Only
 * real-money stakes count against the loss limit. One D1 round trip: the break, the loss limit and (only when a loss
 * limit exists and the stake is real money) the day's loss, in a single statement. The room asks it once a stake was
 * refused in its own statement (stakeAllowed), to tell the player why.
 */
export async function checkBet(
	db: Database,
	userId: string,
	wallet: "real" | "tokens",
	stakePaise: number,
	{ now = Date.now() }: { now?: number } = {},
) {
	const check: BetCheck = { userId, wallet, stakePaise, now };
	const row = await checkBetQuery(db).get({ userId, now, since: now - LOSS_LIMIT_WINDOW_MS, wallet });
	return betCheckVerdict(row, check);
}

/**
 * What a player (or an admin on the member page) sees: limits in rupees/minutes, usage, any break. GET
 * /api/protection answers it, and /user/responsible-gaming's loader reads it (docs/decisions/0950).
 */
export async function protectionView(db: Database, userId: string, now: number) {
	const [limits, exclusion, deposits, loss] = await Promise.all([
		loadLimits(db, userId),
		activeExclusion(db, userId, now),
		depositUsage(db, userId, now),
		lossInWindow(db, userId, now),
	]);
	const toUnit = (kind: LimitKind, v: number | null) =>
		v === null ? null : kind === "reality_check_minutes" ? v : paiseToRupees(v);
	return {
		limits: Object.fromEntries(
			LIMIT_KINDS.map((kind) => {
				const stored = limits[kind];
				const pendingActive = stored?.pendingEffectiveAt != null && stored.pendingEffectiveAt > now;
				return [
					kind,
					{
						value: toUnit(kind, effectiveLimit(stored, now)),
						pending: pendingActive
							? {
									value: toUnit(kind, stored?.pendingValue ?? null),
									remove: stored?.pendingRemove ?? false,
									effectiveAt: stored?.pendingEffectiveAt ?? null,
								}
							: null,
					},
				];
			}),
		) as Record<
			LimitKind,
			{ value: number | null; pending: { value: number | null; remove: boolean; effectiveAt: number | null } | null }
		>,
		usage: {
			...Object.fromEntries(DEPOSIT_LIMIT_WINDOWS.map((w) => [w.kind, paiseToRupees(deposits[w.kind] ?? 0)])),
			loss_day: paiseToRupees(loss),
		},
		exclusion,
	};
}

/** Who changes their own protection, and from where (the audit log's actor and address). */
export type ProtectionActor = { id: string; role: string; ip: string | null };

/**
 * A player's own limit set or removed (`amount` null), as PUT /api/protection/limits and /user/responsible-gaming's
 * action both do it (checked by `limitSchema` or `limitFormSchema` first): a tighter limit applies at once, a looser
 * one after the wait `changeLimit` sets, and the player's hub wakes when it applies (docs/decisions/0900). Written
 * with its audit entry in one batch. Answers the message to say and the player's view after it.
 */
export async function setOwnLimit(
	db: Database,
	env: Pick<Env, "NOTIFICATIONS_HUB">,
	actor: ProtectionActor,
	{ kind, amount }: { kind: LimitKind; amount: number | null },
	now = Date.now(),
) {
	const current = (await loadLimits(db, actor.id))[kind];
	const requested = amount === null ? null : kind === "reality_check_minutes" ? amount : rupeesToPaise(amount);
	const next = changeLimit(kind, current, requested, now);
	const stored = {
		value: next.value,
		pendingValue: next.pendingValue,
		pendingRemove: next.pendingRemove,
		pendingEffectiveAt: next.pendingEffectiveAt,
		updatedAt: now,
	};
	await db.batch([
		db
			.insert(playerLimits)
			.values({ userId: actor.id, kind, ...stored })
			.onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.kind], set: stored }),
		auditStatement(db, {
			actorId: actor.id,
			actorRole: actor.role,
			action: "protection.limit",
			targetType: "user",
			targetId: actor.id,
			before: { kind, ...current },
			after: { kind, ...next },
			ip: actor.ip,
		}),
	]);
	// The player hears when a loosened limit takes effect: their hub wakes then (docs/decisions/0900-notifications.md).
	if (next.appliesAt > now) await notificationsHub(env, actor.id).schedule(actor.id, next.appliesAt);
	const message =
		next.appliesAt > now
			? protectionMessages.limitPending(formatIstDateTime(next.appliesAt))
			: protectionMessages.limitSaved;
	return { message, view: await protectionView(db, actor.id, now) };
}

/**
 * A cool-off or self-exclusion started by the player, as POST /api/protection/exclusions and
 * /user/responsible-gaming's action both do it (checked by `exclusionSchema` first): refused (409) while a break is
 * in force; otherwise written with its audit entry in one batch, and the player's hub wakes when it ends.
 */
export async function startOwnBreak(
	db: Database,
	env: Pick<Env, "NOTIFICATIONS_HUB">,
	actor: ProtectionActor,
	{ kind, period }: { kind: ExclusionKind; period: string },
	now = Date.now(),
): Promise<
	| { ok: false; status: 409; message: string }
	| { ok: true; message: string; view: Awaited<ReturnType<typeof protectionView>> }
> {
	if (await activeExclusion(db, actor.id, now)) {
		return { ok: false, status: 409, message: protectionMessages.exclusionActive };
	}
	const periods: Record<string, number> = EXCLUSION_PERIODS[kind];
	const endsAt = now + (periods[period] ?? 0);
	const id = crypto.randomUUID();
	await db.batch([
		db.insert(exclusions).values({ id, userId: actor.id, kind, startsAt: now, endsAt, createdAt: now }),
		auditStatement(db, {
			actorId: actor.id,
			actorRole: actor.role,
			action: `protection.${kind}`,
			targetType: "user",
			targetId: actor.id,
			after: { id, period, startsAt: now, endsAt },
			ip: actor.ip,
		}),
	]);
	// …and when the break ends.
	await notificationsHub(env, actor.id).schedule(actor.id, endsAt);
	return {
		ok: true,
		message: protectionMessages.exclusionStarted(formatIstDateTime(endsAt)),
		view: await protectionView(db, actor.id, now),
	};
}
