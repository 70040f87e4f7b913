/**
 * Racetrack calls carried with their bets (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history),
 * over real sockets: the room expands a named call again and takes the naming only when its bets are among the
 * submission's, stores the call with its bets in the submission's batch, and the bet history answers it.
 */
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rouletteMessages } from "~/domain/messages";
import type { BetRequest, ClientMessage, PlacedBet } from "~/domain/roulette/protocol";
import { expandCall, type NamedCall, type RacetrackCall } from "~/domain/roulette/racetrack";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { api } from "./helpers/api";
import { bettingRound, holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

const voisins: RacetrackCall = { kind: "announced", bet: "voisins" };
const jeuZero: RacetrackCall = { kind: "announced", bet: "jeu-zero" };
const around17: RacetrackCall = { kind: "neighbours", centre: 17, each: 1 };

const sid = () => crypto.randomUUID();

async function seatedPlayer(realPaise = 100_000) {
	const stub = await isolatedRoom();
	const player = await createUser({ realPaise });
	await holdClock(stub);
	const client = await connectAs(stub, player);
	const round = await bettingRound(client);
	return { stub, player, client, round };
}

async function rowsOf(userId: string) {
	const bets = await env.DB.prepare(
		"SELECT bet_type, numbers, amount_paise, call_id FROM bets WHERE user_id = ? ORDER BY position",
	)
		.bind(userId)
		.all<{ bet_type: string; numbers: string; amount_paise: number; call_id: string | null }>();
	const calls = await env.DB.prepare(
		"SELECT id, position, kind, centre, each_side, chip_paise FROM bet_calls WHERE user_id = ? ORDER BY position",
	)
		.bind(userId)
		.all<{ id: string; position: number; kind: string; centre: number | null; each_side: number | null }>();
	const ledger = await env.DB.prepare("SELECT amount_paise FROM ledger_entries WHERE user_id = ? AND reason <> 'seed'")
		.bind(userId)
		.all<{ amount_paise: number }>();
	return { bets: bets.results, calls: calls.results, ledger: ledger.results };
}

type HistoryBet = {
	type: string;
	numbers: number[];
	amount: number;
	call: { id: string; kind: string; centre: number | null; n: number | null; chip: number; total: number } | null;
};

async function history(player: TestUser): Promise<HistoryBet[]> {
	const response = await api("/user/bets?pageSize=50", player);
	expect(response.status).toBe(200);
	return ((await response.json()) as { bets: HistoryBet[] }).bets;
}

const place = (submissionId: string, bets: BetRequest[], calls?: unknown): ClientMessage =>
	({
		type: "placeBets",
		submissionId,
		wallet: "real",
		bets,
		...(calls === undefined ? {} : { calls }),
	}) as ClientMessage;

/** The bets of a placed bet list that a call placed, grouped by the call's id. */
function byCall(bets: readonly PlacedBet[]) {
	const groups = new Map<string, PlacedBet[]>();
	for (const bet of bets) if (bet.call) groups.set(bet.call.id, [...(groups.get(bet.call.id) ?? []), bet]);
	return [...groups.values()];
}

describe("racetrack calls with their bets", () => {
	it("takes a named call, stores it with its bets in the same batch, keeps it across an eviction, and the history names it", async () => {
		const { stub, player, client } = await seatedPlayer();
		// A plain bet first and the calls' bets after, in any order: the room finds each call's bets by themselves.
		const bets: BetRequest[] = [
			{ type: "red", amount: 10 },
			...expandCall(around17, 10),
			...expandCall(voisins, 10).reverse(),
		];
		const calls: NamedCall[] = [
			{ call: voisins, chip: 10 },
			{ call: around17, chip: 10 },
		];
		const submissionId = sid();
		client.send(place(submissionId, bets, calls));
		const ack = await client.reply(submissionId);
		if (ack.type !== "betsPlaced") throw new Error(ack.message);
		expect(ack.balances.realBalance).toBe(1_000 - 10 - 30 - 90);
		// Each bet of a call carries the call, the same id for all of them; the red bet carries none.
		expect(ack.bets[0]).toEqual({ type: "red", numbers: expect.any(Array), amount: 10, wallet: "real", submissionId });
		const groups = byCall(ack.bets);
		expect(groups.map((g) => [g[0]?.call?.call, g[0]?.call?.chip, g.length])).toEqual([
			[around17, 10, 3],
			[voisins, 10, 7],
		]);

		const stored = await rowsOf(player.id);
		expect(stored.ledger).toEqual([{ amount_paise: -13_000 }]);
		expect(stored.calls).toMatchObject([
			{ position: 0, kind: "voisins", centre: null, each_side: null, chip_paise: 1_000 },
			{ position: 1, kind: "neighbours", centre: 17, each_side: 1, chip_paise: 1_000 },
		]);
		const [voisinsRow, aroundRow] = stored.calls;
		expect(stored.bets.map((b) => b.call_id)).toEqual([
			null,
			...Array(3).fill(aroundRow?.id),
			...Array(7).fill(voisinsRow?.id),
		]);
		expect(groups.map((g) => g[0]?.call?.id)).toEqual([aroundRow?.id, voisinsRow?.id]);

		// A reconnect after an eviction rebuilds the seat from D1, calls and all (what Repeat repeats).
		client.close();
		await evictDurableObject(stub);
		const again = await connectAs(stub, player);
		const sync = await again.next("syncState");
		expect(sync.you?.bets).toEqual(ack.bets);

		// The history answers every bet with its call's name parts; settled or not, the call is the same.
		const from = again.messages.length;
		await tick(stub);
		await tick(stub);
		await again.next("betResult", { from });
		const answered = await history(player);
		expect(answered).toHaveLength(11);
		const voisinsView = { id: voisinsRow?.id, kind: "voisins", centre: null, n: null, chip: 10, total: 90 };
		const aroundView = { id: aroundRow?.id, kind: "neighbours", centre: 17, n: 1, chip: 10, total: 30 };
		expect(answered.map((b) => [b.type, b.numbers, b.amount, b.call])).toEqual([
			["red", expect.any(Array), 10, null],
			...expandCall(around17, 10).map((b) => [b.type, b.numbers, b.amount, aroundView]),
			...expandCall(voisins, 10)
				.reverse()
				.map((b) => [b.type, b.numbers, b.amount, voisinsView]),
		]);
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		again.close();
	});

	it("refuses a call that does not match its bets, whole, with its message, and debits nothing", async () => {
		const { player, client } = await seatedPlayer();
		const cases: Array<{ name: string; bets: BetRequest[]; calls: unknown }> = [
			{ name: "a chip the bets were not made of", bets: expandCall(voisins, 10), calls: [{ call: voisins, chip: 20 }] },
			{
				name: "a part missing",
				bets: expandCall(voisins, 10).slice(1),
				calls: [{ call: voisins, chip: 10 }],
			},
			{
				name: "a part at another amount",
				bets: expandCall(around17, 10).map((b, i) => (i === 0 ? { ...b, amount: 20 } : b)),
				calls: [{ call: around17, chip: 10 }],
			},
			{
				name: "one call's bets named twice",
				bets: expandCall(jeuZero, 10),
				calls: [
					{ call: jeuZero, chip: 10 },
					{ call: jeuZero, chip: 10 },
				],
			},
			{
				name: "a call over another call's bets",
				bets: expandCall(voisins, 10),
				calls: [{ call: jeuZero, chip: 10 }],
			},
		];
		for (const c of cases) {
			const submissionId = sid();
			client.send(place(submissionId, c.bets, c.calls));
			expect(await client.reply(submissionId), c.name).toMatchObject({
				type: "error",
				message: rouletteMessages.callMismatch,
			});
		}
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 0 });
		expect(await rowsOf(player.id)).toEqual({ bets: [], calls: [], ledger: [] });
		// The bets are still the table's to judge first: a call cannot make a refused bet acceptable.
		const overMax = sid();
		client.send(place(overMax, expandCall(voisins, 30_000), [{ call: voisins, chip: 30_000 }]));
		expect(await client.reply(overMax)).toMatchObject({ type: "error", message: rouletteMessages.roundLimit });
		// Two calls that share a place (Voisins and Jeu Zéro both hold 12/15 and 32/35) each find their own bets.
		const both = sid();
		client.send(
			place(
				both,
				[...expandCall(voisins, 10), ...expandCall(jeuZero, 10)],
				[
					{ call: jeuZero, chip: 10 },
					{ call: voisins, chip: 10 },
				],
			),
		);
		const ack = await client.reply(both);
		if (ack.type !== "betsPlaced") throw new Error(ack.message);
		expect(byCall(ack.bets).map((g) => [g[0]?.call?.call, g.length])).toEqual([
			[voisins, 7],
			[jeuZero, 4],
		]);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(100_000 - 13_000);
		client.close();
	});

	it("debits a duplicated submission with calls once and stores its calls once", async () => {
		const { player, client } = await seatedPlayer();
		const submissionId = sid();
		const message = place(submissionId, expandCall(voisins, 20), [{ call: voisins, chip: 20 }]);
		const replies = () => client.messages.filter((m) => m.type === "betsPlaced" || m.type === "error");
		client.send(message);
		client.send(message);
		await client.until(() => (replies().length >= 2 ? true : undefined), "the replies to the racing copies");
		client.send(message);
		await client.until(() => (replies().length >= 3 ? true : undefined), "the reply to the late copy");
		expect(replies().map((m) => m.type)).toEqual(["betsPlaced", "betsPlaced", "betsPlaced"]);
		const stored = await rowsOf(player.id);
		expect(stored.ledger).toEqual([{ amount_paise: -18_000 }]);
		expect(stored.calls).toHaveLength(1);
		expect(stored.bets).toHaveLength(7);
		expect(new Set(stored.bets.map((b) => b.call_id))).toEqual(new Set([stored.calls[0]?.id]));
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(100_000 - 18_000);
		client.close();
	});
});
