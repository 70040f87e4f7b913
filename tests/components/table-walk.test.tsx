/**
 * What a player's walk found at the table (issue 30), each pinned by a test that fails without its fix: the splash
 * lifts when the room has synced, a return smaller than the stake is not celebrated (finding 8), the table tells its
 * own news instead of toasts over the header (finding 10), and the racetrack shows its calls and saves placed chips
 * as a favourite (finding 9). The socket hook is a fake room whose messages the test sends.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomView } from "~/app/lib/use-room";
import { RESULT_EFFECTS_MS } from "~/domain/roulette/timing";
import { fake, receive, round, seatPlayer } from "./helpers/fake-room";
import { TableRouter } from "./helpers/table-router";

vi.mock("~/app/lib/use-room", async (original) =>
	(await import("./helpers/fake-room")).fakeRoomModule(await original()),
);

const { RouletteTable } = await import("~/app/components/roulette/roulette-table");
const { authStore } = await import("~/app/lib/auth-store");
const { initialRoomView } = await import("~/app/lib/use-room");
const { notify } = await import("~/app/lib/toast");

beforeEach(() => seatPlayer(initialRoomView));

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.restoreAllMocks();
	authStore.reset();
});

const table = () => (
	<TableRouter>
		<RouletteTable />
	</TableRouter>
);

const resultRound = { ...round, phase: "result" as const, result: 17, serverSeed: "s" };

describe("the entry splash", () => {
	it("lies over the table until the room has synced, and lifts at once when it has (no fixed wait)", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		fake.view = { ...initialRoomView };
		const { rerender } = render(table());
		expect(screen.getByText("Loading the table…")).toBeTruthy();
		expect(screen.getByTestId("table-play").hasAttribute("inert")).toBe(true);
		// The room's first message: its state. No time passes.
		seatPlayer(initialRoomView);
		rerender(table());
		expect(screen.queryByText("Loading the table…")).toBeNull();
		expect(screen.getByTestId("table-play").hasAttribute("inert")).toBe(false);
	});
});

describe("a return smaller than the stake (finding 8)", () => {
	it("is not celebrated: the banner and the feed say what came back and the net, in the wallet's unit", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		render(table());
		receive({ type: "roundResult", serverNow: 0, round: resultRound, result: 17, color: "black" });
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r1",
			win: true,
			operatorSet: false,
			outcomes: [
				{ wallet: "real", stake: 200, won: 180, refunded: 0 },
				{ wallet: "tokens", stake: 50, won: 100, refunded: 0 },
			],
			balances: { realBalance: 4980, playTokens: 100 },
		});
		const said = "You won 100 tokens. ₹180 back from ₹200 staked, net \u2212₹20";
		expect(screen.getByTestId("feed").textContent).toContain(said);
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.winBannerAfter));
		const banner = screen.getByTestId("win-banner");
		expect(banner.textContent).toBe(said);
		expect(banner.textContent).not.toContain("₹180 won");
		expect(banner.getAttribute("data-celebrate")).toBe("false");
	});

	it("a round that came out ahead is still a win to celebrate", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		render(table());
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r0",
			win: true,
			operatorSet: false,
			outcomes: [{ wallet: "real", stake: 200, won: 7200, refunded: 0 }],
			balances: { realBalance: 12000, playTokens: 0 },
		});
		// A settlement without its result on this screen shows at once.
		act(() => vi.advanceTimersByTime(0));
		expect(screen.getByTestId("win-banner").textContent).toBe("You won ₹7,200");
		expect(screen.getByTestId("win-banner").getAttribute("data-celebrate")).toBe("true");
	});
});

describe("the table's own news, not toasts over the header (finding 10)", () => {
	it("says a bet was placed, and why one was refused, on the table; no toast covers the header", () => {
		const toasts = [vi.spyOn(notify, "success"), vi.spyOn(notify, "error"), vi.spyOn(notify, "info")];
		render(table());
		fireEvent.click(screen.getByRole("button", { name: "Red" }));
		fireEvent.click(screen.getByRole("button", { name: /^Black/ }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe("You can only bet on one color at a time.");
		fireEvent.click(screen.getByRole("button", { name: "Place bet" }));
		const sent = fake.sent[0] as { submissionId: string; bets: unknown[] };
		receive({
			type: "betsPlaced",
			serverNow: 0,
			submissionId: sent.submissionId,
			balances: { realBalance: 4990, playTokens: 0 },
			bets: [{ type: "red", numbers: [], amount: 10, wallet: "real", submissionId: sent.submissionId }],
		});
		expect(screen.getByTestId("table-notice").textContent).toBe("Bet placed");
		expect(screen.getByTestId("bet-refusal").textContent).toBe("");
		receive({ type: "error", serverNow: 0, message: "Betting is closed for this round." });
		expect(screen.getByTestId("bet-refusal").textContent).toBe("Betting is closed for this round.");
		// A lost round has no banner: the table's live region says it.
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r1",
			win: false,
			operatorSet: false,
			outcomes: [{ wallet: "real", stake: 10, won: 0, refunded: 0 }],
			balances: { realBalance: 4990, playTokens: 0 },
		});
		expect(screen.getByTestId("phase-news").textContent).toBe("You lost ₹10");
		for (const toast of toasts) expect(toast).not.toHaveBeenCalled();
	});
});

describe("the racetrack (finding 9)", () => {
	it("shows a called bet on the track's pockets and its call as staked", () => {
		render(table());
		fireEvent.click(screen.getByRole("button", { name: "Racetrack" }));
		expect(screen.queryAllByTestId("racetrack-stake")).toHaveLength(0);
		fireEvent.click(screen.getByRole("button", { name: "Voisins du Zéro, 9 chips" }));
		// Voisins du zéro covers the 17 pockets from 22 to 25 round the zero.
		const marked = screen.getAllByTestId("racetrack-stake").map((dot) => Number(dot.parentElement?.dataset.pocket));
		expect(marked.sort((a, b) => a - b)).toEqual([0, 2, 3, 4, 7, 12, 15, 18, 19, 21, 22, 25, 26, 28, 29, 32, 35]);
		expect(document.querySelector('[data-call="voisins"]')?.getAttribute("data-staked")).toBe("true");
		expect(document.querySelector('[data-call="tiers"]')?.getAttribute("data-staked")).toBe("false");
	});

	it("keeps showing the call once it is placed, and offers placed chips to save as a favourite", () => {
		fake.view = {
			...(fake.view as RoomView),
			you: {
				userId: "u1",
				role: "user",
				balances: { realBalance: 4990, playTokens: 0 },
				bets: [
					{
						type: "split",
						numbers: [0, 3],
						amount: 10,
						wallet: "real",
						submissionId: "s1",
						call: { id: "c1", call: { kind: "announced", bet: "jeu-zero" }, chip: 10 },
					},
				],
			},
		};
		render(table());
		fireEvent.click(screen.getByRole("button", { name: "Racetrack" }));
		expect(document.querySelector('[data-call="jeu-zero"]')?.getAttribute("data-staked")).toBe("true");
		fireEvent.click(screen.getByRole("button", { name: "Favourites" }));
		expect(screen.queryByText("Put chips on the table first, then save them here.")).toBeNull();
	});
});

describe("the board and the chips by keyboard (issue 35, accessibility item 1)", () => {
	it("are one Tab stop each: the zero, then the chip in hand; a click moves the board's stop to its place", () => {
		render(table());
		const board = screen.getByTestId("betting-board");
		const stops = (within: Element) => [...within.querySelectorAll("button")].filter((b) => b.tabIndex === 0);
		expect(stops(board).map((b) => b.getAttribute("data-bet"))).toEqual(["straight:0"]);
		const chipStops = stops(screen.getByTestId("bet-controls")).filter((b) => b.hasAttribute("data-chip"));
		expect(chipStops.map((b) => b.getAttribute("aria-label"))).toEqual(["10 rupee chip"]);
		const red = screen.getByRole("button", { name: "Red" });
		fireEvent.focus(red);
		expect(stops(board)).toEqual([red]);
		// Arrows in the chips take the next chip, and it is the one in hand.
		fireEvent.keyDown(screen.getByRole("button", { name: "10 rupee chip" }), { key: "ArrowRight" });
		expect(screen.getByRole("button", { name: "20 rupee chip" }).getAttribute("aria-pressed")).toBe("true");
		expect(screen.getByRole("button", { name: "20 rupee chip" }).tabIndex).toBe(0);
	});
});
