/**
 * Every namespace in every language, and the translation of the domain's messages, at once: the server speaks every
 * language from its start (so do the component tests). Never imported by the browser's code (app/locales/index.ts).
 */
import { hindiMessages } from "~/domain/i18n/hi/messages";
import * as localize from "~/domain/i18n/localize";
import { en } from "./en";
import { hi } from "./hi";
import { installMessages, type Namespace, registerNamespace, type UiCatalogue } from "./index";

export function installEveryLanguage(): void {
	for (const [locale, catalogue] of [
		["en", en],
		["hi", hi as UiCatalogue],
	] as const) {
		for (const namespace of Object.keys(catalogue) as Namespace[]) {
			registerNamespace(locale, namespace, catalogue[namespace]);
		}
	}
	installMessages("hi", hindiMessages, localize);
}
