/**
 * A player's deposits: the request itself (`requestDeposit`), and the check before a deposit's payment details are shown (docs/decisions/0311-deposit-checks-before-payment-details.md):
 * the player's own limits and breaks, the number of requests waiting, then where to pay and the bonus the deposit
 * earns. Read by GET /api/transactions/deposit/payment-details and by the deposit form's action alike
 * (docs/decisions/0950-pages-on-the-data-layer.md); the amount's own rules are the caller's schema.
 */

import { eq } from "drizzle-orm";
import { paymentMessages } from "~/domain/messages";
import { rupeesToPaise } from "~/domain/money";
import { DEPOSIT, type DepositRequest } from "~/domain/validation/payments";
import { playersTouchedBy, refreshAmlFlags } from "./aml";
import type { Database } from "./db/client";
import { paymentSettings } from "./db/schema";
import { paymentDetails, SETTINGS_ID } from "./payment-settings";
import { depositBonusPreview } from "./promotions";
import { checkDeposit, depositLimitGuards } from "./protection";
import {
	type CreateOutcome,
	createDeposit,
	findByIdempotencyKey,
	pendingDepositCount,
	transactionView,
} from "./wallet";

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

/** A deposit request's answer: the API's status and message, and the request when it was recorded. */
export type DepositAnswer =
	| { ok: true; status: 200 | 201; message: string; data: ReturnType<typeof transactionView> }
	| { ok: false; status: 403 | 409 | 429; message: string; field?: "utr" };

/**
 * POST /api/transactions/deposit's logic, for the API and the Scan to Pay form's action alike: the player's own
 * limits and breaks, then the request (idempotent: a retry with the same key is answered as a replay, whatever the
 * limits say now), with the limits again inside the insert.
 */
export async function requestDeposit(
	db: Database,
	userId: string,
	body: DepositRequest,
	key: string | null,
): Promise<DepositAnswer> {
	const amountPaise = rupeesToPaise(body.amount);
	const replay = key ? await findByIdempotencyKey(db, userId, key) : null;
	const refused = replay ? null : await checkDeposit(db, userId, amountPaise);
	// (A copy of this very request sent at the same moment may have been recorded since the lookup above, using
	// up the limit: it is then a replay, which createDeposit answers.)
	if (refused && !(key && (await findByIdempotencyKey(db, userId, key)))) {
		return { ok: false, status: 403, message: refused };
	}
	const settings = await db
		.select({ upiId: paymentSettings.upiId })
		.from(paymentSettings)
		.where(eq(paymentSettings.id, SETTINGS_ID))
		.get();
	const outcome: CreateOutcome = await createDeposit(db, {
		userId,
		amountPaise,
		utr: body.utr,
		paymentMethod: body.paymentMethod ?? DEPOSIT.defaultMethod,
		upiId: settings?.upiId ?? null,
		idempotencyKey: key,
		// The limits again, inside the insert: two requests at once cannot pass them together.
		limits: await depositLimitGuards(db, userId),
	});
	switch (outcome.kind) {
		case "created":
			await refreshAmlFlags(db, await playersTouchedBy(db, outcome.row.id));
			return { ok: true, status: 201, message: paymentMessages.depositSent, data: transactionView(outcome.row) };
		case "replayed":
			return { ok: true, status: 200, message: paymentMessages.depositSent, data: transactionView(outcome.row) };
		case "utr_used":
			return { ok: false, status: 409, message: paymentMessages.utrUsed, field: "utr" };
		case "idempotency_conflict":
			return { ok: false, status: 409, message: paymentMessages.idempotencyMismatch };
		case "too_many_pending":
			return { ok: false, status: 429, message: paymentMessages.tooManyPendingDeposits(DEPOSIT.maxPendingRequests) };
		case "over_limit": {
			// A concurrent request used the room under the limit: the same refusal as the check before.
			const message = await checkDeposit(db, userId, amountPaise);
			// (Room freed up again in between, e.g. a request was rejected: the player may simply retry.)
			return { ok: false, status: 403, message: message ?? paymentMessages.depositLimitChanged };
		}
	}
	throw new Error("a deposit cannot be insufficient");
}
