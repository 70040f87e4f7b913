/** The public site in Hindi (docs/decisions/0920-hindi-and-english.md): home, lobby, content pages, 404, live card. */
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentPageView } from "~/app/components/content-page-view";
import { DemoBanner } from "~/app/components/demo-banner";
import { Banner } from "~/app/components/home/banner";
import { CategoryTiles } from "~/app/components/home/category-tiles";
import { StatsStrip } from "~/app/components/home/stats-strip";
import { LiveTableStatusView } from "~/app/components/live-table-status-view";
import { CategoryChips } from "~/app/components/lobby/category-chips";
import { GameGrid } from "~/app/components/lobby/game-grid";
import { LobbyTabs } from "~/app/components/lobby/lobby-tabs";
import { NotFound } from "~/app/components/not-found";
import { authStore } from "~/app/lib/auth-store";
import { homeContent, lobbyContent } from "~/domain/home-and-lobby";
import { findLocalizedContentPage } from "~/domain/i18n/pages";
import { useHindi } from "./helpers/i18n";
import { renderVerify, serveRounds } from "./helpers/verify-page";

const DEVANAGARI = /[\u0900-\u097F]/;

function renderAt(ui: React.ReactNode) {
	return render(
		<MemoryRouter>
			{ui}
			<Toaster />
		</MemoryRouter>,
	);
}

beforeEach(async () => {
	await useHindi();
});
afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	authStore.reset();
});

