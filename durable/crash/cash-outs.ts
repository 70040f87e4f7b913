/**
 * Paying crash cash-outs in D1, exactly once (docs/decisions/0820-crash-game.md, "Money"): each cash-out the room
 * decided is its bet's payout movement (`bet:<betId>:payout`, the host's settlement statements) guarded by the bet
 * still being 'placed' in the same statement, the bet marked won with its multiplier, and a read of the owner's
 * balances. Cash-outs decided together go in one batch of four set-based statements (CASH_OUT_SQL), at most one batch
 * per group window
 * (game-host/group-pace.ts), as group commit does for stakes. The crash waits for every decided cash-out
 * (`drain`) before it settles the rest as lost, so a cash-out decided before the crash is never lost to it.
 */
import { eq } from "drizzle-orm";
import type { Multiplier } from "~/domain/crash/protocol";
import type { Balances, Wallet } from "~/domain/roulette/protocol";
import type { Database } from "~/server/db/client";
import { bets } from "~/server/db/schema";
import { rupeeBalances } from "../game-host/group-commit";
import { GroupPace } from "../game-host/group-pace";
import { payoutKey } from "../game-host/settlement";
import type { CrashBookBet } from "./book";

/** Cash-outs per batch (one JSON parameter of about 200 bytes each). */
const CASH_OUTS_PER_BATCH = 100;

/** A batch's cash-outs as rows: `?1` is a JSON array of `{ i, bet, user, wallet, paid, at, key }`. */
const JOBS = `jobs AS (
	SELECT json_extract(value, '$.i') AS i, json_extract(value, '$.bet') AS bet, json_extract(value, '$.user') AS user,
		json_extract(value, '$.wallet') AS wallet, json_extract(value, '$.paid') AS paid, json_extract(value, '$.at') AS at,
		json_extract(value, '$.key') AS key
	FROM json_each(?1))`;

/**
 * The statements of one batch, whatever its size, run in one D1 batch (one transaction), `?2` its time. Set-based,
 * not four statements a cash-out: at a thousand cash-outs a second the statements' own cost in D1 held the acks
 * (docs/benchmarks-history.md). Each is what the host's guarded settlement statements do for one bet
 * (game-host/settlement.ts), for all of the batch's bets at once:
 * 1. each payout's ledger entry (`bet:<betId>:payout`), only while its bet is still 'placed' and its key unused, with
 *    its wallet's balance after it (a running sum when one wallet gets two payouts in the batch);
 * 2. each wallet credited with exactly the entries step 1 wrote: those of this batch's keys whose bet is still
 *    'placed' (a 'placed' bet never has a payout entry from before: entry and bet change in one transaction);
 * 3. the bets marked won with their multiplier, only from 'placed' and once their entry exists; returns their ids
 *    (the cash-outs paid now);
 * 4. the wallets of the batch's players, for their acks.
 */
const CASH_OUT_SQL = [
	`WITH ${JOBS}
	INSERT INTO ledger_entries
		(user_id, wallet, amount_paise, balance_after_paise, reason, ref_type, ref_id, idempotency_key, note, created_at)
	SELECT w.user_id, w.kind, jobs.paid,
		w.balance_paise + SUM(jobs.paid) OVER (PARTITION BY w.user_id, w.kind ORDER BY jobs.i ROWS UNBOUNDED PRECEDING),
		'bet_payout', 'bet', jobs.bet, jobs.key, NULL, ?2
	FROM jobs
	JOIN bets b ON b.id = jobs.bet AND b.user_id = jobs.user AND b.status = 'placed'
	JOIN wallets w ON w.user_id = jobs.user AND w.kind = jobs.wallet
	WHERE jobs.paid > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.idempotency_key = jobs.key)
	ORDER BY jobs.i
	ON CONFLICT (idempotency_key) DO NOTHING`,
	`WITH ${JOBS}, credits AS (
		SELECT jobs.user AS user, jobs.wallet AS wallet, SUM(l.amount_paise) AS paise
		FROM jobs
		JOIN bets b ON b.id = jobs.bet AND b.status = 'placed'
		JOIN ledger_entries l ON l.idempotency_key = jobs.key AND l.ref_id = jobs.bet AND l.created_at = ?2
		GROUP BY jobs.user, jobs.wallet)
	UPDATE wallets SET balance_paise = balance_paise + credits.paise, updated_at = ?2
	FROM credits WHERE wallets.user_id = credits.user AND wallets.kind = credits.wallet`,
	`WITH ${JOBS}
	UPDATE bets SET status = 'won', payout_paise = jobs.paid, settled_at = ?2, cashed_out_at = jobs.at
	FROM jobs
	WHERE bets.id = jobs.bet AND bets.status = 'placed'
		AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.idempotency_key = jobs.key)
	RETURNING bets.id AS id`,
	`SELECT user_id AS userId, kind, balance_paise AS balancePaise FROM wallets
	WHERE user_id IN (SELECT DISTINCT json_extract(value, '$.user') FROM json_each(?1))`,
];

