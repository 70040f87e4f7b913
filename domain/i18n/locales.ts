/**
 * The languages the site speaks, and how a request's language is chosen (docs/decisions/0920-hindi-and-english.md):
 * the reader's own choice (the `lang` cookie, which the account's saved language also sets at sign-in) wins, then the
 * browser's Accept-Language, then English.
 */

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the choice on this device (a year; not httpOnly: the language control writes it). */
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The Intl locale each language formats numbers, rupees and dates with (Indian digit grouping in both). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** How the language control names each language: in that language, so a reader finds their own. */
export const LOCALE_NAMES: Record<Locale, { name: string; short: string }> = {
	en: { name: "English", short: "EN" },
	hi: { name: "हिन्दी", short: "हिं" },
};

export function isLocale(value: unknown): value is Locale {
	return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language in an Accept-Language header, by its q weights ("hi-IN,hi;q=0.9,en;q=0.8" → hi). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
	if (!header) return null;
	const ranked = header
		.split(",")
		.map((part, index) => {
			const [tag = "", ...params] = part.trim().split(";");
			const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
			const weight = q ? Number(q.slice(2)) : 1;
			return {
				language: tag.trim().toLowerCase().split("-")[0] ?? "",
				weight: Number.isFinite(weight) ? weight : 0,
				index,
			};
		})
		.filter((entry) => entry.weight > 0)
		.sort((a, b) => b.weight - a.weight || a.index - b.index);
	return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** The value of the language cookie in a Cookie header, when it names a supported language. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | null {
	if (!cookieHeader) return null;
	for (const part of cookieHeader.split(";")) {
		const [name, value] = part.trim().split("=");
		if (name === LOCALE_COOKIE && isLocale(value)) return value;
	}
	return null;
}

/** The language to answer a request in. */
export function requestLocale(headers: { get(name: string): string | null }): Locale {
	return (
		localeFromCookieHeader(headers.get("Cookie")) ??
		localeFromAcceptLanguage(headers.get("Accept-Language")) ??
		DEFAULT_LOCALE
	);
}

/** The Set-Cookie / document.cookie text that remembers `locale` on this device. */
export function localeCookie(locale: Locale): string {
	return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
