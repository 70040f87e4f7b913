/**
 * What every game on the host keeps and sends, whatever its rounds look like (docs/decisions/0810-game-host.md): the
 * stored state's shared fields (whether a round is running, the rounds owed settlement, the table's switch and id),
 * the alarm rules every game follows, and the shape of a server message before the host stamps it.
 */
import type { RoomStatus } from "~/domain/roulette/protocol";

/** The shared part of a room's stored state (docs/decisions/0003-d1-and-durable-object-storage.md). */
export type HostState<Owed extends { roundId: string } = { roundId: string }> = {
	status: RoomStatus;
	/** Rounds whose result is out and whose bets (or players) are still owed their settlement. */
	unsettled?: Owed[];
	tableEnabled?: boolean;
	/** The table this room runs (its `idFromName` name), kept for a runtime that does not give the name back. */
	tableId?: string;
};

/** An alarm later than this starts the next phase from "now", so nobody gets a shortened betting window. */
export const LATE_ALARM_TOLERANCE_MS = 2_000;
/** Under a test's clock (RoomOptions.clock), a room's alarm is armed this far out in wall time: the test runs it. */
export const HELD_ALARM_MS = 600_000;
/** Retry delay for a settlement that failed while the room is otherwise idle. */
export const SETTLEMENT_RETRY_MS = 5_000;

/** A server message before it is sent: the room stamps `serverNow` at the moment it sends it. */
export type Unstamped<M> = M extends unknown ? Omit<M, "serverNow"> : never;

/**
 * Any game's server message, unstamped: each game types its own (its protocol in `domain/<game>/`) and the host
 * sends whatever it is given, stamped.
 */
export type OutgoingMessage = { readonly type: string; readonly [field: string]: unknown };
