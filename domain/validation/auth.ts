/**
 * The rules of accounts and sessions (docs/product.md#accounts), shared by the
 * forms and the API: each schema answers with exactly one message, the product's
 * wording for the first problem found, and normalises what it accepts
 * (phones become +91 E.164).
 */

// The .ts extension lets Node scripts (scripts/admin-create.mjs) import this module directly.
import { LOCALES } from "../i18n/locales.ts";
import { accountMessages as m } from "../messages/account";
import { validationMessages } from "../messages/common";
import { promotionMessages } from "../messages/promotions";
import { z } from "./zod";

export const PASSWORD_MIN_LENGTH = 8;
/** An upper bound keeps scrypt's work per request bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
export const OTP_LENGTH = 6;
/** A code is valid for 60 s (docs/product.md#accounts); the client's timer counts down to the expiry the server returns. */
export const OTP_TTL_MS = 60_000;
/** Wrong tries allowed per code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Resends allowed per phone per hour (docs/product.md#accounts). */
export const OTP_RESENDS_PER_HOUR = 5;

/** Digits of an Indian mobile number: 10, starting 6–9, after removing spaces (and an optional +91). */
export function normalizePhone(input: string): string | null {
	const compact = input.replace(/[\s-]/g, "");
	const national = /^(?:\+91)?([6-9]\d{9})$/.exec(compact)?.[1];
	return national ? `+91${national}` : null;
}

/**
 * How every screen shows a phone: "+91 98124 58629", from the stored "+919812458629" or the bare
 * "9812458629" some answers carry. Anything that is not an Indian mobile number is shown as it is.
 */
export function formatPhone(phone: string | null | undefined): string | null {
	if (!phone) return null;
	const national = normalizePhone(phone)?.slice(3);
	return national ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : phone;
}

/**
 * A phone as the admin's live bets show it (docs/decisions/0410-admin-console-screens.md): the display format with the
 * middle digits starred, "+91 98*** **629"; null (no phone) stays null, anything else is starred after its first 5.
 */
export function maskPhone(phone: string | null | undefined): string | null {
	const shown = formatPhone(phone);
	if (!shown) return null;
	const national = normalizePhone(shown)?.slice(3);
	if (!national) return `${shown.slice(0, 5)}***`;
	return `+91 ${national.slice(0, 2)}*** **${national.slice(7)}`;
}

/** +91XXXXXXXXXX → XXXXXXXXXX (what the forms show). */
export function nationalNumber(e164: string): string {
	return e164.replace(/^\+91/, "");
}

/** A stored phone (+91 E.164) as every API answers it: its 10 national digits, as it is typed; null stays null. */
export function apiPhone(stored: string | null): string | null {
	return stored === null ? null : nationalNumber(stored);
}

/** Strings stay strings; numbers become strings; anything else counts as missing. */
const text = z.preprocess((v) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : ""), z.string());

function firstProblem(ctx: z.RefinementCtx, message: string) {
	ctx.addIssue({ code: "custom", message });
	return z.NEVER;
}

function passwordProblem(password: string): string | null {
	if (password.length < PASSWORD_MIN_LENGTH) return m.passwordTooShort;
	if (password.length > PASSWORD_MAX_LENGTH) return m.passwordTooLong;
	return null;
}

export const loginSchema = z.object({ phone: text, password: text }).transform((v, ctx) => {
	if (!v.phone.trim() || !v.password) return firstProblem(ctx, m.fillAllFields);
	const phone = normalizePhone(v.phone);
	if (!phone) return firstProblem(ctx, m.invalidPhone);
	return { phone, password: v.password };
});

/** A display name as stored: trimmed, inner runs of spaces made one. */
function normalizeName(input: string): string {
	return input.trim().replace(/\s+/g, " ");
}

export const registerSchema = z
	.object({ name: text, phone: text, password: text, acceptTerms: z.unknown().optional(), ref: z.unknown().optional() })
	.transform((v, ctx) => {
		const name = normalizeName(v.name);
		if (!name || !v.phone.trim() || !v.password) return firstProblem(ctx, m.fillAllFields);
		const phone = normalizePhone(v.phone);
		if (!phone) return firstProblem(ctx, m.invalidPhone);
		if (name.length > NAME_MAX_LENGTH) return firstProblem(ctx, m.nameTooLong);
		const passwordIssue = passwordProblem(v.password);
		if (passwordIssue) return firstProblem(ctx, passwordIssue);
		if (v.acceptTerms !== true) return firstProblem(ctx, m.acceptTerms);
		const ref = referralOf(v.ref);
		if (ref === false) return firstProblem(ctx, promotionMessages.referralCodeInvalid);
		return { name, phone, password: v.password, ref };
	});

