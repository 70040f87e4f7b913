/**
 * Pending deposits against a statement's credits (docs/decisions/0861-bank-statement-matching.md). A deposit is
 * matched when exactly one credit carries its UTR and the same amount; a credit that no deposit claims is listed so
 * the operator can find a player who paid without submitting the UTR.
 */
import type { StatementCredit } from "./parse";

export type DepositToMatch = { id: string; utr: string | null; amountPaise: number };

export type MatchClass = "matched" | "amount_differs" | "utr_not_found" | "ambiguous";

export type DepositMatch = {
	transactionId: string;
	class: MatchClass;
	/** The credit it matched, or the one whose amount differs; null otherwise. */
	credit: StatementCredit | null;
	/** Every credit carrying the deposit's UTR (several when ambiguous). */
	candidates: StatementCredit[];
};

export type StatementMatch = { deposits: DepositMatch[]; unclaimed: StatementCredit[] };

/**
 * Classifies each deposit. `knownUtrs` are the UTRs of every deposit request, decided or not: a credit carrying one
 * of them is someone's request (already decided, or pending), never unclaimed. `usedKeys` are the statement lines
 * that already justified a deposit: they are neither offered again nor listed as unclaimed.
 */
export function matchStatement(
	deposits: readonly DepositToMatch[],
	credits: readonly StatementCredit[],
	knownUtrs: ReadonlySet<string> = new Set(),
	usedKeys: ReadonlySet<string> = new Set(),
): StatementMatch {
	const byUtr = new Map<string, StatementCredit[]>();
	for (const credit of credits) {
		for (const utr of credit.utrs) byUtr.set(utr, [...(byUtr.get(utr) ?? []), credit]);
	}
	const claimed = new Set<StatementCredit>();
	const results = deposits.map((deposit): DepositMatch => {
		const candidates = deposit.utr ? (byUtr.get(deposit.utr) ?? []) : [];
		for (const credit of candidates) claimed.add(credit);
		const open = candidates.filter((credit) => !usedKeys.has(credit.key));
		if (open.length === 0) return { transactionId: deposit.id, class: "utr_not_found", credit: null, candidates };
		if (open.length > 1) return { transactionId: deposit.id, class: "ambiguous", credit: null, candidates: open };
		const [credit] = open as [StatementCredit];
		return {
			transactionId: deposit.id,
			class: credit.amountPaise === deposit.amountPaise ? "matched" : "amount_differs",
			credit,
			candidates: open,
		};
	});
	const unclaimed = credits.filter(
		(credit) => !claimed.has(credit) && !usedKeys.has(credit.key) && !credit.utrs.some((utr) => knownUtrs.has(utr)),
	);
	return { deposits: results, unclaimed };
}
