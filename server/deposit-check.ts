/**
 * The check before a deposit's payment details are shown (docs/decisions/0311-deposit-checks-before-payment-details.md):
 * the player's own limits and breaks, the number of requests waiting, then where to pay and the bonus the deposit
 * earns. Read by GET /api/transactions/deposit/payment-details and by the deposit form's action alike
 * (docs/decisions/0950-pages-on-the-data-layer.md); the amount's own rules are the caller's schema.
 */
import { paymentMessages } from "~/domain/messages";
import { rupeesToPaise } from "~/domain/money";
import { DEPOSIT } from "~/domain/validation/payments";
import type { Database } from "./db/client";
import { paymentDetails } from "./payment-settings";
import { depositBonusPreview } from "./promotions";
import { checkDeposit } from "./protection";
import { pendingDepositCount } from "./wallet";

export async function depositCheck(db: Database, userId: string, amountRupees: number) {
	const amountPaise = rupeesToPaise(amountRupees);
	const refused = await checkDeposit(db, userId, amountPaise);
	if (refused) return { ok: false as const, status: 403 as const, message: refused };
	if ((await pendingDepositCount(db, userId)) >= DEPOSIT.maxPendingRequests) {
		return {
			ok: false as const,
			status: 429 as const,
			message: paymentMessages.tooManyPendingDeposits(DEPOSIT.maxPendingRequests),
		};
	}
	// The bonus this deposit earns when approved, when the player claimed a deposit match (0850).
	const bonus = await depositBonusPreview(db, userId, amountPaise);
	return { ok: true as const, details: await paymentDetails(db), bonus: bonus ?? null };
}
