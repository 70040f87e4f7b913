/** Promotions' pure rules at their edges (docs/decisions/0850-promotions.md). */
import { describe, expect, it } from "vitest";
import {
	bonusExpiresAt,
	type ClaimantFacts,
	cashbackPaise,
	claimRefusal,
	DAY_MS,
	daysLeft,
	depositMatchPaise,
	istWeek,
	type PromotionTerms,
	percentOf,
	previousIstWeek,
	wageringPercent,
	wageringRequiredPaise,
} from "~/domain/promotions/rules";
import { claimSchema, promotionInputSchema, termsOfInput } from "~/domain/promotions/schema";
import {
	DEFAULT_WEIGHTS,
	hedgedTypes,
	overMaxBet,
	roundContributionPaise,
	type WageredBet,
} from "~/domain/promotions/wagering";

const NOW = Date.parse("2026-11-27T10:00:00Z");

const terms: PromotionTerms = {
	kind: "deposit_match",
	status: "active",
	audience: "everyone",
	recentDepositDays: null,
	startsAt: NOW - DAY_MS,
	endsAt: NOW + DAY_MS,
	maxClaims: null,
	percent: 100,
	minDepositPaise: 50_000,
	minBonusPaise: 0,
	maxBonusPaise: 1_000_000,
	rewardPaise: 0,
	friendRewardPaise: 0,
	wageringMultiple: 10,
	wageringBase: "bonus",
	expiryDays: 7,
	maxBetPaise: 50_000,
};

const player: ClaimantFacts = {
	verified: true,
	alreadyClaimed: false,
	deviceClaimed: false,
	lastApprovedDepositAt: null,
	claimsSoFar: 0,
};

describe("who may claim", () => {
	it("lets an eligible player claim, from the first to the last millisecond of the window", () => {
		expect(claimRefusal(terms, player, NOW)).toBeNull();
		expect(claimRefusal(terms, player, terms.startsAt)).toBeNull();
		expect(claimRefusal(terms, player, terms.endsAt ?? 0)).toBeNull();
		expect(claimRefusal({ ...terms, endsAt: null }, player, NOW + 1000 * DAY_MS)).toBeNull();
	});

	it("refuses outside the window, paused, twice, from a device that claimed, unverified, or over the cap", () => {
		expect(claimRefusal(terms, player, terms.startsAt - 1)).toBe("not_started");
		expect(claimRefusal(terms, player, (terms.endsAt ?? 0) + 1)).toBe("expired");
		expect(claimRefusal({ ...terms, status: "paused" }, player, NOW)).toBe("paused");
		expect(claimRefusal(terms, { ...player, alreadyClaimed: true }, NOW)).toBe("already_claimed");
		expect(claimRefusal(terms, { ...player, deviceClaimed: true }, NOW)).toBe("already_claimed");
		expect(claimRefusal(terms, { ...player, verified: false }, NOW)).toBe("not_verified");
		expect(claimRefusal({ ...terms, maxClaims: 3 }, { ...player, claimsSoFar: 2 }, NOW)).toBeNull();
		expect(claimRefusal({ ...terms, maxClaims: 3 }, { ...player, claimsSoFar: 3 }, NOW)).toBe("claims_full");
		expect(claimRefusal({ ...terms, kind: "referral" }, player, NOW)).toBe("referral_not_claimable");
	});

	it("keeps new-player offers to players without an approved deposit", () => {
		const forNew = { ...terms, audience: "new_players" as const };
		expect(claimRefusal(forNew, player, NOW)).toBeNull();
		expect(claimRefusal(forNew, { ...player, lastApprovedDepositAt: NOW - 1 }, NOW)).toBe("not_new");
	});

	it("counts a recent deposit to the millisecond of its window", () => {
		const recent = { ...terms, audience: "recent_depositors" as const, recentDepositDays: 7 };
		expect(claimRefusal(recent, player, NOW)).toBe("no_recent_deposit");
		expect(claimRefusal(recent, { ...player, lastApprovedDepositAt: NOW - 7 * DAY_MS }, NOW)).toBeNull();
		expect(claimRefusal(recent, { ...player, lastApprovedDepositAt: NOW - 7 * DAY_MS - 1 }, NOW)).toBe(
			"no_recent_deposit",
		);
	});
});

