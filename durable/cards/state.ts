/**
 * A card room's stored state (docs/decisions/0840-card-tables.md): the round as stored (its seed and its deal kept
 * here until they are shown), what players may see of it, and the round owed settlement.
 */
import type { CardDeal, CardGame } from "~/domain/cards/games";
import { CARD_GAME_RULES } from "~/domain/cards/games";
import type { CardPhase, CardRoundView, PastCardRound } from "~/domain/cards/protocol";
import { paiseToRupees } from "~/domain/money";
import type { HostState } from "../game-host/host-state";

export type CardRound = {
	roundId: string;
	seq: number;
	game: CardGame;
	phase: CardPhase;
	phaseStartedAt: number;
	phaseEndsAt: number;
	/** When betting closes (the round's deadline for bets). */
	roundEndTime: number;
	commitment: string;
	/** Secret until the result. */
	serverSeed: string;
	/** The round's deal, fixed by its seed when it opened: only its open cards are shown before betting closes. */
	deal: CardDeal;
	dealStartedAt: number | null;
	minBetPaise: number;
	maxBetPaise: number;
};

/** A revealed round whose bets are still to be settled, or told. */
export type CardOwed = { roundId: string; game: CardGame; serverSeed: string; deal: CardDeal; resultAt: number };

export type CardState = HostState<CardOwed> & { round: CardRound | null; lastResults: PastCardRound[] };

export const INITIAL_CARD_STATE: CardState = { status: "idle", round: null, lastResults: [] };

/** The results strip the room keeps and sends (the screen shows 20; statistics read the API). */
export const LAST_RESULTS_KEPT = 50;

/** The round as players see it: the open cards while betting, the dealt cards from the deal, the seed at the result. */
export function publicCardRound(round: CardRound): CardRoundView {
	const { openCount } = CARD_GAME_RULES[round.game];
	const dealt = round.phase !== "betting";
	const revealed = round.phase === "result";
	return {
		roundId: round.roundId,
		seq: round.seq,
		game: round.game,
		phase: round.phase,
		phaseStartedAt: round.phaseStartedAt,
		phaseEndsAt: round.phaseEndsAt,
		commitment: round.commitment,
		serverSeed: revealed ? round.serverSeed : null,
		openCards: round.deal.cards.slice(0, openCount),
		dealt: dealt ? round.deal.cards.slice(openCount) : null,
		dealStartedAt: round.dealStartedAt,
		result: revealed ? round.deal.result : null,
		suited: revealed && round.deal.suited,
		minBet: paiseToRupees(round.minBetPaise),
		maxBet: paiseToRupees(round.maxBetPaise),
	};
}

export function bettingOpenAt(state: CardState, round: CardRound, now: number): boolean {
	return (
		state.status === "running" &&
		state.round?.roundId === round.roundId &&
		round.phase === "betting" &&
		now < round.phaseEndsAt
	);
}
