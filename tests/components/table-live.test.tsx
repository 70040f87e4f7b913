/**
 * The roulette screen driven by socket messages: the table feed, the result effects' timing (docs/product.md#the-round) and the
 * flying chip. The socket hook is replaced by a fake room whose messages the test sends; everything else is real.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomView } from "~/app/lib/use-room";
import { FLYING_CHIP_MS, RESULT_EFFECTS_MS } from "~/domain/roulette/timing";
import { fake, receive, round, seatPlayer } from "./helpers/fake-room";
import { useHindi } from "./helpers/i18n";
import { TableRouter } from "./helpers/table-router";

vi.mock("~/app/lib/use-room", async (original) =>
	(await import("./helpers/fake-room")).fakeRoomModule(await original()),
);

const { RouletteTable } = await import("~/app/components/roulette/roulette-table");
const { authStore } = await import("~/app/lib/auth-store");
const { initialRoomView } = await import("~/app/lib/use-room");

const spoken: string[] = [];
/** The language each spoken text was given, in order ("" when none). */
const voices: string[] = [];

beforeEach(() => {
	spoken.length = 0;
	voices.length = 0;
	seatPlayer(initialRoomView);
	vi.stubGlobal(
		"SpeechSynthesisUtterance",
		class {
			constructor(readonly text: string) {}
		},
	);
	vi.stubGlobal("speechSynthesis", {
		speak: (u: { text: string; lang?: string }) => {
			spoken.push(u.text);
			voices.push(u.lang ?? "");
		},
	});
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
	authStore.reset();
});

function renderTable() {
	return render(
		<TableRouter>
			<RouletteTable />
		</TableRouter>,
	);
}

const resultRound = { ...round, phase: "result" as const, result: 17, serverSeed: "s" };

describe("the table feed", () => {
	it("lists other players' masked bets and wins as they arrive, newest first, with the overflow count", () => {
		renderTable();
		expect(screen.getByText("Bets and wins at this table appear here as they happen.")).toBeTruthy();
		receive({
			type: "tableFeed",
			serverNow: 0,
			roundId: "r1",
			more: 0,
			entries: [
				{ kind: "bet", name: "Ra***", amount: 100, betType: "straight", betValue: "17", wallet: "real", at: 1 },
				{ kind: "bet", name: "Bi***", amount: 50, betType: "red", betValue: "red", wallet: "tokens", at: 2 },
			],
		});
		receive({
			type: "tableFeed",
			serverNow: 0,
			roundId: "r1",
			more: 3,
			entries: [{ kind: "win", name: "Ra***", amount: 3600, wallet: "real", at: 3 }],
		});
		const lines = [...screen.getByTestId("feed").querySelectorAll("li")].map((li) => li.textContent);
		expect(lines).toEqual(["…and 3 more", "Ra*** won ₹3,600", "Bi*** bet 50 tokens on red", "Ra*** bet ₹100 on 17"]);
	});

	it("starts from the room's latest entries in syncState, and keeps its lines on a reconnect", () => {
		renderTable();
		const sync = (feed: Array<{ kind: "win"; name: string; amount: number; wallet: "real"; at: number }>) =>
			receive({
				type: "syncState",
				serverNow: 0,
				status: "running",
				round,
				lastResults: [],
				you: { userId: "u1", role: "user", bets: [], balances: { realBalance: 5000, playTokens: 0 } },
				recentWinners: [],
				tableEnabled: true,
				feed,
			});
		sync([
			{ kind: "win", name: "Ab***", amount: 20, wallet: "real", at: 1 },
			{ kind: "win", name: "Cd***", amount: 30, wallet: "real", at: 2 },
		]);
		const lines = () => [...screen.getByTestId("feed").querySelectorAll("li")].map((li) => li.textContent);
		expect(lines()).toEqual(["Cd*** won ₹30", "Ab*** won ₹20"]);
		sync([{ kind: "win", name: "Ef***", amount: 40, wallet: "real", at: 3 }]);
		expect(lines()).toEqual(["Cd*** won ₹30", "Ab*** won ₹20"]);
	});
});

