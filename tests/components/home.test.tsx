import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Banner } from "~/app/components/home/banner";
import { CategoryTiles } from "~/app/components/home/category-tiles";
import { CRASH_TABLE_PATH, LOBBY_PATH } from "~/domain/content";
import { homeContent } from "~/domain/home-and-lobby";

function renderAt(ui: React.ReactNode) {
	return render(
		<MemoryRouter>
			{ui}
			<Toaster />
		</MemoryRouter>,
	);
}

const counter = () => screen.getByTestId("banner-counter").textContent?.replace("Slide ", "").trim();
const visibleSlideTitle = () =>
	screen
		.getAllByRole("group", { hidden: true })
		.find((g) => !g.hidden)
		?.querySelector("h2")?.textContent;

function setReducedMotion(reduce: boolean) {
	vi.stubGlobal(
		"matchMedia",
		vi.fn((query: string) => ({
			matches: reduce && query.includes("reduce"),
			media: query,
			addEventListener: () => {},
			removeEventListener: () => {},
		})),
	);
}

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe("the home banner", () => {
	const { banner, bannerIntervalMs } = homeContent;

	beforeEach(() => {
		setReducedMotion(false);
		vi.useFakeTimers();
	});

	it("has three slides and advances every 6 s, wrapping round", () => {
		expect(banner).toHaveLength(3);
		expect(bannerIntervalMs).toBe(6_000);
		renderAt(<Banner slides={banner} intervalMs={bannerIntervalMs} />);
		expect(counter()).toBe("1 / 3");
		expect(visibleSlideTitle()).toBe(banner[0]?.title);
		act(() => vi.advanceTimersByTime(5_999));
		expect(counter()).toBe("1 / 3");
		act(() => vi.advanceTimersByTime(1));
		expect(counter()).toBe("2 / 3");
		expect(visibleSlideTitle()).toBe(banner[1]?.title);
		act(() => vi.advanceTimersByTime(6_000));
		expect(counter()).toBe("3 / 3");
		act(() => vi.advanceTimersByTime(6_000));
		expect(counter()).toBe("1 / 3");
	});

	it("pauses while hovered or focused and resumes afterwards", () => {
		renderAt(<Banner slides={banner} intervalMs={bannerIntervalMs} />);
		const carousel = screen.getByRole("region", { name: "Featured" });
		fireEvent.mouseEnter(carousel);
		act(() => vi.advanceTimersByTime(20_000));
		expect(counter()).toBe("1 / 3");
		fireEvent.mouseLeave(carousel);
		act(() => vi.advanceTimersByTime(6_000));
		expect(counter()).toBe("2 / 3");

		act(() => screen.getByRole("button", { name: "Next slide" }).focus());
		act(() => vi.advanceTimersByTime(20_000));
		expect(counter()).toBe("2 / 3");
	});

	it("is operable with prev/next buttons, which restart the interval", () => {
		renderAt(<Banner slides={banner} intervalMs={bannerIntervalMs} />);
		act(() => vi.advanceTimersByTime(4_000));
		fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
		expect(counter()).toBe("3 / 3");
		fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
		expect(counter()).toBe("1 / 3");
		// The click focused nothing in happy-dom's sense of hover, so rotation continues, from a fresh 6 s.
		act(() => vi.advanceTimersByTime(5_000));
		expect(counter()).toBe("1 / 3");
		act(() => vi.advanceTimersByTime(1_000));
		expect(counter()).toBe("2 / 3");
	});

	it("stops with its pause button", () => {
		renderAt(<Banner slides={banner} intervalMs={bannerIntervalMs} />);
		fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
		act(() => vi.advanceTimersByTime(30_000));
		expect(counter()).toBe("1 / 3");
		fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
		act(() => vi.advanceTimersByTime(6_000));
		expect(counter()).toBe("2 / 3");
	});

	it("follows a swipe and ignores a tap", () => {
		renderAt(<Banner slides={banner} intervalMs={bannerIntervalMs} />);
		const carousel = screen.getByRole("region", { name: "Featured" });
		fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
		fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200 }] });
		expect(counter()).toBe("2 / 3");
		fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
		fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 300 }] });
		expect(counter()).toBe("1 / 3");
		fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
		fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 210 }] });
		expect(counter()).toBe("1 / 3");
	});

	it("never auto-advances for a player who prefers reduced motion", () => {
		setReducedMotion(true);
		renderAt(<Banner slides={banner} intervalMs={bannerIntervalMs} />);
		act(() => vi.advanceTimersByTime(60_000));
		expect(counter()).toBe("1 / 3");
		fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
		expect(counter()).toBe("2 / 3");
	});
});

describe("the category tiles", () => {
	it("shows the four tiles with no invented counts; Casino links to the lobby and Aviator to the crash table", () => {
		renderAt(<CategoryTiles tiles={homeContent.categories} />);
		expect(screen.getByText("Live roulette tables")).toBeTruthy();
		expect(screen.getByText("Sports betting")).toBeTruthy();
		expect(screen.getByText("Live dealer games")).toBeTruthy();
		expect(screen.getByText("Instant game")).toBeTruthy();
		const links = screen.getAllByRole("link");
		expect(links.map((link) => link.getAttribute("href"))).toEqual([LOBBY_PATH, CRASH_TABLE_PATH]);
		expect(links[0]?.textContent).toContain("View games");
		expect(links[1]?.textContent).toContain("Play now");
		expect(screen.getAllByText("Coming soon")).toHaveLength(2);
	});

	it("says a tile without a destination is coming soon when pressed", async () => {
		renderAt(<CategoryTiles tiles={homeContent.categories} />);
		fireEvent.click(screen.getByRole("button", { name: /View events/ }));
		await waitFor(() => expect(screen.getByText("Coming soon: Sport is not available yet")).toBeTruthy());
	});
});
