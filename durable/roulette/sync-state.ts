/**
 * The state a client needs on (re)connect (`syncState`): the round and its phase, the recent results and winners,
 * the feed, and the viewer's own seat; an admin also gets the live bets and a pending forced result.
 */
import type { Seat, ServerMessage } from "~/domain/roulette/protocol";
import type { TableFeed } from "../game-host/table-feed";
import type { BetBook } from "./bet-book";
import { publicRound, type RoomState } from "./round-machine";

export type SyncState = Extract<ServerMessage, { type: "syncState" }>;

export function syncStateMessage(
	state: RoomState,
	parts: { feed: TableFeed; book: BetBook; now: number },
	seat: Seat | null,
	admin: boolean,
): SyncState {
	const round = state.round;
	return {
		type: "syncState",
		serverNow: parts.now,
		status: state.status,
		round: round ? publicRound(round) : null,
		lastResults: state.lastResults,
		you: seat,
		recentWinners: state.recentWinners ?? [],
		tableEnabled: state.tableEnabled ?? true,
		feed: parts.feed.recentFor(seat?.userId),
		...(admin
			? {
					liveBets: round && parts.book.holds(round.roundId) ? parts.book.live(round.roundId) : [],
					pendingForce: state.pendingForce?.number ?? null,
				}
			: {}),
	};
}
