import { paiseToRupees } from "~/domain/money";
import { CHIP_VALUES_RUPEES, TABLE_LIMITS } from "~/domain/roulette/bets";
import { MAIN_TABLE_ID, type TableView } from "~/domain/tables";

/** The table a screen plays: its catalogue entry's name, limits and chips (docs/decisions/0620-tables-and-racetrack.md). */
export type TableSeat = Pick<TableView, "id" | "name" | "minBet" | "maxBet" | "chipValues">;

/** The main table as its catalogue row is seeded, for a screen that was not given its table. */
export const MAIN_TABLE_SEAT: TableSeat = {
	id: MAIN_TABLE_ID,
	name: "Auto Roulette",
	minBet: paiseToRupees(TABLE_LIMITS.minBetPaise),
	maxBet: paiseToRupees(TABLE_LIMITS.maxBetPaise),
	chipValues: [...CHIP_VALUES_RUPEES],
};
