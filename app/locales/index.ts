/**
 * The UI catalogues: English always (it is the fallback and the source), Hindi loaded by the server at start and by
 * the browser only when a page is shown in Hindi (docs/decisions/0920-hindi-and-english.md).
 */

import type { Locale } from "~/domain/i18n/locales";
import { hasMessageTranslation, registerMessageTranslation } from "~/domain/i18n/localize";
import { en } from "./en";

export type UiCatalogue = typeof en;

/** A translation of the English UI catalogue: the same keys, each wording in the other language. */
export type UiTranslation<T = UiCatalogue> = { [K in keyof T]: T[K] extends string ? string : UiTranslation<T[K]> };

const loaded: Partial<Record<Locale, UiCatalogue>> = { en };

export function uiCatalogue(locale: Locale): UiCatalogue | undefined {
	return loaded[locale];
}

/** Makes `locale` ready to render: its UI catalogue and its translation of the domain's messages. */
export async function loadLocale(locale: Locale): Promise<void> {
	if (loaded[locale] && hasMessageTranslation(locale)) return;
	if (locale === "hi") {
		const { hi, hindiMessages } = await import("./hi");
		installLocale("hi", hi, hindiMessages);
	}
}

export function installLocale(
	locale: Locale,
	catalogue: UiTranslation,
	messages: Parameters<typeof registerMessageTranslation>[1],
): void {
	loaded[locale] = catalogue as UiCatalogue;
	registerMessageTranslation(locale, messages);
}