describe("result timing", () => {
	it("speaks the result 5 s after it arrives, shows 'You won' 5 s after the result for 3 s more", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		renderTable();
		receive({ type: "roundResult", serverNow: 0, round: resultRound, result: 17, color: "black" });
		// Settlement answers shortly after the result.
		act(() => vi.advanceTimersByTime(300));
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r1",
			win: true,
			operatorSet: false,
			outcomes: [{ wallet: "real", stake: 10, won: 360, refunded: 0 }],
			balances: { realBalance: 5350, playTokens: 0 },
		});
		expect(screen.getByTestId("feed").textContent).toContain("You won ₹360");
		expect(screen.queryByTestId("win-banner")).toBeNull();
		expect(spoken).toEqual([]);
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.speakAfter - 300 - 1));
		expect(spoken).toEqual([]);
		expect(screen.queryByTestId("win-banner")).toBeNull();
		act(() => vi.advanceTimersByTime(1));
		expect(spoken).toEqual(["17 black"]);
		expect(screen.getByTestId("win-banner").textContent).toBe("You won ₹360");
		// A screen reader hears it once: the banner is the one live region with the words (phase-news stays on the result).
		const liveRegions = [
			...document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]'),
		];
		expect(liveRegions.filter((region) => region.textContent?.includes("You won ₹360")).length).toBe(1);
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.winBannerFor - 1));
		expect(screen.getByTestId("win-banner")).toBeTruthy();
		act(() => vi.advanceTimersByTime(1));
		expect(screen.queryByTestId("win-banner")).toBeNull();
		expect(spoken).toEqual(["17 black"]);
	});

	it("stays silent when muted, and when the tab is hidden at the moment of speaking", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		renderTable();
		fireEvent.click(screen.getByRole("button", { name: "Mute sound" }));
		receive({ type: "roundResult", serverNow: 0, round: resultRound, result: 17, color: "black" });
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.speakAfter));
		expect(spoken).toEqual([]);

		fireEvent.click(screen.getByRole("button", { name: "Unmute sound" }));
		receive({ type: "roundResult", serverNow: 0, round: { ...resultRound, roundId: "r2" }, result: 0, color: "green" });
		const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.speakAfter));
		expect(spoken).toEqual([]);
		visibility.mockRestore();

		receive({ type: "roundResult", serverNow: 0, round: { ...resultRound, roundId: "r3" }, result: 5, color: "red" });
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.speakAfter));
		expect(spoken).toEqual(["5 red"]);
	});

	it("a new round cancels effects still waiting", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		renderTable();
		receive({ type: "roundResult", serverNow: 0, round: resultRound, result: 17, color: "black" });
		receive({ type: "gameStarted", serverNow: 0, round: { ...round, roundId: "r9", seq: 8 } });
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.speakAfter + RESULT_EFFECTS_MS.winBannerFor));
		expect(spoken).toEqual([]);
	});
});

