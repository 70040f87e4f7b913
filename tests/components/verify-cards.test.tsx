/**
 * /verify for card rounds (docs/decisions/0840-card-tables.md): a card round's record from GET /api/rounds/:id (a fake
 * fetch) re-dealt in the page with domain/cards/verify.ts, the room's own code, its cards shown in the order dealt;
 * tampered cards caught; a round typed in by hand.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardLabel } from "~/domain/cards/cards";
import { dealOfRound } from "~/domain/cards/games";
import { commitmentOf } from "~/domain/fairness";
import { renderVerify, serveRounds } from "./helpers/verify-page";

const ROUND_ID = "5a0c9d3e-8b71-4f2a-9c6d-1e2f3a4b5c6d";
const SEED = "3f".repeat(32);

async function record(game: "andar-bahar" | "dragon-tiger", patch: Record<string, unknown> = {}) {
	const deal = await dealOfRound(game, SEED, ROUND_ID);
	return {
		deal,
		body: {
			game,
			roundId: ROUND_ID,
			tableId: game,
			seq: 12,
			commitment: await commitmentOf(SEED),
			serverSeed: SEED,
			result: deal.result,
			cards: deal.cards,
			...patch,
		},
	};
}

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe("/verify for a card round", () => {
	it("re-deals an Andar Bahar round from its seed and shows the joker and every card in the order dealt", async () => {
		const { deal, body } = await record("andar-bahar");
		serveRounds(ROUND_ID, body);
		renderVerify(`/verify?round=${ROUND_ID}&table=andar-bahar`);
		const cards = await screen.findByTestId("verified-cards", {}, { timeout: 5_000 });
		const shown = within(cards).getAllByRole("img");
		expect(shown.map((card) => card.getAttribute("aria-label"))).toEqual(deal.cards.map(cardLabel));
		const side = (li: HTMLElement) => li.querySelector("[data-side]")?.textContent;
		expect(within(cards).getAllByRole("listitem").map(side).slice(0, 3)).toEqual(["Joker", "A", "B"]);
		expect(screen.getByTestId("card-commitment-check").textContent).toContain("✓ matches the seed");
		expect(screen.getByTestId("verified-winner").textContent).toBe(
			`Winner: ${deal.result === "andar" ? "Andar" : "Bahar"}`,
		);
		expect(screen.getByTestId("cards-check").textContent).toBe("✓ the same cards and winner as published");
		expect(screen.getByRole("tab", { name: "Andar Bahar, Dragon Tiger" }).getAttribute("aria-selected")).toBe("true");
	});

	it("catches published cards that the seed does not deal", async () => {
		const { deal, body } = await record("dragon-tiger");
		serveRounds(ROUND_ID, { ...body, cards: [deal.cards[1], deal.cards[0]] });
		renderVerify(`/verify?round=${ROUND_ID}`);
		expect((await screen.findByTestId("cards-check", {}, { timeout: 5_000 })).textContent).toBe(
			"✗ differs from the published cards",
		);
		const items = within(screen.getByTestId("verified-cards")).getAllByRole("listitem");
		expect(items.map((li) => li.querySelector("[data-side]")?.textContent)).toEqual(["Dragon", "Tiger"]);
		expect(deal.cards).toHaveLength(2);
	});

	it("deals a round typed in by hand", async () => {
		const { deal } = await record("dragon-tiger");
		serveRounds(ROUND_ID, null);
		renderVerify("/verify?game=cards");
		fireEvent.click(await screen.findByRole("radio", { name: "Dragon Tiger" }));
		fireEvent.change(screen.getByLabelText("Round id (the HMAC message)"), { target: { value: ROUND_ID } });
		fireEvent.change(screen.getByLabelText(/Server seed/), { target: { value: SEED } });
		fireEvent.change(screen.getByLabelText(/Commitment/), { target: { value: await commitmentOf(SEED) } });
		fireEvent.click(screen.getByRole("button", { name: "Deal again" }));
		const cards = await screen.findByTestId("verified-cards", {}, { timeout: 5_000 });
		expect(
			within(cards)
				.getAllByRole("img")
				.map((c) => c.getAttribute("aria-label")),
		).toEqual(deal.cards.map(cardLabel));
		expect(screen.queryByTestId("cards-check")).toBeNull();
	});
});
