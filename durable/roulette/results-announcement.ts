/**
 * Telling a settled round's outcome: each connected player their betResult (with their balances after it), the
 * table feed its wins, and everyone the round's winners when it had any. The money is settled before this runs;
 * losing this only loses the notification (syncState has the balances).
 */
import { RECENT_WINNERS_KEPT, type RecentWinner } from "~/domain/roulette/protocol";
import type { Database } from "~/server/db/client";
import { balancesOfMany } from "../game-host/settlement";
import type { RoomSockets } from "../game-host/sockets";
import type { TableFeed } from "../game-host/table-feed";
import type { Unsettled } from "./round-machine";
import { betResultFor, roundOutcome } from "./settlement";

/** Announces the round; a new winners list is stored (`remember`) before anyone is told it. */
export async function announceResults(
	parts: { db: Database; sockets: RoomSockets; feed: TableFeed },
	round: Unsettled,
	known: RecentWinner[],
	remember: (recentWinners: RecentWinner[]) => Promise<void>,
): Promise<void> {
	const { db, sockets, feed } = parts;
	const { perUser, winners, wins } = await roundOutcome(db, round);
	if (winners.length > 0 && !known.some((w) => w.roundId === round.roundId)) {
		const recentWinners = [...winners, ...known].slice(0, RECENT_WINNERS_KEPT);
		await remember(recentWinners);
		// Everyone at the table sees the new winners at once (the winners panel), not only after a reconnect.
		sockets.broadcast({ type: "recentWinners", recentWinners });
	}
	if (wins.length > 0) feed.queue(round.roundId, wins, true);
	const listening = [...perUser.keys()].filter((userId) => sockets.ofUser(userId).length > 0);
	const balancesByUser = await balancesOfMany(db, listening);
	for (const userId of listening) {
		const outcome = perUser.get(userId);
		const balances = balancesByUser.get(userId) ?? { realBalance: 0, playTokens: 0 };
		if (outcome) for (const ws of sockets.ofUser(userId)) sockets.send(ws, betResultFor(round, outcome, balances));
	}
}
