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

/** The public site: home, lobby and content pages. */
export const siteMessages = {
	comingSoon: (name: string) => `Coming soon: ${name} is not available yet`,
	codeCopied: (code: string) => `Code ${code} copied to the clipboard`,
	copyFailed: (code: string) => `Could not copy. Your code is ${code}`,
	noGamesMatch: (query: string) => `No games match “${query}”`,
	signedOutTitle: "Game is not available in",
	signedOutMode: "demo mode",
	signedOutHint: "Log in to start the game",
} as const;

/** Toast durations and limit (spec §9). */
export const TOAST = { defaultMs: 4_000, errorMs: 4_000, successMs: 2_000, limit: 20 } as const;
