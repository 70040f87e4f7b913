/**
 * After a committed batch has written notifications: hands them to the players' open pages and, for a decision on
 * their money, sends it through the one-time-code channel too (WhatsApp when configured, the server log otherwise;
 * docs/decisions/0900-notifications.md). Neither can fail the request: the notification is stored already.
 */
import { eq } from "drizzle-orm";
import { formatAmount, formatRupees } from "~/domain/money";
import { type NotificationData, notificationText } from "~/domain/notifications";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { deliverNotifications, type NotificationRow, notificationsByKey } from "~/server/notifications";
import { type MoneyNotice, type OtpSenderEnv, otpSenderFor } from "./otp-sender";

/** The template parameters of a money decision: the amount, then the bonus tokens or the reason. */
function moneyNotice(row: NotificationRow): MoneyNotice | null {
	const data = row.data as Record<string, unknown>;
	const amount = formatRupees(Number(data.amountPaise));
	const text = notificationText(row.kind, row.data as NotificationData[typeof row.kind]).body;
	switch (row.kind) {
		case "deposit_approved":
			return { kind: row.kind, params: [amount, formatAmount(Number(data.bonusPaise))], text };
		case "deposit_rejected":
		case "withdrawal_rejected":
			return { kind: row.kind, params: [amount, String(data.reason)], text };
		case "withdrawal_approved":
			return { kind: row.kind, params: [amount], text };
		default:
			return null;
	}
}

/** Delivers the notifications written under `keys`, live and (money decisions) by WhatsApp or the log. */
export async function announce(env: Env, db: Database, keys: string[]): Promise<void> {
	const rows = await notificationsByKey(db, keys);
	await deliverNotifications(env, rows);
	for (const row of rows) {
		const notice = moneyNotice(row);
		if (!notice) continue;
		try {
			const player = await db.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId)).get();
			if (player?.phone) await otpSenderFor(env as Env & OtpSenderEnv).moneyDecision(player.phone, notice);
		} catch (error) {
			console.error("[notice] delivery failed", error);
		}
	}
}
