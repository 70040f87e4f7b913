/**
 * The tables on screen (docs/decisions/0620-tables-and-racetrack.md): the lobby's live tables (phases, a countdown
 * from the server's deadline and clock, results, limits, closed tables, refreshes while in sight), a table's screen
 * with its own name, limits, chips and room, and the admin's switch and limits per table; in English and Hindi.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveTable } from "~/app/components/lobby/live-tables";
import { keepLastAnswer } from "~/app/lib/polled-answer";
import { adminMessages } from "~/domain/admin";
import type { LiveTables as LiveAnswer } from "~/server/live-tables";
import { fake, seatPlayer } from "./helpers/fake-room";
import { useHindi } from "./helpers/i18n";
import { TableRouter } from "./helpers/table-router";

vi.mock("~/app/lib/use-room", async (original) =>
	(await import("./helpers/fake-room")).fakeRoomModule(await original()),
);

const { LiveTables, LOBBY_REFRESH_MS } = await import("~/app/components/lobby/live-tables");
const { RouletteTable } = await import("~/app/components/roulette/roulette-table");
const { MAIN_TABLE_SEAT } = await import("~/app/components/roulette/table-seat");
const { TableControls } = await import("~/app/components/admin/table-controls");
const { NewTableForm } = await import("~/app/components/admin/table-settings");
const { authStore } = await import("~/app/lib/auth-store");
const { initialRoomView } = await import("~/app/lib/use-room");

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Every request the page makes, answered by `handler`. */
function mockApi(handler: (url: URL, init?: RequestInit) => Response) {
	const calls: Array<{ url: URL; init?: RequestInit }> = [];
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
			calls.push({ url, init });
			return handler(url, init);
		}),
	);
	return calls;
}

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
	authStore.reset();
});

// ---------------------------------------------------------------- the lobby

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const table = (overrides: Partial<LiveTable>): LiveTable => ({
	...MAIN_TABLE_SEAT,
	status: "active",
	sortOrder: 1,
	game: "roulette",
	maxWin: null,
	live: { phase: "idle", seq: null, endsAt: null },
	lastResults: [],
	lastCrashes: [],
	lastCards: [],
	...overrides,
});

/**
 * The lobby's tables as a page draws them: `first` is the lobby loader's answer, `serve` answers each of its polls of
 * /resources/live-tables (through the route's own keeper of the last answer) or throws as a failed request does.
 */
let lobbyFirst: LiveAnswer = { serverNow: 0, tables: [] };
function LobbyFromLoader() {
	return <LiveTables first={lobbyFirst} />;
}

function renderLobby(first: LiveAnswer, serve: () => LiveAnswer) {
	const keep = keepLastAnswer<LiveAnswer>();
	const polls = { count: 0 };
	lobbyFirst = first;
	const Stub = createRoutesStub([
		{ path: "/", Component: LobbyFromLoader },
		{
			path: "/resources/live-tables",
			loader: () =>
				keep(async () => {
					polls.count += 1;
					return serve();
				}),
		},
	]);
	render(<Stub initialEntries={["/"]} />);
	return polls;
}

const card = (id: string) => {
	const found = screen.getAllByTestId("table-card").find((c) => c.getAttribute("data-table") === id);
	if (!found) throw new Error(`no card for ${id}`);
	return found;
};

