/**
 * The table's statistics and the racetrack's heat map (docs/decisions/0620-tables-and-racetrack.md#statistics): the
 * table's history from /resources/table-stats/:tableId (through the screen's fetcher, answered here) merged with the socket's latest results (a fake
 * room), operator-set results left out, in English and Hindi.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomView } from "~/app/lib/use-room";
import type { PastResult, ServerMessage } from "~/domain/roulette/protocol";
import { neighbours } from "~/domain/roulette/racetrack";
import { type StatsRound, tableStats } from "~/domain/roulette/stats";
import { fake, receive, round, seatPlayer } from "./helpers/fake-room";
import { useHindi } from "./helpers/i18n";
import { serveStats, TableRouter } from "./helpers/table-router";

vi.mock("~/app/lib/use-room", async (original) =>
	(await import("./helpers/fake-room")).fakeRoomModule(await original()),
);

const { RouletteTable } = await import("~/app/components/roulette/roulette-table");
const { StatsPanel } = await import("~/app/components/roulette/stats-panel");
const { authStore } = await import("~/app/lib/auth-store");
const { initialRoomView } = await import("~/app/lib/use-room");

/** The table's history as the server has it, newest first: round 5 was set by the operator. */
const HISTORY: StatsRound[] = [
	{ seq: 6, result: 17, operatorSet: false },
	{ seq: 5, result: 32, operatorSet: true },
	{ seq: 4, result: 17, operatorSet: false },
	{ seq: 3, result: 0, operatorSet: false },
	{ seq: 2, result: 1, operatorSet: false },
	{ seq: 1, result: 36, operatorSet: false },
];
const past = (seq: number, result: number, operatorSet = false): PastResult => ({
	roundId: `r${seq}`,
	seq,
	result,
	color: "red",
	operatorSet,
	at: seq,
});
/**
 * What the socket has: round 8 (17), newer than the server's answer, round 7 (5) set by the operator, and round 6,
 * which the answer has too. Counted by hand over both: 17 17 17 0 1 36; rounds 7 and 5 left out.
 */
const LATEST = [past(8, 17), past(7, 5, true), past(6, 17)];

/**
 * The statistics resource route as the server would answer it for HISTORY (or failing, or never answering), and the
 * tables asked for; `renderTable` draws the screen under that router.
 */
function fakeStatsRoute(answer: "history" | "fail" | "never" = "history") {
	return serveStats(async (tableId) => {
		if (answer === "never") return new Promise(() => {});
		if (answer === "fail") throw new Error("Server error");
		return { tableId, rounds: HISTORY };
	});
}

beforeEach(() => {
	seatPlayer(initialRoomView);
	fake.view = { ...(fake.view as RoomView), lastResults: LATEST };
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	authStore.reset();
	serveStats();
});

const renderTable = () => render(<RouletteTable />, { wrapper: TableRouter });

const statText = (id: string) => screen.getByTestId(`stat-${id}`).textContent;

