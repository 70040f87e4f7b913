/**
 * Where a table's sockets go (docs/decisions/0810-game-host.md, 0870-relays.md): the room of the table's game's
 * durable class, or one of the table's relays in front of it. Shared by the Worker (routing an upgrade, ending
 * sessions) and the relays (reaching their room), so the mapping is written once.
 */
import { GAME_KINDS, type GameKind } from "~/domain/tables";

/** A table's room, of its game's durable class. */
export function tableRoom(env: Env, tableId: string, game: GameKind) {
	switch (game) {
		case "crash":
			return env.CRASH_ROOM.get(env.CRASH_ROOM.idFromName(tableId));
		case "andar-bahar":
			return env.ANDAR_BAHAR_ROOM.get(env.ANDAR_BAHAR_ROOM.idFromName(tableId));
		case "dragon-tiger":
			return env.DRAGON_TIGER_ROOM.get(env.DRAGON_TIGER_ROOM.idFromName(tableId));
		default:
			return env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(tableId));
	}
}

/** The most relays a table may have (a misconfigured var cannot make thousands of objects). */
export const MAX_RELAYS = 64;

/**
 * Relays per table from `TABLE_RELAYS`: "4" (every table), or "aviator=8,main=2" (per table; others none), or a
 * mix "2,aviator=8". 0 or 1 (the default) is today's direct path: the table's sockets go to its room.
 */
export function relaysFor(spec: unknown, tableId: string): number {
	if (typeof spec !== "string" || spec.trim() === "") return 0;
	let count = 0;
	for (const part of spec.split(",")) {
		const [name, value] = part.includes("=") ? part.split("=", 2) : [null, part];
		const n = Number(value?.trim());
		if (!Number.isInteger(n) || n < 0) continue;
		if (name === null) count = n;
		else if (name.trim() === tableId) return Math.min(n, MAX_RELAYS);
	}
	return Math.min(count, MAX_RELAYS);
}

/** FNV-1a over the key: a player's sockets (keyed by user, a spectator's by address) land on one relay. */
export function relayIndex(key: string, relays: number): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < key.length; i++) {
		hash ^= key.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash % Math.max(1, relays);
}

/** A relay's name: its game, its table and its index, so that it can find its room. */
export function relayName(game: GameKind, tableId: string, index: number): string {
	return `${game}/${tableId}/${index}`;
}

/** The game and table of a relay's name, or null for a name no Worker gives. */
export function relayTarget(name: string): { game: GameKind; tableId: string } | null {
	const [game, tableId, index] = name.split("/");
	const kind = GAME_KINDS.find((g) => g === game);
	if (!kind || !tableId || index === undefined) return null;
	return { game: kind, tableId };
}

/** A relay of a table, by its name. */
export function relayStub(env: Env, name: string) {
	return env.TABLE_RELAY.get(env.TABLE_RELAY.idFromName(name));
}