describe("amounts, exact to the paisa", () => {
	it("rounds a percentage down, with two decimals exactly", () => {
		expect(percentOf(99, 50)).toBe(49);
		expect(percentOf(10_000, 0.01)).toBe(1);
		expect(percentOf(9_999, 0.01)).toBe(0);
		expect(percentOf(1_000, 12.5)).toBe(125);
		expect(percentOf(3, 33.33)).toBe(0);
		expect(percentOf(100_000, 33.33)).toBe(33_330);
	});

	it("matches a deposit from its minimum, up to the maximum bonus", () => {
		expect(depositMatchPaise(terms, 49_999)).toBe(0);
		expect(depositMatchPaise(terms, 50_000)).toBe(50_000);
		expect(depositMatchPaise(terms, 1_000_000)).toBe(1_000_000);
		expect(depositMatchPaise(terms, 1_000_100)).toBe(1_000_000);
		expect(depositMatchPaise({ ...terms, percent: 50 }, 50_001)).toBe(25_000);
	});

	it("pays a week's cashback on a net loss only, between the minimum and the maximum", () => {
		const cashback = { percent: 10, minBonusPaise: 10_000, maxBonusPaise: 500_000 };
		expect(cashbackPaise(cashback, 0)).toBe(0);
		expect(cashbackPaise(cashback, -50_000)).toBe(0);
		expect(cashbackPaise(cashback, 99_999)).toBe(0);
		expect(cashbackPaise(cashback, 100_000)).toBe(10_000);
		expect(cashbackPaise(cashback, 100_009)).toBe(10_000);
		expect(cashbackPaise(cashback, 5_000_000)).toBe(500_000);
		expect(cashbackPaise(cashback, 9_000_000)).toBe(500_000);
	});

	it("requires the bonus, or the bonus and the deposit, staked W times; W = 0 requires nothing", () => {
		expect(wageringRequiredPaise(terms, 50_000, 50_000)).toBe(500_000);
		expect(wageringRequiredPaise({ ...terms, wageringBase: "bonus_and_deposit" }, 50_000, 50_000)).toBe(1_000_000);
		expect(wageringRequiredPaise({ ...terms, wageringMultiple: 0 }, 50_000)).toBe(0);
		expect(wageringPercent(0, 500_000)).toBe(0);
		expect(wageringPercent(499_999, 500_000)).toBe(99);
		expect(wageringPercent(500_000, 500_000)).toBe(100);
		expect(wageringPercent(900_000, 500_000)).toBe(100);
		expect(wageringPercent(0, 0)).toBe(100);
	});

	it("expires a bonus its days after the credit and counts days left up", () => {
		expect(bonusExpiresAt(terms, NOW)).toBe(NOW + 7 * DAY_MS);
		expect(daysLeft(NOW + 7 * DAY_MS, NOW)).toBe(7);
		expect(daysLeft(NOW + 1, NOW)).toBe(1);
		expect(daysLeft(NOW, NOW)).toBe(0);
	});
});

describe("the IST week, Monday to Sunday", () => {
	// Monday 23 Nov 2026, 00:00 IST = 22 Nov 18:30 UTC.
	const monday = Date.parse("2026-11-22T18:30:00Z");

	it("starts at Monday midnight in India and ends at the next", () => {
		expect(istWeek(NOW)).toEqual({ start: monday, end: monday + 7 * DAY_MS, key: "2026-11-23" });
		expect(istWeek(monday).key).toBe("2026-11-23");
		expect(istWeek(monday - 1).key).toBe("2026-11-16");
		expect(istWeek(monday + 7 * DAY_MS - 1).key).toBe("2026-11-23");
		expect(istWeek(monday + 7 * DAY_MS).key).toBe("2026-11-30");
	});

	it("gives the Monday job the week that just ended", () => {
		expect(previousIstWeek(monday + 7 * DAY_MS + 60_000)).toEqual({
			start: monday,
			end: monday + 7 * DAY_MS,
			key: "2026-11-23",
		});
		expect(previousIstWeek(NOW).key).toBe("2026-11-16");
	});
});

