import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
	formatPlayed,
	nextReminderAt,
	RealityCheckReminder,
	type SessionSummary,
} from "~/app/components/protection/reality-check";

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
