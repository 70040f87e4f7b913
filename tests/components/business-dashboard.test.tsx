/**
 * The dashboard's business section (app/components/admin/business/): each chart has a text summary and a table
 * view of the same figures (the bonus cost's too); uPlot is loaded lazily and given those figures; the CSV link keeps
 * the range.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminDashboard from "~/app/routes/admin/dashboard";
import type { BusinessDashboard } from "~/server/dashboard";
import "./helpers/i18n";

const drawn = vi.hoisted(() => [] as Array<{ series: string[]; data: unknown[] }>);
vi.mock("uplot", () => {
	class FakePlot {
		static tzDate = (date: Date) => date;
		constructor(options: { series: Array<{ label?: string }> }, data: unknown[]) {
			drawn.push({ series: options.series.slice(1).map((s) => s.label ?? ""), data });
		}
		setSize() {}
		destroy() {}
	}
	return { default: FakePlot };
});
vi.mock("uplot/dist/uPlot.min.css", () => ({}));
vi.mock("~/app/lib/use-admin-room", async (importOriginal) => ({
	...(await importOriginal<typeof import("~/app/lib/use-admin-room")>()),
	useAdminRoom: () => ({ ...emptyRoom }),
}));
const emptyRoom = vi.hoisted(() => ({}) as Record<string, unknown>);

// The live result history still reads its own API: an empty page.
vi.stubGlobal("fetch", async () => Response.json({ results: [], next: null, pageSize: 10 }));

afterEach(cleanup);

const noBonus = {
	credited: 0,
	creditedAmount: 0,
	converted: 0,
	convertedAmount: 0,
	expired: 0,
	expiredAmount: 0,
	forfeited: 0,
	forfeitedAmount: 0,
};

function day(date: string, stakes: number, payouts: number, extra: Partial<BusinessDashboard["days"][number]> = {}) {
	return {
		day: date,
		bets: 10,
		players: 4,
		stakes,
		payouts,
		ggr: stakes - payouts,
		expectedGgr: stakes / 37,
		hold: stakes > 0 ? (stakes - payouts) / stakes : null,
		edge: stakes > 0 ? 1 / 37 : null,
		bonus: noBonus,
		deposits: { requested: 2, requestedAmount: 3_000, approved: 1, approvedAmount: 1_000, rejected: 0 },
		withdrawals: { requested: 1, requestedAmount: 500, approved: 0, approvedAmount: 0, rejected: 1 },
		registrations: 3,
		firstDepositors: 1,
		...extra,
	};
}

const dashboard: BusinessDashboard = {
	range: { range: "7", from: "2026-11-20", to: "2026-11-21", table: null },
	tables: [
		{
			id: "main",
			name: "Main Table",
			game: "roulette",
			edge: 1 / 37,
			expectedGgr: 81.08,
			bets: 20,
			stakes: 3_000,
			payouts: 2_900,
			ggr: 100,
			hold: 1 / 30,
		},
	],
	days: [
		day("2026-11-20", 1_000, 1_000, {
			bonus: { ...noBonus, credited: 2, creditedAmount: 1_500, forfeited: 1, forfeitedAmount: 500 },
		}),
		day("2026-11-21", 2_000, 1_900, { bonus: { ...noBonus, converted: 1, convertedAmount: 1_000 } }),
	],
	totals: {
		bets: 20,
		playerDays: 8,
		stakes: 3_000,
		payouts: 2_900,
		ggr: 100,
		expectedGgr: 81.08,
		hold: 100 / 3_000,
		edge: 1 / 37,
		deposits: { requested: 4, requestedAmount: 6_000, approved: 2, approvedAmount: 2_000, rejected: 0 },
		withdrawals: { requested: 2, requestedAmount: 1_000, approved: 0, approvedAmount: 0, rejected: 2 },
		registrations: 6,
		firstDepositors: 2,
		bonus: {
			...noBonus,
			credited: 2,
			creditedAmount: 1_500,
			converted: 1,
			convertedAmount: 1_000,
			forfeited: 1,
			forfeitedAmount: 500,
		},
	},
	pendingNow: { deposits: 3, withdrawals: 1 },
};

const today = {
	since: 0,
	activePlayers: 4,
	pendingDeposits: 3,
	pendingWithdrawals: 1,
	real: { bets: 10, stakes: 2_000, payouts: 1_900, houseResult: 100 },
	tokens: { bets: 0, stakes: 0, payouts: 0, houseResult: 0 },
};

/** The result history's first page before any round has settled. */
const noHistory = { results: [], next: null, pageSize: 10 };

