import { describe, expect, it } from "vitest";
import { type BetType, settleBets, TABLE_LIMITS, validateBet, validateSubmission } from "~/domain/roulette/bets";
import { callName, callNameWithStake, spokenCallName } from "~/domain/roulette/call-names";
import {
	ANNOUNCED_BETS,
	type AnnouncedBet,
	assignCalls,
	CALL_KINDS,
	callChips,
	callFromParts,
	callPartsOf,
	callStakePaise,
	expandCall,
	isRacetrackCall,
	neighbours,
	type RacetrackCall,
} from "~/domain/roulette/racetrack";

// The European wheel clockwise from the zero, written here again on purpose: the expectations below are computed
// from this list and the standard odds, not from the modules under test.
const WHEEL = "0 32 15 19 4 21 2 25 17 34 6 27 13 36 11 30 8 23 10 5 24 16 33 1 20 14 31 9 22 18 29 7 28 12 35 3 26"
	.split(" ")
	.map(Number);
const POCKETS = Array.from({ length: 37 }, (_, n) => n);

type Expected = { type: BetType; numbers: number[]; chips: number };
const e = (type: BetType, numbers: number[], chips = 1): Expected => ({ type, numbers, chips });

// The standard French announced bets: places and chips.
const STANDARD: Record<AnnouncedBet, Expected[]> = {
	voisins: [
		e("street", [0, 2, 3], 2),
		e("split", [4, 7]),
		e("split", [12, 15]),
		e("split", [18, 21]),
		e("split", [19, 22]),
		e("split", [32, 35]),
		e("corner", [25, 26, 28, 29], 2),
	],
	tiers: [
		e("split", [5, 8]),
		e("split", [10, 11]),
		e("split", [13, 16]),
		e("split", [23, 24]),
		e("split", [27, 30]),
		e("split", [33, 36]),
	],
	orphelins: [e("straight", [1]), e("split", [6, 9]), e("split", [14, 17]), e("split", [17, 20]), e("split", [31, 34])],
	"jeu-zero": [e("split", [0, 3]), e("split", [12, 15]), e("straight", [26]), e("split", [32, 35])],
};
const STANDARD_CHIPS: Record<AnnouncedBet, number> = { voisins: 9, tiers: 6, orphelins: 5, "jeu-zero": 4 };

/** The pockets clockwise from `from` to `to` on the wheel, both included. */
function arc(from: number, to: number): number[] {
	const start = WHEEL.indexOf(from);
	const out: number[] = [];
	for (let i = start; ; i = (i + 1) % 37) {
		out.push(WHEEL[i] as number);
		if (WHEEL[i] === to) return out;
	}
}

function expectedNeighbours(centre: number, each: number): Expected[] {
	const at = WHEEL.indexOf(centre);
	return Array.from({ length: 2 * each + 1 }, (_, k) => e("straight", [WHEEL[(at + k - each + 37) % 37] as number]));
}

/**
 * What the expected bets return on a result, in paise, from the standard odds alone: a bet on k numbers of the
 * 36 + 1 pockets pays 36/k times its stake back (35 to 1, 17 to 1, 11 to 1, 8 to 1), nothing when it loses.
 */
function expectedReturnPaise(expected: Expected[], chipPaise: number, result: number): number {
	return expected.reduce(
		(sum, x) => sum + (x.numbers.includes(result) ? (x.chips * chipPaise * 36) / x.numbers.length : 0),
		0,
	);
}

const sortedKey = (bets: { type: string; numbers: number[]; amount: number }[]) =>
	bets.map((b) => `${b.type}:${[...b.numbers].sort((x, y) => x - y).join(",")}:${b.amount}`).sort();

const EVERY_NEIGHBOUR_CALL: RacetrackCall[] = POCKETS.flatMap((centre) =>
	Array.from({ length: 10 }, (_, each): RacetrackCall => ({ kind: "neighbours", centre, each })),
);
const EVERY_ANNOUNCED_CALL: RacetrackCall[] = ANNOUNCED_BETS.map((bet) => ({ kind: "announced", bet }));

function expectedOf(call: RacetrackCall): Expected[] {
	return call.kind === "announced" ? STANDARD[call.bet] : expectedNeighbours(call.centre, call.each);
}

