/**
 * The table screen's state as a pure machine over the room's messages: (state, event) → (new state, effects), in the
 * spirit of the room's round machine (durable/room/round-machine.ts). It decides what the screen shows (the feed,
 * the live region's news, the slip's fate, the result banner); the hook that runs it (use-table-machine.ts) acts on
 * its effects (balances, timers, sounds). No clock, socket or React here: tests/unit/table-machine.test.ts drives it
 * with recorded message sequences.
 * The room's own view (round, seat, results) stays in `useRoom`'s reducer (app/lib/use-room.ts); this machine keeps
 * what only this screen needs.
 */
import { colorNames, tableMessages } from "~/domain/messages/tables";
import type { Balances, FeedEntry, PlacedBet, ServerMessage, WalletOutcome } from "~/domain/roulette/protocol";
import { FEED_KEPT } from "~/domain/roulette/protocol";
import { RESULT_EFFECTS_MS } from "~/domain/roulette/timing";
import type { PocketColor } from "~/domain/roulette/wheel";
import { emptySlip, type Slip } from "./bet-slip";

/** What a feed line says, as data: the screen words it in the page's language when it shows it (table-words.ts). */
export type FeedSaying =
	| { say: "entry"; entry: FeedEntry }
	| { say: "more"; count: number }
	| { say: "round"; seq: number; result: number; color: PocketColor; operatorSet: boolean }
	| { say: "youBet"; bets: ReadonlyArray<{ wallet: PlacedBet["wallet"]; amount: number }> }
	| { say: "outcome"; outcomes: readonly WalletOutcome[] };

type NewLine = FeedSaying & { kind: "you" | "table" | "result" };
export type FeedLine = NewLine & { id: string };

/** The settled round's words over the board, shown 5 s after the result for 3 s (docs/product.md#the-round). */
export type ResultBanner = { id: number; outcomes: readonly WalletOutcome[] };

export type TableState = {
	/** Newest first, at most FEED_KEPT lines. */
	feed: FeedLine[];
	/** Numbers the next feed lines (stable React keys without a clock or randomness). */
	lineCount: number;
	/**
	 * The latest round event for the table's live region: a domain message (worded when shown), or a settled round
	 * the banner does not tell (a loss), so that every round message is heard there and none as a toast.
	 */
	news: string | { outcomes: readonly WalletOutcome[] };
	/** The table's own confirmation line ("Bet placed"), in place of a toast over the header. */
	notice: string | null;
	/** Why the last action was refused (a domain message or the room's words). */
	refusal: string | null;
	/** The player's chips not yet sent. */
	slip: Slip;
	/** The submission waiting for the room's answer. */
	sending: string | null;
	/** The seat's bets in the round under way, and those of the round before: what Repeat places. */
	seatBets: readonly PlacedBet[];
	previousBets: readonly PlacedBet[];
	/** The round in which Repeat last put the previous round's bets on the slip. */
	repeatedIn: string | null;
	/** The round whose unsent chips already went automatically (once a round, at 1 s left). */
	autoSubmittedRound: string | null;
	/** When the latest result arrived (the result effects count from it). */
	resultArrived: { roundId: string; at: number } | null;
	banner: ResultBanner | null;
};

const NO_BETS: readonly PlacedBet[] = [];
/** "Bet placed" lies over the foot of the board this long, then leaves the places under it in sight. */
export const NOTICE_MS = 2_500;

export const INITIAL_TABLE_STATE: TableState = {
	feed: [],
	lineCount: 0,
	news: "",
	notice: null,
	refusal: null,
	slip: emptySlip,
	sending: null,
	seatBets: NO_BETS,
	previousBets: NO_BETS,
	repeatedIn: null,
	autoSubmittedRound: null,
	resultArrived: null,
	banner: null,
};

export type TableEvent =
	/** A room message, received at `at` (local ms). */
	| { type: "message"; message: ServerMessage; at: number }
	/** The player changed the slip (a chip, 2x, Undo, Clear, a tool), accepted by the slip's rules. */
	| { type: "slipChanged"; slip: Slip }
	/** The slip's rules or the table refused what the player tried. */
	| { type: "refused"; message: string }
	/** The slip went to the room as `submissionId`; `auto` when it went by itself at 1 s left. */
	| { type: "sent"; submissionId: string; roundId: string; auto: boolean }
	/** The automatic submit fired but had nothing it could send (its refusal is told separately). */
	| { type: "autoTried"; roundId: string }
	| { type: "repeated"; roundId: string | null }
	/** A timer the machine asked for (`later`) ran out. */
	| { type: "bannerShown"; banner: ResultBanner }
	| { type: "bannerEnded"; id: number }
	| { type: "noticeEnded" };

export type TableEffect =
	| { type: "balances"; balances: Balances }
	/** Forget the timers of the round before (a new round started). */
	| { type: "cancelLater" }
	/** Deliver `event` to the machine after `ms`. */
	| { type: "later"; ms: number; event: TableEvent }
	/** Say the result aloud after `ms` (unless muted or hidden then). */
	| { type: "speak"; ms: number; result: number; color: PocketColor }
	/** The sound of betting closing. */
	| { type: "finishSound" };

export type TableStep = { state: TableState; effects: TableEffect[] };

/** Adds lines to the feed, newest first: the last of a batch ends on top. */
function withLines(state: TableState, lines: readonly NewLine[]): TableState {
	if (lines.length === 0) return state;
	const added = lines.map((line, i): FeedLine => ({ ...line, id: `line-${state.lineCount + i}` })).reverse();
	return { ...state, feed: [...added, ...state.feed].slice(0, FEED_KEPT), lineCount: state.lineCount + lines.length };
}

