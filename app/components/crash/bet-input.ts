/**
 * What a bet panel's inputs mean (pure, so that it is tested apart from the screen): the stake stepper's steps and
 * the auto cash-out field's text. The room checks both again; these give a clear message before anything is sent.
 */
import type { Multiplier } from "~/domain/crash/protocol";

/** The least auto cash-out target: 1.01× (a target of 1.00× would be no bet at all). */
export const MIN_AUTO_CASH_OUT: Multiplier = 101;

/** The auto cash-out field's text as hundredths: "2" → 200, "1.5" → 150; null when it is not ≥ 1.01 with ≤ 2 decimals. */
export function parseAutoCashOut(text: string): Multiplier | null {
	const trimmed = text.trim().replace(",", ".");
	if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
	const [whole = "0", fraction = ""] = trimmed.split(".");
	const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
	return hundredths >= MIN_AUTO_CASH_OUT ? hundredths : null;
}

/** The stake field's text as rupees (at most 2 decimals); null when it is not an amount. */
export function parseStake(text: string): number | null {
	const trimmed = text.trim();
	if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
	return Number(trimmed);
}

/**
 * The next stake up or down the table's chips (its quick amounts), within its limits: from ₹100 with chips
 * 10/50/100/500, More gives ₹500 and Less ₹50; past the largest chip More adds the largest chip.
 */
export function stepStake(
	amount: number,
	direction: 1 | -1,
	chips: readonly number[],
	limits: { minBet: number; maxBet: number },
): number {
	const sorted = [...chips].sort((a, b) => a - b);
	const largest = sorted.at(-1) ?? limits.minBet;
	const next =
		direction === 1
			? (sorted.find((chip) => chip > amount) ?? amount + largest)
			: (sorted.findLast((chip) => chip < amount) ?? limits.minBet);
	return Math.min(limits.maxBet, Math.max(limits.minBet, next));
}
