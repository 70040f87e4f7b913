/**
 * Site content that is the operator's to decide (docs/product.md#content). The values here
 * are the demo defaults. The licence is not here: it comes from the operator's
 * settings (LICENCE_HOLDER, LICENCE_NUMBER, LICENCE_JURISDICTION; domain/operator.ts).
 */
import { ANDAR_BAHAR_TABLE_ID, AVIATOR_TABLE_ID, DRAGON_TIGER_TABLE_ID, MAIN_TABLE_ID } from "./tables";

export type FooterLink = { label: string; slug: string };

export const siteContent = {
	brand: "Roulette Royale",
	supportEmail: "support@roulette-royale.example",
	supportPhone: "+91 80000 00000",
	footerLinks: [
		{ label: "About us", slug: "about-us" },
		{ label: "Rules", slug: "rules" },
		{ label: "Terms and Conditions", slug: "terms" },
		{ label: "Privacy Policy", slug: "privacy" },
		{ label: "Responsible gaming", slug: "responsible-gaming" },
		{ label: "Cookie Policy", slug: "cookies" },
		{ label: "Affiliate Program", slug: "affiliates" },
		{ label: "License", slug: "license" },
		{ label: "AML Policy", slug: "aml" },
	] satisfies FooterLink[],
	navigation: [
		{ label: "Casino", to: "/casino/game" },
		{ label: "Live table", to: "/casino/game/auto-roulette" },
		// The spec's statistics and results: every table's, on one page. Sport, promotions and tournaments are not
		// offered, and apps are the install offer (docs/decisions/0940-navigation-and-spec-messages.md).
		{ label: "Results", to: "/casino/results" },
	],
} as const;

export type SiteContent = typeof siteContent;

/** A slide of the home page's rotating banner. Artwork is drawn in CSS from `theme`; no third-party images. */
export type BannerSlide = {
	id: string;
	title: string;
	subtitle: string;
	cta: { label: string; to: string };
	theme: "wheel" | "fairness" | "responsible";
};

/** A home page category tile. Only tiles with a `to` lead anywhere; the others say "Coming soon". */
export type CategoryTile = {
	id: string;
	title: string;
	/** The count shown on the tile, only ever from the real catalogue; null for none. */
	count: number | null;
	countLabel: string;
	buttonText: string;
	/** The title is a game's name (Aviator), shown as it is in every language. */
	titleIsName?: boolean;
	to: string | null;
	theme: "casino" | "sport" | "live" | "aviator";
};

export type LobbyTab = { id: string; label: string };
export type CategoryChip = {
	id: string;
	label: string;
	icon: "zap" | "crown" | "cherry" | "gamepad" | "sparkles" | "gift" | "cart" | "trophy";
	active: boolean;
};

/** A lobby game card. Only a card with a `to` opens a game; the others say "Coming soon". */
export type GameCard = {
	id: string;
	title: string;
	/**
	 * Who offers the game: the house for the games the site really offers; none for a card that says "Coming soon"
	 * (no provider is named for a game the site does not offer: docs/product.md#content).
	 */
	provider: string | null;
	isTop: boolean;
	hasInfo: boolean;
	/** Shown when the info button is pressed. */
	info: string;
	to: string | null;
	/** Seeds the card's own CSS artwork (hue and motif). */
	art: { hue: number; motif: "wheel" | "cards" | "dice" | "star" | "rocket" | "seven" | "chart" | "crown" };
};

export const AUTO_ROULETTE_PATH = "/casino/game/auto-roulette";
export const LOBBY_PATH = "/casino/game";

/** /verify for a round, listing its table's recent rounds beside it (the main table's without `table`). */
export function verifyPath(roundId: string, tableId: string): string {
	return tableId === MAIN_TABLE_ID
		? `/verify?round=${roundId}`
		: `/verify?round=${roundId}&table=${encodeURIComponent(tableId)}`;
}

/** The crash game's table (docs/product.md#the-crash-game): the home page's Aviator tile and the lobby's ASTRONAUT card. */
export const CRASH_TABLE_PATH = `${LOBBY_PATH}/tables/${AVIATOR_TABLE_ID}`;

/** A table's page: the main table keeps its address, the others are under /casino/game/tables/ by their id. */
export function tablePath(tableId: string): string {
	return tableId === MAIN_TABLE_ID ? AUTO_ROULETTE_PATH : `${LOBBY_PATH}/tables/${encodeURIComponent(tableId)}`;
}

type GameCardInput = Pick<GameCard, "id" | "title" | "art"> & Partial<Omit<GameCard, "provider">>;
const gameCard = (game: GameCardInput): GameCard => ({
	isTop: true,
	hasInfo: true,
	to: null,
	info: comingSoonInfo,
	...game,
	provider: game.to ? siteContent.brand : null,
});

const comingSoonInfo = "Coming soon: this game is not available on this site yet.";

