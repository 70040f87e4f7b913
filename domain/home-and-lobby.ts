/**
 * The home page's and the lobby's content: the banner, promotions, tiles, game cards and tabs (docs/product.md#content),
 * a module of its own so that the pages that show them carry them, not every page's shell.
 */
import {
	AUTO_ROULETTE_PATH,
	type BannerSlide,
	type CategoryChip,
	type CategoryTile,
	CRASH_TABLE_PATH,
	type GameCard,
	LOBBY_PATH,
	type LobbyTab,
	siteContent,
	tablePath,
} from "./content";
import { ANDAR_BAHAR_TABLE_ID, DRAGON_TIGER_TABLE_ID } from "./tables";

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
