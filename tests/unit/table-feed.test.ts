// The table feed's flush (durable/game-host/table-feed.ts) over stand-in sockets: one text for everyone, an own copy per
// author without their entries, at most FEED_BATCH_MAX entries and the rest counted in `more`; sent in slices.
import { afterEach, describe, expect, it, vi } from "vitest";
import { FEED_BATCH_MAX, type FeedEntry, type ServerMessage } from "~/domain/roulette/protocol";
import type { RoomSockets } from "~/durable/game-host/sockets";
import { TableFeed } from "~/durable/game-host/table-feed";

type Feed = Extract<ServerMessage, { type: "tableFeed" }>;

function fakeSocket() {
	const sent: Feed[] = [];
	return { sent, ws: { send: (text: string) => sent.push(JSON.parse(text) as Feed) } as unknown as WebSocket };
}

const entry = (name: string, at: number): FeedEntry => ({
	kind: "bet",
	name,
	amount: 10,
	betType: "straight",
	betValue: "7",
	wallet: "real",
	at,
});

describe("TableFeed.flush", () => {
	it("sends everyone the same first entries, each author a copy without their own, and counts the rest", async () => {
		const asha = fakeSocket();
		const ashaTab = fakeSocket();
		const ravi = fakeSocket();
		const spectator = fakeSocket();
		const byUser: Record<string, WebSocket[]> = { asha: [asha.ws, ashaTab.ws], ravi: [ravi.ws] };
		const sockets = {
			ofUser: (userId: string) => byUser[userId] ?? [],
			all: () => [asha.ws, ashaTab.ws, ravi.ws, spectator.ws],
			// No relays here: every socket is the room's own.
			own: () => [asha.ws, ashaTab.ws, ravi.ws, spectator.ws],
			toRelays: () => {},
		} as unknown as RoomSockets;
		const feed = new TableFeed(sockets, () => 200);
		// Asha's 3 bets first, then 24 of others (Ravi's among them), then an author with no socket.
		const items = [
			...[0, 1, 2].map((i) => ({ userId: "asha", entry: entry("A***", i) })),
			...Array.from({ length: 24 }, (_, i) => ({ userId: i === 5 ? "ravi" : `p${i}`, entry: entry("P***", 10 + i) })),
			{ userId: "gone", entry: entry("G***", 99) },
		];
		feed.queue("round-1", items, true);
		await feed.sent();

		const [common] = spectator.sent;
		expect(spectator.sent).toHaveLength(1);
		expect(common).toMatchObject({ type: "tableFeed", roundId: "round-1", more: items.length - FEED_BATCH_MAX });
		expect(typeof common?.serverNow).toBe("number");
		expect(common?.entries).toEqual(items.slice(0, FEED_BATCH_MAX).map((i) => i.entry));

		// Asha's tabs: the first 20 entries that are not hers, and the 28 - 3 - 20 others left counted.
		for (const tab of [asha, ashaTab]) {
			expect(tab.sent).toHaveLength(1);
			expect(tab.sent[0]?.entries).toEqual(items.slice(3, 3 + FEED_BATCH_MAX).map((i) => i.entry));
			expect(tab.sent[0]?.more).toBe(items.length - 3 - FEED_BATCH_MAX);
		}
		const ravisCopy = items.filter((i) => i.userId !== "ravi");
		expect(ravi.sent[0]?.entries).toEqual(ravisCopy.slice(0, FEED_BATCH_MAX).map((i) => i.entry));
		expect(ravi.sent[0]?.more).toBe(ravisCopy.length - FEED_BATCH_MAX);
		expect(feed.recentFor("asha")).not.toContainEqual(items[0]?.entry);
	});

	it("sends an author nothing when every entry of the batch is theirs", async () => {
		const asha = fakeSocket();
		const spectator = fakeSocket();
		const sockets = {
			ofUser: (userId: string) => (userId === "asha" ? [asha.ws] : []),
			all: () => [asha.ws, spectator.ws],
			// No relays here: every socket is the room's own.
			own: () => [asha.ws, spectator.ws],
			toRelays: () => {},
		} as unknown as RoomSockets;
		const feed = new TableFeed(sockets, () => 200);
		feed.queue("round-1", [{ userId: "asha", entry: entry("A***", 1) }], true);
		await feed.sent();
		expect(asha.sent).toEqual([]);
		expect(spectator.sent[0]?.entries).toHaveLength(1);
		expect(spectator.sent[0]?.more).toBe(0);
	});

	afterEach(() => {
		vi.useRealTimers();
	});

	it("sends a slice of the sockets per turn of the event loop, and a later flush only after the earlier one", async () => {
		vi.useFakeTimers();
		const spectators = Array.from({ length: 5 }, fakeSocket);
		const sockets = {
			ofUser: () => [],
			all: () => spectators.map((s) => s.ws),
			own: () => spectators.map((s) => s.ws),
			toRelays: () => {},
		} as unknown as RoomSockets;
		const feed = new TableFeed(sockets, () => 2);
		const sentTo = () => spectators.map((s) => s.sent.length);
		feed.queue("round-1", [{ userId: "p1", entry: entry("P***", 1) }], true);
		feed.queue("round-1", [{ userId: "p2", entry: entry("Q***", 2) }], true);
		// One snapshot per turn of the event loop (the first slice goes out at once): two frames more each turn, each
		// socket's first flush before its second.
		const turns: number[][] = [];
		for (let turn = 0; turn < 4; turn++) {
			await vi.runOnlyPendingTimersAsync();
			turns.push(sentTo());
		}
		expect(turns).toEqual([
			[1, 1, 1, 1, 0],
			[2, 2, 1, 1, 1],
			[2, 2, 2, 2, 1],
			[2, 2, 2, 2, 2],
		]);
		await feed.sent();
		// Every socket got the first flush before the second.
		for (const s of spectators) expect(s.sent.map((m) => m.entries[0]?.name)).toEqual(["P***", "Q***"]);
	});
});
