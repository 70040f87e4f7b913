/**
 * The footer's content pages (/pages/:slug), written once here. The Rules page is built from the
 * domain's own constants (wheel, timings) so that it cannot drift from what the table does.
 */
import { siteContent } from "./content";
import { crashRulesSections } from "./crash/rules";
import { formatRupees } from "./money";
import type { PublicLicence } from "./operator";
import { PAYOUT_RATIO, TABLE_LIMITS } from "./roulette/bets";
import { ROUND_TIMING_DEFAULTS } from "./roulette/timing";
import { POCKET_COUNT, RED_NUMBERS } from "./roulette/wheel";

export type ContentBlock =
	| { kind: "p"; text: string }
	| { kind: "ul"; items: string[] }
	| { kind: "ol"; items: string[] }
	| { kind: "table"; caption: string; head: string[]; rows: string[][] };

export type ContentSection = { id: string; heading: string; blocks: ContentBlock[] };

export type ContentPage = {
	slug: string;
	title: string;
	/** One sentence for the page's meta description and lead paragraph. */
	summary: string;
	/** A call to action under the lead paragraph (a path inside the site). */
	action?: { label: string; to: string };
	sections: ContentSection[];
};

const { brand, supportEmail, supportPhone } = siteContent;
const p = (text: string): ContentBlock => ({ kind: "p", text });
const ul = (...items: string[]): ContentBlock => ({ kind: "ul", items });
const ol = (...items: string[]): ContentBlock => ({ kind: "ol", items });
const seconds = (ms: number) => `${ms / 1000} seconds`;

/** The house edge of a single-zero wheel on every bet type: 1/37. */
export const HOUSE_EDGE_PERCENT = ((1 / POCKET_COUNT) * 100).toFixed(2);

/**
 * Bet types and payouts as the Rules page states them (docs/product.md#bets).
 * The round engine's bet module is the authority; this table must show the same figures.
 */
/** The Rules page's payout table; the ratios come from the bet module that settles real bets. */
export const RULES_PAYOUTS: ReadonlyArray<{ bet: string; covers: string; numbers: number; payout: number }> = [
	{ bet: "Straight", covers: "one number, 0 to 36", numbers: 1, payout: PAYOUT_RATIO.straight },
	{ bet: "Split", covers: "two numbers next to each other on the table", numbers: 2, payout: PAYOUT_RATIO.split },
	{ bet: "Street", covers: "a row of three numbers", numbers: 3, payout: PAYOUT_RATIO.street },
	{ bet: "Corner", covers: "four numbers that meet at a corner", numbers: 4, payout: PAYOUT_RATIO.corner },
	{ bet: "Line", covers: "two adjacent rows, six numbers", numbers: 6, payout: PAYOUT_RATIO.line },
	{ bet: "Dozen", covers: "1–12, 13–24 or 25–36", numbers: 12, payout: PAYOUT_RATIO.dozen },
	{ bet: "Column", covers: "one of the three columns (2 TO 1)", numbers: 12, payout: PAYOUT_RATIO.column },
	{ bet: "Red or Black", covers: "the 18 numbers of a colour", numbers: 18, payout: PAYOUT_RATIO.red },
	{ bet: "Even or Odd", covers: "the 18 even or odd numbers (not 0)", numbers: 18, payout: PAYOUT_RATIO.even },
	{ bet: "Low or High", covers: "1–18 or 19–36", numbers: 18, payout: PAYOUT_RATIO.low },
];