describe("the lobby's live tables", () => {
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
		vi.setSystemTime(NOW);
	});

	it("shows each table's phase, results and limits, and opens its table; a countdown from the server's deadline and clock", async () => {
		// The server's clock is 3 s ahead of this one: 10 s are left by its clock when it answers, 7 s by ours.
		const answer = (): LiveAnswer => ({
			serverNow: Date.now() + 3_000,
			tables: [
				table({
					live: { phase: "betting", seq: 12, endsAt: NOW + 13_000 },
					lastResults: [
						{ roundId: "a", seq: 11, result: 32, color: "red", operatorSet: false },
						{ roundId: "b", seq: 10, result: 0, color: "green", operatorSet: true },
					],
				}),
				table({
					id: "low-stakes",
					name: "Low Stakes Roulette",
					maxBet: 1_000,
					live: { phase: "result", seq: 4, endsAt: NOW + 5_000 },
					lastResults: [{ roundId: "c", seq: 4, result: 17, color: "black", operatorSet: false }],
				}),
				table({ id: "high-limit", name: "High Limit Roulette", minBet: 500 }),
				table({ id: "closed-one", name: "Closed Roulette", status: "disabled" }),
			],
		});
		renderLobby(answer(), answer);
		await act(() => vi.advanceTimersByTimeAsync(0));
		const main = card("main");
		expect(within(main).getByTestId("table-phase").textContent).toBe("Place your bets · 10 s");
		expect(within(main).getByRole("link", { name: "Auto Roulette" }).getAttribute("href")).toBe(
			"/casino/game/auto-roulette",
		);
		const results = within(main).getByRole("list", { name: "Latest results at Auto Roulette, newest first" });
		expect([...results.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
			"32Round #11: 32 red",
			"0Round #10: 0 green (operator-set)✱",
		]);
		expect(within(main).getByTestId("table-card-limits").textContent).toBe("₹10 - ₹50,000 per bet");

		const low = card("low-stakes");
		expect(within(low).getByTestId("table-phase").textContent).toBe("Result: 17 black");
		expect(within(low).getByRole("link", { name: "Low Stakes Roulette" }).getAttribute("href")).toBe(
			"/casino/game/tables/low-stakes",
		);
		expect(within(low).getByTestId("table-card-limits").textContent).toBe("₹10 - ₹1,000 per bet");
		expect(within(card("high-limit")).getByTestId("table-phase").textContent).toBe("Starts when you sit down");
		expect(within(card("high-limit")).getByText("No results yet")).toBeTruthy();
		expect(within(card("closed-one")).getByTestId("table-phase")).toMatchObject({ textContent: "Closed" });
		expect(within(card("closed-one")).getByTestId("table-phase").getAttribute("data-phase")).toBe("closed");

		// The countdown ticks on this clock; at the deadline betting reads closed, before the next answer comes.
		await act(() => vi.advanceTimersByTimeAsync(3_000));
		expect(within(card("main")).getByTestId("table-phase").textContent).toBe("Place your bets · 7 s");
		await act(() => vi.advanceTimersByTimeAsync(7_000));
		expect(within(card("main")).getByTestId("table-phase").getAttribute("data-phase")).toBe("spinning");
	});

	it("asks again every few seconds while the page is in sight, not while it is hidden, and at once when it is back", async () => {
		const answer = (): LiveAnswer => ({
			serverNow: Date.now(),
			tables: [table({ live: { phase: "idle", seq: null, endsAt: null } })],
		});
		const polls = renderLobby(answer(), answer);
		await act(() => vi.advanceTimersByTimeAsync(0));
		expect(polls.count).toBe(1);
		await act(() => vi.advanceTimersByTimeAsync(LOBBY_REFRESH_MS * 2));
		expect(polls.count).toBe(3);

		const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
		act(() => {
			document.dispatchEvent(new Event("visibilitychange"));
		});
		await act(() => vi.advanceTimersByTimeAsync(LOBBY_REFRESH_MS * 5));
		expect(polls.count).toBe(3);

		visibility.mockReturnValue("visible");
		act(() => {
			document.dispatchEvent(new Event("visibilitychange"));
		});
		await act(() => vi.advanceTimersByTimeAsync(0));
		expect(polls.count).toBe(4);
		await act(() => vi.advanceTimersByTimeAsync(LOBBY_REFRESH_MS));
		expect(polls.count).toBe(5);
		visibility.mockRestore();
	});

	it("draws the loader's answer at once; when a poll fails it says so and keeps that answer, and shows the next one", async () => {
		let failing = true;
		const polls = renderLobby({ serverNow: NOW, tables: [table({})] }, () => {
			if (failing) throw new Error("offline");
			return { serverNow: NOW, tables: [table({ live: { phase: "betting", seq: 3, endsAt: NOW + 5_000 } })] };
		});
		// From the lobby's loader: the card, its link, its phase and its limits, before any poll.
		expect(within(card("main")).getByRole("link", { name: "Auto Roulette" })).toBeTruthy();
		expect(within(card("main")).getByTestId("table-card-limits").textContent).toBe("₹10 - ₹50,000 per bet");
		expect(within(card("main")).getByTestId("table-phase").textContent).toBe("Starts when you sit down");
		await act(() => vi.advanceTimersByTimeAsync(0));
		expect(polls.count).toBe(1);
		expect(screen.getByRole("status").textContent).toBe("The tables could not be loaded just now. Trying again…");
		expect(within(card("main")).getByTestId("table-phase").textContent).toBe("Starts when you sit down");
		failing = false;
		await act(() => vi.advanceTimersByTimeAsync(LOBBY_REFRESH_MS));
		expect(screen.queryByRole("status")).toBeNull();
		expect(screen.getAllByTestId("table-card")).toHaveLength(1);
		expect(within(card("main")).getByTestId("table-phase").textContent).toBe("Place your bets · 5 s");
	});

	it("in Hindi", async () => {
		await useHindi();
		const answer = (): LiveAnswer => ({
			serverNow: NOW,
			tables: [
				table({
					live: { phase: "betting", seq: 2, endsAt: NOW + 9_000 },
					lastResults: [{ roundId: "a", seq: 1, result: 7, color: "red", operatorSet: false }],
				}),
				table({ id: "low-stakes", name: "Low Stakes Roulette" }),
				table({ id: "off", name: "Off Roulette", status: "disabled" }),
			],
		});
		renderLobby(answer(), answer);
		await act(() => vi.advanceTimersByTimeAsync(0));
		expect(screen.getByRole("heading", { name: "लाइव रूलेट टेबल" })).toBeTruthy();
		expect(within(card("main")).getByTestId("table-phase").textContent).toBe("अपने दाँव लगाएँ · 9 सेकंड");
		expect(within(card("main")).getByTestId("table-card-limits").textContent).toBe("₹10 - ₹50,000 प्रति दाँव");
		expect(within(card("main")).getByRole("list", { name: "Auto Roulette के हाल के नतीजे, सबसे नया पहले" })).toBeTruthy();
		expect(within(card("low-stakes")).getByTestId("table-phase").textContent).toBe("आपके बैठते ही शुरू होगी");
		expect(within(card("off")).getByTestId("table-phase").textContent).toBe("बंद");
	});
});

