/**
 * The promotions' input schemas, shared by the API (the server's authority) and the admin form: amounts in whole
 * rupees as the operator types them, times as ISO 8601 (docs/decisions/0850-promotions.md).
 */
import { promotionMessages as m } from "../messages/promotions";
import { rupeesToPaise } from "../money";
import { z } from "../validation/zod";
import { AUDIENCES, PROMOTION_KINDS, PROMOTION_STATUSES, type PromotionTerms, WAGERING_BASES } from "./rules";
import { DEFAULT_WEIGHTS, type GameWeights } from "./wagering";

/** A promo code: 3–20 capital letters or digits (typed codes are trimmed and upper-cased first). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const MAX_RUPEES = 1_000_000;

/** A code as a player types it: trimmed, upper-cased, then checked. */
export const promoCodeInput = z
	.string({ error: m.codeInvalid })
	.max(100, m.codeInvalid)
	.transform((text) => text.trim().toUpperCase())
	.pipe(z.string().regex(PROMO_CODE_PATTERN, m.codeInvalid));

export const claimSchema = z.object({ code: promoCodeInput });

const rupees = z.number({ error: m.rupees }).int(m.rupees).min(0, m.rupees).max(MAX_RUPEES, m.rupees);
const weight = z.number({ error: m.weight }).int(m.weight).min(0, m.weight).max(100, m.weight);
const moment = z.iso.datetime({ offset: true, error: m.moment }).transform((text) => Date.parse(text));
const title = z.string({ error: m.title }).trim().min(1, m.title).max(80, m.title);
const terms = z.string({ error: m.terms }).trim().min(1, m.terms).max(1_000, m.terms);

/** A promotion as the operator creates or replaces it. */
export const promotionInputSchema = z
	.object({
		code: z
			.string({ error: m.code })
			.trim()
			.transform((text) => text.toUpperCase())
			.pipe(z.string().regex(PROMO_CODE_PATTERN, m.code)),
		titleEn: title,
		titleHi: title,
		termsEn: terms,
		termsHi: terms,
		kind: z.enum(PROMOTION_KINDS, { error: m.kind }),
		status: z.enum(PROMOTION_STATUSES, { error: m.status }).default("active"),
		audience: z.enum(AUDIENCES, { error: m.audience }).default("everyone"),
		recentDepositDays: z
			.number({ error: m.recentDepositDays })
			.int(m.recentDepositDays)
			.min(1, m.recentDepositDays)
			.max(365, m.recentDepositDays)
			.nullable()
			.default(null),
		startsAt: moment,
		endsAt: moment.nullable().default(null),
		maxClaims: z
			.number({ error: m.maxClaims })
			.int(m.maxClaims)
			.min(1, m.maxClaims)
			.max(1_000_000, m.maxClaims)
			.nullable()
			.default(null),
		percent: z
			.number({ error: m.percent })
			.min(0, m.percent)
			.max(500, m.percent)
			.refine((p) => Number.isInteger(Math.round(p * 100)) && Math.abs(Math.round(p * 100) - p * 100) < 1e-6, m.percent)
			.default(0),
		minDeposit: rupees.default(0),
		minBonus: rupees.default(0),
		maxBonus: rupees.default(0),
		reward: rupees.default(0),
		friendReward: rupees.default(0),
		wageringMultiple: z
			.number({ error: m.wageringMultiple })
			.int(m.wageringMultiple)
			.min(0, m.wageringMultiple)
			.max(100, m.wageringMultiple),
		wageringBase: z.enum(WAGERING_BASES).default("bonus"),
		expiryDays: z.number({ error: m.expiryDays }).int(m.expiryDays).min(1, m.expiryDays).max(365, m.expiryDays),
		maxBet: z.number({ error: m.maxBet }).int(m.maxBet).min(10, m.maxBet).max(MAX_RUPEES, m.maxBet),
		weights: z
			.object({ rouletteInside: weight, rouletteDozenColumn: weight, rouletteEvenMoney: weight, crash: weight })
			.strict()
			.default({ ...DEFAULT_WEIGHTS }),
	})
	.strict()
	.superRefine((p, ctx) => {
		const issue = (message: string, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
		if (p.audience === "recent_depositors" && p.recentDepositDays === null) {
			issue(m.recentDepositDays, "recentDepositDays");
		}
		if (p.endsAt !== null && p.endsAt <= p.startsAt) issue(m.window, "endsAt");
		if (p.kind !== "referral") {
			if (p.percent < 0.01) issue(m.percent, "percent");
			if (p.maxBonus < 1) issue(m.maxBonus, "maxBonus");
			if (p.minBonus > p.maxBonus) issue(m.minAboveMax, "minBonus");
		}
		if (p.kind === "weekly_cashback" && p.percent > 100) issue(m.cashbackPercent, "percent");
		if (p.kind === "referral" && p.reward < 1) issue(m.reward, "reward");
	});

export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** The stored terms (paise) of a checked input. */
export function termsOfInput(input: PromotionInput): PromotionTerms & { weights: GameWeights } {
	return {
		kind: input.kind,
		status: input.status,
		audience: input.audience,
		recentDepositDays: input.audience === "recent_depositors" ? input.recentDepositDays : null,
		startsAt: input.startsAt,
		endsAt: input.endsAt,
		maxClaims: input.maxClaims,
		percent: input.percent,
		minDepositPaise: rupeesToPaise(input.minDeposit),
		minBonusPaise: rupeesToPaise(input.minBonus),
		maxBonusPaise: rupeesToPaise(input.maxBonus),
		rewardPaise: rupeesToPaise(input.reward),
		friendRewardPaise: rupeesToPaise(input.friendReward),
		wageringMultiple: input.wageringMultiple,
		wageringBase: input.wageringBase,
		expiryDays: input.expiryDays,
		maxBetPaise: rupeesToPaise(input.maxBet),
		weights: input.weights,
	};
}
