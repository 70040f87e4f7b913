/**
 * Deposits, withdrawals, decisions and payment settings: the limits and the
 * input schemas, shared by the API (server authority) and, later, the forms.
 * Amounts here are whole rupees, as the API and the UI speak them (docs/product.md#money).
 */

import { DEPOSIT_METHODS, type DepositMethodId, depositMethod } from "../deposit-methods";
import { paymentMessages } from "../messages/money";
import { promotionMessages } from "../messages/promotions";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";
import { cursorParam, pageParam } from "./query";
import { z } from "./zod";

const DEPOSIT_METHOD_IDS = DEPOSIT_METHODS.map((m) => m.id) as [DepositMethodId, ...DepositMethodId[]];

/** The deposit stepper (docs/product.md#money); the method's minimum (above) is the lower bound. */
export const DEPOSIT = {
	defaultMethod: "upi" as DepositMethodId,
	maxRupees: 50_000,
	stepRupees: 100,
	defaultRupees: 3_000,
	presetsRupees: [5_000, 7_500, 10_000, 12_500, 15_000],
	/** Deposit requests one player may have waiting for review at a time (keeps the admin queue usable). */
	maxPendingRequests: 5,
} as const;

export const WITHDRAWAL = { minRupees: 100 } as const;

export const UTR_PATTERN = /^\d{12}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** A VPA such as `name@bank` (NPCI: 2–256 handle characters, then the provider). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const TEXT_FIELD_MAX = 100;
export const ADMIN_NOTE_MAX = 500;

/** The QR image rules of the payment settings (docs/product.md#money). */
export const QR_IMAGE = {
	maxBytes: 2 * 1024 * 1024,
	minPixels: 100,
	maxPixels: 4_000,
	accept: "image/png,image/jpeg",
} as const;

/** The message for a deposit amount, or null when it is acceptable for the method. */
export function depositAmountProblem(rupees: number, method: DepositMethodId = DEPOSIT.defaultMethod): string | null {
	const { minRupees } = depositMethod(method);
	if (!Number.isInteger(rupees)) return paymentMessages.wholeRupees;
	if (rupees < minRupees) return paymentMessages.depositAtLeast(minRupees);
	if (rupees > DEPOSIT.maxRupees) return paymentMessages.depositAtMost(DEPOSIT.maxRupees);
	if (rupees % DEPOSIT.stepRupees !== 0) return paymentMessages.depositStep(DEPOSIT.stepRupees);
	return null;
}

/** The message for a withdrawal amount against the player's real balance (in rupees), or null. */
export function withdrawalAmountProblem(rupees: number, realBalanceRupees?: number): string | null {
	if (!Number.isInteger(rupees)) return paymentMessages.wholeRupees;
	if (rupees < WITHDRAWAL.minRupees) return paymentMessages.withdrawAtLeast(WITHDRAWAL.minRupees);
	// Beyond any balance that can exist (and beyond exact paise arithmetic).
	if (!Number.isSafeInteger(rupees * 100)) return paymentMessages.insufficientBalance;
	if (realBalanceRupees !== undefined && rupees > realBalanceRupees) return paymentMessages.insufficientBalance;
	return null;
}