const rules: ContentPage = {
	slug: "rules",
	title: "Rules",
	summary: `How the ${brand} games work: the auto-roulette table (the wheel, the bets and what they pay, the round clock) and the Aviator crash game, and how to check any result yourself.`,
	sections: [
		{
			id: "table",
			heading: "The table",
			blocks: [
				p(
					`Auto Roulette is a European single-zero wheel with ${POCKET_COUNT} pockets: 0 and the numbers 1 to 36. There is one table; every player sees the same round, the same countdown and the same result at the same moment.`,
				),
				p(
					`0 is green. The red numbers are ${[...RED_NUMBERS].sort((a, b) => a - b).join(", ")}. Every other number from 1 to 36 is black.`,
				),
			],
		},
		{
			id: "bets",
			heading: "Bets and payouts",
			blocks: [
				p(
					"A payout of 35:1 means that a winning ₹10 stake wins ₹350 and the ₹10 stake is returned as well. A losing stake is lost.",
				),
				{
					kind: "table",
					caption: "Bet types, the numbers they cover and what a winning bet pays",
					head: ["Bet", "Covers", "Numbers", "Pays"],
					rows: RULES_PAYOUTS.map((r) => [r.bet, r.covers, String(r.numbers), `${r.payout}:1`]),
				},
				p(
					"When the ball lands on 0, every outside bet (dozens, columns, red or black, even or odd, low or high) loses. Bets that include 0 (a straight bet on 0, or a split, street or corner with 0) are paid as above.",
				),
				p("Splits, streets, corners and lines must be real neighbours on the table; the server refuses any other set."),
			],
		},
		{
			id: "limits",
			heading: "Placement rules and limits",
			blocks: [
				ul(
					"Chips are worth ₹10, ₹20, ₹50, ₹100, ₹500 and ₹2,500.",
					`Each bet (all your chips on one place in a round) is between the table's minimum and maximum, shown on the table (normally ${formatRupees(TABLE_LIMITS.minBetPaise)} and ${formatRupees(TABLE_LIMITS.maxBetPaise)}). A change of limits applies from the next round.`,
					`Your total stake in one round is at most ${formatRupees(TABLE_LIMITS.maxRoundStakePaise)}.`,
					"In one round you can bet on one colour only, on at most two dozens and at most two columns, and not on both low and high or both even and odd.",
					"You stake from your real balance or your play tokens (the wallet switch on the table); winnings are paid into the same wallet.",
					"Bets can only be placed while betting is open. The 2x button doubles every chip on the table and undo takes back your last change, before you place them.",
				),
			],
		},
		{
			id: "round",
			heading: "The round",
			blocks: [
				ol(
					`Betting is open for ${seconds(ROUND_TIMING_DEFAULTS.bettingMs)}. The countdown shows the time left; with one second to go, chips you have put on the table but not yet placed are placed for you.`,
					`Betting closes and the wheel spins. The result is revealed ${seconds(ROUND_TIMING_DEFAULTS.spinningMs)} after betting closes.`,
					`The result stays on screen for ${seconds(ROUND_TIMING_DEFAULTS.resultMs)}, winning bets are paid, and the next round opens.`,
				),
				p(
					"The table keeps your bets if your connection drops: when you come back you see the current round, your bets and your balance. A bet is taken from your balance exactly once and settled exactly once.",
				),
				p(
					"The operator can change these timings for a deployment; the countdown on the table always shows the real time left.",
				),
			],
		},
		{
			id: "house-edge",
			heading: "House edge",
			blocks: [
				p(
					`Because of the single 0, every bet on this table returns on average ${(100 - Number(HOUSE_EDGE_PERCENT)).toFixed(2)}% of what is staked over the long run: the house edge is ${HOUSE_EDGE_PERCENT}% (1 in ${POCKET_COUNT}) on every bet type. No strategy changes that. Play only with money you can afford to lose.`,
				),
			],
		},
		{
			id: "verify",
			heading: "How to verify a round",
			blocks: [
				p(
					"Every result is provably fair: it is fixed before betting opens and anyone can check afterwards that it was not changed.",
				),
				ol(
					"Before betting opens, the table draws a secret 32-byte server seed and publishes its SHA-256 hash (the commitment) with the new round.",
					"When the round ends, the table reveals the server seed.",
					"Check that SHA-256 of the revealed seed equals the commitment published before betting opened.",
					"Compute HMAC-SHA256 with the seed as the key and the round id as the message. Take the first byte of the result that is below 222 and divide it by 37: the remainder is the winning number. (Bytes 222 to 255 are skipped so that every number is exactly equally likely.)",
					"The Verify page does all of this in your browser for any past round; the round's data is also available from GET /api/rounds/{id}.",
				),
				p(
					"Operator-set rounds: for tests and demonstrations an administrator can set the next result. Such a round is marked operator-set wherever its result appears, and real-money stakes on it are returned in full instead of being settled.",
				),
			],
		},
		...crashRulesSections,
	],
};

