/**
 * What a screen reader is told without asking (issue 35, accessibility item 5): the home page's live table card
 * announces its phase and result but not its ticking seconds, and the table warns once, 5 seconds before betting
 * closes.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type LiveTableStatusProps, LiveTableStatusView } from "~/app/components/live-table-status-view";
import { CLOSING_WARNING_SECONDS, CountdownRing } from "~/app/components/roulette/countdown-ring";
import { useHindi } from "./helpers/i18n";

afterEach(cleanup);

const room = (phase: "betting" | "result"): LiveTableStatusProps["room"] => ({
	connection: "open",
	tableEnabled: true,
	round: {
		roundId: "r1",
		seq: 7,
		phase,
		phaseStartedAt: 0,
		phaseEndsAt: 1,
		roundEndTime: 0,
		commitment: "ab".repeat(32),
		result: phase === "result" ? 17 : null,
		serverSeed: null,
		operatorSet: false,
		minBet: 10,
		maxBet: 50_000,
	},
	lastResults: [],
});

/** The text of every live region in the page (a polite or assertive aria-live, or a status or alert role). */
function announced(container: HTMLElement): string[] {
	const regions = container.querySelectorAll(
		'[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]',
	);
	return [...regions].map((region) => region.textContent ?? "");
}

describe("the home page's live table card", () => {
	it("announces the phase and the result, and keeps the ticking seconds out of every live region", () => {
		const { container, rerender } = render(
			<MemoryRouter>
				<LiveTableStatusView room={room("betting")} seconds={13} />
			</MemoryRouter>,
		);
		expect(announced(container)).toEqual(["Place your bets"]);
		expect(screen.getByTestId("live-seconds").textContent).toBe("13");
		rerender(
			<MemoryRouter>
				<LiveTableStatusView room={room("result")} seconds={4} />
			</MemoryRouter>,
		);
		expect(announced(container)).toEqual(["Result17 black"]);
		expect(announced(container).join(" ")).not.toContain("4");
	});
});

describe("the warning before betting closes", () => {
	const ring = (secondsLeft: number) => <CountdownRing secondsLeft={secondsLeft} windowSeconds={15} />;

	it(`says nothing until ${CLOSING_WARNING_SECONDS} seconds are left, then the same words to the end (read once)`, () => {
		const { rerender } = render(ring(6));
		const warning = screen.getByTestId("closing-warning");
		expect(warning.getAttribute("role")).toBe("status");
		expect(warning.textContent).toBe("");
		rerender(ring(5));
		expect(warning.textContent).toBe("5 seconds left: betting closes soon");
		rerender(ring(2));
		expect(warning.textContent).toBe("5 seconds left: betting closes soon");
		rerender(ring(0));
		expect(warning.textContent).toBe("");
	});

	it("warns in Hindi", async () => {
		await useHindi();
		render(ring(5));
		expect(screen.getByTestId("closing-warning").textContent).toBe("5 सेकंड बाकी: दाँव जल्द बंद होंगे");
	});
});