// ---------------------------------------------------------------- a table's screen

const HIGH_LIMIT = {
	id: "high-limit",
	name: "High Limit Roulette",
	minBet: 500,
	maxBet: 50_000,
	chipValues: [500, 1_000, 2_500, 5_000, 10_000],
};

describe("a table's screen", () => {
	beforeEach(() => {
		seatPlayer(initialRoomView);
	});

	function renderTable(seat = HIGH_LIMIT) {
		return render(
			<TableRouter>
				<RouletteTable table={seat} />
				<Toaster />
			</TableRouter>,
		);
	}

	it("plays its own room, under its name, with its chips and limits, and puts its chips on the board", () => {
		// The room's round carries the table's limits.
		fake.view = {
			...(fake.view as object),
			round: { ...(fake.view as { round: object }).round, minBet: 500, maxBet: 50_000 },
		};
		renderTable();
		expect(fake.table).toBe("high-limit");
		expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("High Limit Roulette");
		expect(screen.getByTestId("table-limits").textContent).toBe("₹500 - ₹50,000 per bet");
		const chips = within(screen.getByTestId("bet-controls")).getAllByRole("button", { name: / rupee chip$/ });
		expect(chips.map((c) => c.getAttribute("aria-label"))).toEqual([
			"500 rupee chip",
			"1000 rupee chip",
			"2500 rupee chip",
			"5000 rupee chip",
			"10000 rupee chip",
		]);
		// The smallest chip is chosen first; another is one tap away.
		expect(chips[0]?.getAttribute("aria-pressed")).toBe("true");
		fireEvent.click(chips[1] as HTMLElement);
		fireEvent.click(screen.getByRole("button", { name: "Red" }));
		fireEvent.click(screen.getByRole("button", { name: "Place bet" }));
		expect(fake.sent).toEqual([
			expect.objectContaining({
				type: "placeBets",
				wallet: "real",
				bets: [expect.objectContaining({ type: "red", amount: 1_000 })],
			}),
		]);
	});

	it("shows the catalogue's limits until the room's round is known, and links its rounds to /verify with its table", () => {
		fake.view = {
			...(fake.view as object),
			round: null,
			lastResults: [{ roundId: "r9", seq: 9, result: 4, color: "black", operatorSet: false, at: 0 }],
		};
		renderTable({ ...HIGH_LIMIT, id: "low-stakes", name: "Low Stakes Roulette", minBet: 10, maxBet: 1_000 });
		expect(screen.getByTestId("table-limits").textContent).toBe("₹10 - ₹1,000 per bet");
		expect(screen.getByRole("link", { name: /Round #9/ }).getAttribute("href")).toBe(
			"/verify?round=r9&table=low-stakes",
		);
	});

	it("the main table by default: its room without a table, its seeded chips", () => {
		render(
			<TableRouter>
				<RouletteTable />
			</TableRouter>,
		);
		expect(fake.table).toBe("main");
		expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Auto Roulette");
		expect(within(screen.getByTestId("bet-controls")).getAllByRole("button", { name: / rupee chip$/ })).toHaveLength(6);
	});
});

// ---------------------------------------------------------------- the admin's controls

const ADMIN_TABLE = {
	id: "low-stakes",
	name: "Low Stakes Roulette",
	minBet: 10,
	maxBet: 1_000,
	chipValues: [10, 20, 50, 100],
	status: "active" as const,
	sortOrder: 2,
	game: "roulette" as const,
	maxWin: null,
};

describe("the admin's switch and limits of a table", () => {
	function renderControls(onSaved = vi.fn()) {
		render(
			<>
				<TableControls table={ADMIN_TABLE} onSaved={onSaved} />
				<Toaster />
			</>,
		);
		return onSaved;
	}

	it("switching off asks first; confirmed, it sends the table's new status", async () => {
		const calls = mockApi(() =>
			json({ message: adminMessages.tableSaved, table: { ...ADMIN_TABLE, status: "disabled" } }),
		);
		const onSaved = renderControls();
		const toggle = screen.getByRole("switch", { name: "Close to players Low Stakes Roulette" });
		expect(toggle.getAttribute("aria-checked")).toBe("true");
		fireEvent.click(toggle);
		const dialog = screen.getByRole("dialog", { name: "Disable Low Stakes Roulette?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
		expect(calls).toEqual([]);
		fireEvent.click(toggle);
		fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Disable" }));
		await waitFor(() => expect(onSaved).toHaveBeenCalled());
		expect(calls.map((c) => [c.init?.method, c.url.pathname, c.init?.body])).toEqual([
			["PATCH", "/api/admin/tables/low-stakes", JSON.stringify({ status: "disabled" })],
		]);
	});

	it("checks the limits with the server's rule before sending, and shows the server's own refusal", async () => {
		const calls = mockApi(() => json({ message: adminMessages.gameLimits }, 422));
		const onSaved = renderControls();
		const form = screen.getByRole("form", { name: "Settings of Low Stakes Roulette" });
		fireEvent.change(within(form).getByLabelText("Min bet (₹)"), { target: { value: "500" } });
		fireEvent.change(within(form).getByLabelText("Max bet (₹)"), { target: { value: "100" } });
		fireEvent.click(within(form).getByRole("button", { name: "Save" }));
		expect(within(form).getByRole("alert").textContent).toBe(adminMessages.gameLimits);
		expect(calls).toEqual([]);

		fireEvent.change(within(form).getByLabelText("Min bet (₹)"), { target: { value: "50" } });
		fireEvent.change(within(form).getByLabelText("Max bet (₹)"), { target: { value: "2000" } });
		fireEvent.click(within(form).getByRole("button", { name: "Save" }));
		await waitFor(() => expect(calls).toHaveLength(1));
		expect(calls[0]?.init?.body).toBe(JSON.stringify({ minBet: 50, maxBet: 2_000 }));
		await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(adminMessages.gameLimits));
		expect(onSaved).not.toHaveBeenCalled();
	});

	it("sends only what changed of the name, chips and lobby place, and refuses bad chips before sending", async () => {
		const calls = mockApi(() => json({ message: adminMessages.tableSaved, table: ADMIN_TABLE }));
		const onSaved = renderControls();
		const form = screen.getByRole("form", { name: "Settings of Low Stakes Roulette" });
		expect((within(form).getByLabelText("Chips (₹, smallest first)") as HTMLInputElement).value).toBe(
			"10, 20, 50, 100",
		);
		fireEvent.click(within(form).getByRole("button", { name: "Save" }));
		expect(within(form).getByRole("alert").textContent).toBe(adminMessages.nothingToChange);
		for (const chips of ["10, 15", "50, 20", "", "10 20 abc", "10, 60000"]) {
			fireEvent.change(within(form).getByLabelText("Chips (₹, smallest first)"), { target: { value: chips } });
			fireEvent.click(within(form).getByRole("button", { name: "Save" }));
			expect(within(form).getByRole("alert").textContent, chips).toBe(adminMessages.tableChips);
		}
		fireEvent.change(within(form).getByLabelText("Lobby position"), { target: { value: "-1" } });
		fireEvent.change(within(form).getByLabelText("Chips (₹, smallest first)"), { target: { value: "20 100 1000" } });
		fireEvent.click(within(form).getByRole("button", { name: "Save" }));
		expect(within(form).getByRole("alert").textContent).toBe(adminMessages.tableOrder);
		expect(calls).toEqual([]);

		fireEvent.change(within(form).getByLabelText("Lobby position"), { target: { value: "0" } });
		fireEvent.change(within(form).getByLabelText("Name"), { target: { value: " Evening Roulette " } });
		fireEvent.click(within(form).getByRole("button", { name: "Save" }));
		await waitFor(() => expect(onSaved).toHaveBeenCalled());
		expect(calls.map((c) => [c.init?.method, c.url.pathname, c.init?.body])).toEqual([
			[
				"PATCH",
				"/api/admin/tables/low-stakes",
				JSON.stringify({ name: "Evening Roulette", chipValues: [20, 100, 1_000], sortOrder: 0 }),
			],
		]);
	});
});

describe("the admin's new table", () => {
	it("checks the id and the fields before sending, then creates the table and hands back its id", async () => {
		const calls = mockApi(() => json({ message: adminMessages.tableCreated, table: ADMIN_TABLE }, 201));
		const onCreated = vi.fn();
		render(
			<>
				<NewTableForm onCreated={onCreated} />
				<Toaster />
			</>,
		);
		const opener = screen.getByRole("button", { name: "New table" });
		expect(opener.getAttribute("aria-expanded")).toBe("false");
		fireEvent.click(opener);
		const form = screen.getByRole("form", { name: "New table" });
		fireEvent.change(within(form).getByLabelText("Id (a-z, 0-9, -)"), { target: { value: "Night Table" } });
		fireEvent.click(within(form).getByRole("button", { name: "Create table" }));
		expect(within(form).getByRole("alert").textContent).toBe(adminMessages.tableId);
		fireEvent.change(within(form).getByLabelText("Id (a-z, 0-9, -)"), { target: { value: "night" } });
		fireEvent.click(within(form).getByRole("button", { name: "Create table" }));
		expect(within(form).getByRole("alert").textContent).toBe(adminMessages.tableName);
		expect(calls).toEqual([]);

		fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Night Table" } });
		fireEvent.change(within(form).getByLabelText("Max bet (₹)"), { target: { value: "5000" } });
		fireEvent.click(within(form).getByRole("button", { name: "Create table" }));
		await waitFor(() => expect(onCreated).toHaveBeenCalledWith("night"));
		expect(calls.map((c) => [c.init?.method, c.url.pathname, JSON.parse(String(c.init?.body))])).toEqual([
			[
				"POST",
				"/api/admin/tables",
				{ id: "night", name: "Night Table", minBet: 10, maxBet: 5_000, chipValues: [10, 20, 50, 100, 500, 2500] },
			],
		]);
	});
});
