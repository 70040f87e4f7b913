import { describe, expect, it } from "vitest";
import { formatByWallet, formatInWallet, roundOutcomeText } from "~/domain/roulette/outcome";

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
});
