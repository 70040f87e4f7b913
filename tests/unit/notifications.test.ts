import { describe, expect, it } from "vitest";
import { bellLabel } from "~/app/lib/notifications";
import { markReadSchema, notificationText } from "~/domain/notifications";

describe("notification words", () => {
	it("words every kind with its figures", () => {
		expect(notificationText("deposit_approved", { transactionId: "t", amountPaise: 150_000, bonusPaise: 0 })).toEqual({
			title: "Deposit approved",
			body: "Your deposit of ₹1,500 is in your wallet.",
		});
		expect(notificationText("limit_raised", { limit: "loss_day", value: null, effectiveAt: 0 }).body).toBe(
			"Your daily loss limit has been removed, as you asked 24 hours ago.",
		);
		expect(notificationText("limit_raised", { limit: "deposit_week", value: 1_000_000, effectiveAt: 0 }).body).toBe(
			"Your weekly deposit limit is now ₹10,000, as you asked 24 hours ago.",
		);
		expect(
			notificationText("break_ended", { break: "self_exclusion", endedAt: Date.UTC(2026, 10, 24, 6, 30) }),
		).toEqual({
			title: "Self-exclusion ended",
			body: "Your self-exclusion ended on 24 Nov 2026, 12:00 pm IST. Please play responsibly.",
		});
		expect(notificationText("round_refunded", { roundId: "r", refundedPaise: 5_000 }).title).toBe("Stake refunded");
	});

	it("names the bell with its unread count", () => {
		expect(bellLabel(null)).toBe("Notifications");
		expect(bellLabel(0)).toBe("Notifications");
		expect(bellLabel(2)).toBe("Notifications, 2 unread");
	});

	it("marks by ids or all, never both or neither", () => {
		expect(markReadSchema.safeParse({ ids: ["a"] }).success).toBe(true);
		expect(markReadSchema.safeParse({ all: true }).success).toBe(true);
		for (const body of [{}, { ids: [] }, { all: false }, { ids: ["a"], all: true }]) {
			expect(markReadSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
		}
	});
});