describe("the flying chip", () => {
	it("flies from the tray to the place it was put on, and is removed when it lands", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		const animations: Array<{ keyframes: Keyframe[]; options: KeyframeAnimationOptions; finish: () => void }> = [];
		const original = HTMLElement.prototype.animate;
		HTMLElement.prototype.animate = (keyframes, options) => {
			const animation = {
				onfinish: null as null | (() => void),
				cancel: () => {},
				finish: () => animation.onfinish?.(),
			};
			animations.push({
				keyframes: keyframes as Keyframe[],
				options: options as KeyframeAnimationOptions,
				finish: () => animation.finish(),
			});
			return animation as unknown as Animation;
		};
		try {
			renderTable();
			const board = screen.getByTestId("betting-board");
			fireEvent.click(board.querySelector('[data-bet="straight:17"]') as Element);
			expect(screen.getAllByTestId("flying-chip")).toHaveLength(1);
			expect(screen.getByTestId("flying-chip").textContent).toBe("10");
			// Transform-only keyframes, run for the set time.
			expect(animations[0]?.keyframes.every((k) => Object.keys(k).every((p) => p === "transform"))).toBe(true);
			expect(animations[0]?.options.duration).toBe(FLYING_CHIP_MS);
			act(() => animations[0]?.finish());
			expect(screen.queryByTestId("flying-chip")).toBeNull();

			// Another chip on another place (a browser delivers Enter/Space on a focused button as this same click).
			fireEvent.click(screen.getByRole("button", { name: "100 rupee chip" }));
			fireEvent.click(screen.getByRole("button", { name: "Red" }));
			expect(screen.getByTestId("flying-chip").textContent).toBe("100");
			// Even without an animation finishing, the chip is gone soon after its flight time.
			act(() => vi.advanceTimersByTime(FLYING_CHIP_MS + 200));
			expect(screen.queryByTestId("flying-chip")).toBeNull();
			expect(screen.getByTestId("total-bet").textContent).toBe("₹110");
		} finally {
			HTMLElement.prototype.animate = original;
		}
	});

	it("does not fly for prefers-reduced-motion, and a refused chip never flies", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		const reduce = vi.spyOn(window, "matchMedia").mockImplementation(
			(query: string) =>
				({
					matches: query.includes("reduce"),
					media: query,
					addEventListener: () => {},
					removeEventListener: () => {},
				}) as unknown as MediaQueryList,
		);
		renderTable();
		fireEvent.click(screen.getByRole("button", { name: "Red" }));
		expect(screen.getByTestId("total-bet").textContent).toBe("₹10");
		expect(screen.queryByTestId("flying-chip")).toBeNull();
		cleanup();
		reduce.mockRestore();

		renderTable();
		fireEvent.click(screen.getByRole("button", { name: "Red" }));
		expect(screen.getAllByTestId("flying-chip")).toHaveLength(1);
		act(() => vi.advanceTimersByTime(FLYING_CHIP_MS + 200));
		expect(screen.queryByTestId("flying-chip")).toBeNull();
		fireEvent.click(screen.getByRole("button", { name: "Black" }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe("You can only bet on one color at a time.");
		expect(screen.queryByTestId("flying-chip")).toBeNull();
	});
});

