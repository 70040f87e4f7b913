/** What reconciliation expects of a bonus (domain/promotions/reconciliation.ts, docs/decisions/0850-promotions.md). */
import { describe, expect, it } from "vitest";
import { type BonusFacts, bonusProblems } from "~/domain/promotions/reconciliation";

const active: BonusFacts = {
	status: "active",
	amountPaise: 50_000,
	balancePaise: 50_000,
	ledgerPaise: 50_000,
	creditPaise: 50_000,
	credits: 1,
	ends: null,
	bonusConversionPaise: 0,
	realConversionPaise: 0,
	realConversions: 0,
};
const converted: BonusFacts = {
	...active,
	status: "converted",
	balancePaise: 0,
	ledgerPaise: 0,
	ends: "bonus_conversion",
	bonusConversionPaise: 50_000,
	realConversionPaise: 50_000,
	realConversions: 1,
};

describe("bonusProblems", () => {
	it("finds nothing wrong with a bonus that agrees with its ledgers, in each state", () => {
		expect(bonusProblems(active)).toEqual([]);
		expect(bonusProblems(converted)).toEqual([]);
		for (const [status, ends] of [
			["expired", "bonus_expiry"],
			["forfeited", "bonus_forfeit"],
		] as const) {
			expect(bonusProblems({ ...active, status, ends, balancePaise: 0, ledgerPaise: 0 })).toEqual([]);
		}
	});

	it("names each disagreement", () => {
		expect(bonusProblems({ ...active, balancePaise: 20_000 })).toEqual(["balance", "status"]);
		expect(bonusProblems({ ...active, credits: 2, creditPaise: 100_000, ledgerPaise: 100_000 })).toEqual([
			"balance",
			"status",
		]);
		expect(bonusProblems({ ...active, status: "expired", balancePaise: 0 })).toEqual(["balance", "status"]);
		expect(bonusProblems({ ...converted, ends: "bonus_expiry", bonusConversionPaise: 0 })).toEqual([
			"status",
			"conversion",
		]);
		// Credited to real money twice, or not at all, or another sum.
		expect(bonusProblems({ ...converted, realConversions: 2, realConversionPaise: 100_000 })).toEqual(["conversion"]);
		expect(bonusProblems({ ...converted, realConversions: 0, realConversionPaise: 0 })).toEqual(["conversion"]);
		expect(bonusProblems({ ...converted, realConversionPaise: 40_000 })).toEqual(["conversion"]);
		expect(bonusProblems({ ...active, realConversions: 1, realConversionPaise: 50_000 })).toEqual(["conversion"]);
	});
});
