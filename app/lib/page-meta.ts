/**
 * A page's <title> and description in the page's language (docs/decisions/0920-hindi-and-english.md). A route's
 * `meta` runs outside React and cannot use hooks: on the server it reads the language the root loader chose, in the
 * browser the one <html lang> shows (the language control keeps it current).
 */
import { siteContent } from "~/domain/content";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/domain/i18n/locales";
import { type UiCatalogue, uiCatalogue } from "../locales";

export type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export function metaLocale(matches: readonly MetaMatch[]): Locale {
	if (typeof document !== "undefined" && isLocale(document.documentElement.lang)) return document.documentElement.lang;
	const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: unknown } | undefined;
	return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

/** The UI catalogue of the page's language (English when it is not loaded). */
export function metaCatalogue(matches: readonly MetaMatch[]): UiCatalogue {
	return uiCatalogue(metaLocale(matches)) ?? (uiCatalogue(DEFAULT_LOCALE) as UiCatalogue);
}

/** "<page> · Roulette Royale" in the page's language. */
export function pageTitle(matches: readonly MetaMatch[], pick: (catalogue: UiCatalogue) => string): string {
	return `${pick(metaCatalogue(matches))} · ${siteContent.brand}`;
}