describe("the round's bet limits (docs/decisions/0745)", () => {
	const limitedTo = (minBet: number, maxBet: number) => {
		fake.view = { ...(fake.view as RoomView), round: { ...round, minBet, maxBet } } satisfies RoomView;
	};

	it("shows the round's limits in place of a fixed label", () => {
		renderTable();
		expect(screen.getByTestId("table-limits").textContent).toBe("₹10 - ₹50,000 per bet");
		cleanup();
		limitedTo(50, 100);
		renderTable();
		expect(screen.getByTestId("table-limits").textContent).toBe("₹50 - ₹100 per bet");
		expect(document.body.textContent).not.toContain("₹0 - ₹50,000");
	});

	it("lets chips under the minimum stack up to it, and sends nothing while a place is under it", () => {
		limitedTo(50, 100);
		renderTable();
		const straight17 = screen.getByTestId("betting-board").querySelector('[data-bet="straight:17"]') as Element;
		fireEvent.click(straight17);
		expect(screen.getByTestId("total-bet").textContent).toBe("₹10");
		fireEvent.click(screen.getByRole("button", { name: "Place bet" }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe("The minimum bet is ₹50.");
		expect(fake.sent).toEqual([]);
		for (let i = 0; i < 4; i++) fireEvent.click(straight17);
		fireEvent.click(screen.getByRole("button", { name: "Place bet" }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe("");
		expect(fake.sent).toEqual([
			expect.objectContaining({ type: "placeBets", bets: [{ type: "straight", numbers: [17], amount: 50 }] }),
		]);
	});

	it("refuses a chip or a 2x that would take a place over the maximum, with the room's message", () => {
		limitedTo(50, 100);
		renderTable();
		fireEvent.click(screen.getByRole("button", { name: "100 rupee chip" }));
		fireEvent.click(screen.getByRole("button", { name: "Red" }));
		expect(screen.getByTestId("total-bet").textContent).toBe("₹100");
		fireEvent.click(screen.getByRole("button", { name: "10 rupee chip" }));
		fireEvent.click(screen.getByRole("button", { name: /^Red/ }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe("The maximum bet is ₹100.");
		expect(screen.getByTestId("total-bet").textContent).toBe("₹100");
		fireEvent.click(screen.getByRole("button", { name: "2x" }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe("The maximum bet is ₹100.");
		expect(screen.getByTestId("total-bet").textContent).toBe("₹100");
	});
});

describe("amounts told in their own wallet's unit, and operator-set rounds told as such", () => {
	const placedBets = [
		{ type: "straight" as const, numbers: [7], amount: 50, wallet: "real" as const, submissionId: "s1" },
		{ type: "red" as const, numbers: [], amount: 20, wallet: "tokens" as const, submissionId: "s2" },
	];

	it("shows a token stake in tokens and a mixed stake per wallet, and clears the total when the result arrives", () => {
		fake.view = {
			...(fake.view as RoomView),
			you: { userId: "u1", role: "user", bets: [placedBets[1]], balances: { realBalance: 5000, playTokens: 100 } },
		};
		const { rerender } = renderTable();
		expect(screen.getByTestId("total-bet").textContent).toBe("20 tokens");
		fake.view = {
			...(fake.view as RoomView),
			you: { userId: "u1", role: "user", bets: placedBets, balances: { realBalance: 4950, playTokens: 80 } },
		};
		rerender(
			<TableRouter>
				<RouletteTable />
			</TableRouter>,
		);
		expect(screen.getByTestId("total-bet").textContent).toBe("₹50 + 20 tokens");
		fake.view = { ...(fake.view as RoomView), round: resultRound };
		rerender(
			<TableRouter>
				<RouletteTable />
			</TableRouter>,
		);
		expect(screen.getByTestId("total-bet").textContent).toBe("₹0");
	});

	it("a token win with a rupee refund says both, in their units, and marks the operator-set round in the feed, strip and ribbon", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		const forced = { ...resultRound, operatorSet: true };
		fake.view = {
			...(fake.view as RoomView),
			round: forced,
			lastResults: [{ roundId: "r1", seq: 7, result: 17, color: "black", operatorSet: true, at: 0 }],
		};
		renderTable();
		receive({ type: "roundResult", serverNow: 0, round: forced, result: 17, color: "black" });
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r1",
			win: true,
			operatorSet: true,
			outcomes: [
				{ wallet: "real", stake: 50, won: 0, refunded: 50 },
				{ wallet: "tokens", stake: 20, won: 380, refunded: 0 },
			],
			balances: { realBalance: 5000, playTokens: 460 },
		});
		const said = "You won 380 tokens. ₹50 refunded: the result was set by the operator";
		expect(screen.getByTestId("feed").textContent).toContain(said);
		expect(screen.getByTestId("feed").textContent).toContain("Round #7: 17 black (operator-set)");
		expect(screen.getByRole("link", { name: "Round #7: 17 black, operator-set. Verify" })).toBeTruthy();
		expect(screen.getByTestId("operator-mark")).toBeTruthy();
		expect(screen.getByTestId("operator-legend").textContent).toContain("set by the operator");
		expect(screen.getByTestId("result-operator-set").textContent).toBe("operator-set");
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.winBannerAfter));
		expect(screen.getByTestId("win-banner").textContent).toBe(said);
	});

	it("a refunded round with nothing won says refunded, not lost; a lost round names what was lost", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		renderTable();
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r1",
			win: false,
			operatorSet: true,
			outcomes: [{ wallet: "real", stake: 50, won: 0, refunded: 50 }],
			balances: { realBalance: 5000, playTokens: 0 },
		});
		expect(screen.getByTestId("feed").textContent).toContain("₹50 refunded: the result was set by the operator");
		expect(screen.getByTestId("feed").textContent).not.toContain("You lost");
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r2",
			win: false,
			operatorSet: false,
			outcomes: [{ wallet: "tokens", stake: 20, won: 0, refunded: 0 }],
			balances: { realBalance: 5000, playTokens: 0 },
		});
		expect(screen.getByTestId("feed").textContent).toContain("You lost 20 tokens");
	});

	it("tells round events in its live region, not as toasts", () => {
		renderTable();
		receive({ type: "bettingClosed", serverNow: 0, round: { ...round, phase: "spinning" } });
		expect(screen.getByTestId("phase-news").textContent).toBe("Betting closed");
		receive({ type: "roundResult", serverNow: 0, round: resultRound, result: 17, color: "black" });
		expect(screen.getByTestId("phase-news").textContent).toBe("Result: 17 black");
	});
});

