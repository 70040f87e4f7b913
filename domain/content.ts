/**
 * Site content that is the operator's to decide (docs/product.md#content). The values here
 * are the demo defaults. The licence is not here: it comes from the operator's
 * settings (LICENCE_HOLDER, LICENCE_NUMBER, LICENCE_JURISDICTION; domain/operator.ts).
 */
import { AVIATOR_TABLE_ID, MAIN_TABLE_ID } from "./tables";

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
