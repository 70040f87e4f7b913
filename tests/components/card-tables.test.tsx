/**
 * The card tables' screens (app/components/andar-bahar/, dragon-tiger/, cards/; docs/decisions/0840-card-tables.md):
 * the joker and the deal at the server's pace, chips on the spots by touch, the submission the screen sends, the
 * answer and the settlement as the player reads them, Repeat and 2x, the rules sheet's exact edges, Hindi. Only the
 * socket is replaced (useRoomConnection): the room's messages go through the screen's own hook and reducer. Time is
 * driven by the test (fake Date and timers).
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CardGame } from "~/domain/cards/games";
import type { CardClientMessage, CardRoundView, CardServerMessage } from "~/domain/cards/protocol";
import { fakeSocket, seatPlayer } from "./helpers/fake-room-socket";
import { useHindi } from "./helpers/i18n";

vi.mock("~/app/lib/room-connection", async (original) => ({
	...(await original<object>()),
	useRoomConnection: (await import("./helpers/fake-room-socket")).fakeRoomConnection,
}));

/** The fake socket, typed as this screen's. */
const socket = fakeSocket as unknown as {
	onMessages: null | ((messages: CardServerMessage[], receivedAt: number) => void);
	sent: CardClientMessage[];
};

const { AndarBaharTable } = await import("~/app/components/andar-bahar/andar-bahar-table");
const { DragonTigerTable } = await import("~/app/components/dragon-tiger/dragon-tiger-table");
const { authStore } = await import("~/app/lib/auth-store");

const T0 = Date.UTC(2027, 0, 4, 12);
const seat = (id: CardGame, name: string) => ({ id, name, minBet: 10, maxBet: 10_000, chipValues: [10, 50, 100, 500] });

type Incoming = CardServerMessage extends infer M ? (M extends unknown ? Omit<M, "serverNow"> : never) : never;
function receive(...messages: Incoming[]) {
	act(() =>
		socket.onMessages?.(
			messages.map((m) => ({ ...m, serverNow: Date.now() }) as CardServerMessage),
			Date.now(),
		),
	);
}

function cardRound(game: CardGame, patch: Partial<CardRoundView> = {}): CardRoundView {
	return {
		roundId: "round-7",
		seq: 7,
		game,
		phase: "betting",
		phaseStartedAt: T0,
		phaseEndsAt: T0 + 15_000,
		commitment: "c".repeat(64),
		serverSeed: null,
		openCards: game === "andar-bahar" ? [0] : [],
		dealt: null,
		dealStartedAt: null,
		result: null,
		suited: false,
		minBet: 10,
		maxBet: 10_000,
		...patch,
	};
}

function sync(game: CardGame, round: CardRoundView) {
	receive({
		type: "syncState",
		game,
		round,
		lastResults: [
			{ roundId: "r6", seq: 6, result: game === "andar-bahar" ? "bahar" : "tie", cardsDealt: 4, suited: false },
		],
		you: { bets: [], balances: { realBalance: 5_000, playTokens: 0 } },
		tableEnabled: true,
		roundBets: [],
		roundBetsMore: 0,
	});
}

const spot = (name: RegExp) => screen.getByRole("button", { name });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** What the table said aloud (speechSynthesis replaced). */
let spoken: string[] = [];

beforeEach(async () => {
	spoken = [];
	vi.stubGlobal(
		"SpeechSynthesisUtterance",
		class {
			constructor(readonly text: string) {}
		},
	);
	vi.stubGlobal("speechSynthesis", { speak: (u: { text: string }) => spoken.push(u.text) });
	vi.useFakeTimers({ toFake: ["Date", "setTimeout", "setInterval"] });
	vi.setSystemTime(T0 + 1_000);
	await seatPlayer(5_000);
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
	authStore.reset();
});

