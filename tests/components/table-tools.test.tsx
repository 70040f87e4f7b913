/**
 * The betting tools of the live table (docs/decisions/0620-tables-and-racetrack.md): Repeat and Repeat ×2, favourite
 * bets and the racetrack. The socket hook is replaced by a fake room whose messages the test sends, and the
 * favourites API by a fake fetch; the slip, its rules and the placeBets message are the table's own.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomView } from "~/app/lib/use-room";
import { rouletteMessages } from "~/domain/messages";
import type { PlacedBet, RoundSnapshot, ServerMessage } from "~/domain/roulette/protocol";
import { useHindi } from "./helpers/i18n";

const fake = vi.hoisted(() => ({
	onEvent: null as null | ((message: ServerMessage) => void),
	view: null as unknown,
	sent: [] as unknown[],
}));

vi.mock("~/app/lib/use-room", async (importOriginal) => {
	const actual = await importOriginal<typeof import("~/app/lib/use-room")>();
	return {
		...actual,
		useRoom: (options: { onEvent?: (message: ServerMessage) => void }) => {
			fake.onEvent = options.onEvent ?? null;
			return {
				...(fake.view as RoomView),
				send: (m: unknown) => {
					fake.sent.push(m);
					return true;
				},
			};
		},
		useSecondsLeft: () => 10,
	};
});

const { RouletteTable } = await import("~/app/components/roulette/roulette-table");
const { authStore } = await import("~/app/lib/auth-store");
const { initialRoomView } = await import("~/app/lib/use-room");

const round: RoundSnapshot = {
	roundId: "r1",
	seq: 7,
	phase: "betting",
	phaseStartedAt: 0,
	phaseEndsAt: 15_000,
	roundEndTime: 15_000,
	commitment: "c".repeat(64),
	result: null,
	serverSeed: null,
	operatorSet: false,
	minBet: 10,
	maxBet: 50_000,
};
const balances = { realBalance: 5000, playTokens: 0 };

beforeEach(() => {
	fake.sent.length = 0;
	fake.view = {
		...initialRoomView,
		connection: "open",
		status: "running",
		round,
		you: { userId: "u1", role: "user", bets: [], balances },
	} satisfies RoomView;
	authStore.setAuth({
		token: "t",
		user: {
			id: "u1",
			name: "Priya",
			phone: "+919876543210",
			role: "user",
			status: "active",
			isVerified: true,
			...balances,
		} as never,
	});
	localStorage.clear();
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	authStore.reset();
});

function renderTable() {
	return render(
		<MemoryRouter>
			<RouletteTable />
		</MemoryRouter>,
	);
}

function receive(message: ServerMessage) {
	act(() => fake.onEvent?.(message));
}

const placeBet = () => fireEvent.click(screen.getByRole("button", { name: "Place bet" }));
const sentBets = () => (fake.sent.at(-1) as { bets: unknown[] } | undefined)?.bets;
const bet = (type: PlacedBet["type"], numbers: number[], amount: number, wallet: PlacedBet["wallet"] = "real") => ({
	type,
	numbers,
	amount,
	wallet,
	submissionId: "s1",
});

/** A round in which the seat had `bets`, then the next round's start. */
function playRound(bets: PlacedBet[], after = balances) {
	receive({ type: "betsPlaced", submissionId: "s1", bets, balances: after, serverNow: 0 } as ServerMessage);
	receive({ type: "gameStarted", round: { ...round, roundId: "r2", seq: 8 }, serverNow: 0 } as ServerMessage);
}

describe("Repeat and Repeat ×2", () => {
	it("are disabled when there was no previous round with bets", () => {
		renderTable();
		expect(screen.getByRole("button", { name: "Repeat last round's bets" })).toHaveProperty("disabled", true);
		expect(screen.getByRole("button", { name: "Repeat last round's bets, doubled" })).toHaveProperty("disabled", true);
		// A round without bets leaves nothing to repeat.
		receive({ type: "gameStarted", round: { ...round, roundId: "r2" }, serverNow: 0 } as ServerMessage);
		expect(screen.getByRole("button", { name: "Repeat last round's bets" })).toHaveProperty("disabled", true);
	});

	it("put last round's bets on the slip, once or doubled, and send them through placeBets", () => {
		renderTable();
		playRound([bet("straight", [17], 50), bet("red", [], 20), bet("straight", [17], 10)]);
		fireEvent.click(screen.getByRole("button", { name: "Repeat last round's bets" }));
		expect(screen.getByTestId("total-bet").textContent).toBe("₹80");
		placeBet();
		expect(sentBets()).toEqual([
			{ type: "straight", numbers: [17], amount: 60 },
			{ type: "red", numbers: [], amount: 20 },
		]);
		cleanup();
		fake.sent.length = 0;
		renderTable();
		playRound([bet("straight", [17], 50), bet("split", [20, 17], 10)]);
		fireEvent.click(screen.getByRole("button", { name: "Repeat last round's bets, doubled" }));
		expect(screen.getByTestId("total-bet").textContent).toBe("₹120");
		// One undo takes the whole repeat back.
		fireEvent.click(screen.getByRole("button", { name: "Undo" }));
		expect(screen.getByTestId("total-bet").textContent).toBe("₹0");
		fireEvent.click(screen.getByRole("button", { name: "Repeat last round's bets, doubled" }));
		placeBet();
		expect(sentBets()).toEqual([
			{ type: "straight", numbers: [17], amount: 100 },
			{ type: "split", numbers: [17, 20], amount: 20 },
		]);
	});

	it("are refused by the table's limits and placement rules with the same messages as a chip", () => {
		fake.view = { ...(fake.view as RoomView), round: { ...round, minBet: 50, maxBet: 100 } };
		renderTable();
		playRound([bet("red", [], 100)]);
		fireEvent.click(screen.getByRole("button", { name: "Repeat last round's bets, doubled" }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe("The maximum bet is ₹100.");
		expect(screen.getByTestId("total-bet").textContent).toBe("₹0");
		// Black on the slip, then last round's red: one colour only.
		fireEvent.click(screen.getByRole("button", { name: "Chip ₹50" }));
		fireEvent.click(screen.getByRole("button", { name: "Black" }));
		fireEvent.click(screen.getByRole("button", { name: "Repeat last round's bets" }));
		expect(screen.getByTestId("bet-refusal").textContent).toBe(rouletteMessages.oneColor);
		expect(screen.getByTestId("total-bet").textContent).toBe("₹50");
	});

	it("repeat token bets from the token wallet, switching to it while the slip is empty", () => {
		renderTable();
		playRound([bet("straight", [5], 20, "tokens")], { realBalance: 5000, playTokens: 500 });
		fireEvent.click(screen.getByRole("button", { name: "Repeat last round's bets" }));
		expect(screen.getByTestId("total-bet").textContent).toBe("20 tokens");
		placeBet();
		expect(fake.sent.at(-1)).toEqual(expect.objectContaining({ wallet: "tokens" }));
	});

	it("are worded in Hindi", async () => {
		await useHindi();
		renderTable();
		const tools = screen.getByRole("group", { name: "दाँव के औज़ार" });
		expect(within(tools).getByRole("button", { name: "पिछले राउंड के दाँव दोहराएँ" }).textContent).toBe("दोहराएँ");
		expect(within(tools).getByRole("button", { name: "पिछले राउंड के दाँव दोगुने करके दोहराएँ" }).textContent).toBe(
			"दोहराएँ ×2",
		);
	});
});
