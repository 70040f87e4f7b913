import { describe, expect, it } from "vitest";
import { accountMessages as m, promotionMessages } from "~/domain/messages";
import {
	formatPhone,
	loginFormSchema,
	loginSchema,
	maskPhone,
	nationalNumber,
	normalizePhone,
	registerFormSchema,
	registerSchema,
	resetPasswordFormSchema,
	resetPasswordSchema,
	verifyOtpSchema,
} from "~/domain/validation/auth";

const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
	result.success ? null : result.error?.issues[0]?.message;

describe("phone numbers", () => {
	it.each([
		["9876543210", "+919876543210"],
		["98765 43210", "+919876543210"],
		[" 6 0 0 0 0 0 0 0 0 0 ", "+916000000000"],
		["+91 98765-43210", "+919876543210"],
	])("accepts %j as %s", (input, e164) => {
		expect(normalizePhone(input)).toBe(e164);
		expect(nationalNumber(e164)).toBe(e164.slice(3));
	});

	it.each(["", "987654321", "98765432100", "5876543210", "0876543210", "98765abcde", "+449876543210"])(
		"refuses %j",
		(input) => expect(normalizePhone(input)).toBeNull(),
	);
});

describe("formatPhone: one display format for every screen", () => {
	it.each([
		["+919812458629", "+91 98124 58629"],
		["9812458629", "+91 98124 58629"],
		["+91 98124-58629", "+91 98124 58629"],
	])("shows %j as %j", (input, shown) => expect(formatPhone(input)).toBe(shown));

	it("shows anything else as it is, and nothing as null", () => {
		expect(formatPhone("+441234567890")).toBe("+441234567890");
		expect(formatPhone(null)).toBeNull();
		expect(formatPhone(undefined)).toBeNull();
		expect(formatPhone("")).toBeNull();
	});
});

describe("maskPhone: the admin's live bets show a phone's first two and last three digits", () => {
	it("masks a stored or bare Indian number the same way, stars anything else after five characters, keeps null", () => {
		expect(["+919812458629", "9812458629"].map(maskPhone)).toEqual(["+91 98*** **629", "+91 98*** **629"]);
		expect(maskPhone("+441234567890")).toBe("+4412***");
		expect(maskPhone(null)).toBeNull();
		expect(maskPhone("")).toBeNull();
	});
});

describe("form schemas give the spec's first message", () => {
	it("login", () => {
		expect(first(loginSchema.safeParse({}))).toBe(m.fillAllFields);
		expect(first(loginSchema.safeParse({ phone: "12", password: "" }))).toBe(m.fillAllFields);
		expect(first(loginSchema.safeParse({ phone: "12", password: "x" }))).toBe(m.invalidPhone);
		expect(loginSchema.parse({ phone: "98765 43210", password: "x" })).toEqual({
			phone: "+919876543210",
			password: "x",
		});
	});

	it("register: fields, phone, terms (in that order)", () => {
		const ok = { name: " Asha  Rao ", phone: "9876543210", password: "Secret@123", acceptTerms: true };
		// No referral code given: `ref` is null (a friend's link fills it in, docs/decisions/0850-promotions.md).
		expect(registerSchema.parse(ok)).toEqual({
			name: "Asha Rao",
			phone: "+919876543210",
			password: "Secret@123",
			ref: null,
		});
		expect(first(registerSchema.safeParse({ ...ok, name: "  " }))).toBe(m.fillAllFields);
		expect(first(registerSchema.safeParse({ ...ok, phone: "123", acceptTerms: false }))).toBe(m.invalidPhone);
		expect(first(registerSchema.safeParse({ ...ok, acceptTerms: "yes" }))).toBe(m.acceptTerms);
		expect(first(registerSchema.safeParse({ ...ok, password: "1234567" }))).toBe(m.passwordTooShort);
	});

	it("the login and register forms: each problem at its field, all at once", () => {
		const problems = (result: { success: boolean; error?: { issues: Array<{ message: string; path: unknown[] }> } }) =>
			result.success ? {} : Object.fromEntries(result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
		expect(problems(loginFormSchema.safeParse({ phone: "", password: "" }))).toEqual({
			phone: m.enterPhone,
			password: m.fillAllFields,
		});
		expect(problems(loginFormSchema.safeParse({ phone: "12", password: "x" }))).toEqual({ phone: m.invalidPhone });
		expect(loginFormSchema.parse({ phone: "98765 43210", password: "x" })).toEqual({
			phone: "+919876543210",
			password: "x",
		});
		expect(problems(registerFormSchema.safeParse({ name: " ", phone: "123", password: "short", ref: "x" }))).toEqual({
			name: m.enterName,
			phone: m.invalidPhone,
			password: m.passwordTooShort,
			acceptTerms: m.acceptTerms,
			ref: promotionMessages.referralCodeInvalid,
		});
		// The terms box posts "on".
		const form = { name: "Asha", phone: "9876543210", password: "Secret@123", acceptTerms: "on", ref: "abcd2345" };
		expect(registerFormSchema.parse(form)).toEqual({
			name: "Asha",
			phone: "+919876543210",
			password: "Secret@123",
			ref: "ABCD2345",
		});
	});

	it("OTP and reset", () => {
		expect(first(verifyOtpSchema.safeParse({ phone: "9876543210", otp: "12345" }))).toBe(m.invalidOtp);
		expect(verifyOtpSchema.parse({ phone: "9876543210", otp: " 123456 " }).otp).toBe("123456");
		// The API takes the spec's payload; the confirmation is the form's alone.
		const spec = { phone: "9876543210", otp: "123456", newPassword: "Secret@123" };
		expect(resetPasswordSchema.parse(spec)).toEqual({ ...spec, phone: "+919876543210" });
		expect(first(resetPasswordSchema.safeParse({ ...spec, otp: "" }))).toBe(m.fillAllFieldsReset);
		const form = { ...spec, confirmPassword: "Secret@123" };
		expect(resetPasswordFormSchema.parse(form)).toEqual({ ...spec, phone: "+919876543210" });
		expect(first(resetPasswordFormSchema.safeParse({ ...form, confirmPassword: "" }))).toBe(m.fillAllFieldsReset);
		expect(first(resetPasswordFormSchema.safeParse({ ...form, confirmPassword: "Secret@124" }))).toBe(
			m.passwordsDoNotMatch,
		);
		// A weak password is named before a mismatch, as the form lists its problems in field order.
		expect(first(resetPasswordFormSchema.safeParse({ ...form, newPassword: "short", confirmPassword: "x" }))).toBe(
			m.passwordTooShort,
		);
	});
});
