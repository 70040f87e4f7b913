/**
 * The pages' languages (docs/decisions/0920-hindi-and-english.md): i18next with react-i18next, one instance per
 * language on the server (shared by its requests, never switched) and one in the browser (switched by the language
 * control). UI wording lives in app/locales/<language>/<area>.ts; the domain's messages (API answers, the table's
 * socket, domain/messages/) reach the reader's language through `useSay`.
 */
import { createInstance, type i18n as I18n } from "i18next";
import { use, useCallback, useMemo } from "react";
import { initReactI18next, useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale } from "~/domain/i18n/locales";
import { formatAmount, formatRupees } from "~/domain/money";
import { formatIstDate, formatIstDateTime, formatIstTime } from "~/domain/time";
import {
	hasNamespaces,
	loadNamespaces,
	type Namespace,
	onNamespace,
	pageNamespaces,
	sayIn,
	uiCatalogue,
} from "../locales";
import { formatCount } from "./format";

/**
 * An i18next instance speaking `locale`, with the UI namespaces loaded so far, and those loaded later as they come
 * (see app/locales/index.ts).
 */
export function createI18n(locale: Locale): I18n {
	const instance = createInstance();
	// Copies of the per-language maps: i18next writes into the resources it is given as bundles are added.
	const resources = Object.fromEntries(LOCALES.map((language) => [language, { ...uiCatalogue(language) }]));
	onNamespace((language, namespace, bundle) => instance.addResourceBundle(language, namespace, bundle, true, true));
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
 * A domain message (English, as the API, the socket and domain/messages/ word it) in the page's language: the
 * server's `message` already arrives in it, but a message the page words itself or gets from the table's socket
 * goes through here.
 */
export function useSay(): (text: string) => string {
	const locale = useLocale();
	return useCallback((text: string) => sayIn(text, locale), [locale]);
}

/**
 * The namespaces of the page being rendered (the root's and its routes', app/locales/index.ts), ready in the page's
 * language: a navigation to a page whose translation is not loaded yet waits for it (React keeps the previous page
 * on screen meanwhile, as for any navigation), so no page shows in English first.
 */
export function useRouteNamespaces(): Namespace[] {
	const locale = useLocale();
	const namespaces = pageNamespaces(useMatches().map((match) => match.handle));
	if (!hasNamespaces(locale, namespaces)) use(namespacesForNavigation(locale, namespaces));
	return namespaces;
}

const navigationLoads = new Map<string, Promise<void>>();

/**
 * `loadNamespaces` for a navigation. When the translation cannot be loaded (offline, or a new deployment replaced
 * the files this page knows), the page is loaded again from the server, which sends it with its translation; React
 * Router does the same when a route's code cannot be loaded.
 */
function namespacesForNavigation(locale: Locale, namespaces: Namespace[]): Promise<void> {
	const key = `${locale}:${namespaces.join(",")}`;
	let loading = navigationLoads.get(key);
	if (!loading) {
		loading = loadNamespaces(locale, namespaces).catch(() => {
			window.location.reload();
			return new Promise<void>(() => {});
		});
		navigationLoads.set(key, loading);
	}
	return loading;
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
