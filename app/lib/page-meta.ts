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

/**
 * The UI catalogue of the page's language, namespace by namespace (English where one is not loaded). The page's
 * routes name the namespaces they use, and those are loaded before the page renders (app/locales/index.ts).
 */
export function metaCatalogue(matches: readonly MetaMatch[]): UiCatalogue {
	return { ...uiCatalogue(DEFAULT_LOCALE), ...uiCatalogue(metaLocale(matches)) } as UiCatalogue;
}

/** "<page> · Roulette Royale" in the page's language. */
export function pageTitle(matches: readonly MetaMatch[], pick: (catalogue: UiCatalogue) => string): string {
	return `${pick(metaCatalogue(matches))} · ${siteContent.brand}`;
}
