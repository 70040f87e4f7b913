import { beforeAll, describe, expect, it } from "vitest";
import { hindiMessages } from "~/domain/i18n/hi/messages";
import { localizeMessage, registerMessageTranslation } from "~/domain/i18n/localize";
import { notificationText } from "~/domain/notifications";
import { formatIstDateTime } from "~/domain/time";
import { markReadSchema } from "~/domain/validation/notifications";

beforeAll(() => registerMessageTranslation("hi", hindiMessages));

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
		expect(notificationText("limit_raised", { limit: "reality_check_minutes", value: 45, effectiveAt: 0 }).body).toBe(
			"Your reality check reminder is now every 45 minutes, as you asked 24 hours ago.",
		);
	});

	it("words every kind in Hindi for a Hindi reader, the figures and the admin's reason kept", () => {
		const hindi = (text: { title: string; body: string }) => ({
			title: localizeMessage(text.title, "hi"),
			body: localizeMessage(text.body, "hi"),
		});
		expect(
			hindi(notificationText("deposit_approved", { transactionId: "t", amountPaise: 150_000, bonusPaise: 0 })),
		).toEqual({
			title: "जमा मंज़ूर",
			body: "आपका ₹1,500 का जमा आपके वॉलेट में आ गया है।",
		});
		expect(
			hindi(
				notificationText("withdrawal_rejected", {
					transactionId: "t",
					amountPaise: 99_950,
					reason: "Name does not match",
				}),
			),
		).toEqual({
			title: "निकासी नामंज़ूर",
			body: "आपकी ₹999.5 की निकासी नामंज़ूर कर दी गई और पैसे आपके वॉलेट में वापस आ गए हैं। कारण: Name does not match",
		});
		expect(hindi(notificationText("limit_raised", { limit: "loss_day", value: null, effectiveAt: 0 })).body).toBe(
			"आपकी रोज़ की नुकसान सीमा हटा दी गई है, जैसा आपने 24 घंटे पहले कहा था।",
		);
		expect(
			hindi(notificationText("limit_raised", { limit: "deposit_week", value: 1_000_000, effectiveAt: 0 })).body,
		).toBe("आपकी हफ़्ते की जमा सीमा अब ₹10,000 है, जैसा आपने 24 घंटे पहले कहा था।");
		expect(
			hindi(notificationText("limit_raised", { limit: "reality_check_minutes", value: 45, effectiveAt: 0 })).body,
		).toBe("आपका रियलिटी चेक रिमाइंडर अब हर 45 मिनट पर आएगा, जैसा आपने 24 घंटे पहले कहा था।");
		const endedAt = Date.UTC(2026, 10, 24, 6, 30);
		expect(hindi(notificationText("break_ended", { break: "self_exclusion", endedAt }))).toEqual({
			title: "सेल्फ़-एक्सक्लूज़न ख़त्म",
			body: `आपका सेल्फ़-एक्सक्लूज़न ${formatIstDateTime(endedAt, "hi-IN")} को ख़त्म हो गया। कृपया ज़िम्मेदारी से खेलें।`,
		});
		expect(hindi(notificationText("round_refunded", { roundId: "r", refundedPaise: 5_000 })).title).toBe(
			"दाँव की राशि वापस",
		);
	});

	it("marks by ids or all, never both or neither", () => {
		expect(markReadSchema.safeParse({ ids: ["a"] }).success).toBe(true);
		expect(markReadSchema.safeParse({ all: true }).success).toBe(true);
		for (const body of [{}, { ids: [] }, { all: false }, { ids: ["a"], all: true }]) {
			expect(markReadSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
		}
	});
});
