import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData, useRevalidator } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
	formatPlayed,
	nextReminderAt,
	RealityCheck,
	type RealityCheckInterval,
	RealityCheckReminder,
	type SessionSummary,
} from "~/app/components/protection/reality-check";
import { authStore } from "~/app/lib/auth-store";

const START = 1_700_000_000_000;
const MIN = 60_000;

function summary(since: number, now: number, realNet: number, realBets = 3): SessionSummary {
	return {
		since,
		now,
		playedMs: now - since,
		real: { bets: realBets, staked: 300, returned: 300 + realNet, net: realNet },
		tokens: { bets: 0, staked: 0, returned: 0, net: 0 },
	};
}

beforeEach(() => {
	vi.useFakeTimers({ shouldAdvanceTime: false });
	vi.setSystemTime(START);
});
afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

describe("the reality-check reminder", () => {
	it("appears after N minutes with the time played and the server's net result, and again N minutes after Continue", async () => {
		const loadSummary = vi.fn(async (since: number) => summary(since, Date.now(), -250));
		const onStop = vi.fn();
		render(<RealityCheckReminder minutes={15} sessionStart={START} loadSummary={loadSummary} onStop={onStop} />);

		await act(async () => {
			vi.advanceTimersByTime(15 * MIN - 1_000);
		});
		expect(screen.queryByTestId("reality-check")).toBeNull();
		expect(loadSummary).not.toHaveBeenCalled();

		await act(async () => {
			vi.advanceTimersByTime(1_000);
		});
		expect(loadSummary).toHaveBeenCalledWith(START);
		expect(screen.getByRole("dialog", { name: "Reality check" })).toBeTruthy();
		expect(screen.getByTestId("reality-played").textContent).toBe("You have been playing for 15 minutes.");
		expect(screen.getByTestId("reality-net-real").textContent).toBe("−₹250");

		// While the dialog is open the clock does not queue more reminders.
		await act(async () => {
			vi.advanceTimersByTime(40 * MIN);
		});
		expect(loadSummary).toHaveBeenCalledTimes(1);

		fireEvent.click(screen.getByRole("button", { name: "Continue" }));
		expect(screen.queryByTestId("reality-check")).toBeNull();
		expect(onStop).not.toHaveBeenCalled();

		await act(async () => {
			vi.advanceTimersByTime(15 * MIN - 1);
		});
		expect(screen.queryByTestId("reality-check")).toBeNull();
		await act(async () => {
			vi.advanceTimersByTime(1);
		});
		// 15 + 40 (dialog left open) + 15 minutes since the session began.
		expect(screen.getByTestId("reality-played").textContent).toBe("You have been playing for 1 hour 10 minutes.");
		expect(loadSummary).toHaveBeenCalledTimes(2);
	});

	it("Stop closes the reminder and hands over to the caller (which leaves the table)", async () => {
		const onStop = vi.fn();
		render(
			<RealityCheckReminder
				minutes={10}
				sessionStart={START}
				loadSummary={async (since) => summary(since, Date.now(), 500)}
				onStop={onStop}
			/>,
		);
		await act(async () => {
			vi.advanceTimersByTime(10 * MIN);
		});
		expect(screen.getByTestId("reality-net-real").textContent).toBe("+₹500");
		fireEvent.click(screen.getByRole("button", { name: "Stop" }));
		expect(onStop).toHaveBeenCalledTimes(1);
		expect(screen.queryByTestId("reality-check")).toBeNull();
	});

	it("says so when no bets settled, and still shows the time when the figures cannot be loaded", async () => {
		let fail = false;
		render(
			<RealityCheckReminder
				minutes={10}
				sessionStart={START}
				loadSummary={async (since) => (fail ? null : summary(since, Date.now(), 0, 0))}
				onStop={() => {}}
			/>,
		);
		await act(async () => {
			vi.advanceTimersByTime(10 * MIN);
		});
		expect(screen.getByText("You have not had any bets settled in this session.")).toBeTruthy();
		fail = true;
		fireEvent.click(screen.getByRole("button", { name: "Continue" }));
		await act(async () => {
			vi.advanceTimersByTime(10 * MIN);
		});
		expect(screen.getByTestId("reality-played").textContent).toBe("You have been playing for 20 minutes.");
		expect(screen.getByText("Your session figures could not be loaded just now.")).toBeTruthy();
	});

	it("a page loaded after a due moment it never showed shows the reminder at once; Continue's next moment survives a reload", async () => {
		sessionStorage.clear();
		const key = "rr.reality-due.test-player";
		const props = {
			minutes: 10,
			sessionStart: START,
			loadSummary: async (since: number) => summary(since, Date.now(), 0, 0),
			onStop: () => {},
			storageKey: key,
		};
		const first = render(<RealityCheckReminder {...props} />);
		await act(async () => {
			vi.advanceTimersByTime(9 * MIN);
		});
		first.unmount();
		// The tab reloads across the due moment (10 minutes): the new page owes the player that reminder.
		vi.setSystemTime(START + 10 * MIN + 30_000);
		const second = render(<RealityCheckReminder {...props} />);
		await act(async () => {
			vi.advanceTimersByTime(0);
		});
		expect(screen.getByTestId("reality-played").textContent).toBe("You have been playing for 10 minutes.");
		fireEvent.click(screen.getByRole("button", { name: "Continue" }));
		second.unmount();
		// After Continue the next one is a full interval later, reload or not.
		render(<RealityCheckReminder {...props} />);
		await act(async () => {
			vi.advanceTimersByTime(10 * MIN - 1);
		});
		expect(screen.queryByTestId("reality-check")).toBeNull();
		await act(async () => {
			vi.advanceTimersByTime(1);
		});
		expect(screen.getByTestId("reality-played").textContent).toBe("You have been playing for 20 minutes.");
	});

	it("a changed interval starts from the session's next multiple, not from the old due moment", async () => {
		sessionStorage.clear();
		const key = "rr.reality-due.test-player";
		sessionStorage.setItem(key, `15:${START + 15 * MIN}`);
		vi.setSystemTime(START + 16 * MIN);
		render(
			<RealityCheckReminder
				minutes={10}
				sessionStart={START}
				loadSummary={async (since) => summary(since, Date.now(), 0, 0)}
				onStop={() => {}}
				storageKey={key}
			/>,
		);
		await act(async () => {
			vi.advanceTimersByTime(4 * MIN - 1);
		});
		expect(screen.queryByTestId("reality-check")).toBeNull();
		await act(async () => {
			vi.advanceTimersByTime(1);
		});
		expect(screen.getByTestId("reality-played").textContent).toBe("You have been playing for 20 minutes.");
	});

	it("a session already under way gets its next reminder at the next multiple of the interval", () => {
		expect(nextReminderAt(START, 15 * MIN, START)).toBe(START + 15 * MIN);
		expect(nextReminderAt(START, 15 * MIN, START + 40 * MIN)).toBe(START + 45 * MIN);
		expect(nextReminderAt(START, 15 * MIN, START + 45 * MIN)).toBe(START + 60 * MIN);
		expect(formatPlayed(60 * MIN)).toBe("1 hour");
		expect(formatPlayed(MIN)).toBe("1 minute");
	});
});

