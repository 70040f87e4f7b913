/** The admin console in Hindi (issue 17): the shell, the dashboard, the live game, a member's page and the lists. */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAIN_TABLE_SEAT } from "~/app/components/roulette/table-seat";
import { authStore } from "~/app/lib/auth-store";
import type { AdminRoomView } from "~/app/lib/use-admin-room";
import { initialAdminView } from "~/app/lib/use-admin-room";
import Audit from "~/app/routes/admin/audit";
import AdminDashboard, { meta as dashboardMeta } from "~/app/routes/admin/dashboard";
import AdminLayout from "~/app/routes/admin/layout";
import LiveGame from "~/app/routes/admin/live-game";
import MemberPage, { meta as memberMeta } from "~/app/routes/admin/member";
import Members from "~/app/routes/admin/members";
import type { CardRoundBet, CardServerMessage } from "~/domain/cards/protocol";
import { formatIstDateTime } from "~/domain/time";
import { fakeSocket } from "./helpers/fake-room-socket";
import { useHindi } from "./helpers/i18n";
import { reconciliationReport, renderReconciliation } from "./helpers/reconciliation-page";
import { renderReviewList } from "./helpers/review-list";

// 22 Nov 2026, 7:35 pm IST.
const AT = Date.UTC(2026, 10, 22, 14, 5);

const room: { view: AdminRoomView } = { view: initialAdminView };
// A card table's round bets come over the table's own socket: replaced, its messages given by the test.
vi.mock("~/app/lib/room-connection", async (original) => ({
	...(await original<object>()),
	useRoomConnection: (await import("./helpers/fake-room-socket")).fakeRoomConnection,
}));
const cardSocket = fakeSocket as unknown as {
	onMessages: null | ((messages: CardServerMessage[], receivedAt: number) => void);
};

vi.mock("~/app/lib/use-admin-room", async (importOriginal) => ({
	...(await importOriginal<typeof import("~/app/lib/use-admin-room")>()),
	useAdminRoom: () => room.view,
}));

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function mockApi(handler: (url: URL) => Response) {
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: RequestInfo | URL) =>
			handler(new URL(input instanceof Request ? input.url : String(input), "http://localhost")),
		),
	);
}

/** The Live game page over the mocked API: its loader reads the tables and the result history as the page's does. */
function liveGameStub() {
	return createRoutesStub([
		{
			path: "/admin/live-game",
			Component: LiveGame,
			loader: async () => ({
				...((await (await fetch("http://localhost/api/admin/tables")).json()) as object),
				history: await (await fetch("http://localhost/api/admin/results")).json(),
			}),
		},
	]);
}

/** The main table as GET /api/admin/tables answers it. */
const MAIN_TABLE = { ...MAIN_TABLE_SEAT, status: "active", sortOrder: 1 };

const snapshot = {
	roundId: "round-0000-3f9a2c1d",
	seq: 42,
	phase: "betting" as const,
	phaseStartedAt: AT,
	phaseEndsAt: AT + 15_000,
	roundEndTime: AT + 15_000,
	commitment: "c",
	result: null,
	serverSeed: null,
	operatorSet: false,
	minBet: 10,
	maxBet: 50_000,
};

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	room.view = initialAdminView;
	authStore.reset();
});

function GamesPage() {
	return <p>games</p>;
}

