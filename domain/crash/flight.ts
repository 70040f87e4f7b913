/**
 * The crash game's flight (docs/product.md#the-crash-game, docs/decisions/0830-crash-fairness.md): the published
 * multiplier curve m(t) = e^(0.00006·t) for t in whole milliseconds since the flight started, shown and paid in
 * integer hundredths (`Multiplier`: 237 is 2.37×), and the payout of a cash-out in integer paise.
 *
 * When a bet is paid (the rules, written down in the rules sheet):
 * - the round crashes at the first millisecond whose multiplier reaches the crash point C:
 *   `crashesAtMs(C) = elapsedToReach(C)`; a crash point of 1.00× (100) is the instant crash, at t = 0;
 * - a cash-out handled at elapsed ms t is paid `multiplierAt(t)` if t < crashesAtMs(C), i.e. if multiplierAt(t) < C;
 *   at or after that millisecond (the same millisecond included) the bet is lost;
 * - an auto cash-out at target m is paid exactly m when m < C (`isPaidAt(m, C)`); with a manual cash-out of the same
 *   bet handled too, the earlier of the two multipliers is paid, once.
 * So the multipliers a round can pay are exactly those below its crash point, and the fairness module
 * (domain/crash/fairness.ts) makes P(C > x) = RTP / x for every 2-decimal x ≥ 1.00.
 *
 * Pure and deterministic: the room (server) and the screen (browser) compute the same numbers.
 */
import type { Multiplier } from "./protocol";

/** g in m(t) = e^(g·t), t in ms: 1.00× at t = 0, 2.00× after 11.55 s, 10.00× after 38.4 s, 100.00× after 76.8 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** g as an exact fraction (3 / 50000), for the exact decision near a boundary. */
const GROWTH_NUMERATOR = 3n;
const GROWTH_DENOMINATOR = 50_000n;

/**
 * The fast path's float error is below 3e-15 of the value (Math.exp is within 1 ulp, g·t rounds once, the exponent
 * stays below 40): a value farther than this fraction of itself from an integer floors correctly; closer than that
 * the floor is computed exactly with BigInt. On the longest possible flight (153,506 ms, to the 10,000× cap) 29
 * milliseconds take the exact path (the nearest: t = 146,497, 656,705.0000074…, 1.1e-11 of itself from an integer);
 * the unit tests check every millisecond of it against an independent 80-digit reference.
 */
const FLOAT_GUARD = 1e-9;

/** Fixed-point scale of the exact path: 60 decimal digits. */
const SCALE = 10n ** 60n;

/**
 * e^(a/b) · SCALE, rounded down, to within a few units of the last place. Halves the exponent until it is below 1/2,
 * sums the Taylor series there (terms shrink at least 2× each step), then squares back; each squaring at most
 * doubles the relative error, and 60 digits leave more than 40 after 64 squarings.
 */
function expScaled(a: bigint, b: bigint): bigint {
	let halvings = 0n;
	while (a * 2n > b) {
		b *= 2n;
		halvings++;
	}
	// Taylor: sum of x^k / k! with x = a/b.
	let term = SCALE;
	let sum = SCALE;
	for (let k = 1n; term > 0n; k++) {
		term = (term * a) / (b * k);
		sum += term;
	}
	for (let i = 0n; i < halvings; i++) sum = (sum * sum) / SCALE;
	return sum;
}

/**
 * floor(100 · e^(g·t)) for whole t ≥ 0 in exact integer arithmetic (60 digits; the value's distance to an integer is
 * never that small: e to a non-zero rational power is transcendental (Lindemann), so 100·e^(g·t) is never an
 * integer for t > 0, and the unit tests find no value of the longest flight within 1e-30 of one). The slow path of
 * multiplierAt; exported for the tests.
 */
export function exactMultiplierAt(t: number): Multiplier {
	if (!(t > 0)) return 100;
	const whole = Math.floor(t);
	return Number((100n * expScaled(GROWTH_NUMERATOR * BigInt(whole), GROWTH_DENOMINATOR)) / SCALE);
}

/**
 * The multiplier after `elapsedMs` of flight: floor(100 · e^(0.00006·t)) hundredths, with t the whole milliseconds
 * elapsed (a fraction of a millisecond is dropped; 100 at t ≤ 0). Exact: computed with Math.exp, and computed
 * with BigInt when the float lands within 1e-9 of its own size of an integer, so float error never moves a boundary.
 */
export function multiplierAt(elapsedMs: number): Multiplier {
	if (!(elapsedMs > 0)) return 100;
	const t = Math.floor(elapsedMs);
	if (t === 0) return 100;
	const value = 100 * Math.exp(CRASH_GROWTH_PER_MS * t);
	const nearest = Math.round(value);
	if (Math.abs(value - nearest) > value * FLOAT_GUARD) return Math.floor(value);
	return exactMultiplierAt(t);
}

/**
 * The least whole millisecond t with multiplierAt(t) ≥ m (0 for m ≤ 100): when the flight shows m. Starts from the
 * float inverse ln(m/100)/g and steps to the exact answer with multiplierAt, so the two never disagree.
 */
export function elapsedToReach(m: Multiplier): number {
	if (!(m > 100)) return 0;
	let t = Math.max(0, Math.ceil(Math.log(m / 100) / CRASH_GROWTH_PER_MS));
	while (t > 0 && multiplierAt(t - 1) >= m) t--;
	while (multiplierAt(t) < m) t++;
	return t;
}

/** The elapsed millisecond at which a round with crash point C crashes (0 for the instant crash at 1.00×). */
export function crashesAtMs(crashPoint: Multiplier): number {
	return elapsedToReach(crashPoint);
}

/** Whether a cash-out at multiplier m (by hand at that moment, or an auto target) is paid in a round crashing at C. */
export function isPaidAt(m: Multiplier, crashPoint: Multiplier): boolean {
	return m < crashPoint;
}

/** What a cash-out at m pays for a stake, stake included: floor(stake · m / 100), in integer paise. */
export function crashPayoutPaise(stakePaise: number, m: Multiplier): number {
	if (!Number.isSafeInteger(stakePaise) || stakePaise < 0) throw new RangeError("The stake must be whole paise");
	if (!Number.isSafeInteger(m) || m < 100) throw new RangeError("A multiplier is whole hundredths, at least 100");
	const product = stakePaise * m;
	if (Number.isSafeInteger(product)) return (product - (product % 100)) / 100;
	return Number((BigInt(stakePaise) * BigInt(m)) / 100n);
}

/** "2.37×" for 237: the multiplier as players read it (two decimals, always). */
export function formatMultiplier(m: Multiplier): string {
	return `${Math.floor(m / 100)}.${String(m % 100).padStart(2, "0")}×`;
}
