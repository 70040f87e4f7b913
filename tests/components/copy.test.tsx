/**
 * Our own copy (issue 30, finding 11): "1 second", not "1 seconds"; the seconds' unit never wraps away from its
 * number on the home page's live card ("Round #1 · 14 s").
 */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LiveTableStatusView } from "~/app/components/live-table-status-view";
import { CountdownRing } from "~/app/components/roulette/countdown-ring";

afterEach(cleanup);

describe("our copy", () => {
	it("counts seconds in the singular and the plural", () => {
		const { rerender } = render(<CountdownRing secondsLeft={1} windowSeconds={15} />);
		expect(screen.getByRole("timer").textContent).toContain(", 1 second left");
		rerender(<CountdownRing secondsLeft={14} windowSeconds={15} />);
		expect(screen.getByRole("timer").textContent).toContain(", 14 seconds left");
	});

	it("keeps the live card's seconds and their unit on one line", () => {
		const now = Date.now();
		render(
			<MemoryRouter>
				<LiveTableStatusView
					room={{
						connection: "open",
						tableEnabled: true,
						lastResults: [],
						round: {
							roundId: "r1",
							seq: 1,
							phase: "betting",
							commitment: "c",
							phaseStartedAt: now,
							phaseEndsAt: now + 14_000,
							roundEndTime: now + 14_000,
							minBet: 10,
							maxBet: 50_000,
						} as never,
					}}
					seconds={14}
				/>
			</MemoryRouter>,
		);
		expect(screen.getByTestId("live-seconds").parentElement?.textContent).toContain("14\u00a0s");
	});
});
