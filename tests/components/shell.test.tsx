import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "~/app/components/footer";
import { NotFound } from "~/app/components/not-found";
import { reduceRoom } from "~/app/lib/use-room";
import { siteContent } from "~/domain/content";
import type { RoundSnapshot } from "~/domain/roulette/protocol";

function renderAt(Component: () => React.ReactNode) {
	const Stub = createRoutesStub([{ path: "/", Component }]);
	return render(<Stub initialEntries={["/"]} />);
}

describe("the app shell", () => {
	it("lists every footer link of the spec, the support contacts, no provider and no licence claim by default", () => {
		renderAt(Footer);
		for (const label of [
			"About us",
			"Rules",
			"Terms and Conditions",
			"Privacy Policy",
			"Responsible gaming",
			"Cookie Policy",
			"Affiliate Program",
			"License",
			"AML Policy",
		]) {
			expect(screen.getByRole("link", { name: label })).toBeTruthy();
		}
		expect(screen.getByRole("link", { name: siteContent.supportEmail })).toBeTruthy();
		// No provider badges: the only games are the house's own tables.
		expect(document.querySelector("[aria-label='Game providers']")).toBeNull();
		expect(document.body.textContent).not.toMatch(/provider/i);
		expect(screen.getByText(/holds no gambling licence/)).toBeTruthy();
	});

	it("offers Go Back Home on the 404 page", () => {
		renderAt(NotFound);
		expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Go Back Home" }).getAttribute("href")).toBe("/");
	});
});

describe("the client's view of the room", () => {
	const round: RoundSnapshot = {
		roundId: "r1",
		seq: 7,
		phase: "spinning",
		phaseStartedAt: 1_000,
		phaseEndsAt: 6_000,
		roundEndTime: 1_000,
		commitment: "ab".repeat(32),
		result: 17,
		serverSeed: null,
		operatorSet: false,
		minBet: 10,
		maxBet: 50_000,
	};
	const empty = {
		connection: "open" as const,
		status: null,
		round: null,
		lastResults: [],
		clockOffsetMs: 0,
		lastEvent: null,
		you: null,
		recentWinners: [],
		tableEnabled: true,
	};

	it("takes the server's clock offset from every message", () => {
		const view = reduceRoom(empty, { type: "spinning", serverNow: 5_000, round }, 4_200);
		expect(view.clockOffsetMs).toBe(800);
		expect(view.round?.phase).toBe("spinning");
	});

	it("puts a new result first in the history, once", () => {
		const message = {
			type: "roundResult" as const,
			serverNow: 6_000,
			round: { ...round, phase: "result" as const, serverSeed: "cd".repeat(32) },
			result: 17,
			color: "black" as const,
		};
		const once = reduceRoom(empty, message, 6_000);
		const twice = reduceRoom(once, message, 6_000);
		expect(twice.lastResults).toHaveLength(1);
		expect(twice.lastResults[0]).toMatchObject({ roundId: "r1", result: 17, color: "black", seq: 7 });
	});
});
