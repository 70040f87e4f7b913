/**
 * A table's relays for the Workers tests (docs/decisions/0870-relays.md): a crash table of its own, its relays by
 * index, and players connected to a chosen relay with the headers the Worker sets.
 */
import { env } from "cloudflare:workers";
import type { CrashClientMessage, CrashServerMessage } from "~/domain/crash/protocol";
import type { GameKind } from "~/domain/tables";
import { relayName } from "~/server/table-rooms";
import type { CrashClient } from "./crash-room";
import { connectAs } from "./room-socket";

/** Relay `index` of a table (a crash table unless `game` says). */
export function relayOf(tableId: string, index: number, game: GameKind = "crash") {
	return env.TABLE_RELAY.get(env.TABLE_RELAY.idFromName(relayName(game, tableId, index)));
}

export type RelayStub = ReturnType<typeof relayOf>;

/** Connects a player (or a spectator) to a crash table's relay; the token lasts as long as a held clock needs. */
export function connectRelay(
	relay: RelayStub,
	user: { id: string; role: string; sessionId?: string } | null,
	client?: string,
): Promise<CrashClient> {
	return connectAs<CrashServerMessage, CrashClientMessage>(relay, user, client, Date.now() + 3_600_000);
}
