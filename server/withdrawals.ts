/**
 * A player's withdrawal request, as POST /api/transactions/withdraw and the deposits-and-withdrawals page's action
 * both make it (docs/decisions/0950-pages-on-the-data-layer.md): the guarded debit in the request's batch decides
 * whether the balance suffices (no read-then-write race); a new request refreshes the player's AML flags; the
 * answer carries the balances the screens show, since the reservation has left the real wallet.
 */
import { paymentMessages, promotionMessages } from "~/domain/messages";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import type { WithdrawRequest } from "~/domain/validation/payments";
import type { Database } from "~/server/db/client";
import { playersTouchedBy, refreshAmlFlags } from "./aml";
import { balancesInRupees } from "./user-record";
import { createWithdrawal, transactionView } from "./wallet";

export type WithdrawalAnswer =
	| {
			kind: "created" | "replayed";
			message: string;
			data: ReturnType<typeof transactionView>;
			balances: Awaited<ReturnType<typeof balancesInRupees>>;
	  }
	| { kind: "insufficient" | "idempotency_conflict" | "bonus_active"; message: string };

export async function requestWithdrawal(
	db: Database,
	userId: string,
	body: WithdrawRequest,
	idempotencyKey: string | null,
): Promise<WithdrawalAnswer> {
	const outcome = await createWithdrawal(db, {
		userId,
		amountPaise: rupeesToPaise(body.amount),
		bankName: body.bankName,
		bankAccountNumber: body.bankAccountNumber,
		ifscCode: body.ifscCode,
		recipientName: body.recipientName,
		idempotencyKey,
		forfeitBonus: body.forfeitBonus,
	});
	switch (outcome.kind) {
		case "created":
		case "replayed":
			if (outcome.kind === "created") await refreshAmlFlags(db, await playersTouchedBy(db, outcome.row.id));
			return {
				kind: outcome.kind,
				message: paymentMessages.withdrawalSent,
				data: transactionView(outcome.row),
				balances: await balancesInRupees(db, userId),
			};
		case "insufficient":
			return { kind: "insufficient", message: paymentMessages.insufficientBalance };
		case "idempotency_conflict":
			return { kind: "idempotency_conflict", message: paymentMessages.idempotencyMismatch };
		case "bonus_active":
			return {
				kind: "bonus_active",
				message: promotionMessages.withdrawalForfeitsBonus(paiseToRupees(outcome.bonusPaise)),
			};
		case "utr_used":
		case "too_many_pending":
		case "over_limit":
			throw new Error(`a withdrawal cannot end as ${outcome.kind}`);
	}
}
