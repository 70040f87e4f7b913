/**
 * Paying crash cash-outs in D1, exactly once (docs/decisions/0820-crash-game.md, "Money"): each cash-out the room
 * decided is its bet's payout movement (`bet:<betId>:payout`, the host's settlement statements) guarded by the bet
 * still being 'placed' in the same statement, the bet marked won with its multiplier, and a read of the owner's
 * balances. Cash-outs decided together go in one batch, at most one batch per group window
 * (game-host/group-pace.ts), as group commit does for stakes. The crash waits for every decided cash-out
 * (`drain`) before it settles the rest as lost, so a cash-out decided before the crash is never lost to it.
 */
import { eq } from "drizzle-orm";
import type { Multiplier } from "~/domain/crash/protocol";
import type { Balances } from "~/domain/roulette/protocol";
import type { Database } from "~/server/db/client";
import { bets } from "~/server/db/schema";
import { balancesStatement, walletRowsToBalances } from "../game-host/group-commit";
import { GroupPace } from "../game-host/group-pace";
import { settleBetStatements, statementsFor } from "../game-host/settlement";
import type { CrashBookBet } from "./book";

/** Cash-outs per batch: 4 statements each, well inside a batch's budget. */
const CASH_OUTS_PER_BATCH = 100;

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
	private readonly balances: ReturnType<typeof balancesStatement>;

	constructor(
		private readonly db: Database,
		private readonly d1: D1Database,
		windowMs: () => number,
	) {
		this.pace = new GroupPace(windowMs);
		this.balances = balancesStatement(db, d1);
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

	private async batch(jobs: Job[]): Promise<void> {
		const statementsOf = statementsFor(this.db, this.d1);
		const now = Date.now();
		const statements: D1PreparedStatement[] = [];
		const marks: Array<{ insertAt: number; balancesAt: number }> = [];
		for (const job of jobs) {
			const insertAt = statements.length;
			statements.push(
				...settleBetStatements(
					statementsOf,
					{ id: job.bet.betId, userId: job.bet.userId, wallet: job.bet.wallet },
					{ status: "won", paidPaise: job.payoutPaise, cashedOutAt: job.at },
					now,
					true,
				),
			);
			marks.push({ insertAt, balancesAt: statements.length });
			statements.push(this.balances({ userId: job.bet.userId }));
		}
		let results: D1Result[];
		try {
			results = await this.d1.batch(statements);
		} catch (error) {
			for (const job of jobs) job.reject(error);
			return;
		}
		const unpaid: Job[] = [];
		jobs.forEach((job, i) => {
			const mark = marks[i];
			if (!mark) return;
			if (results[mark.insertAt]?.meta.changes === 1) {
				job.resolve({ kind: "paid", balances: walletRowsToBalances(results[mark.balancesAt]) });
			} else unpaid.push(job);
		});
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
