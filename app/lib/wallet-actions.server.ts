/**
 * The deposits-and-withdrawals page's actions (docs/decisions/0950-pages-on-the-data-layer.md): each calls the
 * API's own logic after the same role, real-money (`accessFor`) and schema checks; a refusal goes back to the
 * field it concerns (or the form) as Conform's reply, so what the player typed stays; the page's loaders revalidate
 * after it (the header's balance, Requests).
 */
import { env } from "cloudflare:workers";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
	DEPOSIT,
	depositCheckQuerySchema,
	depositRequestSchema,
	withdrawRequestSchema,
} from "~/domain/validation/payments";
import { depositCheck, requestDeposit } from "~/server/deposits";
import { accessFor } from "~/server/operator-access";
import { requestWithdrawal } from "~/server/withdrawals";
import type { DepositCheckReply, DepositReply } from "../components/wallet/deposit-form";
import type { WithdrawalReply } from "../components/wallet/withdrawal-form";
import { pageDatabase, requirePageRole } from "./page-session.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A player's money form, read: their session, the form by `schema`, and the refusal to answer at once (Conform's
 * reply) when real money is closed to them or the form breaks a rule.
 */
async function readMoneyForm<S extends z.ZodType>({ request, context }: Args, schema: S) {
	const session = await requirePageRole(request, context, "user");
	const submission = parseWithZod(await request.formData(), { schema });
	const access = accessFor(env, request);
	if (!access.allowed)
		return { ok: false as const, refused: { result: submission.reply({ formErrors: [access.message] }) } };
	if (submission.status !== "success") return { ok: false as const, refused: { result: submission.reply() } };
	return { ok: true as const, session, submission, value: submission.value as z.output<S> };
}

/** A withdrawal, as POST /api/transactions/withdraw makes it (`requestWithdrawal`, server/withdrawals.ts). */
export async function withdraw(args: Args): Promise<WithdrawalReply> {
	const form = await readMoneyForm(args, withdrawRequestSchema);
	if (!form.ok) return form.refused;
	const { session, submission, value } = form;
	const answer = await requestWithdrawal(pageDatabase(), session.id, value, value.idempotencyKey ?? null);
	if (answer.kind === "insufficient")
		return { result: submission.reply({ fieldErrors: { amount: [answer.message] } }) };
	if (answer.kind === "idempotency_conflict" || answer.kind === "bonus_active")
		return { result: submission.reply({ formErrors: [answer.message] }) };
	return { result: submission.reply({ resetForm: true }), sent: answer.message };
}

/**
 * The check before where to pay is shown, as GET /api/transactions/deposit/payment-details makes it
 * (docs/decisions/0311): the amount's rules go to the amount; limits, breaks and operator mode are a refusal.
 */
export async function checkDepositAction({ request, context }: Args): Promise<DepositCheckReply> {
	const session = await requirePageRole(request, context, "user");
	const submission = parseWithZod(await request.formData(), { schema: depositCheckQuerySchema });
	if (submission.status !== "success") return { result: submission.reply() };
	const access = accessFor(env, request);
	if (!access.allowed) return { result: submission.reply(), refusal: { message: access.message, ownLimits: false } };
	const { amount, paymentMethod = DEPOSIT.defaultMethod } = submission.value;
	const answer = await depositCheck(pageDatabase(), session.id, amount);
	if (!answer.ok)
		return { result: submission.reply(), refusal: { message: answer.message, ownLimits: answer.status === 403 } };
	return {
		result: submission.reply(),
		checked: { amount, method: paymentMethod, details: answer.details, bonus: answer.bonus },
	};
}

/** A deposit request with its UTR, as POST /api/transactions/deposit makes it (`requestDeposit`, server/deposits.ts). */
export async function depositAction(args: Args): Promise<DepositReply> {
	const form = await readMoneyForm(args, depositRequestSchema);
	if (!form.ok) return form.refused;
	const { session, submission, value } = form;
	const answer = await requestDeposit(pageDatabase(), session.id, value, value.idempotencyKey ?? null);
	if (!answer.ok) {
		const refusal = answer.field
			? { fieldErrors: { [answer.field]: [answer.message] } }
			: { formErrors: [answer.message] };
		return { result: submission.reply(refusal) };
	}
	return {
		result: submission.reply({ resetForm: true }),
		sent: { message: answer.message, amount: answer.data.amount, utr: answer.data.utr ?? value.utr },
	};
}