/** The app shell as far as the reminder goes: the root loader's interval, and a way to revalidate it. */
function Shell() {
	const { realityCheck } = useLoaderData() as { realityCheck: RealityCheckInterval };
	const { revalidate } = useRevalidator();
	return (
		<>
			<button type="button" onClick={() => void revalidate()}>
				Revalidate
			</button>
			<RealityCheck interval={realityCheck} />
		</>
	);
}

const PLAYER = { id: "u1", name: "Asha", phone: null, role: "user", status: "active", isVerified: true };

describe("the reality check in the app shell", () => {
	beforeEach(() => {
		vi.useRealTimers();
		sessionStorage.clear();
		authStore.set({ user: { ...PLAYER, realBalance: 0, playTokens: 0, createdAt: 0 } as never, isLoading: false });
		// The interval comes from the root loader, never from the API in an effect.
		vi.stubGlobal("fetch", vi.fn());
	});
	afterEach(() => {
		authStore.reset();
		vi.unstubAllGlobals();
	});

	it("runs on the root loader's interval and follows its revalidation (a limit saved, a live notification)", async () => {
		let minutes = 10;
		const Stub = createRoutesStub([
			{ path: "/", Component: Shell, loader: () => ({ realityCheck: { userId: "u1", minutes } }) },
		]);
		render(<Stub initialEntries={["/"]} />);
		await waitFor(() => expect(sessionStorage.getItem("rr.reality-due.u1")).toMatch(/^10:/));
		minutes = 20;
		fireEvent.click(screen.getByRole("button", { name: "Revalidate" }));
		await waitFor(() => expect(sessionStorage.getItem("rr.reality-due.u1")).toMatch(/^20:/));
		expect(fetch).not.toHaveBeenCalled();
	});

	it("reads the root's data again for a player who signed in after the page loaded", async () => {
		let reads = 0;
		const Stub = createRoutesStub([
			{
				path: "/",
				Component: Shell,
				// Loaded signed out; the login form then signed the player in without a navigation that reads it.
				loader: () => ({ realityCheck: reads++ === 0 ? null : { userId: "u1", minutes: 15 } }),
			},
		]);
		render(<Stub initialEntries={["/"]} />);
		await waitFor(() => expect(sessionStorage.getItem("rr.reality-due.u1")).toMatch(/^15:/));
		expect(reads).toBe(2);
		expect(fetch).not.toHaveBeenCalled();
	});
});
