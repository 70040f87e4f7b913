/**
 * Money is stored and computed as integer paise. The API and the UI speak whole
 * rupees (as the spec does); these helpers are the only place that converts.
 */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;

/** Whole (or up to two-decimal) rupees to integer paise; throws on anything else. */
export function rupeesToPaise(rupees: number): Paise {
	const paise = Math.round(rupees * PAISE_PER_RUPEE);
	if (!Number.isSafeInteger(paise) || Math.abs(paise / PAISE_PER_RUPEE - rupees) > 1e-9) {
		throw new RangeError(`Not a valid rupee amount: ${rupees}`);
	}
	return paise;
}

export function paiseToRupees(paise: Paise): number {
	return paise / PAISE_PER_RUPEE;
}

const inr = new Intl.NumberFormat("en-IN", {
	style: "currency",
	currency: "INR",
	minimumFractionDigits: 0,
	maximumFractionDigits: 2,
});

/** ₹1,00,000 style (Indian digit grouping). */
export function formatRupees(paise: Paise): string {
	return inr.format(paiseToRupees(paise));
}

const plain = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** 1,00,000 without the currency sign (for play tokens). */
export function formatAmount(paise: Paise): string {
	return plain.format(paiseToRupees(paise));
}
