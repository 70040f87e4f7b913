/**
 * Exact fractions for the card games' odds (BigInt numerator and denominator, always reduced, denominator > 0): the
 * house edges the rules state are computed with these, never with floats.
 */
export type Ratio = { num: bigint; den: bigint };

function gcd(a: bigint, b: bigint): bigint {
	let x = a < 0n ? -a : a;
	let y = b < 0n ? -b : b;
	while (y !== 0n) [x, y] = [y, x % y];
	return x;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
	let n = BigInt(num);
	let d = BigInt(den);
	if (d === 0n) throw new RangeError("A ratio's denominator is not 0");
	if (d < 0n) {
		n = -n;
		d = -d;
	}
	const g = gcd(n, d) || 1n;
	return { num: n / g, den: d / g };
}

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const equals = (a: Ratio, b: Ratio): boolean => a.num === b.num && a.den === b.den;
export const toNumber = (a: Ratio): number => Number(a.num) / Number(a.den);
/** "2.15%": a ratio as a percentage with two decimals (rounded half up), for the rules sheet. */
export function percent(a: Ratio, decimals = 2): string {
	const scale = 10n ** BigInt(decimals);
	const scaled = (a.num * 100n * scale * 2n + a.den) / (2n * a.den);
	const whole = scaled / scale;
	const frac = (scaled % scale).toString().padStart(decimals, "0");
	return `${whole}.${frac}%`;
}
