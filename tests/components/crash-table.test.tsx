/**
 * The crash table's screen (app/components/crash/): the two bet panels, cash-out at the live multiplier, bets asked
 * for mid-flight going in the next round, the clock's pings, refusals, the lists and Hindi. Only the socket is
 * replaced (useRoomConnection): the room's messages go through the screen's own hook and reducer, and the test reads
 * what the screen sends. Time is driven by the test (fake Date and animation frames).
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CrashClientMessage, CrashRoundSnapshot, CrashServerMessage } from "~/domain/crash/protocol";
import { crashBet, crashRound, realBalances } from "./helpers/crash-fixtures";
import { fakeSocket, seatPlayer } from "./helpers/fake-room-socket";
import { useHindi } from "./helpers/i18n";

vi.mock("~/app/lib/room-connection", async (original) => ({
	...(await original<object>()),
	useRoomConnection: (await import("./helpers/fake-room-socket")).fakeRoomConnection,
}));

/** The fake socket, typed as this screen's. */
const socket = fakeSocket as unknown as {
	onMessages: null | ((messages: CrashServerMessage[], receivedAt: number) => void);
	onOpen: null | (() => void);
	sent: CrashClientMessage[];
};

const { CrashTable } = await import("~/app/components/crash/crash-table");
const { authStore } = await import("~/app/lib/auth-store");

const T0 = Date.UTC(2027, 0, 4, 12);
const table = { id: "aviator", name: "Aviator", minBet: 10, maxBet: 50_000, chipValues: [10, 50, 100, 500] };
const balances = realBalances;

const round = (patch: Partial<CrashRoundSnapshot> = {}) => crashRound(T0, patch);
const flying = (at = T0 + 6_000) =>
	round({ phase: "flying", phaseStartedAt: at, phaseEndsAt: null, flightStartedAt: at });

/** A room message without its `serverNow` (each member of the union on its own). */
type Incoming = CrashServerMessage extends infer M ? (M extends unknown ? Omit<M, "serverNow"> : never) : never;

/** Messages from the room, arriving now (the server's clock equal to the phone's). */
function receive(...messages: Incoming[]) {
	act(() =>
		socket.onMessages?.(
			messages.map((m) => ({ ...m, serverNow: Date.now() }) as CrashServerMessage),
			Date.now(),
		),
	);
}
function sync(r: CrashRoundSnapshot, realBalance = 5_000) {
	receive({
		type: "syncState",
		game: "crash",
		round: r,
		lastCrashes: [
			{ roundId: "r6", seq: 6, crashPoint: 1_250, at: T0 - 5_000 },
			{ roundId: "r5", seq: 5, crashPoint: 143, at: T0 - 20_000 },
		],
		you: { bets: [], balances: balances(realBalance) },
		roundBets: [],
		roundBetsMore: 0,
		tableEnabled: true,
		feed: [],
	});
}
const placed = crashBet;
function advance(ms: number) {
	act(() => vi.advanceTimersByTime(ms));
}
const panel = (n: 0 | 1) => within(screen.getByTestId(`bet-panel-${n}`));
const betButton = (n: 0 | 1) => screen.getByTestId(`bet-button-${n}`);
const sentOf = <K extends CrashClientMessage["type"]>(type: K) =>
	socket.sent.filter((m): m is Extract<CrashClientMessage, { type: K }> => m.type === type);

beforeEach(async () => {
	vi.useFakeTimers({ toFake: ["Date", "setTimeout", "setInterval", "requestAnimationFrame", "cancelAnimationFrame"] });
	vi.setSystemTime(T0 + 1_000);
	await seatPlayer(5_000);
	render(
		<MemoryRouter>
			<CrashTable table={table} />
		</MemoryRouter>,
	);
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	authStore.reset();
});

