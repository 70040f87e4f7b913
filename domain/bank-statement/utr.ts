/**
 * A UPI payment's bank reference (UTR/RRN: 12 digits, domain/validation/payments.ts) as the banks print it: alone in
 * a reference column, padded with zeros ("0000412345678901"), or inside a narration between separators
 * ("UPI/412345678901/Payment/…", "UPI-NAME-name@okhdfc-HDFC0001234-412345678901-NOTE", "BY TRANSFER-UPI/CR/412345678901/…").
 */

/** Runs of digits standing alone: not part of a longer number, an account or an IFSC. */
const DIGIT_RUN = /(?<![0-9A-Za-z])\d{12,22}(?![0-9A-Za-z])/g;

/** The 12-digit reference in a run of digits: itself, or a longer run that is zeros then 12 digits. */
function referenceOf(run: string): string | null {
	if (run.length === 12) return run;
	const trimmed = run.replace(/^0+/, "");
	return trimmed.length === 12 ? trimmed : null;
}

/** Every distinct 12-digit reference in the texts, in the order found (reference column first, then narration). */
export function extractUtrs(...texts: ReadonlyArray<string | null | undefined>): string[] {
	const found: string[] = [];
	for (const text of texts) {
		if (!text) continue;
		for (const match of text.matchAll(DIGIT_RUN)) {
			const utr = referenceOf(match[0]);
			if (utr && !found.includes(utr)) found.push(utr);
		}
	}
	return found;
}