/** The License page says what the operator configured (LICENCE_* settings), or plainly that none is claimed. */
function licencePage(licence: PublicLicence | null): ContentPage {
	return {
		slug: "license",
		title: "License",
		summary: licence
			? `${brand} is operated by ${licence.holder} under licence ${licence.number} issued in ${licence.jurisdiction}.`
			: `${brand} does not claim any gambling licence in this deployment.`,
		sections: licence
			? [
					{
						id: "licence",
						heading: "Licence",
						blocks: [
							ul(
								`Licence holder: ${licence.holder}`,
								`Licence number: ${licence.number}`,
								`Jurisdiction: ${licence.jurisdiction}`,
							),
							p(
								"Real-money play is offered only to players in the countries the operator allows. Players elsewhere can browse the site but cannot register, deposit, withdraw or bet.",
							),
						],
					},
				]
			: [
					{
						id: "no-licence",
						heading: "No licence is claimed",
						blocks: [
							p(
								`No gambling licence has been configured by the operator of this site, so none is claimed. ${brand} runs in demo mode: balances are demo money and no real-money play is offered.`,
							),
							p(
								"An operator who deploys this software for real-money play must hold the legal right to do so where they deploy it, and configure the licence holder, the licence number and its jurisdiction. Until then this page says so plainly.",
							),
							p(
								"In India, real-money online games are prohibited under the Promotion and Regulation of Online Gaming Act, 2025.",
							),
						],
					},
				],
	};
}

const contact = `Write to ${supportEmail} or call ${supportPhone}.`;

