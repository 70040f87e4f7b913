/**
 * Bonus money in reconciliation (docs/decisions/0850-promotions.md): a chunk of bonuses, in keyset order on their id,
 * each against its `bonus_ledger` entries and the real ledger's conversion entry (`domain/promotions/reconciliation.ts`
 * says what must agree). A bonus has at most two entries (its credit and its end) and at most one conversion entry,
 * read through `bonus_ledger_bonus_idx` and `ledger_ref_idx`: a chunk costs its bonuses' index lookups, never a scan
 * of either ledger. The runs (./reconciliation-runs.ts) walk every bonus a chunk per step; `reconcile` walks them all.
 */
import { sql } from "drizzle-orm";
import { type BonusFacts, bonusProblems } from "~/domain/promotions/reconciliation";
import { BONUS_REF_TYPE } from "./bonus-money";
import type { Database } from "./db/client";
import type { BonusMismatch } from "./db/schema";

export const BONUS_CHUNK = 500;

/** One chunk of bonuses after an id (`""` for the first): every row read, and the ones that disagree. */
export async function checkBonuses(db: Database, afterId: string, limit = BONUS_CHUNK) {
	type Row = BonusFacts & { bonusId: string; userId: string };
	// The chunk's bonuses first (the primary key's order, LIMIT inside), then their entries grouped per bonus.
	const rows = await db.all<Row>(sql`
		SELECT b.id AS bonusId, b.user_id AS userId, b.status AS status, b.amount_paise AS amountPaise,
		  b.balance_paise AS balancePaise,
		  coalesce(sum(l.amount_paise), 0) AS ledgerPaise,
		  coalesce(sum(CASE WHEN l.reason = 'bonus_credit' THEN l.amount_paise END), 0) AS creditPaise,
		  count(CASE WHEN l.reason = 'bonus_credit' THEN 1 END) AS credits,
		  group_concat(CASE WHEN l.reason <> 'bonus_credit' THEN l.reason END) AS ends,
		  coalesce(-sum(CASE WHEN l.reason = 'bonus_conversion' THEN l.amount_paise END), 0) AS bonusConversionPaise,
		  coalesce((SELECT sum(e.amount_paise) FROM ledger_entries e WHERE e.ref_type = ${BONUS_REF_TYPE}
		    AND e.ref_id = b.id AND e.reason = 'bonus_conversion' AND e.wallet = 'real'), 0) AS realConversionPaise,
		  (SELECT count(*) FROM ledger_entries e WHERE e.ref_type = ${BONUS_REF_TYPE} AND e.ref_id = b.id
		    AND e.reason = 'bonus_conversion') AS realConversions
		FROM (SELECT * FROM bonuses WHERE id > ${afterId} ORDER BY id LIMIT ${limit}) b
		LEFT JOIN bonus_ledger l ON l.bonus_id = b.id
		GROUP BY b.id ORDER BY b.id`);
	const mismatches: BonusMismatch[] = [];
	for (const r of rows) {
		const problems = bonusProblems(r);
		if (problems.length === 0) continue;
		mismatches.push({
			bonusId: r.bonusId,
			userId: r.userId,
			status: r.status,
			amountPaise: r.amountPaise,
			balancePaise: r.balancePaise,
			ledgerPaise: r.ledgerPaise,
			realConversionPaise: r.realConversionPaise,
			bonusConversionPaise: r.bonusConversionPaise,
			problems,
		});
	}
	return { rows, last: rows.at(-1)?.bonusId ?? null, mismatches };
}

/** Every bonus, a chunk at a time (the one-go reference of `reconcile`). */
export async function allBonusMismatches(db: Database) {
	let after = "";
	let checked = 0;
	const mismatches: BonusMismatch[] = [];
	for (;;) {
		const chunk = await checkBonuses(db, after);
		checked += chunk.rows.length;
		mismatches.push(...chunk.mismatches);
		if (chunk.last === null || chunk.rows.length < BONUS_CHUNK) return { checked, mismatches };
		after = chunk.last;
	}
}