/** paid: written now; already: paid before (another instance, before an eviction); lost: the bet was settled lost. */
export type CashOutOutcome = { kind: "paid" | "already"; balances: Balances | null } | { kind: "lost" };

type Job = {
	bet: Pick<CrashBookBet, "betId" | "userId" | "wallet">;
	at: Multiplier;
	payoutPaise: number;
	resolve: (outcome: CashOutOutcome) => void;
	reject: (error: unknown) => void;
};

export class CashOutCommit {
	private queue: Job[] = [];
	private flushing: Promise<void> | null = null;
	private readonly pace: GroupPace;
	/** The batch's four statements, prepared once (their SQL: CASH_OUT_SQL). */
	private readonly statements: D1PreparedStatement[];

	constructor(
		private readonly db: Database,
		private readonly d1: D1Database,
		windowMs: () => number,
	) {
		this.pace = new GroupPace(windowMs);
		this.statements = CASH_OUT_SQL.map((text) => d1.prepare(text));
	}

	/** Pays a decided cash-out: the bet's payout at `at`, once. */
	pay(bet: Job["bet"], at: Multiplier, payoutPaise: number): Promise<CashOutOutcome> {
		return new Promise((resolve, reject) => {
			this.queue.push({ bet, at, payoutPaise, resolve, reject });
			this.flushing ??= this.flush();
		});
	}

	/** Waits until every decided cash-out is written (or failed), without waiting for the window. */
	async drain(): Promise<void> {
		this.pace.hurry(true);
		try {
			while (this.flushing) await this.flushing.catch(() => undefined);
		} finally {
			this.pace.hurry(false);
		}
	}

	private async flush(): Promise<void> {
		try {
			while (this.queue.length > 0) {
				await this.pace.ready();
				await this.batch(this.queue.splice(0, CASH_OUTS_PER_BATCH));
			}
		} finally {
			this.flushing = null;
		}
	}

	private async batch(batch: Job[]): Promise<void> {
		// One row per bet (the room never queues a bet twice; a second job of a bet would share the first one's outcome).
		const betIds = new Set<string>();
		const jobs = batch.filter((job) => !betIds.has(job.bet.betId) && betIds.add(job.bet.betId));
		const rows = JSON.stringify(
			jobs.map((job, i) => ({
				i,
				bet: job.bet.betId,
				user: job.bet.userId,
				wallet: job.bet.wallet,
				paid: job.payoutPaise,
				at: job.at,
				key: payoutKey(job.bet.betId),
			})),
		);
		const now = Date.now();
		let results: D1Result[];
		try {
			// The last statement (the wallets) reads the jobs only.
			const last = this.statements.length - 1;
			results = await this.d1.batch(
				this.statements.map((statement, i) => (i < last ? statement.bind(rows, now) : statement.bind(rows))),
			);
		} catch (error) {
			for (const job of batch) job.reject(error);
			return;
		}
		const paid = new Set((results[2]?.results ?? []).map((row) => (row as { id: string }).id));
		const walletRows = new Map<string, Array<{ kind: string; balancePaise: number }>>();
		for (const row of (results[3]?.results ?? []) as Array<{ userId: string; kind: string; balancePaise: number }>) {
			walletRows.set(row.userId, [...(walletRows.get(row.userId) ?? []), row]);
		}
		const unpaid: Job[] = [];
		for (const job of batch) {
			if (!paid.has(job.bet.betId)) {
				unpaid.push(job);
				continue;
			}
			const own = walletRows.get(job.bet.userId) ?? [];
			const of = (kind: Wallet) => own.find((r) => r.kind === kind)?.balancePaise ?? 0;
			job.resolve({ kind: "paid", balances: rupeeBalances({ realPaise: of("real"), tokensPaise: of("tokens") }) });
		}
		// Not paid now: paid before (its row says won), or settled lost at a crash handled by another instance.
		for (const job of unpaid) {
			try {
				const row = await this.db.select({ status: bets.status }).from(bets).where(eq(bets.id, job.bet.betId)).get();
				job.resolve(row?.status === "won" ? { kind: "already", balances: null } : { kind: "lost" });
			} catch (error) {
				job.reject(error);
			}
		}
	}
}
