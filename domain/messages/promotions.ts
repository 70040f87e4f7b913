/** Promotions, bonuses and referrals. Spec wording is kept; its typos are fixed (docs/product.md#messages). */

/** Promotions: the claim's answers, the admin's field messages (docs/decisions/0850-promotions.md). */
export const promotionMessages = {
	codeInvalid: "Please enter a promo code of 3 to 20 letters or digits.",
	unknownCode: "This promo code does not exist. Please check the code and try again.",
	paused: "This promotion is paused. Please try again later.",
	notStarted: "This promotion has not started yet.",
	expired: "This promotion has expired.",
	alreadyClaimed: "You have already claimed this promotion.",
	notVerified: "Please verify your phone number before claiming a promotion.",
	notNew: "This promotion is for new players, before their first deposit.",
	noRecentDeposit: (days: number) => `This promotion is for players who made a deposit in the last ${days} days.`,
	claimsFull: "This promotion has reached its limit of claims.",
	referralNotClaimable: "A referral reward is earned by inviting a friend, not with a code.",
	claimedMatch: (percent: number, maxRupees: number) =>
		`Promotion claimed! Your next approved deposit earns a ${percent}% bonus, up to ₹${maxRupees.toLocaleString("en-IN")}.`,
	claimedCashback: (percent: number) =>
		`Promotion claimed! Each Monday you get back ${percent}% of last week's net loss as a bonus.`,
	promotionNotFound: "Promotion not found",
	codeTaken: "Another promotion already uses this code.",
	code: "The code must be 3 to 20 capital letters or digits.",
	title: "Each title must be 1 to 80 characters.",
	terms: "Each terms text must be 1 to 1,000 characters.",
	kind: "The kind must be deposit_match, weekly_cashback or referral.",
	audience: "Who may claim must be everyone, new_players or recent_depositors.",
	recentDepositDays: "Recent depositors need a number of days from 1 to 365.",
	window: "The end must be after the start.",
	moment: "Please give the time as an ISO 8601 date and time.",
	maxClaims: "The claim cap must be a whole number from 1 to 10,00,000, or empty for no cap.",
	percent: "The percentage must be from 0.01 to 500, with at most two decimals.",
	cashbackPercent: "A cashback percentage must be at most 100.",
	rupees: "Amounts must be whole rupees from 0 to ₹10,00,000.",
	maxBonus: "A deposit match or a cashback needs a maximum bonus of at least ₹1.",
	minAboveMax: "The minimum bonus must not be above the maximum bonus.",
	reward: "A referral needs a reward of at least ₹1.",
	wageringMultiple: "The wagering requirement must be a whole number from 0 to 100 times.",
	expiryDays: "The expiry must be a whole number of days from 1 to 365.",
	maxBet: "The maximum bet while wagering must be from ₹10 to ₹10,00,000.",
	weight: "Each game weight must be a whole per cent from 0 to 100.",
	status: "The status must be active or paused.",
	forfeitFlag: "forfeitBonus must be true or false.",
	referralCodeInvalid: "Please enter a referral code of 8 letters or digits.",
	referralUnknown: "This referral code does not exist. Please check it with your friend.",
	referralOwn: "You cannot use your own referral code.",
	referralAlready: "You have already joined with a referral code.",
	referralNotNew: "Referral codes are for new players, before their first deposit.",
	referralJoined:
		"Referral code saved! Your friend is rewarded once your phone is verified and your first deposit is approved.",
	withdrawalForfeitsBonus: (bonusRupees: number) =>
		`You have a bonus of ₹${bonusRupees.toLocaleString("en-IN")} being wagered. A withdrawal request forfeits it: please confirm to continue.`,
	maxBetWhileWagering: (maxRupees: number) =>
		`While a bonus is being wagered, you may stake at most ₹${maxRupees.toLocaleString("en-IN")} in a round.`,
} as const;
