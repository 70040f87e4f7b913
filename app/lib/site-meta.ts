/** The public pages' <title> and description in the page's language (app/lib/page-meta.ts). */
import { siteContent } from "~/domain/content";
import type { UiCatalogue } from "../locales";
import { type MetaMatch, metaCatalogue } from "./page-meta";

/** The site's meta wording in the page's language, with the brand filled in. */
export function siteMeta(matches: readonly MetaMatch[]): Record<keyof UiCatalogue["site"]["meta"], string> {
	const meta = metaCatalogue(matches).site.meta;
	return Object.fromEntries(
		Object.entries(meta).map(([key, text]) => [key, text.replaceAll("{{brand}}", siteContent.brand)]),
	) as Record<keyof UiCatalogue["site"]["meta"], string>;
}
