/**
 * Every message a player or operator reads, written once. Spec wording is kept;
 * its typos are fixed (DECISIONS §0).
 */
export const messages = {
	notFound: "Not found",
	serverError: "Something went wrong. Please try again.",
	noRoundActive: "No round active",
	invalidMessage: "That message could not be understood.",
	tableDisabled: "The roulette table is closed for maintenance. Please come back later.",
} as const;

export const authMessages = {
	unauthorized: "Please log in to continue.",
	forbidden: "You do not have permission to do that.",
} as const;

/** Toast durations and limit (spec §9). */
export const TOAST = { defaultMs: 4_000, errorMs: 4_000, successMs: 2_000, limit: 20 } as const;
