/**
 * The crash screen's view of its room, as a pure reducer over the room's messages (domain/crash/protocol.ts): the
 * round and its phase, the viewer's bets per panel and balances, the recent crash points, the round's live list of
 * bets, the server clock's estimate, and the viewer's own bets of the session (what the "My bets" list shows).
 * Everything here came from the room; the screen invents nothing.
 */
import type {
	CrashBet,
	CrashPanel,
	CrashRoundBet,
	CrashRoundSnapshot,
	CrashServerMessage,
	Multiplier,
	PastCrash,
} from "~/domain/crash/protocol";
import type { Balances } from "~/domain/roulette/protocol";
import { type ClockEstimate, clockFromMessage, clockFromPong, unmeasuredClock } from "./crash-clock";

/** One of the viewer's bets that has ended this session: cashed out, or lost at the round's crash point. */
export type SessionBet = CrashBet & { roundId: string; seq: number; crashPoint: Multiplier | null };

/** How many of the viewer's ended bets the session keeps (newest first). */
export const SESSION_BETS_KEPT = 50;
/** How many past crash points the strip keeps. */
export const LAST_CRASHES_KEPT = 30;

export type CrashView = {
	round: CrashRoundSnapshot | null;
	/** Newest first. */
	lastCrashes: PastCrash[];
	/** The viewer's bets of the current round and balances; null for a spectator (signed out, or not yet synced). */
	you: { bets: CrashBet[]; balances: Balances } | null;
	roundBets: CrashRoundBet[];
	roundBetsMore: number;
	tableEnabled: boolean;
	/** Why the table is off, when the operator said. */
	tableMessage: string | null;
	clock: ClockEstimate;
	/** The viewer's ended bets of this session, newest first. */
	history: SessionBet[];
	lastEvent: CrashServerMessage["type"] | null;
};

export const initialCrashView: CrashView = {
	round: null,
	lastCrashes: [],
	you: null,
	roundBets: [],
	roundBetsMore: 0,
	tableEnabled: true,
	tableMessage: null,
	clock: unmeasuredClock,
	history: [],
	lastEvent: null,
};

/** The viewer's bet on `panel` in the round under way, if any. */
export function betOn(view: CrashView, panel: CrashPanel): CrashBet | null {
	return view.you?.bets.find((bet) => bet.panel === panel) ?? null;
}

function withBet(bets: readonly CrashBet[], bet: CrashBet): CrashBet[] {
	return [...bets.filter((b) => b.submissionId !== bet.submissionId && b.panel !== bet.panel), bet].sort(
		(a, b) => a.panel - b.panel,
	);
}

function remember(history: readonly SessionBet[], ended: readonly SessionBet[]): SessionBet[] {
	if (ended.length === 0) return [...history];
	const ids = new Set(ended.map((bet) => bet.submissionId));
	return [...ended, ...history.filter((bet) => !ids.has(bet.submissionId))].slice(0, SESSION_BETS_KEPT);
}

function sessionBet(bet: CrashBet, round: CrashRoundSnapshot | null): SessionBet {
	return { ...bet, roundId: round?.roundId ?? "", seq: round?.seq ?? 0, crashPoint: round?.crashPoint ?? null };
}

/** The round crashed: the viewer's bets still in the air are lost, and every bet of the round is now history. */
function crash(view: CrashView, round: CrashRoundSnapshot): CrashView {
	const bets = (view.you?.bets ?? []).map(
		(bet): CrashBet => (bet.status === "placed" ? { ...bet, status: "lost" } : bet),
	);
	const past: PastCrash | null =
		round.crashPoint === null
			? null
			: { roundId: round.roundId, seq: round.seq, crashPoint: round.crashPoint, at: round.phaseStartedAt };
	const lastCrashes = past
		? [past, ...view.lastCrashes.filter((c) => c.roundId !== past.roundId)].slice(0, LAST_CRASHES_KEPT)
		: view.lastCrashes;
	return {
		...view,
		round,
		lastCrashes,
		you: view.you ? { ...view.you, bets } : null,
		// A bet cashed out earlier is in the history already; it gains the round's crash point here.
		history: remember(
			view.history,
			bets.map((bet) => sessionBet(bet, round)),
		),
	};
}

/** Applies one room message, received at local time `receivedAt`, to the screen's view. */
export function reduceCrash(view: CrashView, message: CrashServerMessage, receivedAt: number): CrashView {
	const next: CrashView = {
		...view,
		clock: clockFromMessage(view.clock, message.serverNow, receivedAt),
		lastEvent: message.type,
	};
	switch (message.type) {
		case "syncState":
			return {
				...next,
				round: message.round,
				lastCrashes: message.lastCrashes.slice(0, LAST_CRASHES_KEPT),
				you: message.you,
				roundBets: message.roundBets,
				roundBetsMore: message.roundBetsMore,
				tableEnabled: message.tableEnabled,
			};
		case "bettingOpen":
			// A new round: the viewer's bets and the live list belonged to the one before.
			return {
				...next,
				round: message.round,
				you: view.you ? { ...view.you, bets: [] } : null,
				roundBets: [],
				roundBetsMore: 0,
			};
		case "flightStarted":
			return { ...next, round: message.round };
		case "crashed":
			return crash(next, message.round);
		case "crashBetPlaced":
			return {
				...next,
				you: { bets: withBet(view.you?.bets ?? [], message.bet), balances: message.balances },
			};
		case "cashedOut":
			return {
				...next,
				you: { bets: withBet(view.you?.bets ?? [], message.bet), balances: message.balances },
				history: remember(view.history, [sessionBet(message.bet, view.round)]),
			};
		case "roundBets":
			if (view.round && message.roundId !== view.round.roundId) return next;
			return { ...next, roundBets: message.bets, roundBetsMore: message.more };
		case "pong":
			return { ...next, clock: clockFromPong(view.clock, message, receivedAt) };
		case "tableStatus":
			return { ...next, tableEnabled: message.tableEnabled, tableMessage: message.message };
		default:
			return next;
	}
}

/** A new connection: its clock is measured afresh (the old samples were another route's). */
export function reconnected(view: CrashView): CrashView {
	return { ...view, clock: unmeasuredClock };
}
