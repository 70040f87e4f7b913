/** Rules and messages of the admin console (docs/product.md#screens). */
import { TABLE_LIMITS } from "./roulette/bets";
import { MAX_TABLE_CHIPS, MAX_WIN_LIMIT_PAISE } from "./tables";

export const ADMIN_PAGE_SIZE = 10;

/**
 * D1 refuses a LIKE pattern longer than 50 bytes ("LIKE or GLOB pattern too complex").
 * Every pattern built from input is checked against it, so a long search is a clear 422, not a 500.
 */
export const D1_LIKE_PATTERN_MAX_BYTES = 50;
export const MEMBER_SEARCH_MAX_LENGTH = 40;
/** Audit actions are matched as `action` or `action.%`: two bytes of the pattern are ours. */
export const AUDIT_ACTION_MAX_LENGTH = 48;

/** The LIKE pattern for "contains `search`" (case-folded, %, _ and \ escaped), or null when it would be too long for D1. */
export function containsPattern(search: string): string | null {
	const pattern = `%${search.toLowerCase().replaceAll(/[%_\\]/g, (m) => `\\${m}`)}%`;
	return new TextEncoder().encode(pattern).length <= D1_LIKE_PATTERN_MAX_BYTES ? pattern : null;
}

export const adminMessages = {
	memberNotFound: "Member not found",
	statusUpdated: "User Status Updated Successfully!",
	statusFailed: "Failed to update user status",
	memberDeleted: "User deleted successfully",
	cannotChangeAdmin: "Administrators cannot be banned or deleted here.",
	alreadyDeleted: "This member has already been deleted.",
	adjustmentSaved: "Play tokens adjusted.",
	adjustmentReasonRequired: "A reason is required for every adjustment.",
	adjustmentAmount: "Enter a whole number of tokens other than 0 (negative to remove).",
	adjustmentInsufficient: "The member does not have that many play tokens to remove.",
	gameNotFound: "Game not found",
	coreGame: "The roulette table is a core game and cannot be deleted; disable it instead.",
	gameSaved: "Game saved",
	gameDeleted: "Game deleted",
	gameLimits: "The minimum bet must be at least ₹10 and not above the maximum (at most ₹50,000).",
	/** The room reads a table's limits when a round opens (docs/decisions/0745). */
	gameLimitsFromNextRound:
		"A change to the Roulette bet limits applies from the next round; the round in progress keeps its limits.",
	searchTooLong: "Search is too long.",
	/** A game's or a table's switch. */
	switchStatus: "Status must be active or disabled.",
	nothingToChange: "Nothing to change.",
	tableSaved: "Table saved",
	tableCreated: "Table created",
	/** A new table's id: also its address (/casino/game/tables/<id>) and its room's name. */
	tableId: "A table's id is 1 to 40 lowercase letters, digits or dashes.",
	tableIdTaken: "A table with this id already exists.",
	tableName: "A table needs a name of at most 60 characters.",
	tableChips: "Chips are 1 to 8 amounts in whole ₹10s, smallest first, up to ₹50,000 (separate them with commas).",
	tableOrder: "The lobby position is a whole number from 0 to 999.",
	/** A crash table's maximum win per bet (docs/decisions/0820-crash-game.md). */
	maxWin: "The maximum win per bet must be at least twice the maximum bet and at most ₹1,00,00,000.",
	tableGame: "A table plays roulette or crash.",
	/** There is no operator override of a crash result (docs/decisions/0820-crash-game.md). */
	noCrashOverride: "A crash round's result cannot be set: it comes from the hash chain and the players' seeds.",
	/** A table's limits, like the main table's (docs/decisions/0745). */
	tableLimitsFromNextRound:
		"A change to a table's limits applies from its next round; the round in progress keeps its limits.",
} as const;

/**
 * The bounds of a game's catalogue limits (the API's check, and the admin page's before it): the minimum at least
 * one chip, the maximum no more than a player may stake in a round, the minimum not above the maximum.
 */
export function gameLimitsRefusal(minPaise: number, maxPaise: number): string | null {
	const ok =
		Number.isSafeInteger(minPaise) &&
		Number.isSafeInteger(maxPaise) &&
		minPaise >= TABLE_LIMITS.betStepPaise &&
		maxPaise <= TABLE_LIMITS.maxRoundStakePaise &&
		minPaise <= maxPaise;
	return ok ? null : adminMessages.gameLimits;
}

/**
 * Why a crash table's maximum win per bet (paise) cannot be: it must be at least twice its maximum bet (a bet must be
 * able to double before the cap ends it) and at most MAX_WIN_LIMIT_PAISE. The catalogue's CHECK holds every table
 * to it (a roulette table keeps the default).
 */
export function maxWinRefusal(maxWinPaise: number, maxBetPaise: number): string | null {
	const ok = Number.isSafeInteger(maxWinPaise) && maxWinPaise >= 2 * maxBetPaise && maxWinPaise <= MAX_WIN_LIMIT_PAISE;
	return ok ? null : adminMessages.maxWin;
}

/**
 * Why a table's chips (paise) cannot be offered, or null: 1 to MAX_TABLE_CHIPS whole ₹10 amounts, each larger than
 * the one before, none above what a player may stake in a round. The catalogue's schema, the API and the operator's
 * form all hold chips to this rule.
 */
export function tableChipsRefusal(chipsPaise: readonly number[]): string | null {
	const ok =
		chipsPaise.length >= 1 &&
		chipsPaise.length <= MAX_TABLE_CHIPS &&
		chipsPaise.every(
			(chip, i) =>
				Number.isSafeInteger(chip) &&
				chip >= TABLE_LIMITS.betStepPaise &&
				chip % TABLE_LIMITS.betStepPaise === 0 &&
				chip <= TABLE_LIMITS.maxRoundStakePaise &&
				(i === 0 || chip > (chipsPaise[i - 1] ?? 0)),
		);
	return ok ? null : adminMessages.tableChips;
}

/** Confirmation texts of the ban and activate dialogs. */
export const statusConfirmations = {
	ban: "Ban this user? They will not be able to access their account.",
	activate: "Activate this user? This restores their access.",
	delete: "Delete this member? Their personal data is erased and they lose all access; money records are kept.",
} as const;

/** Name shown in place of a deleted member's (their records stay, attached to an anonymised id). */
export const DELETED_MEMBER_NAME = "Deleted member";

/** A round whose biggest single real-money payout is over this many paise is flagged JACKPOT (over ₹10,000: docs/product.md#screens). */
export const JACKPOT_PAISE = 1_000_000;

/** "…3f9a2c1d": how the result history shows a round id (its last 8 characters, docs/product.md#screens). */
export function shortRoundId(roundId: string): string {
	return roundId.slice(-8);
}
