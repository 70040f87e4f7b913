/**
 * The betting tools' choices, pure (docs/decisions/0620-tables-and-racetrack.md): what Repeat and Repeat ×2 put on
 * the slip, and where each pocket sits on the racetrack. What they choose goes on the slip through `addBets`
 * (bet-slip.ts), exactly like chips placed by hand.
 */
import type { BetType } from "~/domain/roulette/bets";
import type { BetRequest, PlacedBet, Wallet } from "~/domain/roulette/protocol";
import type { AnnouncedBet, NamedCall } from "~/domain/roulette/racetrack";
import { WHEEL_ORDER } from "~/domain/roulette/wheel";
import { targetKey } from "./table-layout";

export type ToolBet = { type: BetType; numbers: number[]; amount: number };

/** The bets of one wallet, each place once with everything staked on it (a place may have been bet twice). */
function merged(bets: readonly PlacedBet[], wallet: Wallet, times: number): ToolBet[] {
	const byKey = new Map<string, ToolBet>();
	for (const bet of bets) {
		if (bet.wallet !== wallet) continue;
		const key = targetKey(bet.type, bet.numbers);
		const numbers = [...bet.numbers].sort((a, b) => a - b);
		const amount = (byKey.get(key)?.amount ?? 0) + bet.amount * times;
		byKey.set(key, { type: bet.type, numbers, amount });
	}
	return [...byKey.values()];
}

/** The racetrack calls among one wallet's bets, once each in the order placed, their chip `times` over. */
function callsOf(bets: readonly PlacedBet[], wallet: Wallet, times: number): NamedCall[] {
	const byId = new Map<string, NamedCall>();
	for (const { call, wallet: from } of bets) {
		if (call && from === wallet && !byId.has(call.id)) byId.set(call.id, { call: call.call, chip: call.chip * times });
	}
	return [...byId.values()];
}

/**
 * What Repeat (`times` 1) or Repeat ×2 (`times` 2) places: last round's bets from the wallet in use, or, when none
 * were from it and the slip is still empty (so the wallet may change), those of the other wallet, with that wallet.
 * The racetrack calls among them are repeated as calls (×2: at twice the chip). Null when there is nothing to repeat.
 */
export function repeatBets(
	previous: readonly PlacedBet[],
	wallet: Wallet,
	times: 1 | 2,
	slipEmpty: boolean,
): { wallet: Wallet; bets: ToolBet[]; calls: NamedCall[] } | null {
	const own = merged(previous, wallet, times);
	if (own.length > 0) return { wallet, bets: own, calls: callsOf(previous, wallet, times) };
	if (!slipEmpty) return null;
	const other: Wallet = wallet === "real" ? "tokens" : "real";
	const theirs = merged(previous, other, times);
	return theirs.length > 0 ? { wallet: other, bets: theirs, calls: callsOf(previous, other, times) } : null;
}

/** The bets that cover a few pockets (a racetrack call expands into these); outside bets cover a third or half. */
const INSIDE_BETS: ReadonlySet<BetType> = new Set(["straight", "split", "street", "corner", "line"]);

/**
 * The pockets the racetrack marks as staked: every pocket an inside bet covers (placed or on the slip), so that a
 * called bet (Voisins: splits, trios and corners) shows on the track as well as a straight one (issue 30, finding 9).
 */
export function pocketsStaked(bets: ReadonlyArray<{ type: BetType; numbers: readonly number[] }>): ReadonlySet<number> {
	return new Set(bets.filter((b) => INSIDE_BETS.has(b.type)).flatMap((b) => b.numbers));
}

/** The announced bets (Voisins, Tiers…) among the calls on the slip and those placed this round. */
export function announcedStaked(
	slipCalls: readonly NamedCall[],
	placed: readonly PlacedBet[],
): ReadonlySet<AnnouncedBet> {
	const calls = [
		...slipCalls.map((named) => named.call),
		...placed.flatMap((bet) => (bet.call ? [bet.call.call] : [])),
	];
	return new Set(calls.flatMap((call) => (call.kind === "announced" ? [call.bet] : [])));
}

/**
 * What Favourites offers to save: the chips on the slip, or, when it is empty (they were just placed), this round's
 * placed bets of the wallet in use with their calls (issue 30, finding 9).
 */
export function favouriteCandidates(
	slipBets: readonly BetRequest[],
	slipCalls: readonly NamedCall[],
	placed: readonly PlacedBet[],
	wallet: Wallet,
): { bets: readonly BetRequest[]; calls: readonly NamedCall[] } {
	if (slipBets.length > 0) return { bets: slipBets, calls: slipCalls };
	return { bets: merged(placed, wallet, 1), calls: callsOf(placed, wallet, 1) };
}

/** The racetrack in portrait: 6 columns and 15 rows, the pockets around the edge in wheel order, 0 across the bottom. */
export const TRACK_COLUMNS = 6;
export const TRACK_ROWS = 15;

export type TrackCell = { number: number; x: number; y: number; xSpan: number };

function trackPath(): Array<{ x: number; y: number }> {
	const cells: Array<{ x: number; y: number }> = [];
	const bottom = TRACK_ROWS;
	const right = TRACK_COLUMNS;
	// Clockwise from just right of 0: along the bottom, up the right side, back along the top, down the left side.
	for (let x = 5; x <= right; x++) cells.push({ x, y: bottom });
	for (let y = bottom - 1; y >= 1; y--) cells.push({ x: right, y });
	for (let x = right - 1; x >= 1; x--) cells.push({ x, y: 1 });
	for (let y = 2; y <= bottom; y++) cells.push({ x: 1, y });
	cells.push({ x: 2, y: bottom });
	return cells;
}

/**
 * Each pocket's place on the racetrack (portrait; `landscapeTrackCell` turns it): 0 spans the two middle cells of
 * the bottom edge, and the other 36 follow the wheel round the edge, so neighbours on the wheel are neighbours here.
 */
export const TRACK_CELLS: readonly TrackCell[] = (() => {
	const path = trackPath();
	const cells: TrackCell[] = [{ number: 0, x: 3, y: TRACK_ROWS, xSpan: 2 }];
	WHEEL_ORDER.slice(1).forEach((number, i) => {
		const at = path[i];
		if (at) cells.push({ number, x: at.x, y: at.y, xSpan: 1 });
	});
	return cells;
})();

/** Held sideways (or on a wide screen) the racetrack lies down: 0 at the left end. */
export function landscapeTrackCell(cell: TrackCell): { x: number; y: number; ySpan: number } {
	return { x: TRACK_ROWS + 1 - cell.y, y: cell.x, ySpan: cell.xSpan };
}
