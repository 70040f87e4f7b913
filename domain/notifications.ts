/**
 * Notifications (docs/decisions/0900-notifications.md): what happened to a player's account, in the player's words,
 * the hub socket's messages, and the API's input rules. The server stores a kind and its figures; the words are
 * written here once, for the list, the toast and the WhatsApp/log notice alike.
 */

import { validationMessages } from "./messages";
import { formatAmount, formatRupees } from "./money";
import type { LimitKind } from "./protection";
import { formatIstDateTime } from "./time";
import { pageParam } from "./validation/query";
import { z } from "./validation/zod";

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Notifications a single request may mark read by id. */
export const MAX_READ_IDS = 100;

/** The hub socket, opened by every page of a signed-in player (`?token=` like the table's). */
export const NOTIFICATIONS_SOCKET_PATH = "/api/notifications/socket";

/** Each kind's figures, as stored (amounts in paise). */
export type NotificationData = {
	deposit_approved: { transactionId: string; amountPaise: number; bonusPaise: number };
	deposit_rejected: { transactionId: string; amountPaise: number; reason: string };
	withdrawal_approved: { transactionId: string; amountPaise: number };
	withdrawal_rejected: { transactionId: string; amountPaise: number; reason: string };
	/** `value` is paise (minutes for the reality check); null when the limit was removed. */
	limit_raised: { limit: LimitKind; value: number | null; effectiveAt: number };
	break_ended: { break: "cool_off" | "self_exclusion"; endedAt: number };
	round_refunded: { roundId: string; refundedPaise: number };
};
export type NotificationKind = keyof NotificationData;

/** A notification as the API answers it and the hub sends it. */
export type NotificationView = {
	id: string;
	kind: NotificationKind;
	title: string;
	body: string;
	read: boolean;
	createdAt: string;
};

const LIMIT_NAMES: Record<LimitKind, string> = {
	deposit_day: "daily deposit limit",
	deposit_week: "weekly deposit limit",
	deposit_month: "monthly deposit limit",
	loss_day: "daily loss limit",
	reality_check_minutes: "reality check reminder",
};

function limitText(data: NotificationData["limit_raised"]): string {
	const name = LIMIT_NAMES[data.limit] ?? "limit";
	if (data.value === null) return `Your ${name} has been removed, as you asked 24 hours ago.`;
	const value = data.limit === "reality_check_minutes" ? `every ${data.value} minutes` : formatRupees(data.value);
	return `Your ${name} is now ${value}, as you asked 24 hours ago.`;
}

/** The words of a notification: a short title and one or two sentences. */
export function notificationText<K extends NotificationKind>(
	kind: K,
	data: NotificationData[K],
): { title: string; body: string } {
	const d = data as NotificationData[NotificationKind] & Record<string, unknown>;
	switch (kind) {
		case "deposit_approved": {
			const x = d as NotificationData["deposit_approved"];
			const bonus = x.bonusPaise > 0 ? ` You also got ${formatAmount(x.bonusPaise)} bonus play tokens.` : "";
			return {
				title: "Deposit approved",
				body: `Your deposit of ${formatRupees(x.amountPaise)} is in your wallet.${bonus}`,
			};
		}
		case "deposit_rejected": {
			const x = d as NotificationData["deposit_rejected"];
			return {
				title: "Deposit rejected",
				body: `Your deposit of ${formatRupees(x.amountPaise)} was rejected. Reason: ${x.reason}`,
			};
		}
		case "withdrawal_approved": {
			const x = d as NotificationData["withdrawal_approved"];
			return {
				title: "Withdrawal approved",
				body: `Your withdrawal of ${formatRupees(x.amountPaise)} has been approved and is on its way to your bank.`,
			};
		}
		case "withdrawal_rejected": {
			const x = d as NotificationData["withdrawal_rejected"];
			return {
				title: "Withdrawal rejected",
				body: `Your withdrawal of ${formatRupees(x.amountPaise)} was rejected and the money is back in your wallet. Reason: ${x.reason}`,
			};
		}
		case "limit_raised":
			return { title: "Limit changed", body: limitText(d as NotificationData["limit_raised"]) };
		case "break_ended": {
			const x = d as NotificationData["break_ended"];
			const name = x.break === "cool_off" ? "cool-off" : "self-exclusion";
			return {
				title: x.break === "cool_off" ? "Cool-off ended" : "Self-exclusion ended",
				body: `Your ${name} ended on ${formatIstDateTime(x.endedAt)}. Please play responsibly.`,
			};
		}
		case "round_refunded": {
			const x = d as NotificationData["round_refunded"];
			return {
				title: "Stake refunded",
				body: `The operator set a round's result, so your real-money stake of ${formatRupees(x.refundedPaise)} was refunded.`,
			};
		}
	}
	return { title: "Notification", body: "" };
}

/** What the hub sends on a player's notification socket. */
export type NotificationSocketMessage =
	| { type: "notification"; notification: NotificationView }
	| { type: "sessionEnded"; code: number; message: string };

export const notificationMessages = {
	notFound: "Notification not found",
	chooseWhich: "Send ids (a list of notification ids) or all: true.",
	playersOnly: "Only players have notifications.",
	tooManySockets: "Too many open pages. Close some tabs and try again.",
	nothingToSend: "This connection only receives notifications.",
} as const;

export const notificationListQuerySchema = z.object({ page: pageParam });

const idsMessage = validationMessages.wrongType("ids", "a list of notification ids");

/** `{ ids: [...] }` marks those read, `{ all: true }` every one of the player's; exactly one of the two. */
export const markReadSchema = z
	.object({
		ids: z
			.array(z.string({ error: idsMessage }).min(1, { error: idsMessage }).max(64, { error: idsMessage }), {
				error: idsMessage,
			})
			.min(1, { error: validationMessages.atLeast("ids", 1) })
			.max(MAX_READ_IDS, { error: validationMessages.atMost("ids", MAX_READ_IDS) })
			.optional(),
		all: z.literal(true, { error: notificationMessages.chooseWhich }).optional(),
	})
	.refine((body) => (body.ids === undefined) !== (body.all === undefined), {
		error: notificationMessages.chooseWhich,
	});
