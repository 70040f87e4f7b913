/**
 * Every message a player or operator reads, written once. Spec wording is kept;
 * its typos are fixed (DECISIONS §0).
 */
export const messages = {
	notFound: "Not found",
	serverError: "Something went wrong. Please try again.",
	noRoundActive: "No round active",
	invalidMessage: "That message could not be understood.",
	tableDisabled: "The roulette table is closed for maintenance. Please come back later.",
} as const;

export const authMessages = {
	unauthorized: "Please log in to continue.",
	forbidden: "You do not have permission to do that.",
} as const;

/** Toast durations and limit (spec §9). */
export const TOAST = { defaultMs: 4_000, errorMs: 4_000, successMs: 2_000, limit: 20 } as const;

/** The roulette table's rules and refusals (spec §5, DECISIONS §2–§4). */
export const rouletteMessages = {
	noRoundActive: messages.noRoundActive,
	oneColor: "You can only bet on one color at a time.",
	twoColumns: "You can only bet on up to two columns at a time.",
	twoDozens: "You can only bet on up to two dozens at a time.",
	lowOrHigh: "You can only bet on low or high, not both.",
	evenOrOdd: "You can only bet on even or odd, not both.",
	invalidBet: "That bet is not on the table.",
	noBets: "Please place at least one bet.",
	tooManyBets: "Too many bets in one submission.",
	minBet: "The minimum bet is ₹10.",
	chipMultiple: "Bets are made of chips, so every bet must be a multiple of ₹10.",
	roundLimit: "Your total stake in a round cannot exceed ₹50,000.",
	insufficientBalance: "Insufficient balance",
	loginToBet: "Please log in to place bets.",
	playersOnly: "Only players can place bets.",
	selectNumber: "Please select a number",
	resultAdjusted: "Result Adjusted Success",
	roundNotFound: "Round not found",
	tableDisabled: messages.tableDisabled,
	sessionEnded: "Your session has ended.",
} as const;
