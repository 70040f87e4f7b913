import { POCKET_COUNT, WHEEL_ORDER } from "~/domain/roulette/wheel";

export const POCKET_ANGLE = 360 / POCKET_COUNT;

/** Degrees (clockwise from the top) of a pocket's centre on the unrotated wheel. */
export function pocketAngle(n: number): number {
	const index = (WHEEL_ORDER as readonly number[]).indexOf(n);
	if (index < 0) throw new RangeError(`Not a pocket: ${n}`);
	return index * POCKET_ANGLE;
}

/**
 * The wheel's next absolute rotation so that pocket `n` ends under the pointer at the top,
 * turning forward (clockwise) from `current` by at least `minTurns` full turns.
 */
export function rotationToLand(current: number, n: number, minTurns = 4): number {
	const target = (360 - pocketAngle(n)) % 360; // rotation that puts n at the top
	const base = current + minTurns * 360;
	const offset = (((target - base) % 360) + 360) % 360;
	return base + offset;
}

/** The pocket under the pointer for a given absolute rotation (the inverse of rotationToLand). */
export function pocketAtTop(rotation: number): number {
	const normalized = ((((-rotation % 360) + 360) % 360) + POCKET_ANGLE / 2) % 360;
	return WHEEL_ORDER[Math.floor(normalized / POCKET_ANGLE) % POCKET_COUNT] ?? 0;
}

/** The two neighbours of a pocket on the wheel (for the result ribbon). */
export function wheelNeighbours(n: number): [number, number] {
	const index = (WHEEL_ORDER as readonly number[]).indexOf(n);
	return [WHEEL_ORDER[(index + POCKET_COUNT - 1) % POCKET_COUNT] ?? 0, WHEEL_ORDER[(index + 1) % POCKET_COUNT] ?? 0];
}
