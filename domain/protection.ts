/**
 * Responsible-gaming rules (docs/product.md#player-protection), pure so that the API, the pages and
 * the tests share them. Limits are in paise (the reality check in minutes).
 * Tightening a limit applies at once; loosening or removing it waits 24 hours.
 */
export const LIMIT_KINDS = [
	"deposit_day",
	"deposit_week",
	"deposit_month",
	"loss_day",
	"reality_check_minutes",
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const DEPOSIT_LIMIT_WINDOWS: ReadonlyArray<{ kind: LimitKind; windowMs: number; label: string }> = [
	{ kind: "deposit_day", windowMs: 24 * 3_600_000, label: "daily" },
	{ kind: "deposit_week", windowMs: 7 * 24 * 3_600_000, label: "weekly" },
	{ kind: "deposit_month", windowMs: 30 * 24 * 3_600_000, label: "monthly" },
];
export const LOSS_LIMIT_WINDOW_MS = 24 * 3_600_000;

/** How long a loosened limit waits before it applies. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 3_600_000;

const DAY = 24 * 3_600_000;
export const EXCLUSION_PERIODS = {
	cool_off: { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY },
	self_exclusion: { "6m": 182 * DAY, "1y": 365 * DAY, "5y": 5 * 365 * DAY },
} as const;
export type ExclusionKind = keyof typeof EXCLUSION_PERIODS;

export type StoredLimit = {
	value: number | null;
	pendingValue: number | null;
	pendingRemove: boolean;
	pendingEffectiveAt: number | null;
};

/** The limit in force at `now`, taking a pending change into account once its time has come. */
export function effectiveLimit(limit: StoredLimit | undefined, now: number): number | null {
	if (!limit) return null;
	if (limit.pendingEffectiveAt !== null && now >= limit.pendingEffectiveAt) {
		return limit.pendingRemove ? null : limit.pendingValue;
	}
	return limit.value;
}

/**
 * The stored state after a player asks for `requested` (null = no limit).
 * Stricter (lower, or a limit where there was none) applies now; looser waits.
 * The reality check is a reminder, not a protection limit, so it always applies now.
 */
export function changeLimit(
	kind: LimitKind,
	current: StoredLimit | undefined,
	requested: number | null,
	now: number,
): StoredLimit & { appliesAt: number } {
	const inForce = effectiveLimit(current, now);
	const immediate: StoredLimit = {
		value: requested,
		pendingValue: null,
		pendingRemove: false,
		pendingEffectiveAt: null,
	};
	if (kind === "reality_check_minutes") return { ...immediate, appliesAt: now };
	const stricter = requested !== null && (inForce === null || requested <= inForce);
	if (stricter) return { ...immediate, appliesAt: now };
	const appliesAt = now + LIMIT_INCREASE_DELAY_MS;
	return {
		value: inForce,
		pendingValue: requested,
		pendingRemove: requested === null,
		pendingEffectiveAt: appliesAt,
		appliesAt,
	};
}

export const protectionMessages = {
	excludedDeposit: (until: string) => `Deposits are paused by your own choice until ${until}.`,
	excludedBet: (until: string) => `Betting is paused by your own choice until ${until}.`,
	depositLimit: (label: string, left: string) =>
		`This deposit would go over your ${label} deposit limit. You can deposit up to ${left} more now.`,
	lossLimit: (left: string) => `This bet would go over your daily loss limit. You can stake up to ${left} more now.`,
	limitSaved: "Your limit is saved.",
	limitPending: (when: string) => `Raising or removing a limit takes 24 hours: it will apply on ${when}.`,
	exclusionActive: "You already have a break in place.",
	exclusionStarted: (until: string) => `Your break has started. It ends on ${until}.`,
	chooseLimit: "Choose which limit to set.",
	wholeNumberOrRemove: "Enter a whole number, or remove the limit.",
	wholeNumber: "Enter a whole number.",
	limitRange: "A limit must be between ₹1 and ₹10,00,000.",
	reminderRange: (min: number, max: number) => `The reminder interval must be between ${min} and ${max} minutes.`,
	chooseCoolOff: "Choose 24 hours, 7 days or 30 days.",
	chooseSelfExclusion: "Choose 6 months, 1 year or 5 years.",
	chooseBreak: "Choose a cool-off or a self-exclusion.",
	sessionStart: "Give the session start as a time in milliseconds.",
} as const;

/** How the screens name the limits and the break periods. */
export const LIMIT_LABELS: Record<LimitKind, string> = {
	deposit_day: "Daily deposit limit",
	deposit_week: "Weekly deposit limit",
	deposit_month: "Monthly deposit limit",
	loss_day: "Daily loss limit",
	reality_check_minutes: "Reality check",
};

export const PERIOD_LABELS = {
	cool_off: { "24h": "24 hours", "7d": "7 days", "30d": "30 days" },
	self_exclusion: { "6m": "6 months", "1y": "1 year", "5y": "5 years" },
} as const satisfies { [K in ExclusionKind]: Record<keyof (typeof EXCLUSION_PERIODS)[K], string> };

/** How far back a reality-check summary may reach: a session longer than this is summarised over its last 24 hours. */
export const REALITY_CHECK_MAX_SESSION_MS = 24 * 3_600_000;

export const PROTECTION_BOUNDS = {
	/** Highest limit a player may set, in paise (₹10,00,000). */
	maxLimitPaise: 100_000_000,
	realityCheckMinutes: { min: 10, max: 240 },
} as const;
