/**
 * The browser page's current language, for code outside React's render (toasts, API fallbacks): the language
 * control keeps <html lang> in step with i18next (app/lib/language.ts). On the server it is English, and nothing
 * that runs there asks.
 */

import { DEFAULT_LOCALE, isLocale, type Locale } from "~/domain/i18n/locales";
import { sayIn } from "../locales";

export function pageLocale(): Locale {
	const lang = typeof document === "undefined" ? DEFAULT_LOCALE : document.documentElement.lang;
	return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** A domain message (English) in the page's language; any other text as it is. */
export function sayOnPage(text: string): string {
	return sayIn(text, pageLocale());
}