/** Accepts a number, or a string of digits as a form would send it. */
const rupees = (requiredMessage: string) =>
	z.preprocess(
		(value) => (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
		z.number({ error: requiredMessage }),
	);

/** Trimmed text that must not be empty. */
const requiredText = (message: string, max = TEXT_FIELD_MAX) =>
	z
		.string({ error: message })
		.trim()
		.min(1, { error: message })
		.max(max, { error: paymentMessages.tooLong(max) });

const idempotencyKey = z
	.string()
	.trim()
	.regex(IDEMPOTENCY_KEY_PATTERN, { error: paymentMessages.badIdempotencyKey })
	.optional();

/** A deposit's amount and method, checked together (the minimum is the method's). */
const depositAmountFields = {
	amount: rupees(paymentMessages.amountRequired),
	paymentMethod: z.enum(DEPOSIT_METHOD_IDS, { error: paymentMessages.paymentMethodInvalid }).optional(),
};

function refineDepositAmount(value: { amount: number; paymentMethod?: DepositMethodId }, ctx: z.RefinementCtx) {
	const problem = depositAmountProblem(value.amount, value.paymentMethod);
	if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"] });
}

export const depositRequestSchema = z
	.object({
		amount: depositAmountFields.amount,
		utr: z
			.string({ error: paymentMessages.utrRequired })
			.trim()
			.min(1, { error: paymentMessages.utrRequired })
			.regex(UTR_PATTERN, { error: paymentMessages.utrInvalid }),
		paymentMethod: depositAmountFields.paymentMethod,
		idempotencyKey,
	})
	.superRefine(refineDepositAmount);
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/**
 * The query of the check before payment details are shown (`?amount=&paymentMethod=`): the deposit the player is
 * about to pay, judged by the same rules as the request itself (docs/decisions/0311).
 */
export const depositCheckQuerySchema = z.object(depositAmountFields).superRefine(refineDepositAmount);

export const withdrawRequestSchema = z
	.object({
		amount: rupees(paymentMessages.amountRequired),
		bankName: requiredText(paymentMessages.withdrawalDetailsRequired),
		bankAccountNumber: z
			.string({ error: paymentMessages.withdrawalDetailsRequired })
			.transform((s) => s.replace(/[\s-]/g, ""))
			.pipe(
				z
					.string()
					.min(1, { error: paymentMessages.withdrawalDetailsRequired })
					.regex(BANK_ACCOUNT_PATTERN, { error: paymentMessages.bankAccountInvalid }),
			),
		ifscCode: z
			.string({ error: paymentMessages.withdrawalDetailsRequired })
			.trim()
			.toUpperCase()
			.min(1, { error: paymentMessages.withdrawalDetailsRequired })
			.regex(IFSC_PATTERN, { error: paymentMessages.ifscInvalid }),
		recipientName: requiredText(paymentMessages.withdrawalDetailsRequired),
		idempotencyKey,
		/** The player confirmed that the request forfeits their active bonus (docs/decisions/0850-promotions.md). */
		forfeitBonus: z.boolean({ error: promotionMessages.forfeitFlag }).optional(),
	})
	.superRefine((value, ctx) => {
		const problem = withdrawalAmountProblem(value.amount);
		if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"] });
	});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const rejectRequestSchema = z.object({
	adminNote: requiredText(paymentMessages.rejectionReasonRequired, ADMIN_NOTE_MAX),
});

export const TRANSACTION_STATUSES = ["pending", "approved", "rejected"] as const;
export const TRANSACTION_TYPES = ["deposit", "withdraw"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTIONS_PAGE_SIZE = 10;

/** Query of the transaction lists; an empty value or "all" means no filter. */
export const transactionListQuerySchema = z.object({
	transactionStatus: z
		.preprocess(
			(v) => (v === "" || v === "all" ? undefined : v),
			z.enum(TRANSACTION_STATUSES, { error: paymentMessages.unknownStatus }).optional(),
		)
		.optional(),
	transactionType: z
		.preprocess(
			(v) => (v === "" || v === "all" ? undefined : v),
			z.enum(TRANSACTION_TYPES, { error: paymentMessages.unknownType }).optional(),
		)
		.optional(),
	page: pageParam.optional(),
});

/** The admin's list of every player's requests: the same filters, paged by keyset (docs/decisions/0420-operator-scale.md). */
export const adminTransactionListQuerySchema = transactionListQuerySchema
	.omit({ page: true })
	.extend({ after: cursorParam });

export const paymentSettingsSchema = z.object({
	upiId: z
		.string({ error: paymentMessages.upiIdRequired })
		.trim()
		.min(1, { error: paymentMessages.upiIdRequired })
		.regex(UPI_ID_PATTERN, { error: paymentMessages.upiIdInvalid }),
});
