/**
 * Notifications (docs/decisions/0900-notifications.md): what happened to a player's account, in the player's words,
 * and the hub socket's messages; the API's input rules are ./validation/notifications.ts. The server stores a kind
 * and its figures; the words are written here once, for the list, the toast and the WhatsApp/log notice alike.
 */

import { formatAmount, formatRupees } from "./money";
import type { LimitKind } from "./protection";
import { formatIstDateTime } from "./time";

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

/** How a notification's sentence names a money limit (the reality check's reminder has sentences of its own). */
export const notificationLimitNames = {
	deposit_day: "daily deposit limit",
	deposit_week: "weekly deposit limit",
	deposit_month: "monthly deposit limit",
	loss_day: "daily loss limit",
	other: "limit",
} as const;

/**
 * The words of the notifications, each a message of its own so that a reader's language can word it too
 * (domain/i18n/catalogue.ts; the pages show them through `useSay`, the live toast through `notify.notice`).
 */
export const notificationTexts = {
	fallbackTitle: "Notification",
	depositApprovedTitle: "Deposit approved",
	depositApproved: (amount: string) => `Your deposit of ${amount} is in your wallet.`,
	depositApprovedWithBonus: (amount: string, tokens: string) =>
		`Your deposit of ${amount} is in your wallet. You also got ${tokens} bonus play tokens.`,
	depositRejectedTitle: "Deposit rejected",
	depositRejected: (amount: string, reason: string) => `Your deposit of ${amount} was rejected. Reason: ${reason}`,
	withdrawalApprovedTitle: "Withdrawal approved",
	withdrawalApproved: (amount: string) =>
		`Your withdrawal of ${amount} has been approved and is on its way to your bank.`,
	withdrawalRejectedTitle: "Withdrawal rejected",
	withdrawalRejected: (amount: string, reason: string) =>
		`Your withdrawal of ${amount} was rejected and the money is back in your wallet. Reason: ${reason}`,
	limitChangedTitle: "Limit changed",
	limitRemoved: (name: string) => `Your ${name} has been removed, as you asked 24 hours ago.`,
	limitNow: (name: string, value: string) => `Your ${name} is now ${value}, as you asked 24 hours ago.`,
	reminderRemoved: "Your reality check reminder has been removed, as you asked 24 hours ago.",
	reminderNow: (minutes: number) =>
		`Your reality check reminder is now every ${minutes} minutes, as you asked 24 hours ago.`,
	coolOffEndedTitle: "Cool-off ended",
	coolOffEnded: (when: string) => `Your cool-off ended on ${when}. Please play responsibly.`,
	selfExclusionEndedTitle: "Self-exclusion ended",
	selfExclusionEnded: (when: string) => `Your self-exclusion ended on ${when}. Please play responsibly.`,
	stakeRefundedTitle: "Stake refunded",
	stakeRefunded: (amount: string) =>
		`The operator set a round's result, so your real-money stake of ${amount} was refunded.`,
} as const;

const t = notificationTexts;

function limitText(data: NotificationData["limit_raised"]): string {
	if (data.limit === "reality_check_minutes") {
		return data.value === null ? t.reminderRemoved : t.reminderNow(data.value);
	}
	const name = notificationLimitNames[data.limit] ?? notificationLimitNames.other;
	return data.value === null ? t.limitRemoved(name) : t.limitNow(name, formatRupees(data.value));
}

/** The words of a notification: a short title and one or two sentences (in English; see `notificationTexts`). */
export function notificationText<K extends NotificationKind>(
	kind: K,
	data: NotificationData[K],
): { title: string; body: string } {
	const d = data as NotificationData[NotificationKind] & Record<string, unknown>;
	switch (kind) {
		case "deposit_approved": {
			const x = d as NotificationData["deposit_approved"];
			const amount = formatRupees(x.amountPaise);
			return {
				title: t.depositApprovedTitle,
				body:
					x.bonusPaise > 0 ? t.depositApprovedWithBonus(amount, formatAmount(x.bonusPaise)) : t.depositApproved(amount),
			};
		}
		case "deposit_rejected": {
			const x = d as NotificationData["deposit_rejected"];
			return { title: t.depositRejectedTitle, body: t.depositRejected(formatRupees(x.amountPaise), x.reason) };
		}
		case "withdrawal_approved": {
			const x = d as NotificationData["withdrawal_approved"];
			return { title: t.withdrawalApprovedTitle, body: t.withdrawalApproved(formatRupees(x.amountPaise)) };
		}
		case "withdrawal_rejected": {
			const x = d as NotificationData["withdrawal_rejected"];
			return { title: t.withdrawalRejectedTitle, body: t.withdrawalRejected(formatRupees(x.amountPaise), x.reason) };
		}
		case "limit_raised":
			return { title: t.limitChangedTitle, body: limitText(d as NotificationData["limit_raised"]) };
		case "break_ended": {
			const x = d as NotificationData["break_ended"];
			const when = formatIstDateTime(x.endedAt);
			return x.break === "cool_off"
				? { title: t.coolOffEndedTitle, body: t.coolOffEnded(when) }
				: { title: t.selfExclusionEndedTitle, body: t.selfExclusionEnded(when) };
		}
		case "round_refunded": {
			const x = d as NotificationData["round_refunded"];
			return { title: t.stakeRefundedTitle, body: t.stakeRefunded(formatRupees(x.refundedPaise)) };
		}
	}
	return { title: t.fallbackTitle, body: "" };
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
