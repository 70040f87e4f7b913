/**
 * Domain messages in the reader's language (docs/decisions/0920-hindi-and-english.md).
 *
 * The API, the room and the domain rules word every message once, in English (./catalogue.ts); the English text is
 * its id, as in gettext. `localizeMessage` recognises an English message, including a parametrised one such as
 * "Please deposit at least ₹100", and renders the same message from the reader's catalogue with i18next, passing the
 * recognised parameters. The Worker applies it to every API answer's `message`, the pages to what they show from the
 * domain and from the table's socket. A text that is not in the catalogue (a player's name, a reason an admin typed)
 * is shown as it is.
 */
import { createInstance, type i18n as I18n } from "i18next";
import { formatIstDateTime, parseIstDateTime } from "../time";
import { englishMessages, type MessageEntry, type MessageTranslation } from "./catalogue";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "./locales";

const NAMESPACE = "messages";

/** A parameter stand-in no message contains: a private-use character pair around the parameter's position. */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const STAND_IN = /\uE000(\d+)\uE001/g;

/**
 * The argument values a parametrised message is tried with: a stand-in (to find where a parameter goes), and the
 * values messages branch on (1 for "1 try", false and null for an optional part), so every wording is recognised.
 */
function trialValues(position: number): unknown[] {
	const text = `${OPEN}${position}${CLOSE}`;
	// A string that also survives `.join()` and `.toLocaleString()`, as list and number parameters are worded.
	const standIn = Object.assign(new String(text), { join: () => text });
	return [standIn, 1, false, null];
}

type Slot = { capture: number } | { value: unknown };
type Pattern = { key: string; regex: RegExp; slots: Slot[]; literalLength: number };
type MessageIndex = { exact: Map<string, { key: string; args: unknown[] }>; patterns: Pattern[] };

const MAX_TRIED_PARAMETERS = 4;

function combinations(arity: number): unknown[][] {
	let all: unknown[][] = [[]];
	for (let position = 0; position < Math.min(arity, MAX_TRIED_PARAMETERS); position++) {
		all = all.flatMap((prefix) => trialValues(position).map((value) => [...prefix, value]));
	}
	return all;
}

function escapeRegExp(text: string): string {
	return text.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function indexEntry(index: MessageIndex, key: string, entry: MessageEntry): void {
	if (typeof entry === "string") {
		if (!index.exact.has(entry)) index.exact.set(entry, { key, args: [] });
		return;
	}
	const seen = new Set<string>();
	for (const args of combinations(entry.length)) {
		let text: string;
		try {
			text = (entry as (...a: unknown[]) => string)(...args);
		} catch {
			continue;
		}
		if (seen.has(text)) continue;
		seen.add(text);
		const slots: Slot[] = args.map((value) => ({ value: value instanceof String ? undefined : value }));
		let source = "";
		let literalLength = 0;
		let captures = 0;
		let last = 0;
		for (const match of text.matchAll(STAND_IN)) {
			const literal = text.slice(last, match.index);
			source += `${escapeRegExp(literal)}(.+?)`;
			literalLength += literal.length;
			captures++;
			slots[Number(match[1])] = { capture: captures };
			last = match.index + match[0].length;
		}
		const tail = text.slice(last);
		literalLength += tail.length;
		if (captures === 0) {
			if (!index.exact.has(text)) index.exact.set(text, { key, args: slots.map((s) => ("value" in s ? s.value : "")) });
			continue;
		}
		index.patterns.push({ key, regex: new RegExp(`^${source}${escapeRegExp(tail)}$`, "s"), slots, literalLength });
	}
}

let index: MessageIndex | null = null;

function messageIndex(): MessageIndex {
	if (index) return index;
	const built: MessageIndex = { exact: new Map(), patterns: [] };
	for (const [group, entries] of Object.entries(englishMessages)) {
		for (const [name, entry] of Object.entries(entries as Record<string, MessageEntry>)) {
			indexEntry(built, `${group}.${name}`, entry);
		}
	}
	// The most specific wording first: "Please deposit at least ₹{0}" before "{0} must be at least {1}."
	built.patterns.sort((a, b) => b.literalLength - a.literalLength);
	index = built;
	return built;
}

/**
 * The catalogue key and parameters of an English message, or null when it is not one of ours. `wording` is how much
 * of the text is the message's own words (the rest being its parameters).
 */
export function recognizeMessage(text: string): { key: string; args: unknown[]; wording: number } | null {
	const { exact, patterns } = messageIndex();
	const found = exact.get(text);
	if (found) return { ...found, wording: text.length };
	for (const pattern of patterns) {
		const match = pattern.regex.exec(text);
		if (!match) continue;
		return {
			key: pattern.key,
			args: pattern.slots.map((slot) => ("capture" in slot ? match[slot.capture] : slot.value)),
			wording: pattern.literalLength,
		};
	}
	return null;
}

/** A parameter is read as a message only when the message has words of its own ("Split 17/20", not "17/20"). */
const MIN_PARAMETER_WORDING = 3;

const translator: I18n = createInstance();
void translator.init({
	lng: DEFAULT_LOCALE,
	fallbackLng: false,
	ns: [NAMESPACE],
	defaultNS: NAMESPACE,
	resources: {},
	initAsync: false,
	interpolation: { escapeValue: false },
	returnNull: false,
});

/** Makes `locale`'s translation of the catalogue available (the server registers all; a browser the one it shows). */
export function registerMessageTranslation(locale: Locale, translation: MessageTranslation): void {
	translator.addResourceBundle(locale, NAMESPACE, translation, true, true);
}

export function hasMessageTranslation(locale: Locale): boolean {
	return locale === DEFAULT_LOCALE || translator.hasResourceBundle(locale, NAMESPACE);
}

/** `text` in `locale` when it is a catalogue message (its parameters localised too, where they are messages). */
export function localizeMessage(text: string, locale: Locale): string {
	if (locale === DEFAULT_LOCALE || !text) return text;
	const recognized = recognizeMessage(text);
	if (!recognized || !translator.exists(recognized.key, { lng: locale })) return text;
	const params: Record<string, unknown> = {};
	recognized.args.forEach((arg, position) => {
		params[position] = typeof arg === "string" ? localizeParameter(arg, locale) : arg;
	});
	// The page catalogues type `t`'s keys (app/locales/i18next.d.ts); this instance holds only the messages.
	const translate = translator.t as unknown as (key: string, options: Record<string, unknown>) => string;
	return translate(recognized.key, { ...params, lng: locale });
}

/**
 * A parameter that is itself a message ("daily", "Split 17/20") or a moment ("22 Nov 2026, 7:35 pm IST") in the same
 * language.
 */
function localizeParameter(text: string, locale: Locale): string {
	if ((recognizeMessage(text)?.wording ?? 0) >= MIN_PARAMETER_WORDING) return localizeMessage(text, locale);
	// "Start cool-off" words the label "Cool-off" in lower case.
	const capitalized = text.charAt(0).toUpperCase() + text.slice(1);
	if (messageIndex().exact.has(capitalized)) return localizeMessage(capitalized, locale);
	const moment = parseIstDateTime(text);
	return moment === null ? text : formatIstDateTime(moment, INTL_LOCALE[locale]);
}
