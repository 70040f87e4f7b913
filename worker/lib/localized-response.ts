/**
 * API answers in the reader's language (docs/decisions/0920-hindi-and-english.md): the handlers word every
 * `message` once, in English; this turns it into the language of the request (the `lang` cookie, then
 * Accept-Language) on the way out. Every language's catalogue is loaded here, once per isolate.
 */
import { hindiMessages } from "~/domain/i18n/hi/messages";
import { DEFAULT_LOCALE, type Locale } from "~/domain/i18n/locales";
import { localizeMessage, registerMessageTranslation } from "~/domain/i18n/localize";

registerMessageTranslation("hi", hindiMessages);

/** An answer's `message`s are small: a larger JSON body (a list) is passed on unread. */
const MAX_LOCALIZED_BYTES = 64 * 1024;

export async function localizedApiResponse(response: Response, locale: Locale): Promise<Response> {
	if (locale === DEFAULT_LOCALE || response.status === 101 || !response.body) return response;
	if (!(response.headers.get("Content-Type") ?? "").startsWith("application/json")) return response;
	const length = Number(response.headers.get("Content-Length") ?? 0);
	if (length > MAX_LOCALIZED_BYTES) return response;
	const text = await response.text();
	const localized = new Response(localizedBody(text, locale), response);
	localized.headers.delete("Content-Length");
	localized.headers.set("Content-Language", locale);
	return localized;
}

function localizedBody(text: string, locale: Locale): string {
	if (text.length > MAX_LOCALIZED_BYTES || !text.includes('"message"')) return text;
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		return text;
	}
	if (typeof body !== "object" || body === null || !("message" in body) || typeof body.message !== "string") {
		return text;
	}
	return JSON.stringify({ ...body, message: localizeMessage(body.message, locale) });
}
