/**
 * The live tables: roulette, crash and card games, the table screen's words and favourite bets. Spec wording is
 * kept; its typos are fixed (docs/product.md#messages).
 */
import { messages } from "./common";
import { paymentMessages } from "./money";

/** The roulette table's rules and refusals (docs/product.md#bets, docs/product.md#the-round, docs/product.md#fairness). */
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
	/** The racetrack calls named with the bets (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history). */
	invalidCall: "That racetrack call is not one the table knows.",
	callMismatch: "A racetrack call does not match the bets sent with it.",
	/** The table's per-bet limits (from its catalogue entry, carried by the round). */
	minBet: (rupees: number) => `The minimum bet is ₹${rupees.toLocaleString("en-IN")}.`,
	maxBet: (rupees: number) => `The maximum bet is ₹${rupees.toLocaleString("en-IN")}.`,
	chipMultiple: "Bets are made of chips, so every bet must be a multiple of ₹10.",
	roundLimit: "Your total stake in a round cannot exceed ₹50,000.",
	insufficientBalance: "Insufficient balance",
	loginToBet: "Please log in to place bets.",
	playersOnly: "Only players can place bets.",
	selectNumber: "Please select a number",
	numberOutOfRange: "Choose a number from 0 to 36",
	resultAdjusted: "Result Adjusted Success",
	roundNotFound: "Round not found",
	tableNotFound: "There is no such table.",
	tableDisabled: messages.tableDisabled,
	sessionEnded: "Your session has ended.",
	sessionExpired: "Your session has expired. Reconnecting…",
	spectatorMessage: "Spectators cannot send messages.",
	tooManyMessages: "Too many messages.",
	messageTooBig: "Message too big.",
	tooManyConnections: "Too many connections to the table from your network. Close other table tabs and try again.",
} as const;

/**
 * The crash game's refusals (docs/product.md#the-crash-game; domain/crash/bets.ts checks a bet in this order). The
 * limits are the round's, from the table's catalogue entry, worded as at the roulette table.
 */
export const crashMessages = {
	minBet: rouletteMessages.minBet,
	maxBet: rouletteMessages.maxBet,
	amountPaise: "Please enter an amount in rupees and paise, with at most two decimals.",
	invalidPanel: "There is no such bet panel.",
	autoCashOutRange: "Auto cash-out must be from 1.01× to 1,000.00×, with at most two decimals.",
	clientSeed: "The client seed must be 16 to 64 characters from 0–9 and a–f.",
	panelTaken: "You already have a bet on this panel in this round.",
	betsClosed: "Betting is closed for this round: bet again when the next round opens.",
	noBetToCashOut: "There is no bet on this panel to cash out.",
	alreadyCashedOut: "This bet has already been cashed out.",
	tooLate: "Too late: the plane flew away before your cash-out.",
	tableDisabled: "The crash game is closed for maintenance. Please come back later.",
	/** A cash-out sent before the flight started (the bet is placed; it can be cashed out once the plane flies). */
	notFlying: "The flight has not started yet: cash out once the plane is flying.",
} as const;

/** The card tables' refusals (docs/decisions/0840-card-tables.md); Hindi in domain/i18n/hi/messages.ts. */
export const cardMessages = {
	noBets: "Choose a bet spot and a chip first.",
	unknownSpot: "There is no such bet at this table.",
	repeatedSpot: "Each bet spot may appear only once in a submission.",
	spotTotal: (rupees: number) =>
		`Your bets on one spot in a round may total at most ₹${rupees.toLocaleString("en-IN")}.`,
	betsClosed: "Betting is closed for this round: bet again when the next round opens.",
	tableDisabled: "This card table is closed for maintenance. Please come back later.",
} as const;

/** The admin games page's confirmation before a game is switched off (docs/product.md#content). */
export const gameSwitchMessages = {
	disableTitle: (name: string) => `Disable ${name}?`,
	disableConfirm: (name: string) => `Players will not be able to play ${name} until it is switched on again.`,
	disableLabel: "Disable",
} as const;

