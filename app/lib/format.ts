/** Counts in Indian digit grouping (14,215; 1,00,000), the same on the server and in the browser. */
export function formatCount(n: number, intlLocale = "en-IN"): string {
	return new Intl.NumberFormat(intlLocale).format(n);
}
