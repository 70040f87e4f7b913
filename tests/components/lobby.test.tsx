import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { CategoryChips } from "~/app/components/lobby/category-chips";
import { filterGames, GameGrid } from "~/app/components/lobby/game-grid";
import { LobbyTabs } from "~/app/components/lobby/lobby-tabs";
import { AUTO_ROULETTE_PATH, CRASH_TABLE_PATH, siteContent } from "~/domain/content";
import { lobbyContent } from "~/domain/home-and-lobby";

function renderAt(ui: React.ReactNode) {
	return render(
		<MemoryRouter>
			{ui}
			<Toaster />
		</MemoryRouter>,
	);
}

afterEach(cleanup);

const SPEC_TITLES = [
	"CRAZY TIME",
	"AUTO-ROULETTE",
	"BET ON TEEN PATTI",
	"BACCARAT B",
	"ASTRONAUT",
	"LUCKY 7",
	"DRAGON TIGER",
	"IMMERSIVE ROULETTE",
	"SUPER ANDAR BAHAR",
	"STOCK MARKET",
	"LIGHTNING ROULETTE",
	"HINDI ROULETTE",
	"ANDAR BAHAR",
];

describe("the lobby tabs", () => {
	const tabs = () => screen.getAllByRole("tab");
	const selected = () => tabs().filter((t) => t.getAttribute("aria-selected") === "true");

	it("has the five tabs with exactly one selected, Slots first", () => {
		renderAt(<LobbyTabs tabs={lobbyContent.tabs}>panel</LobbyTabs>);
		expect(tabs().map((t) => t.textContent)).toEqual([
			"Slots",
			"Live casino",
			"Indian Choice",
			"Instant",
			"Table games",
		]);
		expect(selected().map((t) => t.textContent)).toEqual(["Slots"]);
		expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(selected()[0]?.id);
	});

	it("selects by click and by arrow keys, Home and End, keeping one tab in the tab order", () => {
		renderAt(<LobbyTabs tabs={lobbyContent.tabs}>panel</LobbyTabs>);
		fireEvent.click(screen.getByRole("tab", { name: "Instant" }));
		expect(selected().map((t) => t.textContent)).toEqual(["Instant"]);
		fireEvent.keyDown(screen.getByRole("tab", { name: "Instant" }), { key: "ArrowRight" });
		expect(selected().map((t) => t.textContent)).toEqual(["Table games"]);
		expect(document.activeElement?.textContent).toBe("Table games");
		fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
		expect(selected().map((t) => t.textContent)).toEqual(["Slots"]);
		fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
		expect(selected().map((t) => t.textContent)).toEqual(["Table games"]);
		fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
		expect(selected().map((t) => t.textContent)).toEqual(["Slots"]);
		fireEvent.keyDown(document.activeElement as Element, { key: "End" });
		expect(selected().map((t) => t.textContent)).toEqual(["Table games"]);
		expect(
			tabs()
				.filter((t) => t.tabIndex === 0)
				.map((t) => t.textContent),
		).toEqual(["Table games"]);
	});
});

describe("the category chips", () => {
	it("lists the spec's chips with All games active, as labels rather than controls", () => {
		renderAt(<CategoryChips chips={lobbyContent.chips} />);
		const region = screen.getByRole("region", { name: "Game categories" });
		const items = within(region).getAllByRole("listitem");
		expect(items.map((li) => li.textContent)).toEqual([
			"All games",
			"Top",
			"Slots",
			"Crash Games",
			"New",
			"Spin Gifts",
			"Buy Bonus",
			"V-Sports",
			"V-Sports",
			"V-Sports",
		]);
		expect(items.filter((li) => li.getAttribute("aria-current") === "true").map((li) => li.textContent)).toEqual([
			"All games",
		]);
		expect(within(region).queryAllByRole("button")).toHaveLength(0);
	});
});

