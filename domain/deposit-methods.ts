/**
 * The ways a player may pay in, with each one's minimum in whole rupees (docs/product.md#money). Apart from the
 * input schemas (./validation/payments.ts), so the message catalogue and the pages name them without zod.
 */
export const DEPOSIT_METHODS = [
	{ id: "upi", label: "UPI", minRupees: 300 },
	{ id: "card", label: "Card", minRupees: 300 },
	{ id: "netbanking", label: "Netbanking", minRupees: 500 },
	{ id: "cash", label: "Cash", minRupees: 300 },
] as const;
export type DepositMethodId = (typeof DEPOSIT_METHODS)[number]["id"];

export function depositMethod(id: DepositMethodId) {
	return DEPOSIT_METHODS.find((m) => m.id === id) ?? DEPOSIT_METHODS[0];
}

/**
 * The one way to pay the product offers: the operator configures a UPI ID and its QR (/admin/settings) and nothing
 * else, so card, netbanking and cash, which have no instructions behind them, are not offered (walk finding 4 of
 * issue 30; the specification's list is cosmetic). Their ids stay readable on the requests that name them.
 */
export const OFFERED_DEPOSIT_METHOD = DEPOSIT_METHODS[0];
