/**
 * Every message the server or a page may show from the domain, in English: the groups of domain/messages/ and
 * the domain modules that word their own refusals. The English text is the message's id (as in gettext): the API,
 * the room and the pages produce it, and `localizeMessage` (./localize.ts) turns it into the reader's language.
 */
import { adminMessages, statusConfirmations } from "../admin";
import { amlFlagLabels } from "../aml";
import { auditActionNames } from "../audit";
import { siteContent } from "../content";
import { DEPOSIT_METHODS } from "../deposit-methods";
import * as groups from "../messages";
import { notificationLimitNames, notificationMessages, notificationTexts } from "../notifications";
import { operatorMessages } from "../operator";
import { DEPOSIT_LIMIT_WINDOWS, LIMIT_LABELS, PERIOD_LABELS, protectionMessages } from "../protection";
import { betNameMessages } from "../roulette/bet-names";
import { callNameMessages } from "../roulette/call-names";
import { siteContentMessages } from "./site-content";

/** A message: plain text, or a function of its parameters that words it. */
export type MessageEntry = string | ((...args: never[]) => string);
export type MessageGroup = Readonly<Record<string, MessageEntry>>;

/** `{ [key]: label }` of a list of labelled items: operator content named once in domain/content.ts. */
function labelsBy<Item extends { label: string }, Key extends string>(
	items: readonly Item[],
	keyOf: (item: Item) => Key,
): Record<Key, string> {
	return Object.fromEntries(items.map((item) => [keyOf(item), item.label])) as Record<Key, string>;
}

const { TOAST: _durations, tableBadge: _chooser, ...messageGroups } = groups;

export const englishMessages = {
	...messageGroups,
	adminMessages,
	statusConfirmations,
	amlFlagLabels,
	/** The audit log's name of each action (domain/audit.ts). */
	auditActionNames,
	notificationMessages,
	operatorMessages,
	protectionMessages,
	limitLabels: LIMIT_LABELS,
	footerLinks: labelsBy(siteContent.footerLinks, (link) => link.slug),
	navigation: labelsBy(siteContent.navigation, (item) => item.to),
	/** The window words inside `protectionMessages.depositLimit` ("your daily deposit limit"). */
	depositLimitWindows: Object.fromEntries(DEPOSIT_LIMIT_WINDOWS.map((w) => [w.kind, w.label])) as Record<
		"deposit_day" | "deposit_week" | "deposit_month",
		string
	>,
	/** Every wording of a bet's name (domain/roulette/bet-names.ts): "Straight 17", "Split 17 and 20", "Red". */
	betNames: betNameMessages,
	/** A racetrack call's name where it is not French (domain/roulette/call-names.ts): "Neighbours of 17 (2 each side)". */
	callNames: callNameMessages,
	/** The deposit methods but UPI, which every language calls UPI: "Card", "Netbanking", "Cash". */
	depositMethods: labelsBy(
		DEPOSIT_METHODS.filter((method) => method.id !== "upi"),
		(method) => method.id as Exclude<(typeof DEPOSIT_METHODS)[number]["id"], "upi">,
	),
	/** The home page's and the lobby's content (./site-content.ts). */
	...siteContentMessages,
	/** A notification's title and sentences (domain/notifications.ts), in the list and the live toast. */
	notificationTexts,
	/** The money limits as a notification's sentence names them ("your daily loss limit"). */
	notificationLimitNames,
	/** The break periods a player chooses ("24 hours", "1 year"), on the screen and inside its confirmation. */
	breakPeriods: { ...PERIOD_LABELS.cool_off, ...PERIOD_LABELS.self_exclusion },
} satisfies Record<string, MessageGroup>;

export type EnglishMessages = typeof englishMessages;

/**
 * A translation of the catalogue: for each message, an i18next template. A parametrised message's parameters are
 * `{{0}}`, `{{1}}`… in the order of the English function's arguments, already worded (numbers as shown in English).
 */
export type MessageTranslation = { [G in keyof EnglishMessages]: { [K in keyof EnglishMessages[G]]: string } };
