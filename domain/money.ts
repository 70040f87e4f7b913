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

/** Formatters by Intl locale ("en-IN", "hi-IN": both group digits the Indian way), made once each. */
const inr = new Map<string, Intl.NumberFormat>();
const plain = new Map<string, Intl.NumberFormat>();

function formatter(cache: Map<string, Intl.NumberFormat>, intlLocale: string, options: Intl.NumberFormatOptions) {
	let format = cache.get(intlLocale);
	if (!format) {
		format = new Intl.NumberFormat(intlLocale, options);
		cache.set(intlLocale, format);
	}
	return format;
}

/** ₹1,00,000 style (Indian digit grouping). `intlLocale` is the reader's (domain/i18n/locales.ts INTL_LOCALE). */
export function formatRupees(paise: Paise, intlLocale = "en-IN"): string {
	const options = { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;
	return formatter(inr, intlLocale, options).format(paiseToRupees(paise));
}

/** 1,00,000 without the currency sign (for play tokens). */
export function formatAmount(paise: Paise, intlLocale = "en-IN"): string {
	return formatter(plain, intlLocale, { maximumFractionDigits: 2 }).format(paiseToRupees(paise));
}
