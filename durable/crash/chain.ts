/**
 * A crash table's hash chains in D1 (`crash_chains`; docs/decisions/0830-crash-fairness.md, 0820-crash-game.md):
 * each round takes the next link of its table's chain when it opens, before any bet, so its result was fixed when the
 * chain was written, and the chain's terminating hash is public from that moment, before its first round. A spent
 * chain is followed by a new one. The room keeps the chain it plays in memory (computed once from its seed: a
 * 10,000-link chain is 10,000 SHA-256 digests), the seed stays in D1.
 */
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { chainLinks, newChainSeed, terminatingHashOf } from "~/domain/crash/fairness";
import type { Database } from "~/server/db/client";
import { crashChains } from "~/server/db/schema";

/** Rounds per chain unless CRASH_CHAIN_LENGTH says otherwise: about three days of rounds at one table. */
export const DEFAULT_CHAIN_LENGTH = 10_000;
const MAX_CHAIN_LENGTH = 100_000;

/** CRASH_CHAIN_LENGTH (1 to 100,000), else DEFAULT_CHAIN_LENGTH. */
export function chainLengthFrom(vars: Record<string, unknown>): number {
	const value = Number(vars.CRASH_CHAIN_LENGTH);
	return Number.isInteger(value) && value >= 1 && value <= MAX_CHAIN_LENGTH ? value : DEFAULT_CHAIN_LENGTH;
}

/** The link a round plays: its chain, its place there, its game hash (secret) and its public commitment. */
export type ChainLink = { chainId: string; chainIndex: number; gameHash: string; commitment: string };

type ChainRow = typeof crashChains.$inferSelect;

export class ChainStore {
	private cache: { id: string; links: string[] } | null = null;

	constructor(
		private readonly db: Database,
		private readonly tableId: string,
		private readonly length: number,
	) {}

	/** Claims the table's next link (writing a new chain first when none is left). */
	async next(): Promise<ChainLink> {
		for (let attempt = 0; attempt < 3; attempt++) {
			const chain = (await this.current()) ?? (await this.create());
			// Claimed only if nobody took it meanwhile (a link is never played twice).
			const claimed = await this.db
				.update(crashChains)
				.set({ nextIndex: sql`${crashChains.nextIndex} + 1` })
				.where(and(eq(crashChains.id, chain.id), eq(crashChains.nextIndex, chain.nextIndex)))
				.returning({ nextIndex: crashChains.nextIndex })
				.get();
			if (!claimed) continue;
			const links = await this.links(chain);
			const index = chain.nextIndex;
			const gameHash = links[index];
			const commitment = index === 0 ? chain.terminatingHash : links[index - 1];
			if (gameHash === undefined || commitment === undefined) throw new Error("a chain link is missing");
			return { chainId: chain.id, chainIndex: index, gameHash, commitment };
		}
		throw new Error(`no chain link could be claimed for table ${this.tableId}`);
	}

	/** The table's oldest chain with a link left. */
	private current(): Promise<ChainRow | undefined> {
		return this.db
			.select()
			.from(crashChains)
			.where(and(eq(crashChains.tableId, this.tableId), lt(crashChains.nextIndex, crashChains.length)))
			.orderBy(asc(crashChains.createdAt), asc(crashChains.id))
			.limit(1)
			.get();
	}

	/** Writes a new chain: its terminating hash is public from now on, before its first round. */
	private async create(): Promise<ChainRow> {
		const seed = newChainSeed();
		const links = await chainLinks(seed, this.length);
		const row: ChainRow = {
			id: crypto.randomUUID(),
			tableId: this.tableId,
			seed,
			length: this.length,
			terminatingHash: await terminatingHashOf(links),
			nextIndex: 0,
			createdAt: Date.now(),
		};
		await this.db.insert(crashChains).values(row);
		this.cache = { id: row.id, links };
		return row;
	}

	private async links(chain: ChainRow): Promise<string[]> {
		if (this.cache?.id !== chain.id) this.cache = { id: chain.id, links: await chainLinks(chain.seed, chain.length) };
		return this.cache.links;
	}
}
