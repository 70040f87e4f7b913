import type { InferResponseType } from "hono/client";
import { paymentMessages } from "~/domain/messages";
import { api, errorMessage } from "./api";

/** The operator's QR image and UPI ID, as the API answers them. */
export type PaymentDetails = InferResponseType<(typeof api.api)["payment-settings"]["$get"], 200>["data"]["data"];

/** Reads the payment details fresh (the admin may just have replaced the QR); the server's message on failure. */
export async function loadPaymentDetails(): Promise<
	{ ok: true; details: PaymentDetails } | { ok: false; message: string }
> {
	try {
		const response = await api.api["payment-settings"].$get();
		if (!response.ok)
			return { ok: false, message: await errorMessage(response, paymentMessages.loadPaymentDetailsFailed) };
		return { ok: true, details: (await response.json()).data.data };
	} catch {
		return { ok: false, message: paymentMessages.loadPaymentDetailsFailed };
	}
}
