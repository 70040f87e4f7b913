/**
 * The protection check of every submission (server/protection.ts, docs/product.md#player-protection), read from D1
 * before any debit. Under group commit, checks that arrive while a batch of checks is in flight go together in the
 * next one: one D1 round trip for many players, as group commit does for the writes. Each check is still its own
 * statement, read at the moment its batch is sent, and answered on its own. With ROOM_GROUP_COMMIT=off each
 * submission reads on its own (the benchmark's comparison).
 */
import type { Database } from "~/server/db/client";
import { type BetCheck, type BetCheckRow, betCheckStatement, betCheckVerdict, checkBet } from "~/server/protection";

/** Checks per D1 batch: one statement each, well inside D1's per-batch limits. */
const GROUP_CHECK_MAX = 100;

type Queued = { check: Omit<BetCheck, "now">; resolve: (refusal: string | null) => void; reject: (e: unknown) => void };

export class GroupCheck {
	private queue: Queued[] = [];
	private flushing: Promise<void> | null = null;

	constructor(
		private readonly db: Database,
		private readonly grouped: boolean,
	) {}

	/** null when the player may stake this, else the message why not. */
	check(check: Omit<BetCheck, "now">): Promise<string | null> {
		if (!this.grouped) return checkBet(this.db, check.userId, check.wallet, check.stakePaise, { round: check.round });
		return new Promise((resolve, reject) => {
			this.queue.push({ check, resolve, reject });
			this.flushing ??= this.flush();
		});
	}

	private async flush(): Promise<void> {
		try {
			while (this.queue.length > 0) {
				const batch = this.queue.splice(0, GROUP_CHECK_MAX);
				const now = Date.now();
				try {
					const results = await this.db.$client.batch(
						batch.map((q) => betCheckStatement(this.db, { ...q.check, now })),
					);
					batch.forEach((q, i) => {
						const row = results[i]?.results[0] as BetCheckRow | undefined;
						q.resolve(betCheckVerdict(row, { ...q.check, now }));
					});
				} catch (error) {
					for (const q of batch) q.reject(error);
				}
			}
		} finally {
			this.flushing = null;
		}
	}
}