describe("the admin console in Hindi", () => {
	it("names the sidebar's pages, the top bar and the admin menu in Hindi", async () => {
		await useHindi();
		authStore.setAuth({
			token: "t",
			user: {
				id: "a1",
				name: "Admin",
				phone: "+919000000001",
				role: "admin",
				status: "active",
				isVerified: true,
				realBalance: 0,
				playTokens: 0,
				createdAt: 0,
			},
		});
		// A data router, as in the app: the layout's language control revalidates the loaders after a switch.
		const Stub = createRoutesStub([
			{
				path: "/admin",
				Component: AdminLayout,
				loader: () => ({ role: "admin" }),
				children: [{ path: "games", Component: GamesPage }],
			},
		]);
		render(<Stub initialEntries={["/admin/games"]} />);
		const nav = await screen.findByRole("navigation", { name: "एडमिन पेज" });
		const links = within(nav)
			.getAllByRole("link")
			.map((link) => link.textContent);
		expect(links).toEqual([
			"डैशबोर्ड",
			"लाइव गेम",
			"सदस्य",
			"गेम",
			"ऑडिट लॉग",
			"AML फ़्लैग",
			"जमा",
			"बैंक स्टेटमेंट",
			"मंज़ूर जमा",
			"निकासी",
			"मंज़ूर निकासी",
			"सेटिंग",
			"हिसाब मिलान",
			"प्रमोशन",
			"ऑपरेटर",
			"वेबसाइट पर जाएँ",
		]);
		expect(screen.getByRole("complementary", { name: "एडमिन पैनल" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "साइडबार छोटा करें" })).toBeTruthy();
		expect(screen.getByText("कैसीनो एडमिन")).toBeTruthy();
		expect(screen.getByRole("button", { name: "हिं, भाषा: हिन्दी। भाषा बदलें" })).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "एडमिन" }));
		expect(screen.getByRole("button", { name: "लॉग आउट" })).toBeTruthy();
	});

	it("titles the pages in the request's language (the root loader's locale), then in <html lang>'s", () => {
		const args = (locale: string) => ({ matches: [{ id: "root", loaderData: { locale } }] }) as never;
		document.documentElement.lang = ""; // as while the server renders: only the root loader's choice
		expect(dashboardMeta(args("hi"))).toEqual([{ title: "डैशबोर्ड · कैसीनो एडमिन · Roulette Royale" }]);
		expect(memberMeta(args("en"))).toEqual([{ title: "Member · Casino Admin · Roulette Royale" }]);
		document.documentElement.lang = "hi"; // after the language control switched the page
		expect(memberMeta(args("en"))[0]).not.toEqual({ title: "Member · Casino Admin · Roulette Royale" });
		document.documentElement.lang = "en";
	});

	it("shows the dashboard's round, history, adjust-result form and today's totals in Hindi, with hi-IN dates", async () => {
		await useHindi();
		room.view = { ...initialAdminView, connection: "open", round: snapshot, pendingForce: 17 };
		// Today's totals come from the page's loader (server/dashboard.ts `todayStats`).
		const today = {
			since: AT,
			activePlayers: 1234,
			pendingDeposits: 2,
			pendingWithdrawals: 1,
			real: { bets: 10, stakes: 150000, payouts: 50000, houseResult: 100000 },
			tokens: { bets: 3, stakes: 30, payouts: 0, houseResult: 30 },
		};
		mockApi(() => {
			return json({
				results: [
					{
						roundId: "round-0000-aaaabbbb",
						at: AT,
						result: 17,
						color: "black",
						bets: 3,
						real: { stakes: 1000, payouts: 0 },
						tokens: { stakes: 20, payouts: 0 },
						jackpot: true,
						operatorSet: true,
					},
				],
				next: null,
				pageSize: 10,
			});
		});
		const Stub = createRoutesStub([
			{
				path: "/admin/dashboard",
				Component: AdminDashboard as never,
				loader: async () => ({
					today,
					business: null,
					problem: null,
					history: await (await fetch("http://localhost/api/admin/results")).json(),
				}),
			},
		]);
		render(<Stub initialEntries={["/admin/dashboard"]} />);
		expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("डैशबोर्ड");
		const round = screen.getByRole("region", { name: "मौजूदा राउंड" });
		expect(round.textContent).toContain("पीरियड:");
		expect(within(round).getByTestId("current-phase").textContent).toBe("दाँव जारी");
		expect(round.textContent).toContain("सेकंड बाकी");
		expect(screen.getByRole("heading", { name: "नतीजा तय करें" })).toBeTruthy();
		expect(screen.getByLabelText("नतीजे का नंबर")).toBeTruthy();
		expect(screen.getByTestId("pending-force").textContent).toBe("तय नतीजा अपने राउंड का इंतज़ार कर रहा है: 17 काला");

		const row = await screen.findByTestId("result-row");
		const hindiDate = formatIstDateTime(AT, "hi-IN");
		expect(hindiDate).not.toBe(formatIstDateTime(AT, "en-IN"));
		expect(row.textContent).toContain(hindiDate);
		expect(row.textContent).toContain("काला");
		expect(row.textContent).toContain("जैकपॉट");
		expect(row.textContent).toContain("ऑपरेटर द्वारा तय");
		expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toContain("असली पेआउट");

		expect((await screen.findByTestId("stat-players")).textContent).toBe("1,234");
		expect(screen.getByRole("heading", { name: "आज (IST)" })).toBeTruthy();
		expect(screen.getByText("ऐक्टिव खिलाड़ी")).toBeTruthy();
		expect(screen.getAllByText("हाउस का नतीजा")).toHaveLength(2);
		expect(screen.getByRole("heading", { name: "असली पैसा" })).toBeTruthy();
		expect(round.textContent).toContain("● लाइव");
		expect(document.body.textContent).toContain("₹1,50,000");
		expect(screen.getByRole("button", { name: "ताज़ा करें" })).toBeTruthy();
	});

	it("shows the live game's status, latest result and current bets in Hindi", async () => {
		await useHindi();
		room.view = {
			...initialAdminView,
			connection: "open",
			round: { ...snapshot, phase: "spinning" },
			lastResults: [
				{
					roundId: "r0",
					seq: 41,
					result: 3,
					color: "red",
					operatorSet: false,
					at: AT,
				} as AdminRoomView["lastResults"][number],
			],
			liveBets: [
				{
					userId: "u1",
					name: "रा***",
					phone: "+91 98*** **629",
					amount: 2500,
					betType: "straight",
					betValue: "17",
					wallet: "real",
					roundId: snapshot.roundId,
				},
				{
					userId: "u2",
					name: "Pl***",
					phone: null,
					amount: 40,
					betType: "red",
					betValue: "red",
					wallet: "tokens",
					roundId: snapshot.roundId,
				},
			],
			pendingForce: null,
		};
		mockApi((url) =>
			url.pathname === "/api/admin/tables"
				? json({ tables: [{ ...MAIN_TABLE, status: "disabled" }] })
				: json({ results: [], page: 1, pageSize: 10 }),
		);
		const Stub = liveGameStub();
		render(<Stub initialEntries={["/admin/live-game"]} />);
		expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("लाइव गेम");
		expect((await screen.findByTestId("live-status")).textContent).toBe("घूम रहा है");
		// The table's controls: its switch (off), its limits and its chips, in Hindi.
		expect(screen.getByRole("switch", { name: "खिलाड़ियों के लिए खोलें Auto Roulette" }).getAttribute("aria-checked")).toBe(
			"false",
		);
		expect(screen.getByRole("form", { name: "Auto Roulette की सेटिंग" })).toBeTruthy();
		expect((screen.getByLabelText("सबसे छोटा दाँव (₹)") as HTMLInputElement).value).toBe("10");
		expect(screen.getByText("चिप्स: ₹10, ₹20, ₹50, ₹100, ₹500, ₹2,500")).toBeTruthy();
		expect(screen.getByRole("combobox", { name: "टेबल" })).toBeTruthy();
		expect(screen.getByTestId("live-latest").textContent).toContain("लाल");
		expect(screen.getByText("तय नतीजा").nextElementSibling?.textContent).toBe("कोई नहीं");
		expect(screen.getByRole("heading", { name: "मौजूदा दाँव (2)" })).toBeTruthy();
		const rows = screen.getAllByTestId("live-bet-row");
		// The player as the room names them to admins (masked name and phone), the name a link to their page; no id.
		expect(screen.getByRole("columnheader", { name: "खिलाड़ी" })).toBeTruthy();
		const first = within(rows[0] as HTMLElement);
		expect(first.getByRole("link", { name: "रा***" }).getAttribute("href")).toBe("/admin/member/u1");
		expect(first.getByText("+91 98*** **629")).toBeTruthy();
		expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Pl***" })).toBeTruthy();
		expect(rows[1]?.textContent).toContain("—");
		for (const row of rows) expect(row.textContent).not.toMatch(/\bu[12]\b/);
		expect(rows[0]?.textContent).toContain("₹2,500");
		expect(rows[0]?.textContent).toContain("असली");
		expect(rows[1]?.textContent).toContain("40 टोकन");
	});

	it("opens no roulette console at a card table: its switch, limits and results only", async () => {
		await useHindi();
		room.view = { ...initialAdminView, connection: "open" };
		const cards = { ...MAIN_TABLE, id: "andar-bahar", name: "Andar Bahar", game: "andar-bahar" };
		mockApi((url) =>
			url.pathname === "/api/admin/tables" ? json({ tables: [MAIN_TABLE, cards] }) : json({ results: [] }),
		);
		const Stub = liveGameStub();
		render(<Stub initialEntries={["/admin/live-game?table=andar-bahar"]} />);
		expect(await screen.findByRole("form", { name: "Andar Bahar की सेटिंग" })).toBeTruthy();
		expect(screen.queryByTestId("live-status")).toBeNull();
		expect(screen.queryAllByTestId("live-bet-row")).toEqual([]);
		expect(screen.queryByText("तय नतीजा")).toBeNull();
	});

	it("shows a card table's round bets from the room's live list, names masked, and what each returned", async () => {
		const cards = { ...MAIN_TABLE, id: "andar-bahar", name: "Andar Bahar", game: "andar-bahar" };
		mockApi((url) =>
			url.pathname === "/api/admin/tables" ? json({ tables: [MAIN_TABLE, cards] }) : json({ results: [] }),
		);
		const Stub = liveGameStub();
		render(<Stub initialEntries={["/admin/live-game?table=andar-bahar"]} />);
		expect((await screen.findByTestId("card-round-state")).textContent).toBe("Connecting…");
		const round = {
			roundId: "round-0000-77aa11bb",
			seq: 8,
			game: "andar-bahar" as const,
			phase: "betting" as const,
			phaseStartedAt: AT,
			phaseEndsAt: AT + 15_000,
			commitment: "c",
			serverSeed: null,
			openCards: [0],
			dealt: null,
			dealStartedAt: null,
			result: null,
			suited: false,
			minBet: 10,
			maxBet: 10_000,
		};
		const bet = (patch: Partial<CardRoundBet>): CardRoundBet => ({
			name: "Ra***",
			spot: "andar",
			wallet: "real",
			amount: 100,
			status: "placed",
			payout: null,
			...patch,
		});
		const receive = (...messages: CardServerMessage[]) => act(() => cardSocket.onMessages?.(messages, AT));
		receive({
			type: "syncState",
			serverNow: AT,
			game: "andar-bahar",
			round,
			lastResults: [],
			you: null,
			tableEnabled: true,
			roundBets: [],
			roundBetsMore: 0,
		});
		expect(screen.getByTestId("card-round-state").textContent).toBe("Round 77aa11bb · Taking bets");
		expect(screen.getByText("No bets in this round yet")).toBeTruthy();
		const placed = [bet({ amount: 2_500 }), bet({ name: "Pr***", spot: "cards-6-10", wallet: "tokens", amount: 40 })];
		receive({ type: "roundBets", serverNow: AT, roundId: round.roundId, bets: placed, more: 3 });
		expect(screen.getByRole("heading", { name: "Current bets (5)" })).toBeTruthy();
		const cells = () =>
			screen
				.getAllByTestId("card-bet-row")
				.map((row) => [...(row as HTMLTableRowElement).cells].map((c) => c.textContent));
		expect(cells()).toEqual([
			["Ra***", "Andar", "₹2,500", "Placed", "—"],
			["Pr***", "6–10 cards", "40 tokens", "Placed", "—"],
		]);
		expect(screen.getByText("and 3 more bets")).toBeTruthy();
		// The round is settled: the list says what each bet returned (a losing bet nothing).
		receive(
			{ type: "roundResult", serverNow: AT, round: { ...round, phase: "result", result: "bahar" }, lastResults: [] },
			{
				type: "roundBets",
				serverNow: AT,
				roundId: round.roundId,
				bets: [
					bet({ amount: 2_500, status: "lost", payout: 0 }),
					bet({ name: "Pr***", spot: "cards-6-10", wallet: "tokens", amount: 40, status: "won", payout: 180 }),
				],
				more: 3,
			},
		);
		expect(screen.getByTestId("card-round-state").textContent).toBe("Round 77aa11bb · Showing the result");
		expect(cells()).toEqual([
			["Ra***", "Andar", "₹2,500", "Lost", "₹0"],
			["Pr***", "6–10 cards", "40 tokens", "Won", "180 tokens"],
		]);
		// A list of another round (one that ended) is not this round's.
		receive({ type: "roundBets", serverNow: AT, roundId: "older", bets: [], more: 0 });
		expect(screen.getAllByTestId("card-bet-row")).toHaveLength(2);
		// The next round starts with an empty list; in Hindi, the same columns.
		receive({ type: "bettingOpen", serverNow: AT, round: { ...round, roundId: "round-0000-99cc", seq: 9 } });
		expect(screen.queryAllByTestId("card-bet-row")).toEqual([]);
	});

	it("names a card table's round bets in Hindi", async () => {
		await useHindi();
		const cards = { ...MAIN_TABLE, id: "dragon-tiger", name: "Dragon Tiger", game: "dragon-tiger" };
		mockApi((url) =>
			url.pathname === "/api/admin/tables" ? json({ tables: [MAIN_TABLE, cards] }) : json({ results: [] }),
		);
		const Stub = liveGameStub();
		render(<Stub initialEntries={["/admin/live-game?table=dragon-tiger"]} />);
		await screen.findByTestId("card-round-state");
		act(() =>
			cardSocket.onMessages?.(
				[
					{
						type: "syncState",
						serverNow: AT,
						game: "dragon-tiger",
						round: null,
						lastResults: [],
						you: null,
						tableEnabled: true,
						roundBets: [],
						roundBetsMore: 0,
					},
				],
				AT,
			),
		);
		expect(screen.getByTestId("card-round-state").textContent).toBe("रुका हुआ");
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toEqual(expect.arrayContaining(["खिलाड़ी", "दाँव किस पर", "दाँव की राशि", "लौटा"]));
		expect(screen.getByText("इस राउंड में अभी कोई दाँव नहीं लगा")).toBeTruthy();
	});

	it("shows a member's details, balance and ledger, and the ban confirmation in Hindi", async () => {
		await useHindi();
		const loaderData = {
			user: {
				id: "m1",
				name: "Meera",
				phone: "9876543210",
				status: "active" as const,
				isVerified: true,
				realBalance: 125000,
				playTokens: 5,
				createdAt: AT,
				deleted: false,
				role: "user" as const,
			},
			protection: {
				exclusion: { kind: "cool_off", endsAt: AT },
				limits: {
					deposit_day: { value: 5000, pending: null },
					deposit_week: { value: 1000, pending: { value: 2000, remove: false, effectiveAt: AT } },
					deposit_month: { value: null, pending: null },
					loss_day: { value: null, pending: null },
					reality_check_minutes: { value: 30, pending: null },
				},
			},
			flags: [],
			story: {
				section: "ledger",
				rows: [
					{
						id: 1,
						createdAt: AT,
						wallet: "tokens",
						amount: 50,
						balanceAfter: 55,
						reason: "admin_adjustment",
						note: "Goodwill",
					},
				],
				next: `${AT}.1`,
			},
			canManage: true,
			canAdjust: true,
		};
		const Stub = createRoutesStub([
			{ path: "/admin/member/:id", Component: MemberPage as never, loader: () => loaderData },
		]);
		render(<Stub initialEntries={["/admin/member/m1?section=ledger"]} />);
		const hindiDate = formatIstDateTime(AT, "hi-IN");
		expect((await screen.findByText("फ़ोन")).nextElementSibling?.textContent).toBe("+91 98765 43210");
		expect(screen.getByText("फ़ोन वेरिफ़ाइड").nextElementSibling?.textContent).toBe("हाँ");
		expect(screen.getByText("सदस्य बने").nextElementSibling?.textContent).toBe(hindiDate);
		expect(screen.getByRole("link", { name: "सदस्य" })).toBeTruthy();

		// Player protection: the break, the limits' names (domain labels) and values in Hindi.
		expect((await screen.findByTestId("member-break")).textContent).toBe(`${hindiDate} तक कूल-ऑफ़`);
		expect(screen.getByText("रोज़ की जमा सीमा").nextElementSibling?.textContent).toBe("₹5,000");
		expect(screen.getByText("हफ़्ते की जमा सीमा").nextElementSibling?.textContent).toBe(
			`₹1,000पेंडिंग: ₹2,000, ${hindiDate} से`,
		);
		expect(screen.getByText("रियलिटी चेक").nextElementSibling?.textContent).toBe("हर 30 मिनट");
		expect(screen.getByText("रोज़ की नुकसान सीमा").nextElementSibling?.textContent).toBe("कोई नहीं");

		fireEvent.click(screen.getByRole("tab", { name: "बैलेंस" }));
		expect(screen.getByTestId("member-real").textContent).toBe("₹1,25,000");
		expect(screen.getByRole("heading", { name: "प्ले टोकन बदलें" })).toBeTruthy();
		expect(screen.getByLabelText("टोकन (हटाने के लिए माइनस में, जैसे -50)")).toBeTruthy();
		const ledger = await screen.findByRole("region", { name: "लेजर" });
		const entry = within(ledger).getAllByRole("row")[1] as HTMLElement;
		expect(entry.textContent).toContain(hindiDate);
		expect(entry.textContent).toContain("एडमिन का बदलाव");
		expect(entry.textContent).toContain("टोकन");
		expect(
			within(ledger)
				.getAllByRole("columnheader")
				.map((h) => h.textContent),
		).toEqual(["तारीख", "वॉलेट", "राशि", "बाद का बैलेंस", "कारण", "नोट"]);
		const pager = screen.getByRole("navigation", { name: "इतिहास के पेज" });
		expect(pager.textContent).toContain("पिछला");
		expect(pager.textContent).toContain("पेज 1");
		expect(pager.textContent).toContain("अगला");
		// An empty adjustment is refused with the domain's message in Hindi.
		fireEvent.click(screen.getByRole("button", { name: "टोकन बदलें" }));
		expect((await screen.findByText(/0 के अलावा टोकन/)).textContent).toBe(
			"0 के अलावा टोकन की कोई पूरी संख्या डालें (हटाने के लिए माइनस में, जैसे -50)।",
		);

		fireEvent.click(screen.getByRole("tab", { name: "स्टेटस" }));
		expect(screen.getByText("चालू")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "उपयोगकर्ता पर रोक लगाएँ" }));
		const dialog = screen.getByRole("dialog", { name: "उपयोगकर्ता पर रोक लगाएँ" });
		expect(dialog.textContent).toContain("इस उपयोगकर्ता पर रोक लगाएँ? वे अपने खाते में नहीं जा पाएँगे।");
		fireEvent.click(within(dialog).getByRole("button", { name: "रद्द करें" }));
		expect(screen.queryByRole("dialog")).toBeNull();
	});
});