describe("the business dashboard", () => {
	it("gives each chart a summary and a table view, draws it lazily with uPlot, and links the CSV of the range", async () => {
		Object.assign(emptyRoom, (await import("~/app/lib/use-admin-room")).initialAdminView);
		const Stub = createRoutesStub([
			{
				path: "/admin/dashboard",
				Component: AdminDashboard as never,
				loader: () => ({ today, business: dashboard, problem: null, history: noHistory }),
			},
		]);
		render(<Stub initialEntries={["/admin/dashboard?range=7"]} />);
		const section = await screen.findByRole("region", { name: "The business" });
		expect(within(section).getByTestId("business-hold").textContent).toBe("3.33% / 2.70%");
		const figures = within(section).getAllByRole("figure");
		expect(figures.map((f) => within(f).getByRole("heading").textContent)).toEqual([
			"Stakes, payouts and GGR",
			"Realised hold against the theoretical edge",
			"Bets and active players",
			"Deposits and withdrawals",
			"Registrations and first-time depositors",
			"Bonus cost",
		]);
		const [money, hold] = figures as [HTMLElement, HTMLElement];
		expect(within(money).getByTestId("chart-summary").textContent).toMatch(
			/^Stakes: ₹3,000(\.00)? in all, highest ₹2,000(\.00)? on 2026-11-21\. Payouts:/,
		);
		expect(within(hold).getByTestId("chart-summary").textContent).toBe(
			"Realised hold over the range: 3.33% against a theoretical edge of 2.70%.",
		);
		const view = within(money).getByRole("region", { name: "Stakes, payouts and GGR: Table view" });
		const rows = within(view).getAllByRole("row");
		expect(rows.map((r) => r.textContent?.replace(/\.00/g, ""))).toEqual([
			"DayStakesPayoutsGGR",
			"2026-11-20₹1,000₹1,000₹0",
			"2026-11-21₹2,000₹1,900₹100",
		]);
		// uPlot is a dynamic import: the first one in a busy run takes a while.
		// The bonus cost: its summary (GGR less the converted bonus), its table view, its card.
		const bonus = figures[5] as HTMLElement;
		expect(within(bonus).getByTestId("chart-summary").textContent?.replace(/\.00/g, "")).toMatch(
			/^Bonus converted to real money \(wagering completed\) cost ₹1,000: GGR less that cost is -₹900\. Bonus credited: ₹1,500 in all, highest ₹1,500 on 2026-11-20\. Converted to real money: ₹1,000 in all, highest ₹1,000 on 2026-11-21\. Forfeited: ₹500 in all/,
		);
		const bonusView = within(bonus).getByRole("region", { name: "Bonus cost: Table view" });
		expect(
			within(bonusView)
				.getAllByRole("row")
				.map((r) => r.textContent?.replace(/\.00/g, "")),
		).toEqual([
			"DayBonus creditedConverted to real moneyForfeitedExpired",
			"2026-11-20₹1,500₹0₹500₹0",
			"2026-11-21₹0₹1,000₹0₹0",
		]);
		expect(within(section).getByTestId("business-bonus-cost").textContent).toContain("₹1,000");
		await waitFor(() => expect(drawn).toHaveLength(6), { timeout: 5_000 });
		expect(drawn[0]?.series).toEqual(["Stakes", "Payouts", "GGR"]);
		expect(drawn[0]?.data.slice(1)).toEqual([
			[1_000, 2_000],
			[1_000, 1_900],
			[0, 100],
		]);
		expect(drawn[5]?.series).toEqual(["Bonus credited", "Converted to real money", "Forfeited", "Expired"]);
		const csv = within(section).getByRole("link", { name: "Download CSV" });
		expect(csv.getAttribute("href")).toBe("/admin/dashboard/csv?range=7");
		expect(within(section).getByRole("region", { name: "Per game and table" }).textContent).toContain("Main Table");
	});

	it("says why a range was refused", async () => {
		Object.assign(emptyRoom, (await import("~/app/lib/use-admin-room")).initialAdminView);
		const Stub = createRoutesStub([
			{
				path: "/admin/dashboard",
				Component: AdminDashboard as never,
				loader: () => ({
					today,
					business: null,
					problem: "The first day must not be after the last.",
					history: noHistory,
				}),
			},
		]);
		render(<Stub initialEntries={["/admin/dashboard"]} />);
		const section = await screen.findByRole("region", { name: "The business" });
		expect(within(section).getByRole("alert").textContent).toBe("The first day must not be after the last.");
	});
});