describe("the statistics tab", () => {
	it("shows the table's last results from the server and the socket, leaving out the operator's", async () => {
		const requests = fakeStatsRoute();
		renderTable();
		// Nothing is asked for until the statistics are shown.
		expect(requests).toHaveLength(0);
		fireEvent.click(screen.getByRole("tab", { name: "Statistics" }));
		expect(await screen.findByRole("heading", { name: "Last 6 results" })).toBeTruthy();
		// Asked for this table's rounds, once.
		expect(requests).toEqual(["main"]);

		expect(statText("red")).toBe("33% (2)");
		expect(statText("black")).toBe("50% (3)");
		expect(statText("green")).toBe("17% (1)");
		expect(statText("odd")).toBe("67% (4)");
		expect(statText("even")).toBe("17% (1)");
		expect(statText("low")).toBe("67% (4)");
		expect(statText("high")).toBe("17% (1)");
		expect([1, 2, 3].map((d) => statText(`dozen${d}`))).toEqual(["17% (1)", "50% (3)", "17% (1)"]);
		expect([1, 2, 3].map((c) => statText(`column${c}`))).toEqual(["17% (1)", "50% (3)", "17% (1)"]);
		const hot = within(screen.getByTestId("stats-hot"));
		expect(hot.getAllByRole("listitem").map((li) => li.querySelector(".sr-only")?.textContent)).toEqual([
			"17: 3×",
			"0: 1×",
			"1: 1×",
			"36: 1×",
		]);
		expect(within(screen.getByTestId("stats-cold")).getAllByRole("listitem")[0]?.textContent).toContain("0×");
		// Said on the screen: operator-set results do not count, and two were left out here.
		expect(screen.getByText(/Results set by the operator are not fair results and are not counted\./)).toBeTruthy();
		expect(screen.getByTestId("stats-left-out").textContent).toBe("2 of them were left out here.");

		// A new result: counted at once from the socket, and the history asked for again.
		fake.view = { ...(fake.view as RoomView), lastResults: [past(9, 32), ...LATEST] };
		receive({
			type: "roundResult",
			round: { ...round, roundId: "r9", seq: 9, phase: "result", result: 32 },
			result: 32,
			color: "red",
			serverNow: 0,
		} as ServerMessage);
		expect(await screen.findByRole("heading", { name: "Last 7 results" })).toBeTruthy();
		expect(statText("red")).toBe("43% (3)");
		await waitFor(() => expect(requests).toHaveLength(2));
	});

	it("says when it is loading, when there are no results, and when the history could not be loaded", async () => {
		fakeStatsRoute("fail");
		renderTable();
		fireEvent.click(screen.getByRole("tab", { name: "Statistics" }));
		// Without the history, the results this screen has: rounds 8 and 6.
		expect(
			await screen.findByText("The last 500 could not be loaded: these are the results this screen has seen."),
		).toBeTruthy();
		expect(screen.getByRole("heading", { name: "Last 2 results" })).toBeTruthy();
		expect(screen.getByTestId("stats-left-out").textContent).toBe("1 of them was left out here.");
		cleanup();
		localStorage.clear(); // the next render is a new device: the board first

		const empty = tableStats([]);
		const { unmount } = render(<StatsPanel stats={empty} status="loading" />);
		expect(screen.getByText("Loading the statistics…")).toBeTruthy();
		unmount();
		render(<StatsPanel stats={empty} status="ready" />);
		expect(screen.getByText("No results yet.")).toBeTruthy();
		expect(screen.queryByTestId("stat-red")).toBeNull();
	});
});

