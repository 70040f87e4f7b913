/**
 * A round's live list (`roundBets`: every bet of the round and what it returned, names masked, largest stakes first;
 * the crash game's and the card tables'): sent to every socket at most once per FEED_FLUSH_MS while it changes, a
 * slice of sockets per turn of the event loop so that the acks in between are not held up (as the roulette feed,
 * docs/decisions/0775), and once per relay.
 */
import { FEED_FLUSH_MS } from "~/domain/roulette/protocol";
import { type RoomSockets, sendFrame } from "./sockets";

/** A game's book of the round, as the list reads it: bumped `version` on every change the list shows. */
export type ListedBook = { readonly version: number; roundBets(): { bets: unknown[]; more: number } };

export class RoundList {
	private timer: ReturnType<typeof setTimeout> | null = null;
	private sentVersion = -1;
	private sending: Promise<void> = Promise.resolve();

	constructor(
		private readonly sockets: RoomSockets,
		private readonly book: ListedBook,
		private readonly roundId: () => string | null,
		/** Frames per turn of the event loop (RoomOptions.feedSlice). */
		private readonly slice: () => number,
	) {}

	/** The list changed: it goes out with the next flush (at most one a FEED_FLUSH_MS). */
	touch(): void {
		this.timer ??= setTimeout(() => this.flush(), FEED_FLUSH_MS);
	}

	/** Settles once every flush so far reached all of its sockets. */
	sent(): Promise<void> {
		return this.sending;
	}

	/** Sends the list now if it changed since the last one sent. */
	flush(): Promise<void> {
		if (this.timer) clearTimeout(this.timer);
		this.timer = null;
		const roundId = this.roundId();
		if (roundId === null || this.book.version === this.sentVersion) return this.sending;
		this.sentVersion = this.book.version;
		const { bets, more } = this.book.roundBets();
		const text = JSON.stringify({ type: "roundBets", serverNow: Date.now(), roundId, bets, more });
		const sockets = this.sockets.own();
		this.sockets.toRelays(text);
		const size = Math.max(1, this.slice());
		this.sending = this.sending.then(async () => {
			for (let at = 0; at < sockets.length; at += size) {
				if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
				for (const ws of sockets.slice(at, at + size)) sendFrame(ws, text);
			}
		});
		return this.sending;
	}
}
