/**
 * The UI catalogues, loaded by the namespace a page needs (docs/decisions/0760-first-load-and-i18n-loading.md).
 *
 * - A namespace is an area's wording (app/locales/<language>/<area>.ts). A page needs the shell's namespaces (the
 *   root route's) and those of its routes; each route names them in its handle with `routeNamespaces`, which also
 *   registers their English: English travels in the code of the routes that use it, so an English page fetches no
 *   catalogue at all.
 * - A page the server renders in another language carries its namespaces' translation in the HTML, with the
 *   translation of the domain's messages (`inlineCatalogue`), so hydration waits for no catalogue request. A later
 *   page in that language loads the namespaces it lacks before it renders (`useRouteNamespaces`, app/root.tsx);
 *   switching language loads the translation of every namespace in use (`loadLanguage`).
 * - The domain's messages (`sayIn`) need the English patterns of the whole message catalogue
 *   (domain/i18n/localize.ts) only to render them in another language: that code loads with the language, never on
 *   an English page.
 */

import type { MessageTranslation } from "~/domain/i18n/catalogue";
import { DEFAULT_LOCALE, type Locale } from "~/domain/i18n/locales";
import type { en } from "./en";

export type UiCatalogue = typeof en;
export type Namespace = keyof UiCatalogue;

/** A translation of the English UI catalogue: the same keys, each wording in the other language. */
export type UiTranslation<T = UiCatalogue> = { [K in keyof T]: T[K] extends string ? string : UiTranslation<T[K]> };

type Resources = UiCatalogue[Namespace];
type Localizer = typeof import("~/domain/i18n/localize");

/** The namespaces loaded so far, per language. */
const catalogues: Record<Locale, Partial<Record<Namespace, Resources>>> = { en: {}, hi: {} };
/** The translations of the domain's messages installed so far, and their runtime (domain/i18n/localize.ts). */
const messageTranslations: Partial<Record<Locale, MessageTranslation>> = {};
let localizer: Localizer | null = null;
const listeners = new Set<(locale: Locale, namespace: Namespace, resources: Resources) => void>();

/** The languages other than English (DEFAULT_LOCALE), which are translations of it. */
type Translated = Exclude<Locale, "en">;
/** Each namespace's Hindi, loaded on its own (the Hindi files are typed against the English: none is missing). */
const TRANSLATIONS: Record<Translated, Record<Namespace, () => Promise<Resources>>> = {
	hi: {
		common: () => import("./hi/common").then((m) => m.common),
		site: () => import("./hi/site").then((m) => m.site),
		auth: () => import("./hi/auth").then((m) => m.auth),
		account: () => import("./hi/account").then((m) => m.account),
		wallet: () => import("./hi/wallet").then((m) => m.wallet),
		table: () => import("./hi/table").then((m) => m.table),
		admin: () => import("./hi/admin").then((m) => m.admin),
		verify: () => import("./hi/verify").then((m) => m.verify),
	},
};
const MESSAGES: Record<Translated, () => Promise<MessageTranslation>> = {
	hi: () => import("~/domain/i18n/hi/messages").then((m) => m.hindiMessages),
};

export function registerNamespace(locale: Locale, namespace: Namespace, resources: Resources): void {
	if (catalogues[locale][namespace]) return;
	catalogues[locale][namespace] = resources;
	for (const listener of listeners) listener(locale, namespace, resources);
}

/** Calls `listener` for every namespace registered from now on (an i18next instance adds it to its resources). */
export function onNamespace(listener: (locale: Locale, namespace: Namespace, resources: Resources) => void): void {
	listeners.add(listener);
}

/** What a route's handle says about its wording: the namespaces it uses beyond the shell's. */
export type RouteI18n = { i18n: readonly Namespace[] };

/**
 * A route's `handle`: registers the English of the namespaces the route uses (imported by the route, so it comes with
 * its code) and names them, for the server (which sends their translation with the page) and for the browser (which
 * loads their translation before the route renders in another language).
 */
export function routeNamespaces(english: Partial<UiCatalogue>): RouteI18n {
	const namespaces = Object.keys(english) as Namespace[];
	for (const namespace of namespaces) registerNamespace(DEFAULT_LOCALE, namespace, english[namespace] as Resources);
	return { i18n: namespaces };
}

/** The namespaces the routes of a page name in their handles (`matches` from useMatches), each once. */
export function pageNamespaces(handles: readonly unknown[]): Namespace[] {
	const found = handles.flatMap((handle) => (handle as Partial<RouteI18n> | undefined)?.i18n ?? []);
	return [...new Set(found)];
}