describe("the crash table's bet panels", () => {
	it("places two bets, cashes one out by hand at the amount the button shows, and says how each ended", () => {
		sync(round());
		expect(screen.getByTestId("crash-phase-line").textContent).toBe("Next flight in 5 s");
		// Panel 1: ₹100 by its quick amount; panel 2: ₹50 with auto cash-out at 3.00×.
		fireEvent.click(panel(0).getByRole("button", { name: "Stake ₹100" }));
		fireEvent.click(betButton(0));
		fireEvent.click(panel(1).getByRole("button", { name: "Stake ₹50" }));
		fireEvent.click(panel(1).getByRole("checkbox", { name: "Auto cash out" }));
		fireEvent.change(panel(1).getByRole("textbox", { name: "Cash out at" }), { target: { value: "3" } });
		fireEvent.click(betButton(1));
		const [first, second] = sentOf("crashBet");
		expect([first?.panel, first?.amount, first?.autoCashOut, first?.wallet]).toEqual([0, 100, null, "real"]);
		expect([second?.panel, second?.amount, second?.autoCashOut]).toEqual([1, 50, 300]);
		expect(first?.clientSeed).toMatch(/^[0-9a-f]{32}$/);
		expect(betButton(0).textContent).toBe("Sending…");

		receive({
			type: "crashBetPlaced",
			submissionId: first?.submissionId ?? "",
			bet: placed({ submissionId: first?.submissionId }),
			balances: balances(4_900),
		});
		receive({
			type: "crashBetPlaced",
			submissionId: second?.submissionId ?? "",
			bet: placed({ panel: 1, amount: 50, autoCashOut: 300, submissionId: second?.submissionId }),
			balances: balances(4_850),
		});
		expect(betButton(0).textContent).toBe("Bet placed · ₹100");
		expect(screen.getByTestId("table-balance").textContent).toBe("₹4,850");
		expect(panel(1).getByText("Auto cash out at 3.00×")).toBeTruthy();

		// The flight: 10 s in, m = e^0.6 = 1.82×, and the button pays ₹182 now.
		vi.setSystemTime(T0 + 6_000);
		receive({ type: "flightStarted", round: flying() });
		advance(10_000);
		expect(screen.getByTestId("crash-multiplier").textContent).toBe("1.82×");
		expect(betButton(0).textContent).toBe("Cash out ₹182 1.82×");
		fireEvent.click(betButton(0));
		const [cashOut] = sentOf("cashOut");
		expect(cashOut?.panel).toBe(0);

		receive({
			type: "cashedOut",
			submissionId: cashOut?.submissionId ?? "",
			bet: placed({ submissionId: first?.submissionId ?? "", status: "cashedOut", cashedOutAt: 182, payout: 182 }),
			balances: balances(5_032),
		});
		expect(screen.getByTestId("bet-note-0").textContent).toBe("Cashed out at 1.82× · +₹82");
		receive({
			type: "crashed",
			round: { ...flying(), phase: "crashed", crashPoint: 237, phaseEndsAt: Date.now() + 3_000 },
		});
		expect(screen.getByTestId("crash-phase-line").textContent).toBe("Crashed at 2.37×");
		expect(screen.getByTestId("bet-note-1").textContent).toBe("Lost ₹50 · crashed at 2.37×");
		expect(
			within(screen.getByTestId("crash-strip"))
				.getAllByRole("link")
				.map((a) => a.textContent),
		).toEqual(["2.37×", "12.50×", "1.43×"]);

		fireEvent.click(screen.getByRole("tab", { name: "My bets" }));
		const rows = within(screen.getByTestId("my-bets")).getAllByRole("row").slice(1);
		expect(rows.map((row) => row.textContent)).toEqual([
			"#7₹100Cashed out at 1.82× · +₹82",
			"#7₹50Lost ₹50 · crashed at 2.37×",
		]);
	});

	it("says a cash-out at 1.01× as the rupee it gained, not as a win", () => {
		sync(flying(T0));
		receive({
			type: "cashedOut",
			submissionId: "s0",
			bet: placed({ status: "cashedOut", cashedOutAt: 101, payout: 101 }),
			balances: balances(5_001),
		});
		expect(screen.getByTestId("bet-note-0").textContent).toBe("Cashed out at 1.01× · +₹1");
	});

	it("takes a bet asked for mid-flight into the next round, and can cancel it before", () => {
		sync(flying(T0));
		expect(screen.getByTestId("bet-note-0").textContent).toBe("Your bet goes in the next round");
		fireEvent.click(betButton(0));
		fireEvent.click(betButton(1));
		expect(sentOf("crashBet")).toHaveLength(0);
		expect(betButton(0).textContent).toBe("Cancel Waiting for the next round · ₹10");
		fireEvent.click(betButton(1));
		receive({ type: "crashed", round: { ...flying(T0), phase: "crashed", crashPoint: 150 } });
		receive({
			type: "bettingOpen",
			round: round({ roundId: "r8", seq: 8, phaseStartedAt: Date.now(), phaseEndsAt: Date.now() + 6_000 }),
		});
		expect(sentOf("crashBet").map((m) => [m.panel, m.amount])).toEqual([[0, 10]]);
	});

	it("refuses an auto cash-out under 1.01× before sending, and shows the room's refusal of a bet", () => {
		sync(round());
		fireEvent.click(panel(0).getByRole("checkbox", { name: "Auto cash out" }));
		fireEvent.change(panel(0).getByRole("textbox", { name: "Cash out at" }), { target: { value: "1.00" } });
		fireEvent.click(betButton(0));
		expect(sentOf("crashBet")).toHaveLength(0);
		expect(screen.getByTestId("bet-note-0").textContent).toBe(
			"Auto cash out must be 1.01× or more, with at most 2 decimals.",
		);

		fireEvent.click(betButton(1));
		const [bet] = sentOf("crashBet");
		receive({ type: "error", message: "Insufficient balance", submissionId: bet?.submissionId });
		expect(screen.getByTestId("bet-note-1").textContent).toBe("Insufficient balance");
		expect(betButton(1).textContent).toBe("Bet ₹10");
	});

	it("measures the server clock at connect with one ping after another, five in all", () => {
		act(() => socket.onOpen?.());
		act(() => vi.advanceTimersByTime(0));
		// queueMicrotask runs after the act above.
		return Promise.resolve().then(() => {
			expect(sentOf("ping")).toHaveLength(1);
			for (let i = 0; i < 6; i++) {
				const ping = sentOf("ping").at(-1);
				receive({ type: "pong", clientTime: ping?.clientTime ?? 0 });
			}
			expect(sentOf("ping")).toHaveLength(5);
		});
	});
});

describe("the crash table in Hindi", () => {
	it("words the panels and the cash-out as India's apps do", async () => {
		await act(() => useHindi());
		sync(round());
		expect(betButton(0).textContent).toBe("दाँव लगाएँ ₹10");
		fireEvent.click(betButton(0));
		const [bet] = sentOf("crashBet");
		receive({
			type: "crashBetPlaced",
			submissionId: bet?.submissionId ?? "",
			bet: placed({ amount: 10 }),
			balances: balances(4_990),
		});
		vi.setSystemTime(T0 + 6_000);
		receive({ type: "flightStarted", round: flying() });
		advance(10_000);
		expect(betButton(0).textContent).toBe("कैश आउट ₹18.2 1.82×");
	});
});