describe("the Andar Bahar screen", () => {
	it("shows the joker, places chips on Andar and a side bet, deals at the server's pace and says what the bets won", () => {
		render(
			<MemoryRouter>
				<AndarBaharTable table={seat("andar-bahar", "Andar Bahar")} />
			</MemoryRouter>,
		);
		sync("andar-bahar", cardRound("andar-bahar"));
		expect(screen.getByRole("img", { name: "Ace of spades" })).toBeTruthy();
		expect(screen.getByTestId("card-phase").textContent).toBe("Place your bets · 14 s");
		expect(within(screen.getByTestId("card-strip")).getByText("B")).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: "Chip ₹50" }));
		fireEvent.click(spot(/^Andar, pays 0.9:1/));
		fireEvent.click(spot(/^Andar, pays 0.9:1/));
		fireEvent.click(spot(/^1–5 cards, pays 2.5:1/));
		expect(screen.getByTestId("place-bets").textContent).toBe("Place bets ₹150");
		fireEvent.click(screen.getByTestId("place-bets"));
		const sent = socket.sent.at(-1);
		expect(sent).toMatchObject({
			type: "cardBet",
			wallet: "real",
			bets: [
				{ spot: "andar", amount: 100 },
				{ spot: "cards-1-5", amount: 50 },
			],
		});
		if (sent?.type !== "cardBet") throw new Error("no bet sent");
		receive({
			type: "cardBetPlaced",
			submissionId: sent.submissionId,
			bets: [
				{ spot: "andar", wallet: "real", amount: 100, status: "placed", payout: null },
				{ spot: "cards-1-5", wallet: "real", amount: 50, status: "placed", payout: null },
			],
			balances: { realBalance: 4_850, playTokens: 0 },
		});
		expect(spot(/^Andar/).textContent).toContain("Your bet: ₹100");
		expect(screen.getByTestId("table-balance").textContent).toBe("₹4,850");
		// The round's live list: the other players' bets as the room lists them, names masked, and how many more.
		expect(screen.getByText("No bets at the table yet")).toBeTruthy();
		const othersBet = {
			name: "Pr***",
			spot: "bahar",
			wallet: "real",
			amount: 500,
			status: "placed",
			payout: null,
		} as const;
		receive({ type: "roundBets", roundId: "round-7", bets: [othersBet], more: 3 });
		const list = () => within(screen.getByTestId("card-round-bets"));
		expect(list().getByText("Pr***")).toBeTruthy();
		expect(list().getByText("Bahar · ₹500")).toBeTruthy();
		expect(screen.getByText("and 3 more")).toBeTruthy();
		// A list of an older round is left alone.
		receive({ type: "roundBets", roundId: "round-6", bets: [], more: 0 });
		expect(list().getByText("Pr***")).toBeTruthy();

		// The deal: Andar gets the ace of hearts first, 400 ms after the deal starts; nothing shows before.
		const dealing = cardRound("andar-bahar", {
			phase: "dealing",
			phaseStartedAt: T0 + 15_000,
			phaseEndsAt: T0 + 16_200,
			dealt: [13],
			dealStartedAt: Date.now(),
		});
		receive({ type: "dealing", round: dealing });
		expect(within(screen.getByTestId("row-andar")).queryByRole("img")).toBeNull();
		advance(400);
		expect(within(screen.getByTestId("row-andar")).getByRole("img", { name: "Ace of hearts" })).toBeTruthy();
		expect(spot(/^Andar/).hasAttribute("disabled")).toBe(true);

		receive(
			{
				type: "roundResult",
				round: { ...dealing, phase: "result", result: "andar", serverSeed: "a".repeat(64) },
				lastResults: [],
			},
			{
				type: "betResult",
				roundId: "round-7",
				bets: [
					{ spot: "andar", wallet: "real", amount: 100, status: "won", payout: 190 },
					{ spot: "cards-1-5", wallet: "real", amount: 50, status: "won", payout: 175 },
				],
				balances: { realBalance: 5_215, playTokens: 0 },
			},
		);
		receive({ type: "roundBets", roundId: "round-7", bets: [{ ...othersBet, status: "lost", payout: 0 }], more: 3 });
		expect(within(list().getByText("Pr***").closest("li") as HTMLElement).getByText("lost")).toBeTruthy();
		expect(screen.getByTestId("card-phase").textContent).toBe("Andar wins");
		// The result was spoken as it came (sound is on), then the bets' outcome replaced it on the screen reader's line.
		expect(spoken).toEqual(["Andar wins"]);
		expect(screen.getByTestId("card-news").textContent).toBe("You won ₹365");
		expect(within(screen.getByTestId("card-my-bets")).getByText("won ₹190")).toBeTruthy();

		// The next round: Repeat puts the same bets back, 2x doubles them.
		receive({
			type: "bettingOpen",
			round: cardRound("andar-bahar", {
				roundId: "round-8",
				seq: 8,
				phaseStartedAt: Date.now(),
				phaseEndsAt: Date.now() + 15_000,
			}),
		});
		fireEvent.click(screen.getByRole("button", { name: "Repeat" }));
		fireEvent.click(screen.getByRole("button", { name: "2x" }));
		expect(screen.getByTestId("place-bets").textContent).toBe("Place bets ₹300");
	});

	it("opens the rules sheet with each bet's payout and exact house edge, in Hindi too", async () => {
		await act(() => useHindi());
		render(
			<MemoryRouter>
				<AndarBaharTable table={seat("andar-bahar", "Andar Bahar")} />
			</MemoryRouter>,
		);
		sync("andar-bahar", cardRound("andar-bahar"));
		expect(screen.getByRole("img", { name: "हुकुम का इक्का" })).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "नियम" }));
		const rows = within(screen.getByTestId("card-rules")).getAllByTestId("rules-row");
		expect(rows).toHaveLength(10);
		expect(rows[0]?.textContent).toMatch(/^अंदरपेआउट 0.9:1हाउस एज \d+\.\d\d%$/);
	});
});

