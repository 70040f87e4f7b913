/**
 * The public pages' operator content (domain/content.ts: the home banner, promotions, category tiles and the lobby)
 * as message groups of the catalogue (./catalogue.ts), derived from the content so that it stays written once. The
 * pages show each text through `useSay`; game, provider and brand names are not messages and stay as they are.
 */
import { homeContent, lobbyContent } from "../home-and-lobby";

/** `{ [key]: text }` of a list of content items. */
function textsBy<Item, Key extends string>(
	items: readonly Item[],
	keyOf: (item: Item) => Key,
	textOf: (item: Item) => string,
): Record<Key, string> {
	return Object.fromEntries(items.map((item) => [keyOf(item), textOf(item)])) as Record<Key, string>;
}

const { banner, categories } = homeContent;
const namedTiles = categories.filter((tile) => !("titleIsName" in tile && tile.titleIsName));

export const siteContentMessages = {
	bannerTitles: textsBy(
		banner,
		(slide) => slide.id,
		(slide) => slide.title,
	),
	bannerSubtitles: textsBy(
		banner,
		(slide) => slide.id,
		(slide) => slide.subtitle,
	),
	bannerActions: textsBy(
		banner,
		(slide) => slide.id,
		(slide) => slide.cta.label,
	),
	categoryTitles: textsBy(
		namedTiles,
		(tile) => tile.id,
		(tile) => tile.title,
	),
	categoryCounts: textsBy(
		categories,
		(tile) => tile.id,
		(tile) => tile.countLabel,
	),
	categoryButtons: textsBy(
		categories,
		(tile) => tile.id,
		(tile) => tile.buttonText,
	),
	lobbyTabs: textsBy(
		lobbyContent.tabs,
		(tab) => tab.id,
		(tab) => tab.label,
	),
	lobbyChips: textsBy(
		lobbyContent.chips,
		(chip) => chip.id,
		(chip) => chip.label,
	),
	gameInfo: textsBy(
		lobbyContent.games,
		(game) => game.id,
		(game) => game.info,
	),
	siteNotes: {
		seeAll: lobbyContent.seeAll.title,
		moreGames: lobbyContent.seeAll.comingSoonName,
	},
};