describe("the heat map on the racetrack", () => {
	const track = () => screen.getByTestId("racetrack");
	const pocket = (n: number) => track().querySelector(`[data-pocket="${n}"]`) as HTMLElement;
	/** How often each pocket came up, counted by hand: 17 three times; 0, 1 and 36 once. */
	const expectedTimes = (n: number) => ({ 17: 3, 0: 1, 1: 1, 36: 1 })[n] ?? 0;

	it("tints every pocket by its count, says the count in its name, keeps a key, and taps still place bets", async () => {
		const requests = fakeStatsRoute();
		renderTable();
		fireEvent.click(screen.getByRole("button", { name: "Racetrack" }));
		const toggle = within(track()).getByRole("button", { name: "Heat map" });
		expect(toggle.getAttribute("aria-pressed")).toBe("false");
		expect(requests).toHaveLength(0);
		fireEvent.click(toggle);
		expect(toggle.getAttribute("aria-pressed")).toBe("true");
		expect(
			await within(track()).findByRole("button", {
				name: "Neighbours of 17 (2 each side). 17 came up 3 times in the last 6",
			}),
		).toBeTruthy();
		expect(
			within(track()).getByRole("button", { name: "Neighbours of 1 (2 each side). 1 came up 1 time in the last 6" }),
		).toBeTruthy();
		for (let n = 0; n <= 36; n++) {
			expect(pocket(n).dataset.times, `pocket ${n}`).toBe(String(expectedTimes(n)));
			expect(pocket(n).querySelector('[data-testid="pocket-times"]')?.textContent).toBe(String(expectedTimes(n)));
		}
		// Four different counts (0 to 3): four shades, the hottest the lightest, and a key saying what each stands for.
		expect(pocket(17).className).toContain("bg-[#fcffa4]");
		expect(pocket(0).className).toContain(pocket(36).className.match(/bg-\[#\w+\]/)?.[0] ?? "none");
		expect(pocket(2).className).toContain("bg-[#2b0f54]");
		const key = screen.getByTestId("heat-key");
		expect(within(key).getByText("Times in the last 6")).toBeTruthy();
		expect(
			within(key)
				.getAllByRole("listitem")
				.map((li) => li.textContent),
		).toEqual(["0", "1", "2", "3"]);

		// A tap on a tinted pocket is the neighbour bet it always was.
		fireEvent.click(pocket(17));
		expect(screen.getByTestId("total-bet").textContent).toBe("₹50");
		fireEvent.click(screen.getByRole("button", { name: "Place bet" }));
		expect((fake.sent.at(-1) as { bets: unknown[] }).bets).toEqual(
			neighbours(17, 2).map((n) => ({ type: "straight", numbers: [n], amount: 10 })),
		);

		// Off again: the wheel's own colours and names.
		fireEvent.click(toggle);
		expect(within(track()).getByRole("button", { name: "Neighbours of 17 (2 each side)" })).toBeTruthy();
		expect(pocket(17).dataset.times).toBeUndefined();
		expect(screen.queryByTestId("heat-key")).toBeNull();
	});

	it("says it is loading until the history comes, and is opened from the statistics with the focus on its switch", async () => {
		fakeStatsRoute("never");
		renderTable();
		fireEvent.click(screen.getByRole("button", { name: "Racetrack" }));
		fireEvent.click(within(track()).getByRole("button", { name: "Heat map" }));
		expect(within(screen.getByTestId("heat-key")).getByRole("status").textContent).toBe("Loading…");
		expect(pocket(17).getAttribute("aria-label")).toBe("Neighbours of 17 (2 each side)");
		cleanup();
		localStorage.clear(); // the next render is a new device: the board first

		fakeStatsRoute();
		renderTable();
		fireEvent.click(screen.getByRole("tab", { name: "Statistics" }));
		expect(screen.queryByTestId("racetrack")).toBeNull();
		fireEvent.click(await screen.findByRole("button", { name: "Heat map on the racetrack" }));
		const toggle = within(track()).getByRole("button", { name: "Heat map" });
		expect(toggle.getAttribute("aria-pressed")).toBe("true");
		await act(async () => {});
		expect(document.activeElement).toBe(toggle);
		expect(pocket(17).dataset.times).toBe("3");
	});
});

describe("the statistics and the heat map in Hindi", () => {
	it("word the panel, the note on the operator's results and the pockets' counts in Hindi", async () => {
		await useHindi();
		fakeStatsRoute();
		renderTable();
		fireEvent.click(screen.getByRole("tab", { name: "आँकड़े" }));
		expect(await screen.findByRole("heading", { name: "पिछले 6 नतीजे" })).toBeTruthy();
		expect(screen.getByText(/ऑपरेटर के तय किए नतीजे निष्पक्ष नतीजे नहीं हैं, इसलिए गिने नहीं जाते।/)).toBeTruthy();
		expect(screen.getByTestId("stats-left-out").textContent).toBe("यहाँ ऐसे 2 नतीजे छोड़े गए।");
		for (const words of ["रंग", "लाल", "काला", "ज़ीरो", "डज़न", "कॉलम 2", "सबसे ज़्यादा आने वाले", "सबसे कम आने वाले"]) {
			expect(within(screen.getByTestId("stats")).getByText(words), words).toBeTruthy();
		}
		expect(statText("red")).toBe("33% (2)");
		fireEvent.click(screen.getByRole("button", { name: "रेसट्रैक पर हीट मैप" }));
		const toggle = within(screen.getByTestId("racetrack")).getByRole("button", { name: "हीट मैप" });
		expect(toggle.getAttribute("aria-pressed")).toBe("true");
		expect(
			within(screen.getByTestId("racetrack")).getByRole("button", {
				name: "17 के पड़ोसी (हर तरफ़ 2)। 17 पिछले 6 में 3 बार आया",
			}),
		).toBeTruthy();
		expect(screen.getByText("पिछले 6 में कितनी बार")).toBeTruthy();
	});
});
