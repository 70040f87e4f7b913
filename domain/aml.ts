/**
 * Anti-money-laundering signals for admins (issue 8). They flag for review;
 * they never block anything by themselves.
 */
export const AML_RULES = {
	/** A withdrawal after deposits of which less than this share was staked. */
	littlePlayShare: 0.5,
	/** Deposits within this fraction below the threshold count as "just under" it. */
	justUnderBand: 0.1,
	/** The reporting threshold deposits are measured against, in paise (₹50,000). */
	thresholdPaise: 5_000_000,
	/** How many just-under deposits in the window make a pattern. */
	justUnderCount: 3,
	justUnderWindowMs: 7 * 24 * 3_600_000,
} as const;

export type AmlFlagKind =
	| "deposit_withdraw_little_play"
	| "deposits_just_under_threshold"
	| "shared_payment_detail"
	| "referral_reward_withheld";

export type AmlFlag = {
	kind: AmlFlagKind;
	userId: string;
	/** A sentence an admin can act on. */
	detail: string;
	transactionIds: string[];
};

export const amlFlagLabels: Record<AmlFlagKind, string> = {
	deposit_withdraw_little_play: "Deposit then withdrawal with little play",
	deposits_just_under_threshold: "Several deposits just under the threshold",
	shared_payment_detail: "Payment detail shared with other accounts",
	referral_reward_withheld: "Referral reward withheld",
};
