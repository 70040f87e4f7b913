/**
 * How many favourite bets a player may keep, and how long a name (docs/decisions/0620-tables-and-racetrack.md). Apart
 * from the input schemas (./validation/favourites.ts), so the table's form reads them without zod.
 */
export const MAX_FAVOURITES = 15;
export const FAVOURITE_NAME_MAX = 40;
