/** Computes the AML signals of domain/aml.ts from D1. */
import { AML_RULES, type AmlFlag } from "~/domain/aml";
import { formatRupees } from "~/domain/money";

/** Every current flag, optionally for one player. */
export async function amlFlags(db: D1Database, userId: string | null = null): Promise<AmlFlag[]> {
	const [littlePlay, justUnder, shared] = await Promise.all([
		depositWithdrawLittlePlay(db, userId),
		depositsJustUnder(db, userId),
		sharedPaymentDetails(db, userId),
	]);
	return [...littlePlay, ...justUnder, ...shared];
}

async function depositWithdrawLittlePlay(db: D1Database, userId: string | null): Promise<AmlFlag[]> {
	// For each withdrawal (not rejected): deposits approved before it, and real stakes placed before it.
	const { results } = await db
		.prepare(
			`SELECT w.id, w.user_id AS userId, w.amount_paise AS withdrawn,
			   (SELECT COALESCE(SUM(d.amount_paise), 0) FROM money_transactions d
			      WHERE d.user_id = w.user_id AND d.type = 'deposit' AND d.status = 'approved' AND d.created_at <= w.created_at) AS deposited,
			   (SELECT COALESCE(SUM(b.amount_paise), 0) FROM bets b
			      WHERE b.user_id = w.user_id AND b.wallet = 'real' AND b.status <> 'refunded' AND b.created_at <= w.created_at) AS staked
			 FROM money_transactions w
			 WHERE w.type = 'withdraw' AND w.status <> 'rejected' AND (?1 IS NULL OR w.user_id = ?1)`,
		)
		.bind(userId)
		.all<{ id: string; userId: string; withdrawn: number; deposited: number; staked: number }>();
	return results
		.filter((r) => r.deposited > 0 && r.staked < r.deposited * AML_RULES.littlePlayShare)
		.map((r) => ({
			kind: "deposit_withdraw_little_play" as const,
			userId: r.userId,
			detail: `Withdrawal of ${formatRupees(r.withdrawn)} after ${formatRupees(r.deposited)} deposited and only ${formatRupees(r.staked)} staked.`,
			transactionIds: [r.id],
		}));
}

async function depositsJustUnder(db: D1Database, userId: string | null): Promise<AmlFlag[]> {
	const low = Math.round(AML_RULES.thresholdPaise * (1 - AML_RULES.justUnderBand));
	const { results } = await db
		.prepare(
			`SELECT id, user_id AS userId, amount_paise AS amount, created_at AS createdAt FROM money_transactions
			 WHERE type = 'deposit' AND status <> 'rejected' AND amount_paise >= ?1 AND amount_paise < ?2 AND (?3 IS NULL OR user_id = ?3)
			 ORDER BY user_id, created_at`,
		)
		.bind(low, AML_RULES.thresholdPaise, userId)
		.all<{ id: string; userId: string; amount: number; createdAt: number }>();
	const flags: AmlFlag[] = [];
	const byUser = new Map<string, typeof results>();
	for (const row of results) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
	for (const [user, rows] of byUser) {
		// The largest cluster inside any sliding window.
		let best: typeof rows = [];
		for (let start = 0, end = 0; end < rows.length; end++) {
			while ((rows[end]?.createdAt ?? 0) - (rows[start]?.createdAt ?? 0) > AML_RULES.justUnderWindowMs) start++;
			if (end - start + 1 > best.length) best = rows.slice(start, end + 1);
		}
		if (best.length >= AML_RULES.justUnderCount) {
			flags.push({
				kind: "deposits_just_under_threshold",
				userId: user,
				detail: `${best.length} deposits between ${formatRupees(low)} and ${formatRupees(AML_RULES.thresholdPaise)} within 7 days.`,
				transactionIds: best.map((r) => r.id),
			});
		}
	}
	return flags;
}

async function sharedPaymentDetails(db: D1Database, userId: string | null): Promise<AmlFlag[]> {
	const { results } = await db
		.prepare(
			`WITH details AS (
			   SELECT 'UPI ID' AS label, LOWER(TRIM(upi_id)) AS value, user_id, id FROM money_transactions WHERE upi_id IS NOT NULL AND TRIM(upi_id) <> ''
			   UNION ALL
			   SELECT 'bank account', TRIM(bank_account_number) || '/' || UPPER(TRIM(COALESCE(ifsc_code, ''))), user_id, id FROM money_transactions WHERE bank_account_number IS NOT NULL
			 ),
			 shared AS (SELECT label, value FROM details GROUP BY label, value HAVING COUNT(DISTINCT user_id) > 1)
			 SELECT d.label, d.value, d.user_id AS userId, GROUP_CONCAT(d.id) AS ids,
			        (SELECT COUNT(DISTINCT d2.user_id) FROM details d2 WHERE d2.label = d.label AND d2.value = d.value) AS accounts
			 FROM details d JOIN shared s ON s.label = d.label AND s.value = d.value
			 WHERE (?1 IS NULL OR d.user_id = ?1)
			 GROUP BY d.label, d.value, d.user_id`,
		)
		.bind(userId)
		.all<{ label: string; value: string; userId: string; ids: string; accounts: number }>();
	return results.map((r) => ({
		kind: "shared_payment_detail" as const,
		userId: r.userId,
		detail: `The same ${r.label} (${maskDetail(r.value)}) is used by ${r.accounts} accounts.`,
		transactionIds: r.ids.split(","),
	}));
}

/** Shows enough of an account number or UPI ID to recognise it, not to use it. */
function maskDetail(value: string): string {
	return value.length <= 6 ? value : `${value.slice(0, 3)}…${value.slice(-4)}`;
}
