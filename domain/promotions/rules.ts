/**
 * Promotions' pure rules (docs/decisions/0850-promotions.md): who may claim, what a deposit match and a week's
 * cashback are worth, the IST week, what a bonus must be wagered and when it expires. Integer paise throughout;
 * every share is rounded down to the paisa, so a bonus never exceeds what its terms state.
 */

export const PROMOTION_KINDS = ["deposit_match", "weekly_cashback", "referral"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Who may claim: everyone, players with no approved deposit yet, or players with one in the last N days. */
export const AUDIENCES = ["everyone", "new_players", "recent_depositors"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const PROMOTION_STATUSES = ["active", "paused"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What the wagering requirement multiplies: the bonus, or the bonus and the deposit that earned it. */
export const WAGERING_BASES = ["bonus", "bonus_and_deposit"] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** A bonus's life: wagering, then converted to real money, expired or forfeited (all three final). */
export const BONUS_STATUSES = ["active", "converted", "expired", "forfeited"] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A claim: waiting for its qualifying deposit (a deposit match), enrolled (cashback, referral), or done. */
export const CLAIM_STATUSES = ["waiting", "enrolled", "credited", "lapsed"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const DAY_MS = 24 * 3_600_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
const WEEK_MS = 7 * DAY_MS;

/** The terms of a promotion that the rules read (amounts in paise, times in epoch ms). */
export type PromotionTerms = {
	kind: PromotionKind;
	status: PromotionStatus;
	audience: Audience;
	/** For `recent_depositors`: an approved deposit within this many days before the claim. */
	recentDepositDays: number | null;
	startsAt: number;
	/** The last moment it may be claimed; null: open-ended. */
	endsAt: number | null;
	/** At most this many players may claim it; null: no cap. */
	maxClaims: number | null;
	/** Deposit match: % of the deposit; weekly cashback: % of the week's net loss. */
	percent: number;
	/** Deposit match: the smallest qualifying deposit. */
	minDepositPaise: number;
	/** Cashback: nothing below this is paid. */
	minBonusPaise: number;
	/** Deposit match and cashback: the bonus never exceeds this. */
	maxBonusPaise: number;
	/** Referral: the referrer's reward, and the friend's (0: none). */
	rewardPaise: number;
	friendRewardPaise: number;
	/** How many times the base must be staked (0: the bonus is real money at once). */
	wageringMultiple: number;
	wageringBase: WageringBase;
	/** Days from the credit to wager it; then it expires. */
	expiryDays: number;
	/** The largest single stake while this bonus is being wagered. */
	maxBetPaise: number;
};

/** What is known about the claiming player, read in the claim's own request. */
export type ClaimantFacts = {
	verified: boolean;
	alreadyClaimed: boolean;
	/** This device (its cookie) already claimed the promotion under another account. */
	deviceClaimed: boolean;
	/** Another account that withdraws to one of this player's payout bank accounts already claimed the promotion. */
	payoutAccountClaimed?: boolean;
	/** The newest approved deposit, or null. */
	lastApprovedDepositAt: number | null;
	claimsSoFar: number;
};

export type ClaimRefusal =
	| "paused"
	| "not_started"
	| "expired"
	| "already_claimed"
	| "not_verified"
	| "not_new"
	| "no_recent_deposit"
	| "claims_full"
	| "referral_not_claimable";

/** Why the player may not claim the promotion now, or null when they may. The first reason that applies is given. */
export function claimRefusal(terms: PromotionTerms, player: ClaimantFacts, now: number): ClaimRefusal | null {
	if (terms.kind === "referral") return "referral_not_claimable";
	if (terms.status === "paused") return "paused";
	if (now < terms.startsAt) return "not_started";
	if (terms.endsAt !== null && now > terms.endsAt) return "expired";
	if (player.alreadyClaimed || player.deviceClaimed || player.payoutAccountClaimed) return "already_claimed";
	if (!player.verified) return "not_verified";
	if (terms.audience === "new_players" && player.lastApprovedDepositAt !== null) return "not_new";
	if (terms.audience === "recent_depositors") {
		const since = now - (terms.recentDepositDays ?? 0) * DAY_MS;
		if (player.lastApprovedDepositAt === null || player.lastApprovedDepositAt < since) return "no_recent_deposit";
	}
	if (terms.maxClaims !== null && player.claimsSoFar >= terms.maxClaims) return "claims_full";
	return null;
}

/** Whole paise of `percent` % of `paise`, rounded down. */
export function percentOf(paise: number, percent: number): number {
	// Percent has at most two decimals (the schema): scale to integers so the product is exact.
	return Math.floor((paise * Math.round(percent * 100)) / 10_000);
}

/** The bonus a deposit earns under a deposit match: 0 below the minimum deposit, never above the maximum bonus. */
export function depositMatchPaise(
	terms: Pick<PromotionTerms, "percent" | "minDepositPaise" | "maxBonusPaise">,
	depositPaise: number,
): number {
	if (depositPaise < terms.minDepositPaise) return 0;
	return Math.min(percentOf(depositPaise, terms.percent), terms.maxBonusPaise);
}

/**
 * A week's cashback: `percent` % of the net real-money loss (stakes − returns of settled bets), 0 for a net win or
 * a cashback below the minimum, never above the maximum.
 */
export function cashbackPaise(
	terms: Pick<PromotionTerms, "percent" | "minBonusPaise" | "maxBonusPaise">,
	netLossPaise: number,
): number {
	if (netLossPaise <= 0) return 0;
	const share = Math.min(percentOf(netLossPaise, terms.percent), terms.maxBonusPaise);
	return share < terms.minBonusPaise ? 0 : share;
}

/** The IST week (Monday 00:00 to the next Monday 00:00, India time) that contains `at`: [start, end). */
export function istWeek(at: number): { start: number; end: number; key: string } {
	const local = at + IST_OFFSET_MS;
	const dayIndex = Math.floor(local / DAY_MS);
	// 1 Jan 1970 was a Thursday: day 0 → Thursday; Monday is 4 days earlier in the cycle.
	const mondayIndex = dayIndex - ((dayIndex + 3) % 7);
	const start = mondayIndex * DAY_MS - IST_OFFSET_MS;
	const monday = new Date(mondayIndex * DAY_MS).toISOString().slice(0, 10);
	return { start, end: start + WEEK_MS, key: monday };
}

/** The IST week that ended most recently before `now` (what the Monday job pays cashback for). */
export function previousIstWeek(now: number): { start: number; end: number; key: string } {
	return istWeek(istWeek(now).start - 1);
}

/** What must be staked to turn the bonus into real money. */
export function wageringRequiredPaise(
	terms: Pick<PromotionTerms, "wageringMultiple" | "wageringBase">,
	bonusPaise: number,
	depositPaise = 0,
): number {
	const base = terms.wageringBase === "bonus_and_deposit" ? bonusPaise + depositPaise : bonusPaise;
	return base * terms.wageringMultiple;
}

/** When a bonus credited at `creditedAt` expires. */
export function bonusExpiresAt(terms: Pick<PromotionTerms, "expiryDays">, creditedAt: number): number {
	return creditedAt + terms.expiryDays * DAY_MS;
}

/** Whole days left, rounded up (a bonus with 1 ms left has 1 day left); 0 once expired. */
export function daysLeft(expiresAt: number, now: number): number {
	return expiresAt <= now ? 0 : Math.ceil((expiresAt - now) / DAY_MS);
}

/** Wagering progress in whole per cent, rounded down (100 only when met). */
export function wageringPercent(wageredPaise: number, requiredPaise: number): number {
	if (requiredPaise <= 0) return 100;
	return Math.min(100, Math.floor((wageredPaise * 100) / requiredPaise));
}