describe("a switched-off table", () => {
	it("looks closed: the badge, a message, a locked board and disabled chips", () => {
		fake.view = { ...(fake.view as RoomView), tableEnabled: false };
		renderTable();
		expect(screen.getByTestId("connection").textContent).toBe("CLOSED");
		expect(screen.getByTestId("table-closed").textContent).toBe("The table is closed right now.");
		expect(screen.getByTestId("betting-board").getAttribute("data-locked")).toBe("true");
		expect((screen.getByRole("button", { name: "10 rupee chip" }) as HTMLButtonElement).disabled).toBe(true);
	});

	it("and the home page's live card says so instead of LIVE", async () => {
		const { LiveTableStatusView } = await import("~/app/components/live-table-status-view");
		render(
			<TableRouter>
				<LiveTableStatusView room={{ connection: "open", round, lastResults: [], tableEnabled: false }} seconds={10} />
			</TableRouter>,
		);
		expect(screen.getByTestId("live-badge").textContent).toBe("CLOSED");
		expect(screen.getByTestId("live-closed").textContent).toBe("The table is closed right now.");
		expect(screen.queryByText("● LIVE")).toBeNull();
	});
});

describe("an admin at the table", () => {
	it("watches: no low-balance dialog, no wallet or chips, a locked board and links to the admin's tools", () => {
		authStore.setAuth({
			token: "t",
			user: {
				id: "a1",
				name: "Admin",
				phone: "+919000000000",
				role: "admin",
				status: "active",
				isVerified: true,
				realBalance: 0,
				playTokens: 0,
			} as never,
		});
		fake.view = {
			...(fake.view as RoomView),
			you: { userId: "a1", role: "admin", bets: [], balances: { realBalance: 0, playTokens: 0 } },
		};
		renderTable();
		expect(screen.queryByRole("dialog", { name: "Low balance" })).toBeNull();
		expect(screen.getByTestId("operator-spectator").textContent).toContain("You are watching as an operator");
		expect(screen.getByRole("link", { name: "Live bets" }).getAttribute("href")).toBe("/admin/live-game");
		expect(screen.getByRole("link", { name: "Set a result" }).getAttribute("href")).toBe("/admin/dashboard");
		expect(screen.queryByTestId("table-balance")).toBeNull();
		expect(screen.queryByRole("button", { name: "10 rupee chip" })).toBeNull();
		expect(screen.getByTestId("betting-board").getAttribute("data-locked")).toBe("true");
	});
});