const admin = {
	id: "a1",
	name: "Admin",
	phone: "+919000000001",
	role: "admin" as const,
	status: "active" as const,
	isVerified: true,
	realBalance: 0,
	playTokens: 0,
	createdAt: 0,
};

describe("the admin lists in Hindi", () => {
	it("shows the members list, its search and its actions in Hindi", async () => {
		await useHindi();
		authStore.setAuth({ token: "t", user: admin });
		const page = {
			users: [
				{
					id: "m1",
					name: "Ravi",
					phone: "9876543210",
					status: "active",
					isVerified: true,
					realBalance: 100000,
					playTokens: 20,
					createdAt: 0,
					deleted: false,
					role: "user",
				},
			],
			next: null,
			pageSize: 10,
		};
		const Stub = createRoutesStub([
			{ path: "/admin/members", Component: Members, loader: () => ({ ...page, canManage: true }) },
		]);
		render(<Stub initialEntries={["/admin/members"]} />);
		const row = await screen.findByTestId("member-row");
		expect(screen.getByRole("heading", { name: "सदस्य" })).toBeTruthy();
		expect(screen.getByLabelText("नाम, फ़ोन या ID से सदस्य खोजें")).toBeTruthy();
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toEqual(["नाम", "फ़ोन", "बैलेंस", "स्टेटस", "कार्रवाई"]);
		expect(row.textContent).toContain("₹1,00,000");
		expect(row.textContent).toContain("20 टोकन");
		expect(row.textContent).toContain("चालू");
		expect(row.textContent).toContain("प्रोफ़ाइल");
		expect(row.textContent).toContain("उपयोगकर्ता डिलीट करें");
	});

	it("shows the audit log's filter and columns in Hindi, with hi-IN dates", async () => {
		await useHindi();
		authStore.setAuth({ token: "t", user: admin });
		const page = {
			entries: [
				{
					id: "e1",
					createdAt: AT,
					actorId: null,
					actorName: null,
					action: "user.name_change",
					targetType: "user",
					targetId: "u1",
					before: null,
					after: null,
				},
			],
			actions: ["user.name_change", "some.future_action"],
			next: null,
			pageSize: 10,
		};
		const Stub = createRoutesStub([{ path: "/admin/audit", Component: Audit, loader: () => page }]);
		render(<Stub initialEntries={["/admin/audit"]} />);
		const row = await screen.findByTestId("audit-row");
		expect(screen.getByRole("heading", { name: "ऑडिट लॉग" })).toBeTruthy();
		expect(screen.getByRole("option", { name: "सभी कार्रवाइयाँ" })).toBeTruthy();
		expect(screen.getByLabelText("करने वाले की ID")).toBeTruthy();
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toEqual(["कब", "किसने", "कार्रवाई", "किस पर", "पहले", "बाद में"]);
		expect(row.textContent).toContain(formatIstDateTime(AT, "hi-IN"));
		expect(row.textContent).toContain("सिस्टम");
		// The action by its name in Hindi, with its stored code beneath; the filter names it too, and a code this
		// version does not know is shown as it is stored.
		expect(row.textContent).toContain("नाम बदला गया");
		expect(row.textContent).toContain("user.name_change");
		expect(screen.getByRole("option", { name: "नाम बदला गया" })).toHaveProperty("value", "user.name_change");
		expect(screen.getByRole("option", { name: "some.future_action" })).toBeTruthy();
	});

	it("shows the reconciliation report in Hindi", async () => {
		await useHindi();
		authStore.setAuth({ token: "t", user: admin });
		const identity = { ...reconciliationReport().identity, approvedDeposits: 100000 };
		const asha = {
			userId: "u1",
			name: "Asha",
			realBalance: 100000,
			realLedgerTotal: 100000,
			playTokens: 5,
			tokensLedgerTotal: 5,
			ok: true,
		};
		const checked = { ok: true, checkedAt: AT, walletsChecked: 4, playersChecked: 2, bonusesChecked: 3, identity };
		mockApi(() => json(reconciliationReport({ ...checked, players: { data: [asha], next: null } })));
		renderReconciliation();
		const status = await screen.findByTestId("recon-status");
		expect(status.textContent).toContain("सारा हिसाब मिल गया");
		expect(status.textContent).toContain("4 वॉलेट, 2 खिलाड़ी और 3 बोनस जाँचे गए");
		expect(status.textContent).toContain(formatIstDateTime(AT, "hi-IN"));
		expect(screen.getByRole("heading", { name: "हिसाब मिलान" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "फिर से चलाएँ" })).toBeTruthy();
		expect(screen.getByText("+ मंज़ूर जमा")).toBeTruthy();
		expect(screen.getByTestId("identity-approvedDeposits").textContent).toBe("₹1,00,000");
		expect(screen.getByText("ठीक")).toBeTruthy();
	});

	it("shows a bonus that disagrees with its ledgers in Hindi", async () => {
		await useHindi();
		authStore.setAuth({ token: "t", user: admin });
		const bonusMismatches = [
			{
				bonusId: "b1",
				userId: "u1",
				status: "converted",
				amount: 500,
				balance: 0,
				ledgerTotal: 0,
				bonusConversion: 500,
				realConversion: 1000,
				problems: ["conversion"],
			},
		];
		mockApi(() => json(reconciliationReport({ ok: false, checkedAt: AT, bonusesChecked: 1, bonusMismatches })));
		renderReconciliation();
		const status = await screen.findByTestId("recon-status");
		expect(status.textContent).toContain("हिसाब में गड़बड़ी मिली");
		expect(screen.getByRole("heading", { name: "बोनस में गड़बड़ी" })).toBeTruthy();
		const list = screen.getByTestId("recon-bonus-mismatches");
		expect(list.textContent).toContain("बोनस b1, खिलाड़ी u1 (converted, ₹500)");
		expect(list.textContent).toContain("बदला गया 500, असली बैलेंस में आया 1000");
		expect(list.textContent).toContain("असली पैसे में बदलाव ठीक एक बार नहीं हुआ");
		expect(list.textContent).not.toContain("{");
	});

	it("shows a deposit review list, its Approve and Reject and the rejection dialog in Hindi", async () => {
		await useHindi();
		authStore.setAuth({ token: "t", user: admin });
		mockApi(() =>
			json({
				data: [
					{
						id: "t1",
						userId: "u1",
						user: { name: "Asha", phone: "9876543210" },
						transactionType: "deposit",
						transactionStatus: "pending",
						amount: 5000,
						paymentMethod: "upi",
						utr: "123456789012",
						bankName: null,
						recipientName: null,
						bankAccountNumber: null,
						ifscCode: null,
						adminNote: null,
						createdAt: AT,
						updatedAt: AT,
					},
				],
				pagination: { pageSize: 10, next: null },
			}),
		);
		renderReviewList("deposit", "जमा");
		const row = await screen.findByTestId("admin-row");
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toEqual(["उपयोगकर्ता", "प्रकार", "राशि", "तारीख", "स्टेटस", "UTR", "मंज़ूर/नामंज़ूर"]);
		expect(row.textContent).toContain(formatIstDateTime(AT, "hi-IN"));
		expect(row.textContent).toContain("₹5,000");
		expect(screen.getByRole("option", { name: "सभी" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "Asha का ₹5,000 का जमा अनुरोध मंज़ूर करें" })).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Asha का ₹5,000 का जमा अनुरोध नामंज़ूर करें" }));
		const dialog = await screen.findByRole("dialog", { name: "लेन-देन नामंज़ूर करें" });
		expect(dialog.textContent).toContain("आप ₹5,000 का यह जमा अनुरोध क्यों नामंज़ूर कर रहे हैं?");
		expect(within(dialog).getByLabelText("कारण")).toBeTruthy();
		expect(within(dialog).getByRole("button", { name: "रद्द करें" })).toBeTruthy();
	});
});
