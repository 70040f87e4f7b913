/**
 * The responsible-gaming screen: limits, breaks and the reality check. Spec wording is kept; its typos are fixed
 * (docs/product.md#messages).
 */

/** The responsible-gaming screen and the reality-check reminder (docs/product.md#player-protection). The API's own messages are in domain/protection.ts. */
export const protectionScreen = {
	intro:
		"Set limits that keep play fun. Limits and breaks are enforced by our servers: deposits and bets that would break them are refused.",
	loading: "Loading your limits…",
	loadFailed: "Your limits could not be loaded. Please try again.",
	saveFailed: "That could not be saved. Please try again.",
	limitsHeading: "Deposit and loss limits",
	limitRule:
		"Decreases apply at once, increases after 24 hours. When several deposit limits are set, the lowest one that is reached stops the deposit.",
	inForce: "In force",
	depositedSoFar: "Deposited in this period",
	lostSoFar: "Lost in the last 24 hours",
	pending: "Pending change",
	pendingChange: (value: string, when: string) => `${value} from ${when}`,
	noLimit: "No limit",
	everyMinutes: (minutes: number) => `Every ${minutes} minutes`,
	newLimit: "New limit (₹)",
	newInterval: "Remind me every (minutes)",
	save: "Save",
	remove: "Remove limit",
	turnOff: "Turn off",
	realityIntro:
		"While you are signed in, we remind you how long you have played and your net result every so many minutes.",
	breaksHeading: "Take a break",
	breaksIntro:
		"During a break you cannot deposit or bet. You can still sign in, see your history and withdraw your balance.",
	coolOff: "Cool-off",
	selfExclusion: "Self-exclusion",
	coolOffIntro: "A short pause from play.",
	selfExclusionIntro: "A long break for when gambling stops being fun.",
	startBreak: (name: string) => `Start ${name.toLowerCase()}`,
	confirmTitle: (name: string, period: string) => `${name} for ${period}?`,
	confirmBody: (period: string) => `For ${period} from now you will not be able to deposit or place bets.`,
	cannotUndo: "This cannot be undone: the break cannot be shortened or cancelled once it starts.",
	confirmBreak: (name: string) => `Yes, start my ${name.toLowerCase()}`,
	cancel: "Cancel",
	coolOffActive: "You are on a cool-off.",
	selfExclusionActive: "You have excluded yourself from play.",
	breakEnds: (when: string) => `Deposits and bets are paused until ${when}.`,
	realityTitle: "Reality check",
	realityPlayed: (duration: string) => `You have been playing for ${duration}.`,
	realityNet: "Net result of your bets in this session",
	realityNoBets: "You have not had any bets settled in this session.",
	realityContinue: "Continue",
	realityStop: "Stop",
	realitySummaryFailed: "Your session figures could not be loaded just now.",
} as const;
