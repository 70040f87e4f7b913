/**
 * The business per IST day (docs/decisions/0860-cockpit-charts.md), read from the stored daily totals only:
 * daily_totals (every table), daily_table_totals (one table), daily_table_bet_stakes (the stakes per bet kind the
 * theoretical edges multiply), daily_money (requests, registrations, first-time depositors), daily_bonus (bonus money
 * granted, converted, expired, forfeited). A year of days is at most some thousands of rows, whatever the number of
 * players or bets. Shared by the API, the dashboard page and its CSV export.
 */
import { and, asc, between, count, eq } from "drizzle-orm";
import {
	type DayFigures,
	dailyFigures,
	dashboardCsv,
	expectedGgr,
	hold,
	type RangeTotals,
	rangeTotals,
	THEORETICAL_EDGE,
} from "~/domain/dashboard/figures";
import { dayRange, MAX_RANGE_DAYS, type RangeProblem } from "~/domain/dashboard/range";
import { dashboardMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import { istDayStart } from "~/domain/time";
import type { DashboardQuery } from "~/domain/validation/dashboard";
import type { Database } from "./db/client";
import {
	dailyBonus,
	dailyMoney,
	dailyTableBetStakes,
	dailyTableTotals,
	dailyTotals,
	moneyTransactions,
	tables,
} from "./db/schema";

const PROBLEM_MESSAGES: Record<RangeProblem, string> = {
	bad_date: dashboardMessages.badDate,
	from_after_to: dashboardMessages.fromAfterTo,
	too_long: dashboardMessages.tooLong(MAX_RANGE_DAYS),
	future: dashboardMessages.future,
};

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** A day's (or the range's) figures as the API and the page show them: amounts in rupees. */
function moneyView(
	f: Omit<DayFigures, "day" | "players" | "bets" | "stakesPaise" | "payoutsPaise" | "ggrPaise" | "expectedGgrPaise">,
) {
	return {
		bonus: {
			credited: f.bonusCredited,
			creditedAmount: paiseToRupees(f.bonusCreditedPaise),
			/** Converted to real money once wagered: what the bonuses cost. */
			converted: f.bonusConverted,
			convertedAmount: paiseToRupees(f.bonusConvertedPaise),
			expired: f.bonusExpired,
			expiredAmount: paiseToRupees(f.bonusExpiredPaise),
			forfeited: f.bonusForfeited,
			forfeitedAmount: paiseToRupees(f.bonusForfeitedPaise),
		},
		deposits: {
			requested: f.depositsRequested,
			requestedAmount: paiseToRupees(f.depositsRequestedPaise),
			approved: f.depositsApproved,
			approvedAmount: paiseToRupees(f.depositsApprovedPaise),
			rejected: f.depositsRejected,
		},
		withdrawals: {
			requested: f.withdrawalsRequested,
			requestedAmount: paiseToRupees(f.withdrawalsRequestedPaise),
			approved: f.withdrawalsApproved,
			approvedAmount: paiseToRupees(f.withdrawalsApprovedPaise),
			rejected: f.withdrawalsRejected,
		},
		registrations: f.registrations,
		firstDepositors: f.firstDepositors,
	};
}

function dayView(d: DayFigures) {
	return {
		day: d.day,
		bets: d.bets,
		players: d.players,
		stakes: paiseToRupees(d.stakesPaise),
		payouts: paiseToRupees(d.payoutsPaise),
		ggr: paiseToRupees(d.ggrPaise),
		expectedGgr: rupees(d.expectedGgrPaise),
		hold: hold(d.ggrPaise, d.stakesPaise),
		/** The edge the day's bets give together (Σ stakes × edge ÷ Σ stakes), or null. */
		edge: d.expectedGgrPaise === null ? null : hold(d.expectedGgrPaise, d.stakesPaise),
		...moneyView(d),
	};
}