/** `locale`'s namespaces loaded so far (English: those of the code loaded so far). */
export function uiCatalogue(locale: Locale): Partial<UiCatalogue> {
	return catalogues[locale] as Partial<UiCatalogue>;
}

/** True when `locale` can render these namespaces and, for another language than English, its messages. */
export function hasNamespaces(locale: Locale, namespaces: readonly Namespace[]): boolean {
	if (locale === DEFAULT_LOCALE) return true;
	return messageTranslations[locale] !== undefined && namespaces.every((ns) => catalogues[locale][ns]);
}

const pending = new Map<string, Promise<void>>();

/**
 * Loads what `locale` lacks to render these namespaces: their translation and, the first time, the message runtime
 * and the translation of the domain's messages. One promise per request (React's `use` reads it again).
 */
export function loadNamespaces(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
	const key = `${locale}:${[...namespaces].sort().join(",")}`;
	let loading = pending.get(key);
	if (!loading) {
		loading = load(locale, namespaces);
		pending.set(key, loading);
		// A failed load (offline) may be tried again.
		loading.catch(() => pending.delete(key));
	}
	return loading;
}

async function load(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
	if (locale === DEFAULT_LOCALE) return;
	const language = locale as Translated;
	const missing = namespaces.filter((ns) => !catalogues[language][ns]);
	const [runtime, messages, loaded] = await Promise.all([
		localizer ?? import("~/domain/i18n/localize"),
		messageTranslations[language] ? null : MESSAGES[language](),
		Promise.all(missing.map((ns) => TRANSLATIONS[language][ns]())),
	]);
	if (messages) installMessages(locale, messages, runtime);
	for (const [index, ns] of missing.entries()) registerNamespace(locale, ns, loaded[index] as Resources);
}

/** Switching language: the translation of every namespace the page's code has used so far. */
export function loadLanguage(locale: Locale): Promise<void> {
	return loadNamespaces(locale, Object.keys(catalogues[DEFAULT_LOCALE]) as Namespace[]);
}

/** Installs a translation of the domain's messages, with the runtime that recognises them. */
export function installMessages(locale: Locale, messages: MessageTranslation, runtime: Localizer): void {
	localizer = runtime;
	messageTranslations[locale] = messages;
	runtime.registerMessageTranslation(locale, messages);
}

/**
 * A domain message (English, as the API, the socket and domain/messages/ word it) in `locale`: English as it is;
 * another language through its catalogue once installed (before a page in that language renders).
 */
export function sayIn(text: string, locale: Locale): string {
	if (locale === DEFAULT_LOCALE || !localizer) return text;
	return localizer.localizeMessage(text, locale);
}

/** The id of the script element that carries a page's catalogue (see `inlineCatalogue`). */
export const CATALOGUE_SCRIPT_ID = "i18n-catalogue";

type InlineCatalogue = { ui: Partial<Record<Namespace, Resources>>; messages: MessageTranslation };

/**
 * The translation of a page's namespaces and of the domain's messages as the text of a JSON script element (`<`
 * escaped, so no text in it can end the element). Null for English, which every page has in its code.
 */
export function inlineCatalogue(locale: Locale, namespaces: readonly Namespace[]): string | null {
	const messages = messageTranslations[locale];
	if (locale === DEFAULT_LOCALE || !messages) return null;
	const ui = Object.fromEntries(namespaces.map((ns) => [ns, catalogues[locale][ns]]).filter(([, r]) => r));
	return JSON.stringify({ ui, messages } satisfies InlineCatalogue).replaceAll("<", "\\u003c");
}

/**
 * Before hydration: makes the page's language ready to render it, from the catalogue the server put in the page (and
 * the message runtime, loaded alongside). English needs nothing.
 */
export async function installPageCatalogue(locale: Locale): Promise<void> {
	if (locale === DEFAULT_LOCALE) return;
	const script = typeof document === "undefined" ? null : document.getElementById(CATALOGUE_SCRIPT_ID);
	if (!script?.textContent || script.dataset.locale !== locale) return loadLanguage(locale);
	const { ui, messages } = JSON.parse(script.textContent) as InlineCatalogue;
	for (const [namespace, resources] of Object.entries(ui)) registerNamespace(locale, namespace as Namespace, resources);
	installMessages(locale, messages, await import("~/domain/i18n/localize"));
}