/** The public pages' content: home banner, promotions, tiles and the lobby (docs/product.md#content). */
export const homeContent = {
	bannerIntervalMs: 6_000,
	banner: [
		{
			id: "live-table",
			title: "Auto Roulette, live",
			subtitle: "One table, one clock: every player sees the same round at the same moment.",
			cta: { label: "Go to the table", to: AUTO_ROULETTE_PATH },
			theme: "wheel",
		},
		{
			id: "provably-fair",
			title: "Every result is provably fair",
			subtitle: "The result is committed before betting opens and anyone can recompute it afterwards.",
			cta: { label: "How to verify a round", to: "/pages/rules#verify" },
			theme: "fairness",
		},
		{
			id: "responsible",
			title: "Play for fun, set your limits",
			subtitle: "Deposit limits, loss limits, reality checks and self-exclusion are in your account.",
			cta: { label: "Responsible gaming", to: "/pages/responsible-gaming" },
			theme: "responsible",
		},
	] satisfies BannerSlide[],
	categories: [
		{
			id: "casino",
			title: "Casino",
			// No invented catalogue size: the tile says what the casino really has.
			count: null,
			countLabel: "Live roulette tables",
			buttonText: "View games",
			to: LOBBY_PATH,
			theme: "casino",
		},
		{
			id: "sport",
			title: "Sport",
			count: null,
			countLabel: "Sports betting",
			buttonText: "View events",
			to: null,
			theme: "sport",
		},
		{
			id: "live-casino",
			title: "Live casino",
			count: null,
			countLabel: "Live dealer games",
			buttonText: "View games",
			to: null,
			theme: "live",
		},
		{
			id: "aviator",
			title: "Aviator",
			titleIsName: true,
			count: null,
			countLabel: "Instant game",
			buttonText: "Play now",
			to: CRASH_TABLE_PATH,
			theme: "aviator",
		},
	] satisfies CategoryTile[],
} as const;

export const lobbyContent = {
	tabs: [
		{ id: "slots", label: "Slots" },
		{ id: "live-casino", label: "Live casino" },
		{ id: "indian-choice", label: "Indian Choice" },
		{ id: "instant", label: "Instant" },
		{ id: "table-games", label: "Table games" },
	] satisfies LobbyTab[],
	chips: [
		{ id: "all", label: "All games", icon: "zap", active: true },
		{ id: "top", label: "Top", icon: "crown", active: false },
		{ id: "slots", label: "Slots", icon: "cherry", active: false },
		{ id: "crash", label: "Crash Games", icon: "gamepad", active: false },
		{ id: "new", label: "New", icon: "sparkles", active: false },
		{ id: "spin-gifts", label: "Spin Gifts", icon: "gift", active: false },
		{ id: "buy-bonus", label: "Buy Bonus", icon: "cart", active: false },
		{ id: "v-sports-1", label: "V-Sports", icon: "trophy", active: false },
		{ id: "v-sports-2", label: "V-Sports", icon: "trophy", active: false },
		{ id: "v-sports-3", label: "V-Sports", icon: "trophy", active: false },
	] satisfies CategoryChip[],
	games: (
		[
			{ id: "crazy-time", title: "CRAZY TIME", art: { hue: 320, motif: "star" } },
			{
				id: "auto-roulette",
				title: "AUTO-ROULETTE",
				art: { hue: 350, motif: "wheel" },
				to: AUTO_ROULETTE_PATH,
				info: "Our live European single-zero roulette table. Every result is committed in advance and provably fair.",
			},
			{ id: "teen-patti", title: "BET ON TEEN PATTI", art: { hue: 140, motif: "cards" } },
			{ id: "baccarat-b", title: "BACCARAT B", art: { hue: 20, motif: "cards" } },
			{
				id: "astronaut",
				title: "ASTRONAUT",
				art: { hue: 0, motif: "rocket" },
				to: CRASH_TABLE_PATH,
				info: "Our crash game: cash out before the flight ends. Every crash point is committed in advance and provably fair.",
			},
			{ id: "lucky-7", title: "LUCKY 7", art: { hue: 280, motif: "seven" } },
			{
				id: "dragon-tiger",
				title: "DRAGON TIGER",
				art: { hue: 240, motif: "crown" },
				to: tablePath(DRAGON_TIGER_TABLE_ID),
				info: "Our Dragon Tiger table: one card each, the higher card wins. Every shuffle is committed in advance and provably fair.",
			},
			{
				id: "immersive-roulette",
				title: "IMMERSIVE ROULETTE",
				art: { hue: 300, motif: "wheel" },
			},
			{ id: "super-andar-bahar", title: "SUPER ANDAR BAHAR", art: { hue: 45, motif: "cards" } },
			{ id: "stock-market", title: "STOCK MARKET", art: { hue: 210, motif: "chart" } },
			{ id: "lightning-roulette", title: "LIGHTNING ROULETTE", art: { hue: 15, motif: "wheel" } },
			{ id: "hindi-roulette", title: "HINDI ROULETTE", art: { hue: 30, motif: "wheel" } },
			{
				id: "andar-bahar",
				title: "ANDAR BAHAR",
				art: { hue: 265, motif: "dice" },
				to: tablePath(ANDAR_BAHAR_TABLE_ID),
				info: "Our Andar Bahar table: bet on the side that gets the joker's match. Every shuffle is committed in advance and provably fair.",
			},
		] satisfies GameCardInput[]
	).map(gameCard),
	/** The 14th card: no provider, no TOP badge, no info button. */
	seeAll: { id: "see-all", title: "See All", comingSoonName: "More games" },
} as const;
