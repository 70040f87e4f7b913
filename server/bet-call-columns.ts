/**
 * The columns of a bet's racetrack call (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history), for a
 * select of `bets` left-joined to `bet_calls` on `bets.call_id`: the room's bet book and the bet history read the same.
 */
import { betCalls, bets } from "./db/schema";

export const betCallColumns = {
	callId: bets.callId,
	callKind: betCalls.kind,
	callCentre: betCalls.centre,
	callEachSide: betCalls.eachSide,
	callChipPaise: betCalls.chipPaise,
};
