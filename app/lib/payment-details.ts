import type { InferResponseType } from "hono/client";
import type { DepositMethodId } from "~/domain/deposit-methods";
import { paymentMessages } from "~/domain/messages";
import { api, errorMessage } from "./api";

const depositCheck = api.api.transactions.deposit["payment-details"];

/** Where to pay for one deposit, given only once the server has checked that the player may make it. */
export type DepositPaymentDetails = InferResponseType<typeof depositCheck.$get, 200>["data"];

/** The bonus a deposit earns at its approval, from a claimed deposit match (docs/decisions/0850-promotions.md). */
export type DepositBonus = { code: string; amount: number };

/**
 * Asks the server whether this deposit may be made now and, if so, where to pay (docs/decisions/0311). A refusal
 * carries the server's status and message: 403 is the player's own limits or break, 503/451 operator mode, 422 the
 * amount, 429 too many requests waiting; 0 when there was no answer.
 */
export async function checkDepositDetails(
	amount: number,
	paymentMethod: DepositMethodId,
): Promise<
	| { ok: true; details: DepositPaymentDetails; bonus: DepositBonus | null }
	| { ok: false; status: number; message: string }
> {
	try {
		const response = await depositCheck.$get({ query: { amount: String(amount), paymentMethod } });
		if (response.ok) {
			const body = await response.json();
			return { ok: true, details: body.data, bonus: "bonus" in body && body.bonus ? body.bonus : null };
		}
		return {
			ok: false,
			status: response.status,
			message: await errorMessage(response, paymentMessages.loadPaymentDetailsFailed),
		};
	} catch {
		return { ok: false, status: 0, message: paymentMessages.loadPaymentDetailsFailed };
	}
}