/** The bets as the room takes them, or the refusal as a failure. */
function accepted(bets: unknown[], label: string) {
	const submitted = validateSubmission([], bets, TABLE_LIMITS);
	if (!submitted.ok) throw new Error(`${label}: ${submitted.message}`);
	return submitted.value;
}

/** Checks a call against its expected bets: the places and chips, the validation and every result's payout. */
function checkCall(call: RacetrackCall, chipRupees: number) {
	const expected = expectedOf(call);
	const label = JSON.stringify(call);
	const bets = expandCall(call, chipRupees);
	expect(sortedKey(bets), label).toEqual(
		sortedKey(expected.map((x) => ({ type: x.type, numbers: x.numbers, amount: x.chips * chipRupees }))),
	);
	expect(callChips(call), label).toBe(expected.reduce((s, x) => s + x.chips, 0));
	expect(callStakePaise(call, chipRupees), label).toBe(callChips(call) * chipRupees * 100);

	// Valid by the same rules as bets placed by hand, one by one and as one submission.
	for (const bet of bets) expect(validateBet(bet).ok, `${label} ${bet.type} ${bet.numbers}`).toBe(true);
	const placed = accepted(bets, label);
	expect(
		placed.reduce((s, b) => s + b.amountPaise, 0),
		label,
	).toBe(callStakePaise(call, chipRupees));

	for (const result of POCKETS) {
		const paid = settleBets(placed, result).reduce((s, b) => s + b.payoutPaise, 0);
		expect(paid, `${label} on ${result}`).toBe(expectedReturnPaise(expected, chipRupees * 100, result));
	}
}

describe("the racetrack's neighbours", () => {
	it("walks the European wheel in its order, both ways round the zero", () => {
		expect(neighbours(0, 2)).toEqual([3, 26, 0, 32, 15]);
		expect(neighbours(26, 1)).toEqual([3, 26, 0]);
		expect(neighbours(17, 0)).toEqual([17]);
		for (const centre of POCKETS) {
			expect(neighbours(centre, 18).sort((a, b) => a - b)).toEqual(POCKETS);
		}
	});

	it("expands every centre with every 0 to 9 neighbours into its straights, valid and paid by the odds", () => {
		expect(EVERY_NEIGHBOUR_CALL).toHaveLength(370);
		for (const call of EVERY_NEIGHBOUR_CALL) checkCall(call, 10);
	});

	it("takes 2n + 1 chips, one on each covered pocket", () => {
		for (const call of EVERY_NEIGHBOUR_CALL) {
			if (call.kind !== "neighbours") continue;
			expect(callChips(call)).toBe(2 * call.each + 1);
			expect(new Set(expandCall(call, 10).map((b) => b.numbers[0])).size).toBe(2 * call.each + 1);
		}
	});
});

describe("the French announced bets", () => {
	it("expand into the standard bets with the standard chips, valid and paid by the odds for all 37 results", () => {
		for (const call of EVERY_ANNOUNCED_CALL) {
			expect(call.kind === "announced" && callChips(call)).toBe(call.kind === "announced" && STANDARD_CHIPS[call.bet]);
			for (const chip of [10, 20, 50, 2500]) checkCall(call, chip);
		}
	});

	it("cover their sectors of the wheel: Voisins 22 to 25, Tiers 27 to 33, Orphelins the rest, Jeu Zéro 12 to 15", () => {
		const covered = (bet: AnnouncedBet) =>
			[...new Set(expandCall({ kind: "announced", bet }, 10).flatMap((b) => b.numbers))].sort((a, b) => a - b);
		const sorted = (ns: number[]) => [...ns].sort((a, b) => a - b);
		expect(covered("voisins")).toEqual(sorted(arc(22, 25)));
		expect(covered("tiers")).toEqual(sorted(arc(27, 33)));
		expect(covered("orphelins")).toEqual(sorted([...arc(1, 9), ...arc(17, 6)]));
		expect(covered("jeu-zero")).toEqual(sorted(arc(12, 15)));
		// Voisins, Tiers and Orphelins share no pocket and together cover the wheel.
		expect(sorted([...covered("voisins"), ...covered("tiers"), ...covered("orphelins")])).toEqual(POCKETS);
	});

	it("return what a croupier pays on well-known results, with ₹10 chips", () => {
		const paid = (bet: AnnouncedBet, result: number) =>
			settleBets(accepted(expandCall({ kind: "announced", bet }, 10), bet), result).reduce(
				(s, b) => s + b.payoutPaise,
				0,
			) / 100;
		expect(paid("voisins", 0)).toBe(240); // two chips on the trio: 2 × 12 chips
		expect(paid("voisins", 26)).toBe(180); // two chips on the corner: 2 × 9 chips
		expect(paid("voisins", 4)).toBe(180); // one split: 18 chips
		expect(paid("voisins", 17)).toBe(0);
		expect(paid("tiers", 33)).toBe(180);
		expect(paid("orphelins", 1)).toBe(360); // the straight: 36 chips
		expect(paid("orphelins", 17)).toBe(360); // 17 sits on two splits
		expect(paid("jeu-zero", 26)).toBe(360);
		expect(paid("jeu-zero", 0)).toBe(180);
	});

	it("fit a table's limits like any other bets: the two-chip places are one bet of twice the chip", () => {
		const voisins = expandCall({ kind: "announced", bet: "voisins" }, 50);
		const limits = { minBetPaise: 5_000, maxBetPaise: 5_000 };
		const refused = validateSubmission([], voisins, limits);
		expect(refused).toEqual({ ok: false, message: "The maximum bet is ₹50." });
		expect(validateSubmission([], expandCall({ kind: "announced", bet: "tiers" }, 50), limits).ok).toBe(true);
		expect(validateSubmission([], expandCall({ kind: "announced", bet: "tiers" }, 10), limits)).toEqual({
			ok: false,
			message: "The minimum bet is ₹50.",
		});
	});
});

