/**
 * The crash game's part of the Rules page (/pages/rules#crash), in English; the Hindi is domain/i18n/hi/crash-rules.ts
 * with the same section ids and blocks. Built from the game's own constants so it cannot drift from what the room
 * does (docs/product.md#the-crash-game).
 */
import { formatRupees } from "../money";
import type { ContentBlock, ContentSection } from "../pages";
import { CRASH_MAX_AUTO_CASH_OUT, CRASH_MIN_AUTO_CASH_OUT } from "./bets";
import { CLIENT_SEEDS_MIXED, CRASH_MAX_POINT, CRASH_RTP_BASIS_POINTS } from "./fairness";
import { elapsedToReach, formatMultiplier } from "./flight";
import { CRASH_TABLE_DEFAULTS, CRASH_TIMING_DEFAULTS } from "./timing";

const p = (text: string): ContentBlock => ({ kind: "p", text });
const ul = (...items: string[]): ContentBlock => ({ kind: "ul", items });
const ol = (...items: string[]): ContentBlock => ({ kind: "ol", items });

/** "97%": the declared return to player. */
export const CRASH_RTP_PERCENT = `${CRASH_RTP_BASIS_POINTS / 100}%`;
/** "3%": the house edge, the instant crash's share. */
export const CRASH_HOUSE_EDGE_PERCENT = `${(10_000 - CRASH_RTP_BASIS_POINTS) / 100}%`;

/** Seconds, with one decimal where it has one: 11.6 for 11,553 ms. */
export const secondsToReach = (m: number) => String(Math.round(elapsedToReach(m) / 100) / 10);

/** A multiplier as the rules write it: "1,000.00×". */
export const rulesMultiplier = (m: number) =>
	`${Math.floor(m / 100).toLocaleString("en-IN")}.${String(m % 100).padStart(2, "0")}×`;

export const crashRulesSections: ContentSection[] = [
	{
		id: "crash",
		heading: "Aviator: how a round works",
		blocks: [
			p(
				"Aviator is a crash game. Every player at the table sees the same round: a plane takes off, a multiplier climbs from 1.00×, and at a moment nobody can know in advance the round crashes. Bets that were cashed out before the crash are paid; the others are lost.",
			),
			ol(
				`Betting is open for ${CRASH_TIMING_DEFAULTS.bettingMs / 1000} seconds.`,
				`The flight starts at 1.00× and the multiplier grows with time, the same way in every round: ${formatMultiplier(200)} after ${secondsToReach(200)} seconds, ${formatMultiplier(1_000)} after ${secondsToReach(1_000)} seconds, ${formatMultiplier(10_000)} after ${secondsToReach(10_000)} seconds. It is shown with two decimals.`,
				`The round crashes at its crash point. The crash point stays on screen for ${CRASH_TIMING_DEFAULTS.crashedMs / 1000} seconds, then the next round opens.`,
			),
			p(
				"If you arrive during a flight, you watch it; your bets go to the next round. The operator can change the timings for a deployment; the screen always shows the real time left.",
			),
		],
	},
	{
		id: "crash-bets",
		heading: "Aviator: two bets and auto cash-out",
		blocks: [
			ul(
				"You can place up to two bets in each round, one on each bet panel. They are independent: each has its own stake, its own cash-out and its own result.",
				`Each bet is between the table's minimum and maximum, shown on the table (normally ${formatRupees(CRASH_TABLE_DEFAULTS.minBetPaise)} and ${formatRupees(CRASH_TABLE_DEFAULTS.maxBetPaise)}), in rupees and paise. A change of limits applies from the next round.`,
				"You stake from your real balance or your play tokens; what a bet wins is paid into the same wallet.",
				`Auto cash-out: you can give a bet a target multiplier from ${rulesMultiplier(CRASH_MIN_AUTO_CASH_OUT)} to ${rulesMultiplier(CRASH_MAX_AUTO_CASH_OUT)}, with two decimals. If the round's crash point is above your target, the bet is cashed out at exactly the target, even if your connection has dropped.`,
			),
		],
	},
	{
		id: "crash-cash-out",
		heading: "Aviator: cash-out, ties and the maximum win",
		blocks: [
			ul(
				"Cash out by hand with the cash-out button during the flight. Our server decides: the bet is paid at the multiplier of the moment the server handles your cash-out, if the round has not crashed by then. The button shows what it would pay now; on a slow connection the server may handle it a little later, at a slightly higher multiplier, or after the crash.",
				"A cash-out pays your stake times the multiplier, rounded down to the paisa; the stake is included. A ₹100 bet cashed out at 2.37× pays ₹237.",
				"Same moment: a cash-out that the server handles in the same millisecond as the crash is lost, because the multiplier has reached the crash point.",
				"Auto and manual together: if a bet's auto cash-out and your own cash-out both apply, the bet is paid once, at the earlier (lower) multiplier.",
				`Maximum win: a bet is cashed out automatically as soon as its payout reaches the table's maximum win (normally ${formatRupees(CRASH_TABLE_DEFAULTS.maxWinPaise)}).`,
				`The highest crash point is ${rulesMultiplier(CRASH_MAX_POINT)}.`,
			),
		],
	},
	{
		id: "crash-rtp",
		heading: "Aviator: return to player",
		blocks: [
			p(
				`The return to player is ${CRASH_RTP_PERCENT}, whatever you do (as long as the maximum win does not cut your payout). The crash point is drawn so that the chance that it is above any multiplier x is exactly ${CRASH_RTP_BASIS_POINTS / 10_000} ÷ x: above 2.00× in 48.5% of rounds, above 10.00× in 9.7%. A bet cashed out at x is paid x times the stake in that share of rounds, so it returns ${CRASH_RTP_PERCENT} of its stake on average, at any target.`,
			),
			p(
				`In ${CRASH_HOUSE_EDGE_PERCENT} of rounds the plane crashes at 1.00× at once and no bet can be cashed out: that is the house's share. No strategy changes it. Play only with money you can afford to lose.`,
			),
		],
	},
	{
		id: "crash-verify",
		heading: "Aviator: how to verify a round",
		blocks: [
			p(
				"Every crash point is provably fair: it was fixed before the round by a chain of hashes published in advance, mixed with random seeds from the first players who bet, and anyone can recompute it afterwards.",
			),
			ol(
				"Before the first round of a chain, the table publishes the chain's terminating hash. Each following round reveals the next link of the chain, its game hash, which was fixed before the chain began.",
				"Before betting opens, the round shows its commitment: the SHA-256 hash of the game hash it will reveal.",
				`Every bet carries a client seed, random characters chosen by your screen (you can type your own). The seeds of the round's first ${CLIENT_SEEDS_MIXED} bets are mixed into the result, so not even the operator knows the crash point when it commits.`,
				"When the round crashes, check that SHA-256 of the game hash equals the commitment, and that hashing it again and again reaches the terminating hash.",
				"The crash point comes from HMAC-SHA256 of the client seeds (joined by commas, in the order the bets were placed) with the game hash as the key: its first 13 hex digits give a number r, and the crash point follows from r by a published formula with the 97% return built in.",
				"The Verify page does all of this in your browser for any past round, with the same code the server runs; you can also type the values in yourself.",
			),
		],
	},
];
