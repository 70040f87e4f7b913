/**
 * The admin's live bets name the player as the admin's lists do (issue 33): the masked name and phone, carried with
 * the socket the Worker admitted (`X-Room-User-Masked-Phone`), not read from D1 per bet. Proved through the Worker's
 * socket path (`/api/room/socket`): the new bets as they arrive, a late admin's syncState, and the book rebuilt from
 * D1 after an eviction; players never receive them.
 */
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LiveBet, ServerMessage } from "~/domain/roulette/protocol";
import { bettingRound, holdClock } from "./helpers/room-clock";
import { isolatedRoom } from "./helpers/room-socket";
import { openTable } from "./helpers/table-socket";
import { createUser } from "./helpers/users";

/** "+919812458629" → "+91 98*** **629": the national number's first two and last three digits. */
const masked = (phone: string) => `+91 ${phone.slice(3, 5)}*** **${phone.slice(10)}`;

const liveOf = (messages: ServerMessage[]) => messages.flatMap((m) => (m.type === "liveBets" ? m.bets : []));

describe("the admin's live bets", () => {
	it("show each player's masked name and phone, not only an id, as bets arrive, to a late admin and after an eviction", async () => {
		const table = `t-${crypto.randomUUID().slice(0, 8)}`;
		const stub = await isolatedRoom(table);
		await holdClock(stub);
		const admin = await createUser({ role: "admin" });
		const ravi = await createUser({ realPaise: 100_000, name: "Ravi Kumar" });
		const meera = await createUser({ tokensPaise: 10_000, name: "Meera Nair" });
		// An account without a phone is shown without one.
		await env.DB.prepare("UPDATE users SET phone = NULL WHERE id = ?").bind(meera.id).run();

		const watching = await openTable(table, admin);
		const players = [await openTable(table, ravi), await openTable(table, meera)];
		const round = await bettingRound(players[0] ?? watching);
		expect((await watching.next("syncState")).liveBets).toEqual([]);

		const ids = [crypto.randomUUID(), crypto.randomUUID()];
		players[0]?.send({
			type: "placeBets",
			submissionId: ids[0] as string,
			wallet: "real",
			bets: [{ type: "straight", numbers: [17], amount: 500 }],
		});
		expect((await players[0]?.reply(ids[0] as string))?.type).toBe("betsPlaced");
		players[1]?.send({
			type: "placeBets",
			submissionId: ids[1] as string,
			wallet: "tokens",
			bets: [{ type: "red", amount: 40 }],
		});
		expect((await players[1]?.reply(ids[1] as string))?.type).toBe("betsPlaced");

		const expected: LiveBet[] = [
			{
				userId: ravi.id,
				name: "Ra***",
				phone: masked(ravi.phone),
				amount: 500,
				betType: "straight",
				betValue: "17",
				wallet: "real",
				roundId: round.roundId,
			},
			{
				userId: meera.id,
				name: "Me***",
				phone: null,
				amount: 40,
				betType: "red",
				betValue: "red",
				wallet: "tokens",
				roundId: round.roundId,
			},
		];
		await watching.until(() => (liveOf(watching.messages).length === 2 ? true : undefined), "both live bets");
		expect(liveOf(watching.messages)).toEqual(expected);
		// The room holds only the masked phone: the whole number never reaches an admin's socket either.
		expect(JSON.stringify(watching.messages)).not.toContain(ravi.phone.slice(3));

		// An admin who opens the console later gets the same list in their syncState.
		const late = await openTable(table, admin);
		expect((await late.next("syncState")).liveBets).toEqual(expected);

		// Players never receive live bets, names or phones of others.
		for (const player of players) {
			expect(liveOf(player.messages)).toEqual([]);
			expect(JSON.stringify(player.messages)).not.toContain(masked(ravi.phone));
		}

		// After an eviction the book is rebuilt from D1, and names the players the same way.
		for (const client of [watching, late, ...players]) client.close();
		await evictDurableObject(stub);
		const again = await openTable(table, admin);
		expect((await again.next("syncState")).liveBets).toEqual(expected);
		again.close();
	});
});
