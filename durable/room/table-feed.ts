/**
 * The table feed (docs/product.md#bets): accepted real bets, batched to at most one message per FEED_FLUSH_MS, and a
 * settled round's wins at once. Names are masked; a player's own entries are left out of their copy (they hear
 * about those through betsPlaced and betResult). The latest entries are kept in memory for a (re)connecting
 * socket's syncState, and are lost on eviction.
 */
import {
	FEED_BATCH_MAX,
	FEED_FLUSH_MS,
	FEED_KEPT,
	type FeedEntry,
	type ServerMessage,
} from "~/domain/roulette/protocol";
import { type RoomSockets, sendText } from "./sockets";

/** A feed entry with its author, who is never named to other players. */
export type AuthoredEntry = { userId: string; entry: FeedEntry };

export class TableFeed {
	/** Entries waiting for the next flush. */
	private buffer: AuthoredEntry[] = [];
	private roundId: string | null = null;
	private timer: ReturnType<typeof setTimeout> | null = null;
	/** The latest entries sent. */
	private recent: AuthoredEntry[] = [];

	constructor(private readonly sockets: RoomSockets) {}

	/** Adds entries; bets wait for the next flush (at most one per FEED_FLUSH_MS), `now` sends at once (wins). */
	queue(roundId: string, items: AuthoredEntry[], now = false): void {
		if (this.roundId !== roundId) this.flush();
		this.roundId = roundId;
		this.buffer.push(...items);
		if (now) this.flush();
		else this.timer ??= setTimeout(() => this.flush(), FEED_FLUSH_MS);
	}

	/** The latest entries for a viewer's syncState, oldest first, without the viewer's own. */
	recentFor(userId: string | undefined): FeedEntry[] {
		return this.recent.filter((i) => i.userId !== userId).map((i) => i.entry);
	}

	/** Sends the buffered feed to every socket: the same text to all but the batch's authors, who get their own copy. */
	flush(): void {
		if (this.timer) clearTimeout(this.timer);
		this.timer = null;
		const batch = this.buffer;
		const roundId = this.roundId;
		this.buffer = [];
		if (batch.length === 0 || !roundId) return;
		const textFor = (items: AuthoredEntry[]) =>
			items.length === 0
				? null
				: JSON.stringify({
						type: "tableFeed",
						serverNow: Date.now(),
						roundId,
						entries: items.slice(0, FEED_BATCH_MAX).map((i) => i.entry),
						more: Math.max(0, items.length - FEED_BATCH_MAX),
					} satisfies ServerMessage);
		this.recent = [...this.recent, ...batch].slice(-FEED_KEPT);
		const common = textFor(batch);
		const authors = new Set(batch.map((i) => i.userId));
		const ownCopies = new Map<string, string | null>();
		for (const [ws, userId] of this.sockets.withUsers()) {
			let text = common;
			if (userId && authors.has(userId)) {
				if (!ownCopies.has(userId)) ownCopies.set(userId, textFor(batch.filter((i) => i.userId !== userId)));
				text = ownCopies.get(userId) ?? null;
			}
			if (text) sendText([ws], text);
		}
	}
}
