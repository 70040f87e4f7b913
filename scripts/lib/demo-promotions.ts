/**
 * The demo seed's promotions (docs/decisions/0850-promotions.md): the spec's three codes as real promotions that
 * credit what they say. There are no slots, so no free spins: FRIDAY50 is a deposit match. Money in paise, the
 * percentage × 100. Written with erasable TypeScript only, so Node can import it directly (scripts/seed-demo.mjs).
 */
export type DemoPromotion = {
	id: string;
	code: string;
	titleEn: string;
	titleHi: string;
	termsEn: string;
	termsHi: string;
	kind: "deposit_match" | "weekly_cashback";
	audience: "everyone" | "new_players" | "recent_depositors";
	recentDepositDays: number | null;
	percentHundredths: number;
	minDepositPaise: number;
	minBonusPaise: number;
	maxBonusPaise: number;
	wageringMultiple: number;
	expiryDays: number;
	maxBetPaise: number;
};

const WEIGHTS = { rouletteInside: 100, rouletteDozenColumn: 75, rouletteEvenMoney: 50, crash: 100 };

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
	{
		id: "demo-welcome100",
		code: "WELCOME100",
		titleEn: "Welcome Bonus: 100% of your first deposit",
		titleHi: "वेलकम बोनस: आपके पहले जमा का 100%",
		termsEn:
			"New players: claim before your first deposit. 100% of a deposit of ₹500 or more, up to ₹10,000, credited when the deposit is approved. Stake 10 times the bonus within 30 days (at most ₹5,000 a round) and it becomes real money. A withdrawal request before then forfeits it.",
		termsHi:
			"नए खिलाड़ी: पहले जमा से पहले लें। ₹500 या ज़्यादा के जमा का 100%, ज़्यादा से ज़्यादा ₹10,000, जमा मंज़ूर होने पर मिलेगा। 30 दिनों में बोनस का 10 गुना दाँव लगाएँ (एक राउंड में ज़्यादा से ज़्यादा ₹5,000), फिर यह असली पैसा बन जाता है। उससे पहले निकासी का अनुरोध करने पर बोनस चला जाता है।",
		kind: "deposit_match",
		audience: "new_players",
		recentDepositDays: null,
		percentHundredths: 10_000,
		minDepositPaise: 50_000,
		minBonusPaise: 0,
		maxBonusPaise: 1_000_000,
		wageringMultiple: 10,
		expiryDays: 30,
		maxBetPaise: 500_000,
	},
	{
		id: "demo-friday50",
		code: "FRIDAY50",
		titleEn: "Friday Reload: 50% of a deposit",
		titleHi: "फ़्राइडे रीलोड: एक जमा का 50%",
		termsEn:
			"Every player, once: 50% of your next deposit of ₹500 or more, up to ₹5,000, credited when the deposit is approved. Stake 5 times the bonus within 7 days (at most ₹2,500 a round) and it becomes real money.",
		termsHi:
			"हर खिलाड़ी, एक बार: आपके अगले ₹500 या ज़्यादा के जमा का 50%, ज़्यादा से ज़्यादा ₹5,000, जमा मंज़ूर होने पर मिलेगा। 7 दिनों में बोनस का 5 गुना दाँव लगाएँ (एक राउंड में ज़्यादा से ज़्यादा ₹2,500), फिर यह असली पैसा बन जाता है।",
		kind: "deposit_match",
		audience: "everyone",
		recentDepositDays: null,
		percentHundredths: 5_000,
		minDepositPaise: 50_000,
		minBonusPaise: 0,
		maxBonusPaise: 500_000,
		wageringMultiple: 5,
		expiryDays: 7,
		maxBetPaise: 250_000,
	},
	{
		id: "demo-vip10",
		code: "VIP10",
		titleEn: "VIP Cashback: 10% of your weekly loss",
		titleHi: "VIP कैशबैक: हफ़्ते के नुकसान का 10%",
		termsEn:
			"Players who deposited in the last 30 days: each Monday, 10% of your net real-money loss over the past week (Monday to Sunday, India time), from ₹100 up to ₹10,000. Stake it once within 7 days and it becomes real money.",
		termsHi:
			"पिछले 30 दिनों में जमा करने वाले खिलाड़ी: हर सोमवार, पिछले हफ़्ते (सोमवार से रविवार, भारत का समय) के असली पैसे के कुल नुकसान का 10%, ₹100 से ₹10,000 तक। 7 दिनों में इसका एक बार दाँव लगाएँ, फिर यह असली पैसा बन जाता है।",
		kind: "weekly_cashback",
		audience: "recent_depositors",
		recentDepositDays: 30,
		percentHundredths: 1_000,
		minDepositPaise: 0,
		minBonusPaise: 10_000,
		maxBonusPaise: 1_000_000,
		wageringMultiple: 1,
		expiryDays: 7,
		maxBetPaise: 1_000_000,
	},
];

/** INSERT OR IGNORE statements for the demo promotions, open from `startsAt` with no end. */
export function demoPromotionsSql(quote: (value: string) => string, startsAt: number): string[] {
	return DEMO_PROMOTIONS.map(
		(p) =>
			`INSERT OR IGNORE INTO promotions (id, code, title_en, title_hi, terms_en, terms_hi, kind, status, audience, recent_deposit_days, starts_at, percent_hundredths, min_deposit_paise, min_bonus_paise, max_bonus_paise, wagering_multiple, wagering_base, expiry_days, max_bet_paise, weights) VALUES (${quote(p.id)}, ${quote(p.code)}, ${quote(p.titleEn)}, ${quote(p.titleHi)}, ${quote(p.termsEn)}, ${quote(p.termsHi)}, ${quote(p.kind)}, 'active', ${quote(p.audience)}, ${p.recentDepositDays ?? "NULL"}, ${startsAt}, ${p.percentHundredths}, ${p.minDepositPaise}, ${p.minBonusPaise}, ${p.maxBonusPaise}, ${p.wageringMultiple}, 'bonus', ${p.expiryDays}, ${p.maxBetPaise}, ${quote(JSON.stringify(WEIGHTS))});`,
	);
}