describe("the table in Hindi", () => {
	it("names the board's places, chips and actions in Hindi, and stakes in rupees and टोकन", async () => {
		await useHindi();
		renderTable();
		const board = screen.getByTestId("betting-board");
		for (const name of ["स्ट्रेट 17", "पहले 12", "लाल", "विषम", "1–18, लो", "कॉलम 2 (2:1)", "स्प्लिट 17 और 20"]) {
			expect(within(board).getByRole("button", { name }), name).toBeTruthy();
		}
		expect(within(board).getByRole("button", { name: "कॉर्नर 17, 18, 20 और 21" })).toBeTruthy();
		expect(within(board).getByRole("button", { name: "पहले चार 0, 1, 2 और 3" })).toBeTruthy();
		// What the outside cells say.
		const cells = [...board.querySelectorAll('[data-testid="cell-text"]')].map((cell) => cell.textContent);
		expect(cells).toEqual(expect.arrayContaining(["दूसरे 12", "2:1", "काला", "सम"]));
		expect(screen.getByRole("timer").textContent).toBe("दाँव लगाएँ, 10 सेकंड बाकी");
		expect(screen.getByRole("list", { name: "हाल के नतीजे, नए पहले" })).toBeTruthy();
		expect(screen.getByTestId("connection").textContent).toBe("● लाइव");
		for (const name of ["दाँव लगाएँ", "वापस लें", "दोगुना (2x)", "साफ़ करें", "स्प्लिट और कॉर्नर", "आवाज़ बंद करें"]) {
			expect(screen.getByRole("button", { name }), name).toBeTruthy();
		}
		fireEvent.click(screen.getByRole("button", { name: "50 रुपये की चिप" }));
		fireEvent.click(within(board).getByRole("button", { name: "स्ट्रेट 17" }));
		expect(within(board).getByRole("button", { name: "स्ट्रेट 17, ₹50 लगे" })).toBeTruthy();
		expect(screen.getByText("कुल दाँव")).toBeTruthy();
		expect(screen.getByTestId("total-bet").textContent).toBe("₹50");
		expect(screen.getByTestId("table-balance").textContent).toBe("₹5,000");
		// A refusal from the domain's rules is shown in Hindi.
		fireEvent.click(within(board).getByRole("button", { name: "लाल" }));
		fireEvent.click(within(board).getByRole("button", { name: "काला" }));
		expect(screen.getByTestId("bet-refusal").textContent).toMatch(/[\u0900-\u097F]/);
		expect(screen.getByTestId("bet-refusal").textContent).not.toMatch(/[a-z]{3}/);
		// The wallet switch and the chooser.
		fireEvent.click(screen.getByRole("button", { name: "स्प्लिट और कॉर्नर" }));
		fireEvent.click(within(board).getByRole("button", { name: "स्ट्रेट 20" }));
		const chooser = screen.getByRole("dialog", { name: "20 पर दाँव" });
		expect(within(chooser).getByRole("button", { name: /^ट्रायो|^स्ट्रीट 19, 20 और 21/ })).toBeTruthy();
	});

	it("tells the feed, the result, the banner and the spoken result in Hindi, with a Hindi voice", async () => {
		await useHindi();
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		renderTable();
		expect(screen.getByText("इस टेबल के दाँव और जीत होते ही यहाँ दिखेंगे।")).toBeTruthy();
		receive({
			type: "tableFeed",
			serverNow: 0,
			roundId: "r1",
			more: 2,
			entries: [
				{ kind: "bet", name: "Ra***", amount: 100, betType: "straight", betValue: "17", wallet: "real", at: 1 },
				{ kind: "bet", name: "Bi***", amount: 50, betType: "red", betValue: "red", wallet: "tokens", at: 2 },
				{ kind: "bet", name: "Cy***", amount: 20, betType: "dozen", betValue: "2nd 12", wallet: "real", at: 3 },
			],
		});
		receive({ type: "roundResult", serverNow: 0, round: resultRound, result: 17, color: "black" });
		act(() => vi.advanceTimersByTime(300));
		receive({
			type: "betResult",
			serverNow: 0,
			roundId: "r1",
			win: true,
			operatorSet: false,
			outcomes: [
				{ wallet: "real", stake: 10, won: 360, refunded: 0 },
				{ wallet: "tokens", stake: 20, won: 0, refunded: 0 },
			],
			balances: { realBalance: 5350, playTokens: 0 },
		});
		const lines = [...screen.getByTestId("feed").querySelectorAll("li")].map((li) => li.textContent);
		expect(lines).toEqual([
			"आपने ₹360 जीते। आप 20 टोकन हार गए",
			"राउंड #7: 17 काला",
			"…और 2",
			"Cy*** ने दूसरे 12 पर ₹20 लगाए",
			"Bi*** ने लाल पर 50 टोकन लगाए",
			"Ra*** ने 17 पर ₹100 लगाए",
		]);
		expect(screen.getByTestId("phase-news").textContent).toBe("नतीजा: 17 काला");
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.speakAfter - 300));
		expect(spoken).toEqual(["17 काला"]);
		expect(voices).toEqual(["hi-IN"]);
		expect(screen.getByTestId("win-banner").textContent).toBe("आपने ₹360 जीते। आप 20 टोकन हार गए");
		// The tabs under the table.
		// The statistics ask the server for the table's history (tests/components/table-stats.test.tsx): still on its way.
		vi.stubGlobal("fetch", () => new Promise(() => {}));
		fireEvent.click(screen.getByRole("tab", { name: "आँकड़े" }));
		expect(screen.getByRole("heading", { name: "पिछले 0 नतीजे" })).toBeTruthy();
		expect(screen.getByText("आँकड़े लोड हो रहे हैं…")).toBeTruthy();
		fireEvent.click(screen.getByRole("tab", { name: "राउंड" }));
		expect(screen.getByTestId("round-details").textContent).toContain("कमिटमेंट (हैश)");
		expect(screen.getByTestId("round-details").textContent).toContain("प्रति दाँव");
	});

	it("speaks with an en-IN voice when the page is in English", () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
		renderTable();
		receive({ type: "roundResult", serverNow: 0, round: resultRound, result: 0, color: "green" });
		act(() => vi.advanceTimersByTime(RESULT_EFFECTS_MS.speakAfter));
		expect(spoken).toEqual(["0 green"]);
		expect(voices).toEqual(["en-IN"]);
	});
});