function totalsView(t: RangeTotals) {
	return {
		bets: t.bets,
		playerDays: t.playerDays,
		stakes: paiseToRupees(t.stakesPaise),
		payouts: paiseToRupees(t.payoutsPaise),
		ggr: paiseToRupees(t.ggrPaise),
		expectedGgr: rupees(t.expectedGgrPaise),
		hold: hold(t.ggrPaise, t.stakesPaise),
		/** The edge the stakes' games give together (Σ stakes × edge ÷ Σ stakes), or null. */
		edge: t.expectedGgrPaise === null ? null : hold(t.expectedGgrPaise, t.stakesPaise),
		...moneyView(t),
	};
}

export type BusinessDashboard = {
	range: { range: DashboardQuery["range"]; from: string; to: string; table: string | null };
	tables: Array<{
		id: string;
		name: string;
		game: string;
		/** The table's theoretical edge: its game's, or for a card table its bets' together; null if not known. */
		edge: number | null;
		expectedGgr: number | null;
		bets: number;
		stakes: number;
		payouts: number;
		ggr: number;
		hold: number | null;
	}>;
	days: Array<ReturnType<typeof dayView>>;
	totals: ReturnType<typeof totalsView>;
	pendingNow: { deposits: number; withdrawals: number };
};

type Read = { ok: true; figures: DayFigures[]; dashboard: BusinessDashboard } | { ok: false; message: string };

async function read(db: Database, query: DashboardQuery, now: number): Promise<Read> {
	const range = dayRange(query.range, query, now);
	if ("problem" in range) return { ok: false, message: PROBLEM_MESSAGES[range.problem] };
	const catalogue = await db
		.select({ id: tables.id, name: tables.name, game: tables.game })
		.from(tables)
		.orderBy(asc(tables.sortOrder), asc(tables.id));
	const table = query.table ?? null;
	if (table !== null && !catalogue.some((t) => t.id === table)) {
		return { ok: false, message: dashboardMessages.unknownTable };
	}
	const tt = dailyTableTotals;
	const inRange = between(tt.day, range.from, range.to);
	const kinds = dailyTableBetStakes;
	const kindsInRange = between(kinds.day, range.from, range.to);
	const [tableRows, allRows, money, pending, bonus, kindRows] = await db.batch([
		db
			.select()
			.from(tt)
			.where(table === null ? inRange : and(inRange, eq(tt.tableId, table))),
		db
			.select({
				day: dailyTotals.day,
				bets: dailyTotals.realBets,
				stakesPaise: dailyTotals.realStakesPaise,
				payoutsPaise: dailyTotals.realPayoutsPaise,
				players: dailyTotals.players,
			})
			.from(dailyTotals)
			.where(between(dailyTotals.day, range.from, range.to)),
		db
			.select()
			.from(dailyMoney)
			.where(between(dailyMoney.day, range.from, range.to)),
		db
			.select({ type: moneyTransactions.type, n: count() })
			.from(moneyTransactions)
			.where(eq(moneyTransactions.status, "pending"))
			.groupBy(moneyTransactions.type),
		db
			.select({
				day: dailyBonus.day,
				bonusCredited: dailyBonus.credited,
				bonusCreditedPaise: dailyBonus.creditedPaise,
				bonusConverted: dailyBonus.converted,
				bonusConvertedPaise: dailyBonus.convertedPaise,
				bonusExpired: dailyBonus.expired,
				bonusExpiredPaise: dailyBonus.expiredPaise,
				bonusForfeited: dailyBonus.forfeited,
				bonusForfeitedPaise: dailyBonus.forfeitedPaise,
			})
			.from(dailyBonus)
			.where(between(dailyBonus.day, range.from, range.to)),
		db
			.select()
			.from(kinds)
			.where(table === null ? kindsInRange : and(kindsInRange, eq(kinds.tableId, table))),
	]);
	const gameOf = new Map(catalogue.map((t) => [t.id, t.game as string]));
	const stakesByKind = kindRows.map((row) => ({
		day: row.day,
		tableId: row.tableId,
		game: gameOf.get(row.tableId) ?? "",
		betType: row.betType as string,
		stakesPaise: row.realStakesPaise,
	}));
	const play =
		table === null
			? allRows
			: tableRows.map((row) => ({
					day: row.day,
					bets: row.realBets,
					stakesPaise: row.realStakesPaise,
					payoutsPaise: row.realPayoutsPaise,
					players: row.players,
				}));
	const figures = dailyFigures(range.days, play, money, bonus, stakesByKind);
	const perTable = catalogue
		.filter((t) => table === null || t.id === table)
		.map((t) => {
			const rows = tableRows.filter((row) => row.tableId === t.id);
			const stakes = rows.reduce((sum, row) => sum + row.realStakesPaise, 0);
			const payouts = rows.reduce((sum, row) => sum + row.realPayoutsPaise, 0);
			const expected = expectedGgr(stakesByKind.filter((row) => row.tableId === t.id));
			return {
				id: t.id,
				name: t.name,
				game: t.game as string,
				edge: THEORETICAL_EDGE[t.game] ?? (expected === null ? null : hold(expected, stakes)),
				expectedGgr: rupees(stakes > 0 ? expected : null),
				bets: rows.reduce((sum, row) => sum + row.realBets, 0),
				stakes: paiseToRupees(stakes),
				payouts: paiseToRupees(payouts),
				ggr: paiseToRupees(stakes - payouts),
				hold: hold(stakes - payouts, stakes),
			};
		});
	const pendingOf = (type: "deposit" | "withdraw") => pending.find((r) => r.type === type)?.n ?? 0;
	const [first, last] = [figures[0]?.day ?? "", figures.at(-1)?.day ?? ""];
	return {
		ok: true,
		figures,
		dashboard: {
			range: { range: query.range, from: first, to: last, table },
			tables: perTable,
			days: figures.map(dayView),
			totals: totalsView(rangeTotals(figures)),
			pendingNow: { deposits: pendingOf("deposit"), withdrawals: pendingOf("withdraw") },
		},
	};
}

