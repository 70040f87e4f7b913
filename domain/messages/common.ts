/** The words every page and the API share: the API's general refusals, validation, sign-in, the site's own notices and
 * the toasts' durations. Spec wording is kept; its typos are fixed (docs/product.md#messages). */

/**
 * Every message a player or operator reads, written once. Spec wording is kept;
 * its typos are fixed (docs/product.md#messages).
 */
export const messages = {
	notFound: "Not found",
	serverError: "Something went wrong. Please try again.",
	badRequest: "The request could not be understood.",
	noRoundActive: "No round active",
	invalidMessage: "That message could not be understood.",
	tableDisabled: "The roulette table is closed for maintenance. Please come back later.",
	requestTooLarge: "The request is too large.",
	/** A JSON route sent something else (a form, plain text, no content type). */
	jsonExpected: "Please send the request as JSON (Content-Type: application/json).",
	/** The QR upload sent something other than a multipart form. */
	formExpected: "Please send the request as a form (Content-Type: multipart/form-data).",
	/** Too many password hashes queued in this server instance (docs/decisions/0740-account-abuse.md). */
	serverBusy: "The server is busy. Please try again in a moment.",
} as const;

/**
 * Clear wording for field failures a schema did not word itself (worker/api/validate.ts
 * uses these in place of zod's built-in English). `field` is the input's name.
 */
export const validationMessages = {
	wrongType: (field: string, expected: string) => `${field} must be ${expected}.`,
	atLeast: (field: string, minimum: number | bigint) => `${field} must be at least ${minimum.toLocaleString("en-IN")}.`,
	atMost: (field: string, maximum: number | bigint) => `${field} must be at most ${maximum.toLocaleString("en-IN")}.`,
	textAtLeast: (field: string, minimum: number | bigint) =>
		`${field} must have at least ${minimum} character${Number(minimum) === 1 ? "" : "s"}.`,
	textAtMost: (field: string, maximum: number | bigint) => `${field} must have at most ${maximum} characters.`,
	oneOf: (field: string, values: readonly unknown[]) => `${field} must be one of: ${values.join(", ")}.`,
	invalid: (field: string) => `${field} is not valid.`,
	badPage: (max: number) => `The page must be a whole number from 1 to ${max.toLocaleString("en-IN")}.`,
	/** A keyset list's `after` that no page of ours answered (docs/decisions/0420-operator-scale.md). */
	badCursor: "The list position is not valid. Start again from the first page.",
} as const;

export const authMessages = {
	unauthorized: "Please log in to continue.",
	forbidden: "You do not have permission to do that.",
} as const;

/** Refusals of the request guards (CSRF). */
export const securityMessages = {
	crossSite: "This request came from another site and was refused.",
} as const;

/** The public site: home, lobby and content pages. */
export const siteMessages = {
	comingSoon: (name: string) => `Coming soon: ${name} is not available yet`,
	noGamesMatch: (query: string) => `No games match “${query}”`,
	/** The table to a visitor: play needs an account (in demo mode too, where the money is demo money). */
	signedOutTitle: "Log in to play",
	signedOutHint: "Log in, or register for free, to place bets at this table.",
} as const;

/** Toast durations and limit (docs/product.md#messages). */
export const TOAST = { defaultMs: 4_000, errorMs: 4_000, successMs: 2_000, limit: 20 } as const;

/** The offer to install the site as an app (docs/decisions/0910-installable-app.md). */
export const installMessages = {
	region: "Install the app",
	title: "Install Roulette Royale",
	body: "Open the table from your home screen, full screen. Bets and money always need a connection.",
	install: "Install the app",
	notNow: "Not now",
	never: "Don't ask again",
} as const;