const pages: ContentPage[] = [
	{
		slug: "about-us",
		title: "About us",
		summary: `${brand} is an online casino built around one live, provably fair auto-roulette table.`,
		sections: [
			{
				id: "what",
				heading: "What we run",
				blocks: [
					p(
						"One European roulette table that every player shares: a new round every half minute or so, the same countdown and the same result for everyone.",
					),
					p(
						"Every result is committed before betting opens and can be recomputed by anyone afterwards. The Rules page explains how.",
					),
					p("The other games in the lobby are listed as coming soon; they are not playable on this site yet."),
				],
			},
			{
				id: "demo",
				heading: "Demo mode",
				blocks: [
					p(
						"Unless the operator has configured real-money play, the site runs in demo mode: balances are demo money and every page says so.",
					),
				],
			},
			{ id: "contact", heading: "Contact", blocks: [p(contact)] },
		],
	},
	rules,
	{
		slug: "terms",
		title: "Terms and Conditions",
		summary: `The terms that apply when you use ${brand}. These are demo terms; the operator sets the terms of a live deployment.`,
		sections: [
			{
				id: "account",
				heading: "Your account",
				blocks: [
					ul(
						"You must be 18 or over to register. You confirm this when you register, and the time of your confirmation is recorded.",
						"One account per person. Your phone number is verified with a one-time code.",
						"Keep your password to yourself. You are responsible for what happens in your account.",
						"We may suspend an account that breaks these terms, for example by abusing promotions or using someone else's payment details.",
					),
				],
			},
			{
				id: "money",
				heading: "Deposits and withdrawals",
				blocks: [
					ul(
						"Deposits are made by paying the UPI QR or UPI ID shown on the deposit page and submitting the bank reference (UTR). An administrator checks the payment before it is credited.",
						"A withdrawal request reserves the amount at once. If it is rejected, the amount is returned to your balance with the reason.",
						"Play tokens are play credit: they can be staked but not withdrawn.",
					),
				],
			},
			{
				id: "bets",
				heading: "Bets",
				blocks: [
					p(
						"Bets follow the Rules page. A bet placed in time is final; a bet that arrives after betting has closed is refused and nothing is taken from your balance.",
					),
				],
			},
			{ id: "contact", heading: "Questions", blocks: [p(contact)] },
		],
	},
	{
		slug: "privacy",
		title: "Privacy Policy",
		summary: `What personal data ${brand} keeps, why, and for how long.`,
		sections: [
			{
				id: "data",
				heading: "What we keep",
				blocks: [
					ul(
						"Your name and phone number, to identify you and to send one-time codes.",
						"Your password, stored only as a salted, memory-hard hash; nobody can read it back.",
						"Your balances, deposits, withdrawals, bets and every ledger entry, because money must be accounted for.",
						"Bank details you enter for a withdrawal, to pay you.",
						"Your network address, briefly, to limit repeated sign-in and code requests.",
						"The language you chose for the site, to show it to you in that language.",
					),
				],
			},
			{
				id: "use",
				heading: "How we use it",
				blocks: [
					p(
						"Only to run your account and the table, to prevent fraud, and to meet legal duties. We do not sell personal data and we do not use advertising trackers.",
					),
				],
			},
			{
				id: "deletion",
				heading: "Deleting your account",
				blocks: [
					p(
						"When an account is deleted, the name, phone number and bank details are removed and all access ends. Financial and audit records are kept for the period the law requires, attached to an anonymised id.",
					),
				],
			},
			{ id: "contact", heading: "Contact", blocks: [p(contact)] },
		],
	},
	{
		slug: "responsible-gaming",
		title: "Responsible gaming",
		summary: "Gambling should be entertainment. These tools help you keep it that way.",
		action: { label: "Set your limits and breaks", to: "/user/responsible-gaming" },
		sections: [
			{
				id: "tools",
				heading: "Tools in your account",
				blocks: [
					ul(
						"Deposit limits per day, week and month. A lower limit applies at once; a higher one after 24 hours.",
						"A daily loss limit.",
						"A reality-check reminder every few minutes of play, at an interval you choose.",
						"Breaks: a cool-off of 24 hours, 7 days or 30 days, or a self-exclusion of 6 months, 1 year or 5 years. It blocks betting and deposits until it ends and cannot be undone.",
					),
				],
			},
			{
				id: "signs",
				heading: "Warning signs",
				blocks: [
					ul(
						"Chasing losses or betting more to win back what you lost.",
						"Spending money meant for bills, rent or family.",
						"Playing for longer than you meant to, or hiding it from others.",
					),
					p(
						`If any of these sound familiar, take a break with self-exclusion and talk to someone you trust. ${contact}`,
					),
				],
			},
			{
				id: "age",
				heading: "18+ only",
				blocks: [p("Nobody under 18 may register or play.")],
			},
		],
	},
	{
		slug: "cookies",
		title: "Cookie Policy",
		summary: `${brand} uses two cookies: one keeps you signed in, the other remembers your language.`,
		sections: [
			{
				id: "cookie",
				heading: "The cookies we set",
				blocks: [
					p(
						"When you sign in, we set one strictly necessary cookie holding a refresh token. It is httpOnly (scripts cannot read it), Secure and SameSite=Strict, is replaced each time it is used, and is deleted when you log out.",
					),
					p(
						"When you choose a language (English or Hindi), a second cookie named lang remembers it on this device for a year. It holds only the language and is not used for tracking. When you are signed in, your choice is also saved in your account.",
					),
				],
			},
			{
				id: "storage",
				heading: "Preferences on your device",
				blocks: [
					p(
						"Your sound setting and whether balances are hidden are kept in your browser's local storage. They never leave your device.",
					),
				],
			},
			{
				id: "none",
				heading: "No tracking",
				blocks: [p("There are no advertising, analytics or third-party cookies.")],
			},
		],
	},
	{
		slug: "affiliates",
		title: "Affiliate Program",
		summary: "Partners who introduce players can earn a share of the revenue, on terms agreed with the operator.",
		sections: [
			{
				id: "how",
				heading: "How it works",
				blocks: [
					p(
						"The affiliate program is not open for sign-ups on this site yet. Partners are agreed directly with the operator.",
					),
					p(
						"Affiliates must promote responsibly: no marketing to under-18s, no misleading claims about winning, and only where gambling may lawfully be promoted.",
					),
					p(contact),
				],
			},
		],
	},
	licencePage(null),
	{
		slug: "aml",
		title: "AML Policy",
		summary: `How ${brand} works against money laundering and the financing of terrorism.`,
		sections: [
			{
				id: "controls",
				heading: "Our controls",
				blocks: [
					ul(
						"Every account is tied to a verified phone number.",
						"Every deposit carries a bank reference (UTR) that can be used only once, and is checked by an administrator before it is credited.",
						"Every withdrawal is reviewed by an administrator before it is paid to the bank account given in the request.",
						"Every balance change is an entry in an append-only ledger; every administrator action is recorded in an audit log that nobody can edit.",
						"Play tokens can be staked but never withdrawn.",
					),
				],
			},
			{
				id: "reporting",
				heading: "Suspicious activity",
				blocks: [
					p(
						"Accounts showing unusual patterns (deposits withdrawn without play, many accounts sharing bank details) may be suspended while they are reviewed, and reported to the authorities where the law requires.",
					),
				],
			},
		],
	},
];

/** The page for a footer slug, or undefined (the route answers 404). */
export function findContentPage(
	slug: string | undefined,
	licence: PublicLicence | null = null,
): ContentPage | undefined {
	if (slug === "license") return licencePage(licence);
	return pages.find((page) => page.slug === slug);
}

export const contentPageSlugs: readonly string[] = pages.map((page) => page.slug);