/** The roulette screen's toasts and labels (docs/product.md#the-round, docs/product.md#content). */
export const tableMessages = {
	loading: "Loading the table…",
	gameStarted: "Game started",
	bettingClosed: "Betting closed",
	waiting: "Waiting For the Result",
	// "Result: 17 black", not "Result = 17": a screen reader reads the "=" out ("equals"), and a player who cannot
	// see the wheel needs the colour as much as the number (colorNames, localised with the sentence).
	result: (n: number, color: string) => `Result: ${n} ${color}`,
	youWon: (amounts: string) => `You won ${amounts}`,
	youLost: (amounts: string) => `You lost ${amounts}`,
	/** A return no larger than the stake: what came back and the round's net result, never told as a win. */
	cameBack: (back: string, staked: string, net: string) => `${back} back from ${staked} staked, net ${net}`,
	/** Stakes returned because an operator set the result (real money never settles on a forced result). */
	refunded: (amounts: string) => `${amounts} refunded: the result was set by the operator`,
	operatorSet: "operator-set",
	operatorWatching: "You are watching as an operator: admins do not bet.",
	operatorSetLegend: "set by the operator: real-money stakes were refunded",
	betPlaced: "Bet placed",
	betsLocked: "Betting is closed for this round.",
	nothingToSend: rouletteMessages.noBets,
	lowBalanceTitle: "Low balance",
	lowBalance: "Your balance is below ₹10. Please add money to keep playing.",
	/** A table's per-bet limits (the round's at the table, the catalogue's in the lobby), beside the table's name. */
	tableLimits: (minRupees: number, maxRupees: number) =>
		`₹${minRupees.toLocaleString("en-IN")} - ₹${maxRupees.toLocaleString("en-IN")} per bet`,
	connecting: "Connecting…",
	reconnecting: "Reconnecting…",
	tableOff: "The table is closed right now.",
	feedEmpty: "Bets and wins at this table appear here as they happen.",
	feedBet: (name: string, amount: string, on: string) => `${name} bet ${amount} on ${on}`,
	feedWin: (name: string, amount: string) => `${name} won ${amount}`,
	feedMore: (count: number) => `…and ${count} more`,
	feedYouBet: (amount: string) => `You bet ${amount}`,
	feedRound: (seq: number, result: number, color: string) => `Round #${seq}: ${result} ${color}`,
	feedRoundOperatorSet: (seq: number, result: number, color: string) =>
		`Round #${seq}: ${result} ${color} (operator-set)`,
} as const;

/** The words a result's colour is said and shown with. */
export const colorNames = { red: "red", black: "black", green: "green" } as const;

/** The table's status badge (`tableBadge` chooses which). */
export const tableBadgeLabels = {
	offline: "Offline",
	closed: "CLOSED",
	live: "● LIVE",
	connecting: "Connecting…",
	reconnecting: "Reconnecting…",
} as const;

/**
 * Which badge the table shows: the browser being offline wins (nothing can be known then), then closed wins over
 * the connection, so a switched-off table never says LIVE.
 */
export function tableBadge(
	connection: "open" | "connecting" | "closed" | "offline",
	tableEnabled: boolean,
): keyof typeof tableBadgeLabels {
	if (connection === "offline") return "offline";
	if (!tableEnabled) return "closed";
	return connection === "open" ? "live" : connection === "connecting" ? "connecting" : "reconnecting";
}

/** A player's favourite bets (docs/decisions/0620-tables-and-racetrack.md). */
export const favouriteMessages = {
	nameRequired: "Please give the favourite a name.",
	nameTooLong: (max: number) => `Keep the favourite's name to ${max} characters.`,
	nothingToChange: "Send a new name or new bets to change the favourite.",
	full: (max: number) => `You can keep up to ${max} favourite bets. Delete one to save another.`,
	notFound: "Favourite not found.",
	saved: "Favourite saved.",
	updated: "Favourite updated.",
	deleted: "Favourite deleted.",
	badKey: paymentMessages.badIdempotencyKey,
	keyReused: paymentMessages.idempotencyMismatch,
} as const;
