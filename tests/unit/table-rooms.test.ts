/**
 * Where a table's sockets go (docs/decisions/0870-relays.md): TABLE_RELAYS read for every table or per table, 0 or 1
 * being the direct path; a player's key always picks the same relay, and keys spread over all of them.
 */
import { describe, expect, it } from "vitest";
import { MAX_RELAYS, relayIndex, relayName, relaysFor, relayTarget } from "~/server/table-rooms";

describe("relays per table", () => {
	it("reads TABLE_RELAYS: none by default, every table, per table, or both", () => {
		expect(relaysFor(undefined, "main")).toBe(0);
		expect(relaysFor("", "main")).toBe(0);
		expect(relaysFor("4", "main")).toBe(4);
		expect(relaysFor("aviator=8,main=2", "main")).toBe(2);
		expect(relaysFor("aviator=8,main=2", "other")).toBe(0);
		expect(relaysFor("2,aviator=8", "aviator")).toBe(8);
		expect(relaysFor("2,aviator=8", "main")).toBe(2);
		expect(relaysFor("x,main=-1,aviator=2.5", "main")).toBe(0);
		expect(relaysFor("1000", "main")).toBe(MAX_RELAYS);
	});

	it("picks one relay per key, stable, and spreads keys over every relay", () => {
		expect(relayIndex("user:abc", 4)).toBe(relayIndex("user:abc", 4));
		const counts = [0, 0, 0, 0];
		for (let i = 0; i < 4_000; i++) {
			const k = relayIndex(`user:${i}`, 4);
			counts[k] = (counts[k] ?? 0) + 1;
		}
		for (const count of counts) expect(count).toBeGreaterThan(800);
		expect(relayIndex("user:abc", 1)).toBe(0);
	});

	it("names a relay so that it finds its room, and refuses names no Worker gives", () => {
		expect(relayTarget(relayName("crash", "aviator", 3))).toEqual({ game: "crash", tableId: "aviator" });
		expect(relayTarget("poker/main/0")).toBeNull();
		expect(relayTarget("crash/aviator")).toBeNull();
	});
});
