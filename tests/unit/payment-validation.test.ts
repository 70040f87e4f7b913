import { describe, expect, it } from "vitest";
import { DEPOSIT_METHODS } from "~/domain/deposit-methods";
import { paymentMessages } from "~/domain/messages";
import {
	DEPOSIT,
	depositAmountProblem,
	depositRequestSchema,
	rejectRequestSchema,
	withdrawalAmountProblem,
	withdrawRequestSchema,
} from "~/domain/validation/payments";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
	result.success ? null : result.error?.issues[0]?.message;

describe("deposit amount", () => {
	it("follows each method's minimum, the ₹50,000 maximum and steps of ₹100", () => {
		expect(DEPOSIT_METHODS.map((m) => [m.label, m.minRupees])).toEqual([
			["UPI", 300],
			["Card", 300],
			["Netbanking", 500],
			["Cash", 300],
		]);
		for (const method of DEPOSIT_METHODS) {
			expect(depositAmountProblem(method.minRupees, method.id)).toBeNull();
			expect(depositAmountProblem(method.minRupees - 100, method.id)).toBe(
				`Please deposit at least ₹${method.minRupees}`,
			);
			expect(depositAmountProblem(DEPOSIT.maxRupees, method.id)).toBeNull();
		}
		expect(depositAmountProblem(50_100)).toBe("Please deposit at most ₹50,000");
		expect(depositAmountProblem(3_050)).toBe("Please deposit a multiple of ₹100");
		expect(depositAmountProblem(300.5)).toBe(paymentMessages.wholeRupees);
		// The stepper's default and presets are valid deposits.
		for (const amount of [DEPOSIT.defaultRupees, ...DEPOSIT.presetsRupees])
			expect(depositAmountProblem(amount)).toBeNull();
	});

	it("parses a request with the spec's messages", () => {
		expect(firstMessage(depositRequestSchema.safeParse({ amount: 3_000 }))).toBe("Please Enter your UTR Number.");
		expect(firstMessage(depositRequestSchema.safeParse({ amount: 3_000, utr: "12" }))).toBe(paymentMessages.utrInvalid);
		expect(depositRequestSchema.parse({ amount: "3000", utr: " 123456789012 " })).toEqual({
			amount: 3_000,
			utr: "123456789012",
		});
	});
});

describe("withdrawal", () => {
	it("needs at least ₹100 and no more than the balance", () => {
		expect(withdrawalAmountProblem(99)).toBe("Please withdraw at least ₹100");
		expect(withdrawalAmountProblem(100, 100)).toBeNull();
		expect(withdrawalAmountProblem(101, 100)).toBe(paymentMessages.insufficientBalance);
	});

	it("checks bank details", () => {
		const valid = {
			amount: 500,
			bankName: "SBI",
			bankAccountNumber: "123456789",
			ifscCode: "sbin0001234",
			recipientName: "Ravi",
		};
		expect(withdrawRequestSchema.parse(valid).ifscCode).toBe("SBIN0001234");
		expect(firstMessage(withdrawRequestSchema.safeParse({ ...valid, bankName: " " }))).toBe(
			"All withdrawal details are required",
		);
		expect(firstMessage(withdrawRequestSchema.safeParse({ ...valid, ifscCode: "SBIN1001234" }))).toBe(
			paymentMessages.ifscInvalid,
		);
		expect(firstMessage(withdrawRequestSchema.safeParse({ ...valid, bankAccountNumber: "12345678" }))).toBe(
			paymentMessages.bankAccountInvalid,
		);
	});
});

describe("rejection reason", () => {
	it("is required and trimmed", () => {
		expect(firstMessage(rejectRequestSchema.safeParse({ adminNote: "   " }))).toBe("Rejection reason is required!");
		expect(rejectRequestSchema.parse({ adminNote: "  no payment  " })).toEqual({ adminNote: "no payment" });
	});
});
