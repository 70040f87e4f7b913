/**
 * /api/transactions: deposit and withdrawal requests (players) and their review
 * (admins). Money moves only in server/wallet.ts, through the ledger.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { fourEyesMessages, paymentMessages } from "~/domain/messages";
import { rupeesToPaise } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import {
	adminTransactionListQuerySchema,
	DEPOSIT,
	depositCheckQuerySchema,
	depositRequestSchema,
	rejectRequestSchema,
	TRANSACTIONS_PAGE_SIZE,
	transactionListQuerySchema,
	withdrawRequestSchema,
} from "~/domain/validation/payments";
import { playersTouchedBy, refreshAmlFlags } from "~/server/aml";
import { moneyTransactions, paymentSettings } from "~/server/db/schema";
import { approveReviewed } from "~/server/four-eyes";
import { afterCursor, keysetPage, newestFirst } from "~/server/keyset";
import { notificationKeys } from "~/server/notifications";
import { myTransactions } from "~/server/player-lists";
import { depositBonusPreview } from "~/server/promotions";
import { checkDeposit, depositLimitGuards } from "~/server/protection";
import {
	type Actor,
	type CreateOutcome,
	createDeposit,
	findByIdempotencyKey,
	pendingDepositCount,
	rejectTransaction,
	selectTransactions,
	transactionView,
} from "~/server/wallet";
import { requestWithdrawal } from "~/server/withdrawals";
import { announce } from "../lib/notices";
import { requireRole } from "./middleware/auth";
import { requireRealMoneyAccess } from "./middleware/operator";
import { paymentDetails } from "./payment-settings";
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
		const amountPaise = rupeesToPaise(body.amount);
		// The player's own limits and breaks (docs/product.md#player-protection).
		// (A retry of a request already recorded is answered as a replay, whatever the limits say now.)
		const replay = key ? await findByIdempotencyKey(c.var.db, c.var.user.id, key) : null;
		const refused = replay ? null : await checkDeposit(c.var.db, c.var.user.id, amountPaise);
		// (A copy of this very request sent at the same moment may have been recorded since the lookup above, using
		// up the limit: it is then a replay, which createDeposit answers.)
		if (refused && !(key && (await findByIdempotencyKey(c.var.db, c.var.user.id, key)))) {
			return c.json({ message: refused }, 403);
		}
		const settings = await c.var.db
			.select({ upiId: paymentSettings.upiId })
			.from(paymentSettings)
			.where(eq(paymentSettings.id, 1))
			.get();
		const outcome: CreateOutcome = await createDeposit(c.var.db, {
			userId: c.var.user.id,
			amountPaise,
			utr: body.utr,
			paymentMethod: body.paymentMethod ?? DEPOSIT.defaultMethod,
			upiId: settings?.upiId ?? null,
			idempotencyKey: key,
			// The limits again, inside the insert: two requests at once cannot pass them together.
			limits: await depositLimitGuards(c.var.db, c.var.user.id),
		});
		switch (outcome.kind) {
			case "created":
				await refreshAmlFlags(c.var.db, await playersTouchedBy(c.var.db, outcome.row.id));
				return c.json({ message: paymentMessages.depositSent, data: transactionView(outcome.row) }, 201);
			case "replayed":
				return c.json({ message: paymentMessages.depositSent, data: transactionView(outcome.row) }, 200);
			case "utr_used":
				return c.json({ message: paymentMessages.utrUsed }, 409);
			case "idempotency_conflict":
				return c.json({ message: paymentMessages.idempotencyMismatch }, 409);
			case "too_many_pending":
				return c.json({ message: paymentMessages.tooManyPendingDeposits(DEPOSIT.maxPendingRequests) }, 429);
			case "over_limit": {
				// A concurrent request used the room under the limit: the same refusal as the check before.
				const message = await checkDeposit(c.var.db, c.var.user.id, amountPaise);
				// (Room freed up again in between, e.g. a request was rejected: the player may simply retry.)
				return c.json({ message: message ?? paymentMessages.depositLimitChanged }, 403);
			}
			case "insufficient":
				throw new Error("a deposit cannot be insufficient");
		}
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
			const { amount } = c.req.valid("query");
			const refused = await checkDeposit(c.var.db, c.var.user.id, rupeesToPaise(amount));
			if (refused) return c.json({ message: refused }, 403);
			if ((await pendingDepositCount(c.var.db, c.var.user.id)) >= DEPOSIT.maxPendingRequests) {
				return c.json({ message: paymentMessages.tooManyPendingDeposits(DEPOSIT.maxPendingRequests) }, 429);
			}
			// The bonus this deposit earns when approved, when the player claimed a deposit match (0850).
			const bonus = await depositBonusPreview(c.var.db, c.var.user.id, rupeesToPaise(amount));
			return c.json({ data: await paymentDetails(c.var.db), ...(bonus ? { bonus } : {}) }, 200);
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
			// Every player's requests: keyset paging on (created_at, id), no count (docs/decisions/0420-operator-scale.md).
			const { transactionStatus, transactionType, after } = c.req.valid("query");
			const t = moneyTransactions;
			const pageSize = TRANSACTIONS_PAGE_SIZE;
			const page = keysetPage(
				await selectTransactions(c.var.db)
					.where(
						and(
							transactionStatus ? eq(t.status, transactionStatus) : undefined,
							transactionType ? eq(t.type, transactionType) : undefined,
							afterCursor(t, after),
						),
					)
					.orderBy(...newestFirst(t))
					.limit(pageSize + 1),
				pageSize,
			);
			return c.json({ data: page.rows.map(transactionView), pagination: { pageSize, next: page.next } });
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