export async function businessDashboard(
	db: Database,
	query: DashboardQuery,
	now = Date.now(),
): Promise<{ ok: true; dashboard: BusinessDashboard } | { ok: false; message: string }> {
	const answer = await read(db, query, now);
	return answer.ok ? { ok: true, dashboard: answer.dashboard } : answer;
}

/** The same figures as CSV, with the file name the download gets. */
export async function businessDashboardCsv(
	db: Database,
	query: DashboardQuery,
	now = Date.now(),
): Promise<{ ok: true; csv: string; fileName: string } | { ok: false; message: string }> {
	const answer = await read(db, query, now);
	if (!answer.ok) return answer;
	const { from, to, table } = answer.dashboard.range;
	return {
		ok: true,
		csv: dashboardCsv(answer.figures),
		fileName: `business-${table ?? "all-tables"}-${from}-to-${to}.csv`,
	};
}

function walletFigures(bets: number, stakesPaise: number, payoutsPaise: number) {
	return {
		bets,
		stakes: paiseToRupees(stakesPaise),
		payouts: paiseToRupees(payoutsPaise),
		houseResult: paiseToRupees(stakesPaise - payoutsPaise),
	};
}

/**
 * Today's (IST) figures of GET /api/admin/stats and the dashboard's "Today" panel: one daily_totals row, and the
 * requests waiting for review counted through the (status, type, …) index.
 */
export async function todayStats(db: Database, now = Date.now()) {
	const since = istDayStart(now);
	const [[today], pending] = await db.batch([
		db.select().from(dailyTotals).where(eq(dailyTotals.day, since)),
		db
			.select({ type: moneyTransactions.type, n: count() })
			.from(moneyTransactions)
			.where(eq(moneyTransactions.status, "pending"))
			.groupBy(moneyTransactions.type),
	]);
	const pendingOf = (type: (typeof pending)[number]["type"]) => pending.find((r) => r.type === type)?.n ?? 0;
	return {
		since,
		real: walletFigures(today?.realBets ?? 0, today?.realStakesPaise ?? 0, today?.realPayoutsPaise ?? 0),
		tokens: walletFigures(today?.tokensBets ?? 0, today?.tokensStakesPaise ?? 0, today?.tokensPayoutsPaise ?? 0),
		activePlayers: today?.players ?? 0,
		pendingDeposits: pendingOf("deposit"),
		pendingWithdrawals: pendingOf("withdraw"),
	};
}
export type TodayStatsView = Awaited<ReturnType<typeof todayStats>>;