describe("racetrack calls", () => {
	it("are known announced bets or a pocket with 0 to 9 neighbours", () => {
		for (const call of [...EVERY_ANNOUNCED_CALL, ...EVERY_NEIGHBOUR_CALL]) expect(isRacetrackCall(call)).toBe(true);
		for (const bad of [
			null,
			"voisins",
			{ kind: "announced", bet: "finales" },
			{ kind: "neighbours", centre: 17, each: 10 },
			{ kind: "neighbours", centre: 17, each: -1 },
			{ kind: "neighbours", centre: 17, each: 1.5 },
			{ kind: "neighbours", centre: 37, each: 1 },
			{ kind: "neighbours", centre: "17", each: 1 },
			{ kind: "neighbours", centre: 17 },
		]) {
			expect(isRacetrackCall(bad), JSON.stringify(bad)).toBe(false);
		}
	});

	it("are named as a list writes them and as a screen reader says them", () => {
		const cases: Array<[RacetrackCall, string, string]> = [
			[{ kind: "announced", bet: "voisins" }, "Voisins du Zéro", "Voisins du Zéro, 9 chips"],
			[{ kind: "announced", bet: "tiers" }, "Tiers du Cylindre", "Tiers du Cylindre, 6 chips"],
			[{ kind: "announced", bet: "orphelins" }, "Orphelins", "Orphelins, 5 chips"],
			[{ kind: "announced", bet: "jeu-zero" }, "Jeu Zéro", "Jeu Zéro, 4 chips"],
			[
				{ kind: "neighbours", centre: 17, each: 2 },
				"Neighbours of 17 (2 each side)",
				"17 and 2 neighbours each side, 5 chips",
			],
			[
				{ kind: "neighbours", centre: 0, each: 1 },
				"Neighbours of 0 (1 each side)",
				"0 and 1 neighbour each side, 3 chips",
			],
			[{ kind: "neighbours", centre: 36, each: 0 }, "Neighbours of 36 (0 each side)", "36 alone, 1 chip"],
			[
				{ kind: "neighbours", centre: 5, each: 9 },
				"Neighbours of 5 (9 each side)",
				"5 and 9 neighbours each side, 19 chips",
			],
		];
		for (const [call, written, spoken] of cases) {
			expect(callName(call)).toBe(written);
			expect(spokenCallName(call)).toBe(spoken);
		}
		expect(
			callNameWithStake(
				{ kind: "announced", bet: "voisins" },
				callStakePaise({ kind: "announced", bet: "voisins" }, 10),
			),
		).toBe("Voisins du Zéro, ₹90");
		expect(callNameWithStake({ kind: "neighbours", centre: 17, each: 2 }, 2_500_000)).toBe(
			"Neighbours of 17 (2 each side), ₹25,000",
		);
	});

	it("are stored as kind, centre and n, and read back only when the racetrack can place them", () => {
		const calls: RacetrackCall[] = [
			...ANNOUNCED_BETS.map((bet) => ({ kind: "announced" as const, bet })),
			...POCKETS.map((centre) => ({ kind: "neighbours" as const, centre, each: centre % 10 })),
		];
		for (const call of calls) expect(callFromParts(callPartsOf(call))).toEqual(call);
		expect(CALL_KINDS).toEqual(["voisins", "tiers", "orphelins", "jeu-zero", "neighbours"]);
		expect(callPartsOf({ kind: "neighbours", centre: 17, each: 2 })).toEqual({ kind: "neighbours", centre: 17, n: 2 });
		expect(callFromParts({ kind: "neighbours", centre: 37, n: 1 })).toBeNull();
		expect(callFromParts({ kind: "neighbours", centre: 17, n: null })).toBeNull();
		expect(callFromParts({ kind: "zero-spiel" as never, centre: null, n: null })).toBeNull();
	});
});

