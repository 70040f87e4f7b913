/** The footer's content pages in the reader's language: English (domain/pages.ts) or Hindi (./hi/pages.ts). */
import type { PublicLicence } from "../operator";
import { type ContentPage, findContentPage } from "../pages";
import { hindiContentPages, hindiLicencePage } from "./hi/pages";
import type { Locale } from "./locales";

export function findLocalizedContentPage(
	slug: string | undefined,
	licence: PublicLicence | null,
	locale: Locale,
): ContentPage | undefined {
	if (locale !== "hi") return findContentPage(slug, licence);
	if (slug === "license") return hindiLicencePage(licence);
	return hindiContentPages.find((page) => page.slug === slug);
}
