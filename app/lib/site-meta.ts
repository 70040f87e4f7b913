/**
 * The public pages' <title> and description in the page's language. A meta function cannot use hooks: it reads the
 * language the root loader rendered the page in (on the server and while hydrating) or, after the language control
 * switched it, the page's <html lang> (app/lib/page-locale.ts).
 */
import { siteContent } from "~/domain/content";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/domain/i18n/locales";
import { type UiCatalogue, uiCatalogue } from "../locales";

type Match = { id: string; loaderData?: unknown } | undefined;

export function metaLocale(matches: readonly Match[]): Locale {
	if (typeof document !== "undefined" && isLocale(document.documentElement.lang)) return document.documentElement.lang;
	const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: unknown } | undefined;
	return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

/** The site's meta wording in the page's language, with the brand filled in. */
export function siteMeta(matches: readonly Match[]): Record<keyof UiCatalogue["site"]["meta"], string> {
	const meta = (uiCatalogue(metaLocale(matches)) ?? uiCatalogue(DEFAULT_LOCALE))?.site.meta;
	return Object.fromEntries(
		Object.entries(meta ?? {}).map(([key, text]) => [key, text.replaceAll("{{brand}}", siteContent.brand)]),
	) as Record<keyof UiCatalogue["site"]["meta"], string>;
}
