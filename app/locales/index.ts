/**
 * The UI catalogues: English always (it is the fallback and the source), Hindi loaded by the server at start and by
 * the browser only when a page is shown in Hindi (docs/decisions/0920-hindi-and-english.md): a page the server renders
 * in Hindi carries its catalogue in the HTML (`CatalogueScript`), so hydration waits for no request; switching
 * language loads the same catalogue as a separate script.
 */

import type { Locale } from "~/domain/i18n/locales";
import { hasMessageTranslation, registerMessageTranslation } from "~/domain/i18n/localize";
import { en } from "./en";

export type UiCatalogue = typeof en;

/** A translation of the English UI catalogue: the same keys, each wording in the other language. */
export type UiTranslation<T = UiCatalogue> = { [K in keyof T]: T[K] extends string ? string : UiTranslation<T[K]> };

type MessageTranslation = Parameters<typeof registerMessageTranslation>[1];

const loaded: Partial<Record<Locale, UiCatalogue>> = { en };
const loadedMessages: Partial<Record<Locale, MessageTranslation>> = {};

export function uiCatalogue(locale: Locale): UiCatalogue | undefined {
	return loaded[locale];
}

/** Makes `locale` ready to render: its UI catalogue and its translation of the domain's messages. */
export async function loadLocale(locale: Locale): Promise<void> {
	if (loaded[locale] && hasMessageTranslation(locale)) return;
	if (installInlineCatalogue(locale)) return;
	if (locale === "hi") {
		const { hi, hindiMessages } = await import("./hi");
		installLocale("hi", hi, hindiMessages);
	}
}

export function installLocale(locale: Locale, catalogue: UiTranslation, messages: MessageTranslation): void {
	loaded[locale] = catalogue as UiCatalogue;
	loadedMessages[locale] = messages;
	registerMessageTranslation(locale, messages);
}

/** The id of the script element that carries a page's catalogue (see `inlineCatalogue`). */
export const CATALOGUE_SCRIPT_ID = "i18n-catalogue";

/**
 * `locale`'s loaded catalogues as the text of a JSON script element: `<` escaped, so no text in it can end the
 * element. Null for English, which every page has in its code.
 */
export function inlineCatalogue(locale: Locale): string | null {
	const ui = loaded[locale];
	const messages = loadedMessages[locale];
	if (locale === "en" || !ui || !messages) return null;
	return JSON.stringify({ ui, messages }).replaceAll("<", "\\u003c");
}

function installInlineCatalogue(locale: Locale): boolean {
	if (typeof document === "undefined") return false;
	const script = document.getElementById(CATALOGUE_SCRIPT_ID);
	if (!script?.textContent || script.dataset.locale !== locale) return false;
	const { ui, messages } = JSON.parse(script.textContent) as { ui: UiTranslation; messages: MessageTranslation };
	installLocale(locale, ui, messages);
	return true;
}
