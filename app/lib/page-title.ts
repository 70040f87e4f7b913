/**
 * A page's <title> in the page's language (docs/decisions/0920-hindi-and-english.md). Route `meta` runs outside React:
 * on the server it reads the language the root loader chose, in the browser the one <html lang> shows.
 */
import { siteContent } from "~/domain/content";
import { DEFAULT_LOCALE, isLocale } from "~/domain/i18n/locales";
import { type UiCatalogue, uiCatalogue } from "../locales";

type Match = { id: string; loaderData?: unknown } | undefined;

export function pageTitle(matches: readonly Match[], pick: (catalogue: UiCatalogue) => string): string {
	const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: unknown } | undefined;
	const lang = typeof document === "undefined" ? root?.locale : document.documentElement.lang;
	const catalogue = (isLocale(lang) && uiCatalogue(lang)) || (uiCatalogue(DEFAULT_LOCALE) as UiCatalogue);
	return `${pick(catalogue)} · ${siteContent.brand}`;
}
