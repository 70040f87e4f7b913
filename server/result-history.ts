/**
 * A table's result history for GET /api/admin/results?table=[&after=] and for the /admin dashboard's and live game
 * page's loaders alike (docs/decisions/0950-pages-on-the-data-layer.md): the dashboard's result history of a table (admin only; no table: the
 * main one): settled rounds newest first with their true colour, the operator-set flag, the stakes and
 * payouts per round, and the JACKPOT flag for a real-money payout over ₹10,000. A crash table's rounds carry their crash
 * point instead of a pocket (`game: "crash"`), a card table's their winner and cards (`game: "andar-bahar"`, …).
 * Keyset pages on the round's number (docs/decisions/0420-operator-scale.md): the page's rounds are read from the
 * seq index first, then only their bets are summed, so a page costs its rounds' bets however long the history.
 */
import { count, desc, eq, ne } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, JACKPOT_PAISE } from "~/domain/admin";
import { type CardGame, isCardGame } from "~/domain/cards/games";
import { validationMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import { tableParam } from "~/domain/validation/tables";
import { z } from "~/domain/validation/zod";
import { maxWhere, sumWhere } from "./aggregates";
import type { Database } from "./db/client";
import { bets, tables } from "./db/schema";
import { crashedRounds, dealtRounds, revealedRounds, rouletteRoundItem } from "./revealed-rounds";

/** `after`: the `next` of the previous page, the number of its last round (absent or empty: the newest). */
export const resultsQuery = z.object({
	after: z.preprocess(
		(v) => (v === "" ? undefined : v),
		z
			.string({ error: validationMessages.badCursor })
			.regex(/^[1-9]\d{0,14}$/, { error: validationMessages.badCursor })
			.transform(Number)
			.optional(),
	),
	table: tableParam,
});

/** A page of a table's settled rounds, newest first. */
export async function resultHistory(db: Database, { after, table }: z.output<typeof resultsQuery>) {
	const kind = await db.select({ game: tables.game }).from(tables).where(eq(tables.id, table)).get();
	if (kind?.game === "crash") return crashResults(db, table, after);
	if (isCardGame(kind?.game)) return cardResults(db, kind.game, table, after);
	const real = eq(bets.wallet, "real");
	const tokens = eq(bets.wallet, "tokens");
	const notRefunded = ne(bets.status, "refunded");
	// The page's revealed rounds (and one more, to tell whether there is a next page), from the seq index.
	const page = revealedRounds(db, table, after, ADMIN_PAGE_SIZE + 1).as("page");
	const results = await db
		.select({
			id: page.id,
			seq: page.seq,
			result: page.result,
			operatorSet: page.operatorSet,
			resultAt: page.resultAt,
			bets: count(bets.id),
			stakeReal: sumWhere(bets.amountPaise, real, notRefunded),
			payoutReal: sumWhere(bets.payoutPaise, real, notRefunded),
			stakeTokens: sumWhere(bets.amountPaise, tokens, notRefunded),
			payoutTokens: sumWhere(bets.payoutPaise, tokens, notRefunded),
			bestReal: maxWhere(bets.payoutPaise, real, eq(bets.status, "won")),
		})
		.from(page)
		.leftJoin(bets, eq(bets.roundId, page.id))
		.groupBy(page.id)
		.orderBy(desc(page.seq));
	const shown = results.slice(0, ADMIN_PAGE_SIZE);
	const last = shown.at(-1);
	return {
		results: shown.map((r) => ({
			...rouletteRoundItem(r, table),
			at: r.resultAt,
			bets: r.bets,
			real: { stakes: paiseToRupees(r.stakeReal), payouts: paiseToRupees(r.payoutReal) },
			tokens: { stakes: paiseToRupees(r.stakeTokens), payouts: paiseToRupees(r.payoutTokens) },
			biggestWin: r.bestReal === null ? null : paiseToRupees(r.bestReal),
			jackpot: (r.bestReal ?? 0) > JACKPOT_PAISE,
		})),
		next: results.length > ADMIN_PAGE_SIZE && last ? String(last.seq) : null,
		pageSize: ADMIN_PAGE_SIZE,
	};
}

/** A page's money per round, summed over its bets (nothing is refunded at a crash or card table). */
function moneyColumns() {
	const real = eq(bets.wallet, "real");
	const tokens = eq(bets.wallet, "tokens");
	return {
		bets: count(bets.id),
		stakeReal: sumWhere(bets.amountPaise, real),
		payoutReal: sumWhere(bets.payoutPaise, real),
		stakeTokens: sumWhere(bets.amountPaise, tokens),
		payoutTokens: sumWhere(bets.payoutPaise, tokens),
		bestReal: maxWhere(bets.payoutPaise, real, eq(bets.status, "won")),
	};
}

type Money = { bets: number; stakeReal: number; payoutReal: number; stakeTokens: number; payoutTokens: number };

function moneyOf(r: Money & { bestReal: number | null }) {
	return {
		bets: r.bets,
		real: { stakes: paiseToRupees(r.stakeReal), payouts: paiseToRupees(r.payoutReal) },
		tokens: { stakes: paiseToRupees(r.stakeTokens), payouts: paiseToRupees(r.payoutTokens) },
		biggestWin: r.bestReal === null ? null : paiseToRupees(r.bestReal),
		jackpot: (r.bestReal ?? 0) > JACKPOT_PAISE,
	};
}

function pageOf<R extends { seq: number }>(rows: R[]) {
	const shown = rows.slice(0, ADMIN_PAGE_SIZE);
	const last = shown.at(-1);
	return { shown, next: rows.length > ADMIN_PAGE_SIZE && last ? String(last.seq) : null, pageSize: ADMIN_PAGE_SIZE };
}

/** A crash table's page of results: each round's crash point, its stakes and payouts. */
async function crashResults(db: Database, table: string, after: number | undefined) {
	const page = crashedRounds(db, table, after, ADMIN_PAGE_SIZE + 1).as("page");
	const results = await db
		.select({ id: page.id, seq: page.seq, crashPoint: page.crashPoint, resultAt: page.resultAt, ...moneyColumns() })
		.from(page)
		.leftJoin(bets, eq(bets.roundId, page.id))
		.groupBy(page.id)
		.orderBy(desc(page.seq));
	const { shown, next, pageSize } = pageOf(results);
	return {
		results: shown.map((r) => ({
			game: "crash" as const,
			roundId: r.id,
			tableId: table,
			seq: r.seq,
			crashPoint: r.crashPoint,
			operatorSet: false,
			at: r.resultAt,
			...moneyOf(r),
		})),
		next,
		pageSize,
	};
}

/** A card table's page of results: each round's winner and cards, its stakes and payouts (0840-card-tables.md). */
async function cardResults(db: Database, game: CardGame, table: string, after: number | undefined) {
	const page = dealtRounds(db, table, after, ADMIN_PAGE_SIZE + 1).as("page");
	const results = await db
		.select({
			id: page.id,
			seq: page.seq,
			cardResult: page.cardResult,
			cards: page.cards,
			resultAt: page.resultAt,
			...moneyColumns(),
		})
		.from(page)
		.leftJoin(bets, eq(bets.roundId, page.id))
		.groupBy(page.id)
		.orderBy(desc(page.seq));
	const { shown, next, pageSize } = pageOf(results);
	return {
		results: shown.map((r) => ({
			game,
			roundId: r.id,
			tableId: table,
			seq: r.seq,
			cardResult: r.cardResult,
			cards: r.cards ?? [],
			operatorSet: false,
			at: r.resultAt,
			...moneyOf(r),
		})),
		next,
		pageSize,
	};
}