/** Each of a form's problems at its own field, all at once (Conform); whether there was any. */
function reportEach(ctx: z.RefinementCtx, problems: Array<[field: string, message: string | false | null]>): boolean {
	let any = false;
	for (const [field, message] of problems) {
		if (!message) continue;
		ctx.addIssue({ code: "custom", message, path: [field] });
		any = true;
	}
	return any;
}

/** A phone field's own problem: missing, or not an Indian mobile number. */
function phoneProblem(input: string, phone: string | null): string | false {
	return !input.trim() ? m.enterPhone : !phone && m.invalidPhone;
}

/**
 * The login form (issue 30): the API's rules, each problem under its field and all at once; the API
 * (`loginSchema`) still answers the first in its own words.
 */
export const loginFormSchema = z.object({ phone: text, password: text }).transform((v, ctx) => {
	const phone = normalizePhone(v.phone);
	if (
		reportEach(ctx, [
			["phone", phoneProblem(v.phone, phone)],
			["password", !v.password && m.fillAllFields],
		])
	) {
		return z.NEVER;
	}
	return { phone: phone ?? "", password: v.password };
});

/**
 * The register form: `registerSchema`'s rules, each problem under its field and all at once; the terms box posts
 * "on" when ticked.
 */
export const registerFormSchema = z
	.object({ name: text, phone: text, password: text, acceptTerms: z.unknown().optional(), ref: z.unknown().optional() })
	.transform((v, ctx) => {
		const name = normalizeName(v.name);
		const phone = normalizePhone(v.phone);
		const ref = referralOf(v.ref);
		const problems: Array<[string, string | false | null]> = [
			["name", !name ? m.enterName : name.length > NAME_MAX_LENGTH && m.nameTooLong],
			["phone", phoneProblem(v.phone, phone)],
			["password", !v.password ? m.fillAllFields : passwordProblem(v.password)],
			["acceptTerms", v.acceptTerms !== "on" && v.acceptTerms !== true && m.acceptTerms],
			["ref", ref === false && promotionMessages.referralCodeInvalid],
		];
		if (reportEach(ctx, problems)) return z.NEVER;
		return { name, phone: phone ?? "", password: v.password, ref: ref || null };
	});

function otpProblem(otp: string): string | null {
	return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp.trim()) ? null : m.invalidOtp;
}

/**
 * The id the server gave a registration attempt (a UUID). The client sends it back with the code
 * and with resends, so a code only ever verifies its own attempt (docs/decisions/0740-account-abuse.md).
 */
const REGISTRATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function registrationIdOf(value: unknown): string | null | undefined {
	if (value === undefined || value === null || value === "") return undefined;
	return typeof value === "string" && REGISTRATION_ID.test(value.toLowerCase()) ? value.toLowerCase() : null;
}

export const verifyOtpSchema = z
	.object({ phone: text, otp: text, registrationId: z.unknown().optional(), ref: z.unknown().optional() })
	.transform((v, ctx) => {
		const phone = normalizePhone(v.phone);
		if (!phone) return firstProblem(ctx, m.invalidPhone);
		const issue = otpProblem(v.otp);
		if (issue) return firstProblem(ctx, issue);
		const registrationId = registrationIdOf(v.registrationId);
		if (registrationId === null) return firstProblem(ctx, m.registrationRequired);
		const ref = referralOf(v.ref);
		if (ref === false) return firstProblem(ctx, promotionMessages.referralCodeInvalid);
		return { phone, otp: v.otp.trim(), registrationId, ref };
	});

/**
 * The friend's referral code a registration carries (`?ref=` of the referrer's link, docs/decisions/0850): null when
 * none was given, false when it is not a code at all.
 */
function referralOf(value: unknown): string | null | false {
	if (value === undefined || value === null || value === "") return null;
	if (typeof value !== "string" || value.length > 100) return false;
	const code = value.trim().toUpperCase();
	return REFERRAL_CODE_PATTERN.test(code) ? code : false;
}

/** A player's referral code (server/referrals.ts makes them): 8 letters or digits that cannot be misread. */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-KM-NP-Z2-9]{8}$/;