describe("naming calls among bets (assignCalls)", () => {
	const voisins: RacetrackCall = { kind: "announced", bet: "voisins" };
	const jeuZero: RacetrackCall = { kind: "announced", bet: "jeu-zero" };
	const asBets = (call: RacetrackCall, chip: number) =>
		expandCall(call, chip).map((b) => ({
			type: b.type,
			numbers: [...b.numbers].reverse(),
			amountPaise: b.amount * 100,
		}));
	const red = { type: "red" as const, numbers: [1, 3], amountPaise: 1_000 };

	it("finds each call's bets among the submission's, in any order, and leaves the rest to the hand", () => {
		const tiers: RacetrackCall = { kind: "announced", bet: "tiers" };
		const bets = [red, ...asBets(tiers, 20).reverse(), ...asBets(voisins, 10)];
		expect(
			assignCalls(bets, [
				{ call: voisins, chip: 10 },
				{ call: tiers, chip: 20 },
			]),
		).toEqual([null, ...Array(6).fill(1), ...Array(7).fill(0)]);
		expect(assignCalls(bets, [])).toEqual(Array(14).fill(null));
		// Calls that share places (Voisins and Jeu Zéro both hold 12/15 and 32/35) each get a bet of their own there.
		const shared = [...asBets(jeuZero, 10), ...asBets(voisins, 10)];
		const owners = assignCalls(shared, [
			{ call: voisins, chip: 10 },
			{ call: jeuZero, chip: 10 },
		]);
		const placesOf = (owner: number) =>
			shared
				.filter((_, i) => owners?.[i] === owner)
				.map((b) => `${b.type}:${[...b.numbers].sort((x, y) => x - y)}:${b.amountPaise}`)
				.sort();
		const expected = (call: RacetrackCall) =>
			expandCall(call, 10)
				.map((b) => `${b.type}:${b.numbers}:${b.amount * 100}`)
				.sort();
		expect(placesOf(0)).toEqual(expected(voisins));
		expect(placesOf(1)).toEqual(expected(jeuZero));
	});

	it("refuses a call whose bets are not all there at its chip, or already another call's", () => {
		expect(assignCalls(asBets(voisins, 10), [{ call: voisins, chip: 20 }])).toBeNull();
		expect(assignCalls(asBets(voisins, 10).slice(1), [{ call: voisins, chip: 10 }])).toBeNull();
		expect(assignCalls([red], [{ call: { kind: "neighbours", centre: 1, each: 0 }, chip: 10 }])).toBeNull();
		// Voisins holds 12/15 and 32/35 once: Jeu Zéro cannot claim them too.
		expect(
			assignCalls(
				[...asBets(voisins, 10), ...asBets(jeuZero, 10).filter((b) => b.numbers.length === 1 || b.numbers.includes(0))],
				[
					{ call: voisins, chip: 10 },
					{ call: jeuZero, chip: 10 },
				],
			),
		).toBeNull();
		// A bet of twice the amount is not two bets of one.
		expect(
			assignCalls(
				[{ type: "straight", numbers: [17], amountPaise: 2_000 }],
				[
					{ call: { kind: "neighbours", centre: 17, each: 0 }, chip: 10 },
					{ call: { kind: "neighbours", centre: 17, each: 0 }, chip: 10 },
				],
			),
		).toBeNull();
	});
});
