import { describe, expect, it } from "vitest";
import { formatByWallet, formatInWallet, outcomeSentences, roundOutcomeText } from "~/domain/roulette/outcome";

describe("amounts per wallet", () => {
	it("writes rupees and tokens in their own units and never adds them up", () => {
		expect(formatInWallet(100000, "real")).toBe("₹1,00,000");
		expect(formatInWallet(20, "tokens")).toBe("20 tokens");
		expect(
			formatByWallet([
				{ wallet: "tokens", amount: 20 },
				{ wallet: "real", amount: 50 },
				{ wallet: "real", amount: 10 },
			]),
		).toBe("₹60 + 20 tokens");
		expect(formatByWallet([])).toBe("₹0");
	});

	it("says what a round did, each part in its unit", () => {
		expect(roundOutcomeText([{ wallet: "real", stake: 10, won: 360, refunded: 0 }])).toEqual({
			text: "You won ₹360",
			won: true,
			refunded: false,
		});
		expect(
			roundOutcomeText([
				{ wallet: "real", stake: 50, won: 0, refunded: 50 },
				{ wallet: "tokens", stake: 20, won: 380, refunded: 0 },
			]).text,
		).toBe("You won 380 tokens. ₹50 refunded: the result was set by the operator");
		expect(
			roundOutcomeText([
				{ wallet: "real", stake: 50, won: 0, refunded: 0 },
				{ wallet: "tokens", stake: 20, won: 40, refunded: 0 },
			]).text,
		).toBe("You won 40 tokens. You lost ₹50");
		expect(roundOutcomeText([{ wallet: "tokens", stake: 20, won: 0, refunded: 0 }])).toEqual({
			text: "You lost 20 tokens",
			won: false,
			refunded: false,
		});
	});

	it("never tells a return smaller than the stake as a win: what came back and the net, per wallet (issue 30, finding 8)", () => {
		const english = { byWallet: formatByWallet, inWallet: formatInWallet, say: (text: string) => text };
		// ₹200 staked over several places, ₹180 back: a net loss of ₹20.
		const partial = outcomeSentences([{ wallet: "real", stake: 200, won: 180, refunded: 0 }], english);
		expect(partial).toEqual({
			sentences: ["₹180 back from ₹200 staked, net \u2212₹20"],
			won: false,
			refunded: false,
			celebrate: false,
		});
		expect(outcomeSentences([{ wallet: "tokens", stake: 200, won: 200, refunded: 0 }], english).sentences).toEqual([
			"200 tokens back from 200 tokens staked, net 0 tokens",
		]);
		// A win in tokens beside a partial return in rupees: each in its unit, and no celebration while rupees were lost.
		const mixed = outcomeSentences(
			[
				{ wallet: "real", stake: 200, won: 180, refunded: 0 },
				{ wallet: "tokens", stake: 10, won: 360, refunded: 0 },
			],
			english,
		);
		expect(mixed.sentences).toEqual(["You won 360 tokens", "₹180 back from ₹200 staked, net \u2212₹20"]);
		expect(mixed.celebrate).toBe(false);
		expect(outcomeSentences([{ wallet: "real", stake: 10, won: 360, refunded: 0 }], english).celebrate).toBe(true);
		expect(roundOutcomeText([{ wallet: "real", stake: 200, won: 180, refunded: 0 }]).text).not.toContain("won");
	});
});