describe("wagering contributions", () => {
	const bet = (betType: WageredBet["betType"], amountPaise: number, more: Partial<WageredBet> = {}): WageredBet => ({
		betType,
		numbers: betType === "straight" ? [17] : [],
		amountPaise,
		wallet: "real",
		refunded: false,
		...more,
	});

	it("weighs each game and bet type, rounding down per bet", () => {
		expect(roundContributionPaise([bet("straight", 10_000)])).toBe(10_000);
		expect(roundContributionPaise([bet("red", 10_000)])).toBe(5_000);
		expect(roundContributionPaise([bet("red", 1_001)])).toBe(500);
		expect(roundContributionPaise([bet("dozen", 10_000, { numbers: "[1,2,3,4,5,6,7,8,9,10,11,12]" })])).toBe(7_500);
		expect(roundContributionPaise([bet("crash", 10_000)])).toBe(10_000);
		expect(roundContributionPaise([bet("crash", 10_000)], { ...DEFAULT_WEIGHTS, crash: 0 })).toBe(0);
	});

	it("counts nothing for the card tables' spots, which no weight names yet", () => {
		for (const spot of ["andar", "bahar", "dragon", "tiger", "tie", "suitedTie", "cards-1-5"]) {
			expect(roundContributionPaise([bet(spot, 10_000)]), spot).toBe(0);
		}
		expect(roundContributionPaise([bet("andar", 10_000), bet("straight", 10_000)])).toBe(10_000);
	});

	it("counts nothing for play tokens or a refunded bet", () => {
		expect(roundContributionPaise([bet("straight", 10_000, { wallet: "tokens" })])).toBe(0);
		expect(roundContributionPaise([bet("straight", 10_000, { refunded: true })])).toBe(0);
	});

	it("counts 0% for both sides of an even chance in one round, and the rest as usual", () => {
		expect(roundContributionPaise([bet("red", 10_000), bet("black", 10_000)])).toBe(0);
		expect(roundContributionPaise([bet("even", 10_000), bet("odd", 500), bet("straight", 1_000)])).toBe(1_000);
		expect(roundContributionPaise([bet("low", 10_000), bet("high", 10_000), bet("red", 10_000)])).toBe(5_000);
		// Red with a refunded black is not a hedge: the black stake was never at risk.
		expect(roundContributionPaise([bet("red", 10_000), bet("black", 10_000, { refunded: true })])).toBe(5_000);
	});

	it("counts 0% for all three dozens together, but not for two", () => {
		const dozen = (n: 1 | 2 | 3) =>
			bet("dozen", 10_000, { numbers: Array.from({ length: 12 }, (_, i) => (n - 1) * 12 + i + 1) });
		expect(hedgedTypes([dozen(1), dozen(2)]).size).toBe(0);
		expect(roundContributionPaise([dozen(1), dozen(2)])).toBe(15_000);
		expect(roundContributionPaise([dozen(1), dozen(2), dozen(3)])).toBe(0);
	});

	it("caps a round's stake while wagering, at the cap exactly", () => {
		expect(overMaxBet(50_000, 50_000)).toBe(false);
		expect(overMaxBet(50_001, 50_000)).toBe(true);
		expect(overMaxBet(10_000_000, null)).toBe(false);
	});
});

describe("the input schemas", () => {
	const input = {
		code: " welcome100 ",
		titleEn: "Welcome match",
		titleHi: "स्वागत मैच",
		termsEn: "100% of your first deposit.",
		termsHi: "आपके पहले जमा का 100%।",
		kind: "deposit_match",
		startsAt: "2026-11-01T00:00:00+05:30",
		percent: 100,
		maxBonus: 10_000,
		minDeposit: 500,
		wageringMultiple: 10,
		expiryDays: 7,
		maxBet: 500,
	};

	it("reads a promotion in rupees and stores paise", () => {
		const parsed = promotionInputSchema.parse(input);
		expect(parsed.code).toBe("WELCOME100");
		const stored = termsOfInput(parsed);
		expect(stored).toMatchObject({ maxBonusPaise: 1_000_000, minDepositPaise: 50_000, maxBetPaise: 50_000 });
		expect(stored.startsAt).toBe(Date.parse("2026-10-31T18:30:00Z"));
		expect(stored.weights).toEqual(DEFAULT_WEIGHTS);
	});

	it("refuses bad input with the field's message", () => {
		const problem = (patch: Record<string, unknown>) => {
			const result = promotionInputSchema.safeParse({ ...input, ...patch });
			return result.success ? null : result.error.issues[0]?.message;
		};
		expect(problem({ code: "WELCOME-100" })).toMatch(/capital letters or digits/);
		expect(problem({ code: "X".repeat(21) })).toMatch(/capital letters or digits/);
		expect(problem({ percent: 12.345 })).toMatch(/two decimals/);
		expect(problem({ maxBonus: 0 })).toMatch(/maximum bonus/);
		expect(problem({ maxBonus: 1.5 })).toMatch(/whole rupees/);
		expect(problem({ endsAt: "2026-10-01T00:00:00Z" })).toMatch(/after the start/);
		expect(problem({ audience: "recent_depositors" })).toMatch(/number of days/);
		expect(problem({ kind: "weekly_cashback", percent: 101 })).toMatch(/at most 100/);
		expect(problem({ kind: "referral" })).toMatch(/reward/);
		expect(problem({ weights: { ...DEFAULT_WEIGHTS, crash: 101 } })).toMatch(/game weight/);
		expect(problem({ extra: 1 })).not.toBeNull();
		expect(problem({})).toBeNull();
	});

	it("reads a typed code the way players type it", () => {
		expect(claimSchema.parse({ code: " friday50 " }).code).toBe("FRIDAY50");
		expect(claimSchema.safeParse({ code: "FRIDAY 50" }).success).toBe(false);
		expect(claimSchema.safeParse({ code: "<script>" }).success).toBe(false);
		expect(claimSchema.safeParse({ code: "A".repeat(10_000) }).success).toBe(false);
	});
});
