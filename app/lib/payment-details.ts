/** Where a player pays for a deposit the server has checked (docs/decisions/0311), as the deposit form's action answers it. */
import type { paymentDetails } from "~/server/payment-settings";

/** The operator's QR image path and UPI ID (`""` when unset). */
export type DepositPaymentDetails = Awaited<ReturnType<typeof paymentDetails>>;

/** The bonus a deposit earns at its approval, from a claimed deposit match (docs/decisions/0850-promotions.md). */
export type DepositBonus = { code: string; amount: number };