describe("the Dragon Tiger screen", () => {
	it("deals Dragon then Tiger a second apart and says a tie returns half of a Dragon bet", () => {
		render(
			<MemoryRouter>
				<DragonTigerTable table={seat("dragon-tiger", "Dragon Tiger")} />
			</MemoryRouter>,
		);
		sync("dragon-tiger", cardRound("dragon-tiger"));
		fireEvent.click(spot(/^Dragon, pays 1:1/));
		fireEvent.click(spot(/^Tie, pays 11:1/));
		fireEvent.click(screen.getByTestId("place-bets"));
		const sent = socket.sent.at(-1);
		if (sent?.type !== "cardBet") throw new Error("no bet sent");
		expect(sent.bets).toEqual([
			{ spot: "dragon", amount: 10 },
			{ spot: "tie", amount: 10 },
		]);
		// A refusal is shown as the room words it, and the chips stay for another try.
		receive({ type: "error", submissionId: sent.submissionId, message: "Insufficient balance" });
		expect(screen.getByRole("alert").textContent).toBe("Insufficient balance");
		expect(screen.getByTestId("place-bets").textContent).toBe("Place bets ₹20");

		const dealing = cardRound("dragon-tiger", {
			phase: "dealing",
			dealt: [4, 30],
			dealStartedAt: Date.now(),
			phaseEndsAt: Date.now() + 2_800,
		});
		receive({ type: "dealing", round: dealing });
		advance(1_000);
		expect(within(screen.getByTestId("hand-dragon")).getByRole("img", { name: "5 of spades" })).toBeTruthy();
		expect(within(screen.getByTestId("hand-tiger")).getByRole("img", { name: "A card face down" })).toBeTruthy();
		advance(1_000);
		expect(within(screen.getByTestId("hand-tiger")).getByRole("img", { name: "5 of diamonds" })).toBeTruthy();
		receive(
			{ type: "roundResult", round: { ...dealing, phase: "result", result: "tie" }, lastResults: [] },
			{
				type: "betResult",
				roundId: "round-7",
				bets: [{ spot: "dragon", wallet: "real", amount: 10, status: "lost", payout: 5 }],
				balances: { realBalance: 4_995, playTokens: 0 },
			},
		);
		expect(screen.getByTestId("card-phase").textContent).toBe("Tie wins");
		expect(within(screen.getByTestId("card-my-bets")).getByText("₹5 back")).toBeTruthy();
		// Half a stake back is not a win: said with the round's net result, as roulette says it.
		expect(screen.getByTestId("card-news").textContent).toBe("₹5 back from ₹10 staked, net −₹5");
	});
});
