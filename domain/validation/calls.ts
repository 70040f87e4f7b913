/**
 * The racetrack calls a submission or a favourite names with its bets
 * (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history): `[{ call, chip }]`, each a call the
 * racetrack can place and its chip in whole rupees (or tokens). A naming is only believed when the call's own
 * expansion is among the bets sent with it (`assignCalls`); the bets themselves are checked as any bets.
 */
import { rouletteMessages } from "../messages/tables";
import { type Accepted, type Bet, type Refusal, TABLE_LIMITS } from "../roulette/bets";
import {
	assignCalls,
	callFromParts,
	callPartsOf,
	isRacetrackCall,
	type NamedCall,
	type RacetrackCall,
} from "../roulette/racetrack";
import { z } from "./zod";

/** The largest chip a call may name: a whole round's stake in one chip (its bets are held to the limits anyway). */
const MAX_CALL_CHIP = TABLE_LIMITS.maxRoundStakePaise / 100;

/** A call as the racetrack places it, read back into only its own fields. */
const racetrackCall = z
	.custom<RacetrackCall>(isRacetrackCall)
	.transform((call) => callFromParts(callPartsOf(call)) as RacetrackCall);

const namedCall = z.object({ call: racetrackCall, chip: z.number().int().min(1).max(MAX_CALL_CHIP) });

/** Absent or null: no calls. At most one call per bet a submission may hold. */
export const namedCallsSchema = z
	.array(namedCall)
	.max(TABLE_LIMITS.maxBetsPerSubmission)
	.nullish()
	.transform((calls): NamedCall[] => calls ?? []);

/** The calls named with `bets`, and for each bet the index of the call that placed it (null: placed by hand). */
export type ReadCalls = { calls: NamedCall[]; owners: Array<number | null> };

/**
 * Reads the calls sent with already validated bets: a malformed list is refused as not a call the table knows, and
 * a call whose bets are not among `bets` as not matching them.
 */
export function readCalls(input: unknown, bets: readonly Bet[]): Accepted<ReadCalls> | Refusal {
	const parsed = namedCallsSchema.safeParse(input);
	if (!parsed.success) return { ok: false, message: rouletteMessages.invalidCall };
	const owners = assignCalls(bets, parsed.data);
	if (!owners) return { ok: false, message: rouletteMessages.callMismatch };
	return { ok: true, value: { calls: parsed.data, owners } };
}
