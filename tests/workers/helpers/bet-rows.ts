import { env } from "cloudflare:workers";
import type { Wallet } from "~/domain/roulette/protocol";

/** A bet row with its table and what the ledger paid for it: its settlement entries and their sum. */
export type SettledBetRow = {
	id: string;
	round_id: string;
	table_id: string;
	user_id: string;
	submission_id: string;
	position: number;
	wallet: Wallet;
	numbers: string;
	amount_paise: number;
	status: string;
	payout_paise: number | null;
	entries: number;
	paid: number;
};

/** The bets of a round, or of a player at every table, in the order placed, each with its settlement entries. */
export async function betRowsWithEntries(by: { roundId: string } | { userId: string }): Promise<SettledBetRow[]> {
	const [column, value] = "roundId" in by ? ["b.round_id", by.roundId] : ["b.user_id", by.userId];
	const { results } = await env.DB.prepare(
		`SELECT b.id, b.round_id, r.table_id, b.user_id, b.submission_id, b.position, b.wallet, b.numbers, b.amount_paise,
		        b.status, b.payout_paise,
		        (SELECT COUNT(*) FROM ledger_entries l WHERE l.ref_type = 'bet' AND l.ref_id = b.id) AS entries,
		        (SELECT COALESCE(SUM(l.amount_paise), 0) FROM ledger_entries l WHERE l.ref_type = 'bet' AND l.ref_id = b.id) AS paid
		 FROM bets b JOIN rounds r ON r.id = b.round_id WHERE ${column} = ? ORDER BY b.created_at, b.position`,
	)
		.bind(value)
		.all<SettledBetRow>();
	return results;
}
