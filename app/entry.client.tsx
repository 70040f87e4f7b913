/**
 * The browser's entry: React Router's default hydration, after the page's language is ready
 * (docs/decisions/0920-hindi-and-english.md). The server wrote it in <html lang>; a page in Hindi installs the Hindi
 * the server put in the page, and the message runtime, first, so the first render matches the server's HTML
 * (docs/decisions/0760-first-load-and-i18n-loading.md). An English page loads nothing more.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "~/domain/i18n/locales";
import { createI18n } from "./lib/i18n";
import { installPageCatalogue } from "./locales";

async function hydrate() {
	const lang = document.documentElement.lang;
	const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
	await installPageCatalogue(locale);
	const i18n = createI18n(locale);
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<I18nextProvider i18n={i18n}>
					<HydratedRouter />
				</I18nextProvider>
			</StrictMode>,
		);
	});
}

void hydrate();