describe("the game grid", () => {
	const cards = () => screen.getAllByTestId("game-card");

	it("shows the 13 cards of the spec in order, then See All without provider, badge or info", () => {
		renderAt(<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />);
		expect(cards().map((c) => c.querySelector("span span")?.textContent)).toEqual(SPEC_TITLES);
		for (const card of cards()) {
			const title = card.querySelector("span span")?.textContent ?? "";
			// The house names itself on the games it offers; a "Coming soon" card names no provider at all.
			const offered = card.querySelector("a") !== null;
			expect(within(card).queryByText(siteContent.brand) !== null, title).toBe(offered);
			expect(card.textContent).not.toMatch(/EZUGI|EVOLUTION/);
			expect(within(card).getByText("TOP")).toBeTruthy();
			expect(within(card).getByRole("button", { name: `About ${title}` })).toBeTruthy();
		}
		const seeAll = screen.getByTestId("see-all-card");
		expect(seeAll.textContent).toContain("See All");
		expect(within(seeAll).queryByText("TOP")).toBeNull();
		expect(within(seeAll).queryByText(siteContent.brand)).toBeNull();
		expect(within(seeAll).getAllByRole("button")).toHaveLength(1);
		const list = screen.getByRole("list", { name: "Games" });
		expect(list.className).toContain("grid-cols-2");
		expect(list.className).toContain("sm:grid-cols-3");
		expect(list.className).toContain("md:grid-cols-7");
	});

	it("AUTO-ROULETTE, ASTRONAUT (the crash game), DRAGON TIGER and ANDAR BAHAR are links, to their tables; another card says Coming soon", async () => {
		renderAt(<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />);
		const links = within(screen.getByRole("list", { name: "Games" })).getAllByRole("link");
		expect(links.map((link) => [link.getAttribute("href"), link.textContent?.split(siteContent.brand)[0]])).toEqual([
			[AUTO_ROULETTE_PATH, "AUTO-ROULETTE"],
			[CRASH_TABLE_PATH, "ASTRONAUT"],
			["/casino/game/tables/dragon-tiger", "DRAGON TIGER"],
			["/casino/game/tables/andar-bahar", "ANDAR BAHAR"],
		]);
		fireEvent.click(screen.getByRole("button", { name: /^LUCKY 7/ }));
		await waitFor(() => expect(screen.getByText("Coming soon: LUCKY 7 is not available yet")).toBeTruthy());
	});

	it("opens and closes a card's info", () => {
		renderAt(<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />);
		const info = screen.getByRole("button", { name: "About AUTO-ROULETTE" });
		const panel = document.getElementById(info.getAttribute("aria-controls") ?? "") as HTMLElement;
		expect(panel.hidden).toBe(true);
		fireEvent.click(info);
		expect(info.getAttribute("aria-expanded")).toBe("true");
		expect(panel.hidden).toBe(false);
		expect(panel.textContent).toContain("provably fair");
		fireEvent.click(info);
		expect(panel.hidden).toBe(true);
	});

	it("filters the cards by title as the player types, case-insensitively, and says when nothing matches", () => {
		renderAt(<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />);
		const search = screen.getByRole("searchbox", { name: "Search games" });
		fireEvent.change(search, { target: { value: "roulette" } });
		expect(cards().map((c) => c.dataset.game)).toEqual([
			"auto-roulette",
			"immersive-roulette",
			"lightning-roulette",
			"hindi-roulette",
		]);
		expect(screen.queryByTestId("see-all-card")).toBeNull();
		expect(screen.getByTestId("games-count").textContent).toBe("4 games");
		fireEvent.change(search, { target: { value: "  andar BAHAR " } });
		expect(cards().map((c) => c.dataset.game)).toEqual(["super-andar-bahar", "andar-bahar"]);
		fireEvent.change(search, { target: { value: "poker" } });
		expect(screen.queryAllByTestId("game-card")).toHaveLength(0);
		expect(screen.getByText("No games match “poker”")).toBeTruthy();
		fireEvent.change(search, { target: { value: "" } });
		expect(cards()).toHaveLength(13);
		expect(screen.getByTestId("see-all-card")).toBeTruthy();
	});

	it("filters by provider: only the house, whose games the site offers", () => {
		renderAt(<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />);
		const select = screen.getByRole("combobox", { name: "Provider" });
		expect(
			within(select)
				.getAllByRole("option")
				.map((o) => o.textContent),
		).toEqual(["All providers", siteContent.brand]);
		fireEvent.change(select, { target: { value: siteContent.brand } });
		expect(cards().map((c) => c.dataset.game)).toEqual(["auto-roulette", "astronaut", "dragon-tiger", "andar-bahar"]);
		expect(filterGames(lobbyContent.games, "roulette", siteContent.brand).map((g) => g.id)).toEqual(["auto-roulette"]);
	});
});