describe("the home page in Hindi", () => {
	it("shows the banner, its controls and its slides in Hindi", () => {
		renderAt(<Banner slides={homeContent.banner} intervalMs={homeContent.bannerIntervalMs} />);
		expect(screen.getByRole("region", { name: "ख़ास" })).toBeTruthy();
		expect(screen.getByRole("heading", { name: "Auto Roulette, अब लाइव" })).toBeTruthy();
		expect(screen.getByText("एक टेबल, एक घड़ी: हर खिलाड़ी एक ही पल में एक ही राउंड देखता है।")).toBeTruthy();
		expect(screen.getByRole("link", { name: "टेबल पर जाएँ" })).toBeTruthy();
		expect(screen.getByTestId("banner-counter").textContent).toBe("स्लाइड 1 / 3");
		fireEvent.click(screen.getByRole("button", { name: "अगली स्लाइड" }));
		expect(screen.getByRole("heading", { name: "प्रूवेबली फ़ेयर: हर नतीजा आप ख़ुद जाँच सकते हैं" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "स्लाइड शो रोकें" })).toBeTruthy();
	});

	it("words the tiles in Hindi, keeps Aviator's name, and says Coming soon in Hindi", async () => {
		renderAt(<CategoryTiles tiles={homeContent.categories} />);
		expect(screen.getByText("लाइव रूलेट टेबल")).toBeTruthy();
		expect(screen.getByText("स्पोर्ट्स बेटिंग")).toBeTruthy();
		expect(screen.getByRole("heading", { name: "स्पोर्ट्स" })).toBeTruthy();
		expect(screen.getByRole("heading", { name: "Aviator" })).toBeTruthy();
		expect(screen.getByRole("link", { name: /^गेम देखें ?: कैसीनो$/ })).toBeTruthy();
		expect(screen.getByRole("link", { name: /^अभी खेलें ?: Aviator$/ })).toBeTruthy();
		expect(screen.getAllByText("जल्द आ रहा है")).toHaveLength(2);
		fireEvent.click(screen.getByRole("button", { name: /इवेंट देखें/ }));
		await waitFor(() => expect(screen.getByText("जल्द आ रहा है: स्पोर्ट्स अभी उपलब्ध नहीं है")).toBeTruthy());
	});

	it("shows a player's stats strip in Hindi", async () => {
		authStore.setAuth({
			token: "t",
			user: {
				id: "u1",
				name: "Asha",
				phone: "+919876543210",
				role: "user",
				status: "active",
				isVerified: true,
				realBalance: 100,
				playTokens: 5,
				createdAt: 0,
			},
		});
		const stats = {
			realBalance: 250000,
			playTokens: 40,
			betsToday: 1200,
			biggestWinToday: { real: null, tokens: null },
		};
		render(<StatsStrip stats={stats} />);
		expect(screen.getByTestId("strip-bets").textContent).toBe("1,200");
		expect(screen.getByRole("region", { name: "आज के आपके आँकड़े" })).toBeTruthy();
		expect(screen.getByTestId("strip-balance").textContent).toBe("₹2,50,000 · 40 टोकन");
		expect(screen.getByTestId("strip-win").textContent).toBe("अभी कोई नहीं");
	});

	it("shows the live table card and the demo banner in Hindi", () => {
		render(
			<MemoryRouter>
				<DemoBanner />
				<LiveTableStatusView
					room={{
						connection: "open",
						tableEnabled: true,
						round: {
							roundId: "r1",
							seq: 7,
							phase: "result",
							phaseStartedAt: 0,
							phaseEndsAt: 1,
							roundEndTime: 0,
							commitment: "ab".repeat(32),
							result: 17,
							serverSeed: null,
							operatorSet: false,
							minBet: 10,
							maxBet: 50_000,
						},
						lastResults: [{ roundId: "r0", seq: 6, result: 0, color: "green", operatorSet: false, at: 0 }],
					}}
					seconds={4}
				/>
			</MemoryRouter>,
		);
		expect(screen.getByText(/डेमो मोड: सभी बैलेंस डेमो पैसे हैं/)).toBeTruthy();
		expect(screen.getByTestId("live-badge").textContent).toBe("● लाइव");
		expect(screen.getByTestId("live-result").textContent).toBe("17 काला");
		expect(screen.getByText(/राउंड #7/)).toBeTruthy();
		expect(screen.getByRole("list", { name: "हाल के नतीजे, सबसे नया पहले" })).toBeTruthy();
		expect(screen.getByTitle("राउंड #6: 0 हरा")).toBeTruthy();
		expect(screen.getByRole("link", { name: "टेबल पर जाएँ" })).toBeTruthy();
	});
});

describe("the lobby in Hindi", () => {
	it("words the tabs, chips, search and cards in Hindi and keeps game names", async () => {
		renderAt(
			<LobbyTabs tabs={lobbyContent.tabs}>
				<CategoryChips chips={lobbyContent.chips} />
				<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />
			</LobbyTabs>,
		);
		expect(screen.getByRole("tablist", { name: "गेम के प्रकार" })).toBeTruthy();
		expect(screen.getByRole("tab", { name: "स्लॉट", selected: true })).toBeTruthy();
		expect(screen.getByRole("tab", { name: "भारतीय पसंद" })).toBeTruthy();
		expect(screen.getByText("सभी गेम")).toBeTruthy();
		expect(screen.getByRole("option", { name: "सभी प्रोवाइडर" })).toBeTruthy();
		expect(screen.getByTestId("games-count").textContent).toBe("13 गेम");
		expect(screen.getByRole("link", { name: /AUTO-ROULETTE/ })).toBeTruthy();
		expect(screen.getByRole("button", { name: "CRAZY TIME के बारे में" })).toBeTruthy();
		expect(screen.getByTestId("see-all-card").textContent).toContain("सभी देखें");
		fireEvent.click(screen.getByRole("button", { name: /सभी देखें/ }));
		await waitFor(() => expect(screen.getByText("जल्द आ रहा है: और गेम अभी उपलब्ध नहीं है")).toBeTruthy());
		await act(async () => {
			fireEvent.change(screen.getByRole("searchbox", { name: "गेम खोजें" }), { target: { value: "zzz" } });
		});
		expect(screen.getByText("“zzz” से कोई गेम नहीं मिला")).toBeTruthy();
	});
});

describe("content pages and the 404 page in Hindi", () => {
	it("shows a Hindi content page in its Hindi frame", () => {
		const page = findLocalizedContentPage("rules", null, "hi");
		if (!page) throw new Error("no Hindi rules page");
		renderAt(<ContentPageView page={page} />);
		expect(screen.getByRole("heading", { level: 1, name: "नियम" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "होम" })).toBeTruthy();
		expect(screen.getByRole("navigation", { name: "इस पेज पर" })).toBeTruthy();
		expect(screen.getByRole("columnheader", { name: "पेआउट" })).toBeTruthy();
		expect(screen.getByRole("rowheader", { name: "स्ट्रेट" })).toBeTruthy();
		expect(screen.getByText(/हाउस एज 2.70%/)).toBeTruthy();
	});

	it("offers the way home on the 404 page in Hindi", () => {
		renderAt(<NotFound />);
		expect(screen.getByText("आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।")).toBeTruthy();
		expect(screen.getByRole("link", { name: "होम पर वापस जाएँ" }).textContent).toMatch(DEVANAGARI);
	});
});

describe("the verify page in Hindi", () => {
	it("words the form, the recent rounds and a failed check in Hindi", async () => {
		const round = { game: "roulette", roundId: "r5", seq: 5, result: 17, color: "black", operatorSet: true };
		serveRounds("", null, [round]);
		renderVerify("/verify");
		expect(await screen.findByRole("heading", { level: 1, name: "राउंड वेरिफ़ाई करें" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "राउंड लोड करें" })).toBeTruthy();
		expect(screen.getByLabelText("सर्वर सीड (hex)")).toBeTruthy();
		expect(await screen.findByText("राउंड #5: 17 काला")).toBeTruthy();
		expect(screen.getByText("(ऑपरेटर द्वारा तय)")).toBeTruthy();
		expect(screen.getByRole("link", { name: /^वेरिफ़ाई करें ?: राउंड #5$/ })).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "वेरिफ़ाई करें" }));
		expect((await screen.findByRole("alert")).textContent).toBe(
			"राउंड ID और उसका 64 अक्षरों वाला सर्वर सीड डालें (नतीजा आने के बाद सार्वजनिक होता है)।",
		);
	});
});
