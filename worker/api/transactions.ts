/**
 * /api/transactions: deposit and withdrawal requests (players) and their review
 * (admins). Money moves only in server/wallet.ts, through the ledger.
 */

import { Hono } from "hono";
import { fourEyesMessages, paymentMessages } from "~/domain/messages";
import { rupeesToPaise } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import {
	adminTransactionListQuerySchema,
	depositCheckQuerySchema,
	depositRequestSchema,
	rejectRequestSchema,
	transactionListQuerySchema,
	withdrawRequestSchema,
} from "~/domain/validation/payments";
import { playersTouchedBy, refreshAmlFlags } from "~/server/aml";
import { depositCheck, requestDeposit } from "~/server/deposits";
import { approveReviewed } from "~/server/four-eyes";
import { notificationKeys } from "~/server/notifications";
import { myTransactions } from "~/server/player-lists";
import { requestsForReview } from "~/server/request-review";
import { type Actor, rejectTransaction, transactionView } from "~/server/wallet";
import { requestWithdrawal } from "~/server/withdrawals";
import { announce } from "../lib/notices";
import { requireRole } from "./middleware/auth";
import { requireRealMoneyAccess } from "./middleware/operator";
import type { AppEnv, AuthUser } from "./types";
import { IDEMPOTENCY_KEY_PATTERN, limitBody, validate } from "./validate";

function idempotencyKeyOf(header: string | undefined, body: string | undefined): string | null {
	const key = header?.trim() || body;
	return key ? key : null;
}

function actorOf(user: AuthUser, ip: string | undefined): Actor {
	return { id: user.id, role: user.role, ip: ip ?? null };
}

export const transactions = new Hono<AppEnv>()
	.use(limitBody())
	.post("/deposit", requireRole("user"), requireRealMoneyAccess, validate("json", depositRequestSchema), async (c) => {
		const body = c.req.valid("json");
		const key = idempotencyKeyOf(c.req.header("Idempotency-Key"), body.idempotencyKey);
		if (key && !IDEMPOTENCY_KEY_PATTERN.test(key)) return c.json({ message: paymentMessages.badIdempotencyKey }, 422);
		const answer = await requestDeposit(c.var.db, c.var.user.id, body, key);
		return answer.ok
			? c.json({ message: answer.message, data: answer.data }, answer.status)
			: c.json({ message: answer.message }, answer.status);
	})
	/**
	 * Where to pay, only for a deposit the player may make now (docs/decisions/0311): the same guards as the request,
	 * in the same order and with the same answers (operator mode 503/451, amount 422, limits and breaks 403, too many
	 * waiting 429), so nobody is shown a QR or UPI ID for money the request would then refuse. The request keeps its
	 * own checks: this one holds only at the moment it is made.
	 */
	.get(
		"/deposit/payment-details",
		requireRole("user"),
		requireRealMoneyAccess,
		validate("query", depositCheckQuerySchema),
		async (c) => {
			const answer = await depositCheck(c.var.db, c.var.user.id, c.req.valid("query").amount);
			if (!answer.ok) return c.json({ message: answer.message }, answer.status);
			return c.json({ data: answer.details, ...(answer.bonus ? { bonus: answer.bonus } : {}) }, 200);
		},
	)
	.post(
		"/withdraw",
		requireRole("user"),
		requireRealMoneyAccess,
		validate("json", withdrawRequestSchema),
		async (c) => {
			const body = c.req.valid("json");
			const key = idempotencyKeyOf(c.req.header("Idempotency-Key"), body.idempotencyKey);
			if (key && !IDEMPOTENCY_KEY_PATTERN.test(key)) return c.json({ message: paymentMessages.badIdempotencyKey }, 422);
			const answer = await requestWithdrawal(c.var.db, c.var.user.id, body, key);
			switch (answer.kind) {
				case "created":
				case "replayed": {
					const { message, data, balances } = answer;
					return c.json({ message, data, balances }, answer.kind === "created" ? 201 : 200);
				}
				case "insufficient":
					return c.json({ message: answer.message }, 422);
				case "idempotency_conflict":
				case "bonus_active":
					return c.json({ message: answer.message }, 409);
			}
		},
	)
	.get("/my", requireRole("user"), validate("query", transactionListQuerySchema), async (c) => {
		return c.json(await myTransactions(c.var.db, c.var.user.id, c.req.valid("query")));
	})
	.get(
		"/",
		requireRole(...rolesWith("readRequests")),
		validate("query", adminTransactionListQuerySchema),
		async (c) => {
			return c.json(await requestsForReview(c.var.db, c.req.valid("query")));
		},
	)
	.put("/:id/approve", requireRole(...rolesWith("reviewRequests")), async (c) => {
		// A large withdrawal needs a second administrator (server/four-eyes.ts).
		const outcome = await approveReviewed(
			c.var.db,
			c.req.param("id"),
			actorOf(c.var.user, c.req.header("CF-Connecting-IP")),
		);
		switch (outcome.kind) {
			case "done":
				await announce(c.env, c.var.db, [notificationKeys.decision(outcome.row.id)]);
				await refreshAmlFlags(c.var.db, await playersTouchedBy(c.var.db, outcome.row.id));
				return c.json({ message: paymentMessages.approved, data: transactionView(outcome.row) }, 200);
			case "not_found":
				return c.json({ message: paymentMessages.transactionNotFound }, 404);
			case "already_processed":
				return c.json({ message: paymentMessages.alreadyProcessed, data: transactionView(outcome.row) }, 409);
			case "first_approval":
				return c.json({ message: fourEyesMessages.firstApproval, data: transactionView(outcome.row) }, 202);
			case "same_approver":
				return c.json({ message: fourEyesMessages.sameApprover }, 409);
		}
	})
	.put("/:id/reject", requireRole(...rolesWith("reviewRequests")), validate("json", rejectRequestSchema), async (c) => {
		const { adminNote } = c.req.valid("json");
		const outcome = await rejectTransaction(
			c.var.db,
			c.req.param("id"),
			adminNote,
			actorOf(c.var.user, c.req.header("CF-Connecting-IP")),
		);
		switch (outcome.kind) {
			case "done":
				await announce(c.env, c.var.db, [notificationKeys.decision(outcome.row.id)]);
				await refreshAmlFlags(c.var.db, await playersTouchedBy(c.var.db, outcome.row.id));
				return c.json({ message: paymentMessages.rejected, data: transactionView(outcome.row) }, 200);
			case "not_found":
				return c.json({ message: paymentMessages.transactionNotFound }, 404);
			case "already_processed":
				return c.json({ message: paymentMessages.alreadyProcessed, data: transactionView(outcome.row) }, 409);
		}
	});
