/**
 * The pages' languages (docs/decisions/0920-hindi-and-english.md): i18next with react-i18next, one instance per
 * language on the server (shared by its requests, never switched) and one in the browser (switched by the language
 * control). UI wording lives in app/locales/<language>/<area>.ts; the domain's messages (API answers, the table's
 * socket, domain/messages.ts) reach the reader's language through `useSay`.
 */
import { createInstance, type i18n as I18n } from "i18next";
import { useCallback, useMemo } from "react";
import { initReactI18next, useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from "~/domain/i18n/locales";
import { localizeMessage } from "~/domain/i18n/localize";
import { formatAmount, formatRupees } from "~/domain/money";
import { formatIstDate, formatIstDateTime, formatIstTime } from "~/domain/time";
import { type UiCatalogue, uiCatalogue } from "../locales";
import { formatCount } from "./format";

/** An i18next instance speaking `locale`, with the UI catalogues loaded so far (see app/locales/index.ts). */
export function createI18n(locale: Locale): I18n {
	const instance = createInstance();
	const resources: Partial<Record<Locale, UiCatalogue>> = {};
	for (const language of [DEFAULT_LOCALE, locale]) {
		const catalogue = uiCatalogue(language);
		if (catalogue) resources[language] = catalogue;
	}
	void instance.use(initReactI18next).init({
		lng: locale,
		fallbackLng: DEFAULT_LOCALE,
		supportedLngs: [...Object.keys(INTL_LOCALE)],
		defaultNS: "common",
		resources,
		initAsync: false,
		interpolation: { escapeValue: false },
		react: { useSuspense: false },
	});
	return instance;
}

/** The language the page is shown in. */
export function useLocale(): Locale {
	const { i18n } = useTranslation();
	const language = i18n.resolvedLanguage ?? i18n.language;
	return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * A domain message (English, as the API, the socket and domain/messages.ts word it) in the page's language: the
 * server's `message` already arrives in it, but a message the page words itself or gets from the table's socket
 * goes through here.
 */
export function useSay(): (text: string) => string {
	const locale = useLocale();
	return useCallback((text: string) => localizeMessage(text, locale), [locale]);
}

/** Numbers, rupees, tokens and India times formatted for the page's language (en-IN or hi-IN). */
export function useFormat() {
	const locale = useLocale();
	return useMemo(() => {
		const intl = INTL_LOCALE[locale];
		return {
			locale,
			rupees: (paise: number) => formatRupees(paise, intl),
			amount: (paise: number) => formatAmount(paise, intl),
			count: (n: number) => formatCount(n, intl),
			dateTime: (at: number | string) => formatIstDateTime(at, intl),
			date: (at: number | string) => formatIstDate(at, intl),
			time: (at: number | string) => formatIstTime(at, intl),
		};
	}, [locale]);
}
