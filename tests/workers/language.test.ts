/**
 * Hindi and English (docs/decisions/0920-hindi-and-english.md): the account's saved language, and API errors in the
 * request's language (the `lang` cookie, then Accept-Language, then English). Through the Worker, as a browser calls it.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountMessages, authMessages } from "~/domain/messages";
import { call, login, otpLog, randomIp, registeredUser } from "./helpers/auth-client";
import { authHeaders, createUser } from "./helpers/users";

let log: ReturnType<typeof otpLog>;
beforeEach(() => {
	log = otpLog();
});
afterEach(() => log.restore());

function putLanguage(body: unknown, headers: Record<string, string> = {}) {
	return exports.default.fetch("https://localhost/api/user/profile/language", {
		method: "PUT",
		headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomIp(), ...headers },
		body: JSON.stringify(body),
	});
}

function wrongPassword(phone: string, headers: Record<string, string> = {}) {
	return exports.default.fetch("https://localhost/api/auth/login", {
		method: "POST",
		headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomIp(), ...headers },
		body: JSON.stringify({ phone, password: "Not-the-password-1" }),
	});
}

describe("PUT /api/user/profile/language", () => {
	it("saves the account's language, which the login answers as user.locale", async () => {
		const { phone, password } = await registeredUser(log);
		const first = await login(phone, password);
		expect(first.response.status).toBe(200);
		expect((first.body.user as { locale?: unknown }).locale ?? null).toBeNull();
		const token = first.body.token ?? "";

		const saved = await putLanguage({ locale: "hi" }, { Authorization: `Bearer ${token}` });
		expect(saved.status).toBe(200);
		expect(await saved.json()).toEqual({ locale: "hi" });

		const again = await login(phone, password);
		expect(again.response.status).toBe(200);
		expect((again.body.user as { locale?: unknown }).locale).toBe("hi");

		// And back to English.
		const english = await putLanguage({ locale: "en" }, { Authorization: `Bearer ${token}` });
		expect(english.status).toBe(200);
		const row = await env.DB.prepare("SELECT locale FROM users WHERE id = ?")
			.bind(first.body.user?.id)
			.first<{ locale: string | null }>();
		expect(row?.locale).toBe("en");
	});

	it("asks a signed-out visitor to log in (401)", async () => {
		const response = await putLanguage({ locale: "hi" });
		expect(response.status).toBe(401);
		expect((await response.json<{ message: string }>()).message).toBe(authMessages.unauthorized);
	});

	it("refuses a language the site does not speak with 422 and a clear message, and saves nothing", async () => {
		const user = await createUser();
		const response = await putLanguage({ locale: "fr" }, authHeaders(user));
		expect(response.status).toBe(422);
		expect((await response.json<{ message: string }>()).message).toBe("locale must be one of: en, hi.");
		const row = await env.DB.prepare("SELECT locale FROM users WHERE id = ?")
			.bind(user.id)
			.first<{ locale: string | null }>();
		expect(row?.locale).toBeNull();
	});
});

describe("API errors in the reader's language", () => {
	const HINDI_WRONG_CREDENTIALS = "फ़ोन नंबर या पासवर्ड गलत है";

	it("answers in Hindi with the lang=hi cookie", async () => {
		const { phone } = await registeredUser(log);
		const response = await wrongPassword(phone, { Cookie: "lang=hi" });
		expect(response.status).toBe(401);
		expect(response.headers.get("Content-Language")).toBe("hi");
		expect((await response.json<{ message: string }>()).message).toBe(HINDI_WRONG_CREDENTIALS);
	});

	it("answers in Hindi with Accept-Language: hi", async () => {
		const { phone } = await registeredUser(log);
		const response = await wrongPassword(phone, { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" });
		expect(response.status).toBe(401);
		expect(response.headers.get("Content-Language")).toBe("hi");
		expect((await response.json<{ message: string }>()).message).toBe(HINDI_WRONG_CREDENTIALS);
	});

	it("answers in English otherwise, and the cookie wins over Accept-Language", async () => {
		const { phone } = await registeredUser(log);
		const plain = await wrongPassword(phone);
		expect(plain.headers.get("Content-Language")).not.toBe("hi");
		expect((await plain.json<{ message: string }>()).message).toBe(accountMessages.wrongCredentials);

		const chosen = await wrongPassword(phone, { Cookie: "lang=en", "Accept-Language": "hi" });
		expect((await chosen.json<{ message: string }>()).message).toBe(accountMessages.wrongCredentials);
	});

	it("words a signed-out request's refusal in Hindi too", async () => {
		const response = await call("/api/auth/sessions");
		expect(response.status).toBe(401);
		const hindi = await exports.default.fetch("https://localhost/api/auth/sessions", {
			headers: { "CF-Connecting-IP": randomIp(), Cookie: "lang=hi" },
		});
		expect(hindi.status).toBe(401);
		expect((await hindi.json<{ message: string }>()).message).toBe("आगे बढ़ने के लिए कृपया लॉग इन करें।");
	});
});