export const OTP_PURPOSES = ["register", "reset"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const resendOtpSchema = z
	.object({ phone: text, purpose: z.unknown().optional(), registrationId: z.unknown().optional() })
	.transform((v, ctx) => {
		if (!v.phone.trim()) return firstProblem(ctx, m.enterPhone);
		const phone = normalizePhone(v.phone);
		if (!phone) return firstProblem(ctx, m.invalidPhone);
		if (v.purpose === "reset") return { phone, purpose: "reset" as const, registrationId: undefined };
		// A new registration code is always for one attempt: the one this client started.
		const registrationId = registrationIdOf(v.registrationId);
		if (!registrationId) return firstProblem(ctx, m.registrationRequired);
		return { phone, purpose: "register" as const, registrationId };
	});

export const forgotPasswordSchema = z.object({ phone: text }).transform((v, ctx) => {
	if (!v.phone.trim()) return firstProblem(ctx, m.enterPhone);
	const phone = normalizePhone(v.phone);
	if (!phone) return firstProblem(ctx, m.invalidPhone);
	return { phone };
});

/**
 * The reset's fields as the spec sends them to `POST /api/auth/reset-password`: phone, otp and newPassword. `confirm`
 * is the form's second typing of the password, which the API never receives (the form checks it, last).
 */
function checkReset(
	v: { phone: string; otp: string; newPassword: string; confirm?: string },
	ctx: z.RefinementCtx,
): { phone: string; otp: string; newPassword: string } {
	if (!v.phone.trim() || !v.otp.trim() || !v.newPassword || v.confirm === "") {
		return firstProblem(ctx, m.fillAllFieldsReset);
	}
	const phone = normalizePhone(v.phone);
	if (!phone) return firstProblem(ctx, m.invalidPhone);
	const otpIssue = otpProblem(v.otp);
	if (otpIssue) return firstProblem(ctx, otpIssue);
	const passwordIssue = passwordProblem(v.newPassword);
	if (passwordIssue) return firstProblem(ctx, passwordIssue);
	if (v.confirm !== undefined && v.newPassword !== v.confirm) return firstProblem(ctx, m.passwordsDoNotMatch);
	return { phone, otp: v.otp.trim(), newPassword: v.newPassword };
}

/** `POST /api/auth/reset-password`: the spec's payload (phone, otp, newPassword). */
export const resetPasswordSchema = z
	.object({ phone: text, otp: text, newPassword: text })
	.transform((v, ctx) => checkReset(v, ctx));

/** The reset form: the API's fields and the new password typed twice, which must match. */
export const resetPasswordFormSchema = z
	.object({ phone: text, otp: text, newPassword: text, confirmPassword: text })
	.transform(({ confirmPassword, ...v }, ctx) => checkReset({ ...v, confirm: confirmPassword }, ctx));

/** The profile form (`PATCH /api/user/profile`): the display name, by registration's rule. */
export const profileSchema = z.object({ name: text }).transform((v, ctx) => {
	const name = normalizeName(v.name);
	if (!name) return firstProblem(ctx, m.enterName);
	if (name.length > NAME_MAX_LENGTH) return firstProblem(ctx, m.nameTooLong);
	return { name };
});

/** The language a player saves on their account (`PUT /api/user/profile/language`). */
export const languageSchema = z.object({
	locale: z.enum(LOCALES, { error: validationMessages.oneOf("locale", LOCALES) }),
});

/** The change-password form (`POST /api/auth/change-password`): the new password follows registration's rule. */
/**
 * Each problem at its own field, all at once for the form (Conform); the API answers the first, which is the one
 * it always answered: fill in every field, then the new password's rule, then the confirmation.
 */
export const changePasswordSchema = z
	.object({ currentPassword: text, newPassword: text, confirmPassword: text })
	.transform((v, ctx) => {
		const empty = (["currentPassword", "newPassword", "confirmPassword"] as const).filter((key) => !v[key]);
		for (const key of empty) ctx.addIssue({ code: "custom", message: m.fillAllFields, path: [key] });
		if (empty.length > 0) return z.NEVER;
		const passwordIssue = passwordProblem(v.newPassword);
		if (passwordIssue) ctx.addIssue({ code: "custom", message: passwordIssue, path: ["newPassword"] });
		const mismatch = v.newPassword !== v.confirmPassword;
		if (mismatch) ctx.addIssue({ code: "custom", message: m.passwordsDoNotMatch, path: ["confirmPassword"] });
		if (passwordIssue || mismatch) return z.NEVER;
		return { currentPassword: v.currentPassword, newPassword: v.newPassword };
	});

/** The first message of a failed parse (each schema reports exactly one). */
export function firstMessage(error: z.ZodError): string {
	return error.issues[0]?.message ?? m.fillAllFields;
}
