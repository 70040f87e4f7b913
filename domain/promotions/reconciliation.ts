/**
 * What reconciliation expects of a bonus (docs/decisions/0850-promotions.md): its balance is the sum of its
 * `bonus_ledger` entries; its entries are one credit of its amount, then, once it has ended, the one end its status
 * names (and its balance is then 0; bonus money is never staked, so an active bonus holds its amount); and a
 * conversion credited real money exactly once, the amount the bonus ledger's conversion took out of it.
 */
import type { BonusStatus } from "./rules";

/** Why a bonus disagrees with its ledgers. */
export type BonusProblem =
	/** Its balance is not the sum of its `bonus_ledger` entries. */
	| "balance"
	/** Its status (or its balance for that status) is not what its entries say. */
	| "status"
	/** The real ledger's conversion entries do not equal the bonus ledger's conversion (missing, twice, or another sum). */
	| "conversion";

/** A bonus as reconciliation reads it: the row and what its ledgers hold for it. */
export type BonusFacts = {
	status: BonusStatus;
	amountPaise: number;
	balancePaise: number;
	/** The sum of its `bonus_ledger` entries. */
	ledgerPaise: number;
	/** The sum of its `bonus_credit` entries, and how many there are. */
	creditPaise: number;
	credits: number;
	/** Its other entries' reasons, in order, joined by commas (null when none). */
	ends: string | null;
	/** The money its `bonus_ledger` conversion took out of it (positive). */
	bonusConversionPaise: number;
	/** The real money credited for it (`ledger_entries` with reason `bonus_conversion`), and in how many entries. */
	realConversionPaise: number;
	realConversions: number;
};

/** The end entry each status needs (none while active). */
export const BONUS_END_REASON: Record<BonusStatus, string | null> = {
	active: null,
	converted: "bonus_conversion",
	expired: "bonus_expiry",
	forfeited: "bonus_forfeit",
};

/** The problems of one bonus; none when it agrees with its ledgers. */
export function bonusProblems(b: BonusFacts): BonusProblem[] {
	const problems: BonusProblem[] = [];
	if (b.balancePaise !== b.ledgerPaise) problems.push("balance");
	const expectedBalance = b.status === "active" ? b.amountPaise : 0;
	if (
		b.credits !== 1 ||
		b.creditPaise !== b.amountPaise ||
		b.ends !== BONUS_END_REASON[b.status] ||
		b.balancePaise !== expectedBalance
	) {
		problems.push("status");
	}
	const converted = b.status === "converted" ? 1 : 0;
	if (
		b.realConversions !== converted ||
		b.realConversionPaise !== b.bonusConversionPaise ||
		b.bonusConversionPaise !== converted * b.amountPaise
	) {
		problems.push("conversion");
	}
	return problems;
}