/** One step of the table screen. */
export function tableStep(state: TableState, event: TableEvent): TableStep {
	switch (event.type) {
		case "message":
			return onMessage(state, event.message, event.at);
		case "slipChanged":
			return { state: { ...state, slip: event.slip, refusal: null, notice: null }, effects: [] };
		case "refused":
			return { state: { ...state, refusal: event.message, notice: null }, effects: [] };
		case "sent":
			return {
				state: {
					...state,
					sending: event.submissionId,
					refusal: null,
					autoSubmittedRound: event.auto ? event.roundId : state.autoSubmittedRound,
				},
				effects: [],
			};
		case "autoTried":
			return { state: { ...state, autoSubmittedRound: event.roundId }, effects: [] };
		case "repeated":
			return { state: { ...state, repeatedIn: event.roundId }, effects: [] };
		case "bannerShown":
			return { state: { ...state, banner: event.banner }, effects: [] };
		case "bannerEnded":
			return { state: state.banner?.id === event.id ? { ...state, banner: null } : state, effects: [] };
		case "noticeEnded":
			return { state: { ...state, notice: null }, effects: [] };
	}
}

/** Whether a settled round is worth a banner: something won or refunded (a loss is told in the feed only). */
function announced(outcomes: readonly WalletOutcome[]): boolean {
	return outcomes.some((o) => o.won > 0 || o.refunded > 0);
}

function onMessage(state: TableState, message: ServerMessage, at: number): TableStep {
	switch (message.type) {
		case "syncState": {
			const effects: TableEffect[] = message.you ? [{ type: "balances", balances: message.you.balances }] : [];
			const next = { ...state, seatBets: message.you?.bets ?? NO_BETS };
			// A fresh screen starts from the room's latest entries (oldest first); a reconnect keeps the lines it has.
			if (state.feed.length > 0) return { state: next, effects };
			return {
				state: withLines(
					next,
					message.feed.map((entry) => ({ say: "entry", entry, kind: "table" })),
				),
				effects,
			};
		}
		case "gameStarted":
			return {
				state: {
					...state,
					news: tableMessages.gameStarted,
					resultArrived: null,
					previousBets: state.seatBets,
					seatBets: NO_BETS,
					repeatedIn: null,
					slip: emptySlip,
					banner: null,
					refusal: null,
					notice: null,
				},
				effects: [{ type: "cancelLater" }],
			};
		case "bettingClosed":
			return {
				state: { ...state, news: tableMessages.bettingClosed, notice: null },
				effects: [{ type: "finishSound" }],
			};
		case "roundResult": {
			const { seq, operatorSet, roundId } = message.round;
			const next = withLines(
				{
					...state,
					news: tableMessages.result(message.result, colorNames[message.color]),
					resultArrived: { roundId, at },
				},
				[{ say: "round", seq, result: message.result, color: message.color, operatorSet, kind: "result" }],
			);
			return {
				state: next,
				effects: [{ type: "speak", ms: RESULT_EFFECTS_MS.speakAfter, result: message.result, color: message.color }],
			};
		}
		case "tableFeed":
			return {
				state: withLines(state, [
					...message.entries.map((entry) => ({ say: "entry" as const, entry, kind: "table" as const })),
					...(message.more > 0 ? [{ say: "more" as const, count: message.more, kind: "table" as const }] : []),
				]),
				effects: [],
			};
		case "betsPlaced": {
			const effects: TableEffect[] = [{ type: "balances", balances: message.balances }];
			const next = { ...state, seatBets: message.bets };
			if (message.submissionId !== state.sending) return { state: next, effects };
			const staked = message.bets.filter((b) => b.submissionId === message.submissionId);
			effects.push({ type: "later", ms: NOTICE_MS, event: { type: "noticeEnded" } });
			return {
				state: withLines({ ...next, sending: null, slip: emptySlip, refusal: null, notice: tableMessages.betPlaced }, [
					{ say: "youBet", bets: staked.map(({ wallet, amount }) => ({ wallet, amount })), kind: "you" },
				]),
				effects,
			};
		}
		case "betResult": {
			const effects: TableEffect[] = [{ type: "balances", balances: message.balances }];
			const next = withLines(state, [{ say: "outcome", outcomes: message.outcomes, kind: "you" }]);
			if (!announced(message.outcomes)) return { state: { ...next, news: { outcomes: message.outcomes } }, effects };
			// The banner shows 5 s after the result, for 3 s more; a settlement of an earlier round shows at once.
			const arrived = state.resultArrived;
			const showIn =
				arrived?.roundId === message.roundId ? Math.max(0, arrived.at + RESULT_EFFECTS_MS.winBannerAfter - at) : 0;
			const banner: ResultBanner = { id: next.lineCount, outcomes: message.outcomes };
			effects.push(
				{ type: "later", ms: showIn, event: { type: "bannerShown", banner } },
				{ type: "later", ms: showIn + RESULT_EFFECTS_MS.winBannerFor, event: { type: "bannerEnded", id: banner.id } },
			);
			return { state: next, effects };
		}
		case "error":
			// The room's refusal of a submission (or any other request) is told where the table's refusals are.
			return {
				state: {
					...state,
					sending: message.submissionId && message.submissionId === state.sending ? null : state.sending,
					refusal: message.message,
					notice: null,
				},
				effects: [],
			};
		default:
			return { state, effects: [] };
	}
}
