/**
 * The table feed (docs/product.md#bets): accepted real bets, batched to at most one message per FEED_FLUSH_MS, and a
 * settled round's wins at once. Names are masked; a player's own entries are left out of their copy (they hear
 * about those through betsPlaced and betResult). The latest entries are kept in memory for a (re)connecting
 * socket's syncState, and are lost on eviction.
 *
 * A flush reaches every socket of the table, a slice of them per turn of the event loop (`feedSlice` frames): sent
 * in one go to 2,000 sockets it held up every ack behind it, once a second (docs/benchmarks-history.md, "Issue 15: the room's
 * ack tail and knee"). Flushes go out in order, and `sent()` waits for them, so a phase event is never sent before
 * the feed flushed ahead of it.
 */
import { FEED_BATCH_MAX, FEED_FLUSH_MS, FEED_KEPT, type FeedEntry } from "~/domain/roulette/protocol";
import { type RoomSockets, sendFrame } from "./sockets";

/** A feed entry with its author, who is never named to other players. */
export type AuthoredEntry = { userId: string; entry: FeedEntry };

export class TableFeed {
	/** Entries waiting for the next flush. */
	private buffer: AuthoredEntry[] = [];
	private roundId: string | null = null;
	private timer: ReturnType<typeof setTimeout> | null = null;
	/** The latest entries sent. */
	private recent: AuthoredEntry[] = [];
	/** The flushes being sent, in order. */
	private sending: Promise<void> = Promise.resolve();

	constructor(
		private readonly sockets: RoomSockets,
		/** Frames sent per turn of the event loop (RoomOptions.feedSlice). */
		private readonly slice: () => number,
	) {}

	/** Settles once every flush so far has reached all of its sockets. */
	sent(): Promise<void> {
		return this.sending;
	}

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

	/**
	 * Sends the buffered feed to every socket: the same text to all but the batch's authors, who get their own copy.
	 * Each entry is serialised once, and an author's copy is the first FEED_BATCH_MAX entries of others: at 300 bets
	 * a second this ran a filter and a JSON.stringify of the whole batch per author, and read every socket's tags
	 * (docs/benchmarks-history.md, the room's profile). Who gets which text is settled here; the frames go out in slices.
	 */
	flush(): Promise<void> {
		if (this.timer) clearTimeout(this.timer);
		this.timer = null;
		const batch = this.buffer;
		const roundId = this.roundId;
		this.buffer = [];
		if (batch.length === 0 || !roundId) return this.sending;
		this.recent = [...this.recent, ...batch].slice(-FEED_KEPT);
		const head = `{"type":"tableFeed","serverNow":${Date.now()},"roundId":${JSON.stringify(roundId)},"entries":[`;
		const json = batch.map((i) => JSON.stringify(i.entry));
		const own = new Map<string, number>();
		for (const i of batch) own.set(i.userId, (own.get(i.userId) ?? 0) + 1);
		/** The message for everyone but `author` (everyone when null); null when nothing is left to send. */
		const textFor = (author: string | null): string | null => {
			const others = batch.length - (author === null ? 0 : (own.get(author) ?? 0));
			if (others === 0) return null;
			const entries: string[] = [];
			for (let k = 0; k < batch.length && entries.length < FEED_BATCH_MAX; k++) {
				if (batch[k]?.userId !== author) entries.push(json[k] ?? "");
			}
			return `${head}${entries.join(",")}],"more":${Math.max(0, others - FEED_BATCH_MAX)}}`;
		};
		const frames: Array<[WebSocket, string]> = [];
		const authorSockets = new Set<WebSocket>();
		for (const author of own.keys()) {
			const sockets = this.sockets.ofUser(author);
			if (sockets.length === 0) continue;
			const text = textFor(author);
			for (const ws of sockets) {
				authorSockets.add(ws);
				if (text) frames.push([ws, text]);
			}
		}
		const common = textFor(null);
		if (common) {
			for (const ws of this.sockets.own()) if (!authorSockets.has(ws)) frames.push([ws, common]);
			this.sockets.toRelays(common, authorSockets);
		}
		const size = Math.max(1, this.slice());
		this.sending = this.sending.then(async () => {
			for (let at = 0; at < frames.length; at += size) {
				// Lets the messages and D1 answers that arrived meanwhile (acks among them) through between slices.
				if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
				for (const [ws, text] of frames.slice(at, at + size)) sendFrame(ws, text);
			}
		});
		return this.sending;
	}
}
