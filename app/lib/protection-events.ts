/** Fired on window when the player changes a limit or starts a break, so the reality check re-reads its interval. */
export const PROTECTION_CHANGED = "rr:protection-changed";
