import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(cleanup);

import { BetChooser } from "~/app/components/roulette/bet-chooser";
import {
	addChip,
	clearSlip,
	doubleSlip,
	emptySlip,
	shouldAutoSubmit,
	slipRequests,
	slipTotal,
	submissionRefusal,
	undoSlip,
} from "~/app/components/roulette/bet-slip";
import { BettingBoard } from "~/app/components/roulette/betting-board";
import {
	betsTouching,
	landscapeCell,
	PORTRAIT_COLUMNS,
	PORTRAIT_ROWS,
	TABLE_TARGETS,
	TARGETS_BY_KEY,
	targetAt,
	targetKey,
} from "~/app/components/roulette/table-layout";
import { rouletteMessages } from "~/domain/messages";
import { BET_GEOMETRY, BET_TYPES, betLimitsOf, betNumbers, OUTSIDE_NUMBERS } from "~/domain/roulette/bets";
import type { PlacedBet } from "~/domain/roulette/protocol";
import { useHindi } from "./helpers/i18n";

const byLabel = (label: string) => {
	const t = TABLE_TARGETS.find((x) => x.label === label);
	if (!t) throw new Error(`no target ${label}`);
	return t;
};

describe("table layout: every bet place on the table, once", () => {
	it("has exactly one target per place in the domain geometry, and nothing else", () => {
		for (const type of BET_TYPES) {
			const places = BET_GEOMETRY[type].map((ns) => targetKey(type, ns)).sort();
			const targets = TABLE_TARGETS.filter((t) => t.type === type)
				.map((t) => t.key)
				.sort();
			expect(targets, type).toEqual(places);
		}
		expect(new Set(TABLE_TARGETS.map((t) => t.key)).size).toBe(TABLE_TARGETS.length);
		// Every target's numbers are accepted by the server's own validation.
		for (const t of TABLE_TARGETS) expect(betNumbers(t.type, t.numbers), t.label).toEqual(t.numbers);
	});

	it("never lets two targets share a grid cell, in portrait or landscape", () => {
		const cells = (
			f: (t: (typeof TABLE_TARGETS)[number]) => { x: number; y: number; xSpan: number; ySpan: number },
		) => {
			const seen = new Map<string, string>();
			for (const t of TABLE_TARGETS) {
				const c = f(t);
				for (let x = c.x; x < c.x + c.xSpan; x++) {
					for (let y = c.y; y < c.y + c.ySpan; y++) {
						const k = `${x},${y}`;
						expect(seen.get(k), `${t.label} overlaps ${seen.get(k)}`).toBeUndefined();
						seen.set(k, t.label);
					}
				}
			}
			return seen;
		};
		const portrait = cells((t) => t);
		for (const k of portrait.keys()) {
			const [x, y] = k.split(",").map(Number);
			expect(x).toBeLessThanOrEqual(PORTRAIT_COLUMNS);
			expect(y).toBeLessThanOrEqual(PORTRAIT_ROWS);
		}
		cells(landscapeCell);
	});

	it("maps each number cell to a straight, each edge between two numbers to their split, and crossings to corners", () => {
		for (let n = 1; n <= 36; n++) {
			const r = Math.ceil(n / 3);
			const c = n - 3 * (r - 1);
			expect(targetAt(2 * c, 2 * r + 1)?.key).toBe(`straight:${n}`);
			if (c < 3) expect(targetAt(2 * c + 1, 2 * r + 1)?.label).toBe(`Split ${n} and ${n + 1}`);
			if (r < 12) expect(targetAt(2 * c, 2 * r + 2)?.label).toBe(`Split ${n} and ${n + 3}`);
			if (c < 3 && r < 12) expect(targetAt(2 * c + 1, 2 * r + 2)?.numbers).toEqual([n, n + 1, n + 3, n + 4]);
			if (c === 1) expect(targetAt(1, 2 * r + 1)?.numbers).toEqual([n, n + 1, n + 2]);
			if (c === 1 && r < 12) expect(targetAt(1, 2 * r + 2)?.type).toBe("line");
		}
		expect(targetAt(4, 1)?.key).toBe("straight:0");
		expect(targetAt(2, 2)?.label).toBe("Split 0 and 1");
		expect(targetAt(3, 2)?.label).toBe("Trio 0, 1 and 2");
		expect(targetAt(1, 2)?.label).toBe("First four 0, 1, 2 and 3");
		expect(targetAt(7, 3)?.label).toBe("1st 12");
		expect(targetAt(7, 26)).toBeNull();
		expect(targetAt(8, 11)?.type).toBe("red");
		expect(targetAt(4, 26)?.numbers).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
		expect(byLabel("Split 17 and 20").numbers).toEqual([17, 20]);
		expect(byLabel("Six line 31 to 36").numbers).toEqual([31, 32, 33, 34, 35, 36]);
	});

	it("turns the table for landscape: 0 on the left, column 3 on top", () => {
		expect(landscapeCell(byLabel("Straight 0"))).toEqual({ x: 1, y: 1, xSpan: 1, ySpan: 5 });
		expect(landscapeCell(byLabel("Straight 3"))).toEqual({ x: 3, y: 1, xSpan: 1, ySpan: 1 });
		expect(landscapeCell(byLabel("Straight 1"))).toEqual({ x: 3, y: 5, xSpan: 1, ySpan: 1 });
		expect(landscapeCell(byLabel("Street 1, 2 and 3"))).toEqual({ x: 3, y: 6, xSpan: 1, ySpan: 1 });
		expect(landscapeCell(byLabel("Column 3 (2 to 1)"))).toEqual({ x: 26, y: 1, xSpan: 1, ySpan: 1 });
	});
});

describe("bet slip", () => {
	const straight17 = byLabel("Straight 17");
	const red = byLabel("Red");
	const black = byLabel("Black");

	it("adds chips, doubles every chip, undoes to the previous state and clears", () => {
		const one = addChip(emptySlip, straight17, 10);
		if (!one.ok) throw new Error("refused");
		let slip = one.slip;
		const two = addChip(slip, straight17, 20);
		expect(two.ok).toBe(true);
		if (!two.ok) return;
		slip = two.slip;
		const withRed = addChip(slip, red, 50);
		if (!withRed.ok) throw new Error("refused");
		slip = withRed.slip;
		expect(slipTotal(slip)).toBe(80);
		const doubled = doubleSlip(slip);
		if (!doubled.ok) throw new Error("refused");
		expect(slipRequests(doubled.slip)).toEqual([
			{ type: "straight", numbers: [17], amount: 60 },
			{ type: "red", numbers: red.numbers, amount: 100 },
		]);
		const undone = undoSlip(doubled.slip);
		expect(undone.stakes).toEqual(slip.stakes);
		expect(slipTotal(undoSlip(undone))).toBe(30);
		const cleared = clearSlip(doubled.slip);
		expect(slipTotal(cleared)).toBe(0);
		expect(undoSlip(cleared).stakes).toEqual(doubled.slip.stakes);
		expect(undoSlip(emptySlip)).toBe(emptySlip);
	});

	it("refuses a bet that breaks a placement rule, against unsent and already placed bets, and keeps the slip", () => {
		const withRed = addChip(emptySlip, red, 10);
		if (!withRed.ok) throw new Error("refused");
		expect(addChip(withRed.slip, black, 10)).toEqual({ ok: false, message: rouletteMessages.oneColor });
		const placed: PlacedBet[] = [{ type: "red", numbers: red.numbers, amount: 10, wallet: "real", submissionId: "a" }];
		expect(addChip(emptySlip, black, 10, placed)).toEqual({ ok: false, message: rouletteMessages.oneColor });
		let slip = emptySlip;
		for (const d of ["1st 12", "2nd 12"]) {
			const next = addChip(slip, byLabel(d), 10);
			if (!next.ok) throw new Error("refused");
			slip = next.slip;
		}
		expect(addChip(slip, byLabel("3rd 12"), 10)).toEqual({ ok: false, message: rouletteMessages.twoDozens });
		expect(addChip(emptySlip, straight17, 2500, [], 100)).toEqual({
			ok: false,
			message: rouletteMessages.insufficientBalance,
		});
		const big = addChip(emptySlip, straight17, 50_000);
		if (!big.ok) throw new Error("refused");
		expect(doubleSlip(big.slip)).toEqual({ ok: false, message: rouletteMessages.roundLimit });
	});

	it("checks the round's limits as the room does: the maximum on every chip, the minimum when sending", () => {
		const limits = betLimitsOf({ minBet: 50, maxBet: 100 });
		const ten = addChip(emptySlip, straight17, 10, [], Number.POSITIVE_INFINITY, limits);
		if (!ten.ok) throw new Error("refused");
		expect(submissionRefusal(ten.slip, [], limits)).toBe(rouletteMessages.minBet(50));
		// Topped up by a bet already placed on the same place, it is a bet of ₹60.
		const placed: PlacedBet[] = [{ type: "straight", numbers: [17], amount: 50, wallet: "real", submissionId: "a" }];
		expect(submissionRefusal(ten.slip, placed, limits)).toBeNull();
		const fifty = addChip(ten.slip, straight17, 40, [], Number.POSITIVE_INFINITY, limits);
		if (!fifty.ok) throw new Error("refused");
		expect(submissionRefusal(fifty.slip, [], limits)).toBeNull();
		expect(addChip(fifty.slip, straight17, 100, [], Number.POSITIVE_INFINITY, limits)).toEqual({
			ok: false,
			message: rouletteMessages.maxBet(100),
		});
		expect(addChip(ten.slip, straight17, 50, placed, Number.POSITIVE_INFINITY, limits)).toEqual({
			ok: false,
			message: rouletteMessages.maxBet(100),
		});
		const hundred = doubleSlip(fifty.slip, [], Number.POSITIVE_INFINITY, limits);
		if (!hundred.ok) throw new Error("refused");
		expect(doubleSlip(hundred.slip, [], Number.POSITIVE_INFINITY, limits)).toEqual({
			ok: false,
			message: rouletteMessages.maxBet(100),
		});
	});

	it("auto-submits once, only with unsent bets, only in the last second of betting", () => {
		const base = { phase: "betting", secondsLeft: 1, hasUnsent: true, alreadyAutoSubmitted: false, sending: false };
		expect(shouldAutoSubmit(base)).toBe(true);
		expect(shouldAutoSubmit({ ...base, secondsLeft: 2 })).toBe(false);
		expect(shouldAutoSubmit({ ...base, hasUnsent: false })).toBe(false);
		expect(shouldAutoSubmit({ ...base, alreadyAutoSubmitted: true })).toBe(false);
		expect(shouldAutoSubmit({ ...base, sending: true })).toBe(false);
		expect(shouldAutoSubmit({ ...base, phase: "spinning" })).toBe(false);
	});
});

type BoardProps = Parameters<typeof BettingBoard>[0];
const renderBoard = (props: Partial<BoardProps>) =>
	render(
		<BettingBoard
			slip={emptySlip}
			placed={[]}
			wallet="real"
			locked={false}
			choosing={false}
			lastResult={null}
			onBet={() => {}}
			onChoose={() => {}}
			{...props}
		/>,
	);

describe("betting board", () => {
	it("renders one labelled button per bet place and reports the clicked target", () => {
		const onBet = vi.fn();
		renderBoard({ onBet: onBet });
		expect(screen.getAllByRole("button")).toHaveLength(TABLE_TARGETS.length);
		for (const t of TABLE_TARGETS) {
			fireEvent.click(screen.getByRole("button", { name: t.label }));
			expect(onBet).toHaveBeenLastCalledWith(TARGETS_BY_KEY.get(t.key));
		}
		expect(onBet).toHaveBeenCalledTimes(TABLE_TARGETS.length);
	});

	it("shows placed and unsent stakes on their places and marks itself locked", () => {
		const next = addChip(emptySlip, byLabel("Split 17 and 20"), 20);
		if (!next.ok) throw new Error("refused");
		const placed: PlacedBet[] = [{ type: "straight", numbers: [17], amount: 10, wallet: "real", submissionId: "a" }];
		renderBoard({ slip: next.slip, placed: placed, locked: true, lastResult: 17 });
		expect(screen.getByRole("button", { name: "Split 17 and 20, ₹20 staked" }).getAttribute("aria-disabled")).toBe(
			"true",
		);
		expect(screen.getByRole("button", { name: "Straight 17, ₹10 staked" }).textContent).toContain("17");
		expect(screen.getByTestId("betting-board").getAttribute("data-locked")).toBe("true");
	});

	it("names each stake in its wallet's unit: tokens placed and rupees unsent on one place", () => {
		const next = addChip(emptySlip, byLabel("Red"), 50);
		if (!next.ok) throw new Error("refused");
		const placed: PlacedBet[] = [
			{ type: "red", numbers: [...OUTSIDE_NUMBERS.red], amount: 20, wallet: "tokens", submissionId: "a" },
		];
		renderBoard({ slip: next.slip, placed: placed });
		expect(screen.getByRole("button", { name: "Red, ₹50 + 20 tokens staked" })).toBeTruthy();
	});

	it("while choosing, a number asks which inside bet to place; outside bets still go straight on", () => {
		const onBet = vi.fn();
		const onChoose = vi.fn();
		renderBoard({ choosing: true, onBet: onBet, onChoose: onChoose });
		fireEvent.click(screen.getByRole("button", { name: "Straight 17" }));
		expect(onChoose).toHaveBeenCalledWith(17);
		expect(onBet).not.toHaveBeenCalled();
		fireEvent.click(screen.getByRole("button", { name: "2nd 12" }));
		expect(onBet).toHaveBeenCalledWith(byLabel("2nd 12"));
	});
});

describe("bet chooser", () => {
	it("offers every inside bet on the tapped number, each with what is staked on it, and places the one picked", () => {
		const onPick = vi.fn();
		render(
			<BetChooser
				number={17}
				stakeText={(t) => (t.label === "Split 17 and 20" ? "₹20" : null)}
				onPick={onPick}
				onClose={() => {}}
			/>,
		);
		const dialog = screen.getByRole("dialog", { name: "Bets on 17" });
		const names = [...dialog.querySelectorAll("[data-choice]")].map((b) => b.getAttribute("data-choice"));
		expect(names).toEqual(betsTouching(17).map((t) => t.key));
		// 17 sits in the middle column: the straight, 4 splits, the street, 4 corners and 2 lines.
		expect(betsTouching(17).map((t) => t.label)).toEqual([
			"Straight 17",
			"Split 14 and 17",
			"Split 16 and 17",
			"Split 17 and 18",
			"Split 17 and 20",
			"Street 16, 17 and 18",
			"Corner 13, 14, 16 and 17",
			"Corner 14, 15, 17 and 18",
			"Corner 16, 17, 19 and 20",
			"Corner 17, 18, 20 and 21",
			"Six line 13 to 18",
			"Six line 16 to 21",
		]);
		expect(screen.getByRole("button", { name: /^Split 17 and 20/ }).textContent).toContain("₹20 staked");
		fireEvent.click(screen.getByRole("button", { name: /^Corner 17, 18, 20 and 21/ }));
		expect(onPick).toHaveBeenCalledWith(byLabel("Corner 17, 18, 20 and 21"));
	});

	it("offers the bets with zero next to 0's neighbours", () => {
		expect(betsTouching(0).map((t) => t.label)).toEqual([
			"Straight 0",
			"Split 0 and 1",
			"Split 0 and 2",
			"Split 0 and 3",
			"Trio 0, 1 and 2",
			"Trio 0, 2 and 3",
			"First four 0, 1, 2 and 3",
		]);
	});
});

describe("room view: the seat and the winners follow the socket", () => {
	const round = {
		roundId: "r1",
		seq: 1,
		phase: "betting" as const,
		phaseStartedAt: 0,
		phaseEndsAt: 15_000,
		roundEndTime: 15_000,
		commitment: "c",
		result: null,
		serverSeed: null,
		operatorSet: false,
		minBet: 10,
		maxBet: 50_000,
	};
	const bet: PlacedBet = { type: "straight", numbers: [17], amount: 10, wallet: "real", submissionId: "s" };

	it("restores bets from syncState, updates them on betsPlaced, clears them when a new round starts", async () => {
		const { reduceRoom } = await import("~/app/lib/use-room");
		const empty = {
			connection: "open" as const,
			status: null,
			round: null,
			lastResults: [],
			clockOffsetMs: 0,
			lastEvent: null,
			you: null,
			recentWinners: [],
			tableEnabled: true,
		};
		const seat = { userId: "u", role: "user" as const, bets: [bet], balances: { realBalance: 90, playTokens: 0 } };
		const synced = reduceRoom(
			empty,
			{
				type: "syncState",
				serverNow: 0,
				status: "running",
				round,
				lastResults: [],
				you: seat,
				recentWinners: [],
				tableEnabled: true,
				feed: [],
			},
			0,
		);
		expect(synced.you?.bets).toEqual([bet]);
		const more = reduceRoom(
			synced,
			{
				type: "betsPlaced",
				serverNow: 0,
				submissionId: "t",
				balances: { realBalance: 80, playTokens: 0 },
				bets: [bet, { ...bet, submissionId: "t" }],
			},
			0,
		);
		expect(more.you?.bets).toHaveLength(2);
		expect(more.you?.balances.realBalance).toBe(80);
		const winners = reduceRoom(
			more,
			{
				type: "recentWinners",
				serverNow: 0,
				recentWinners: [{ name: "Ra***", amount: 360, wallet: "real", roundId: "r1", at: 1 }],
			},
			0,
		);
		expect(winners.recentWinners).toHaveLength(1);
		const next = reduceRoom(
			winners,
			{ type: "gameStarted", serverNow: 0, round: { ...round, roundId: "r2", seq: 2 } },
			0,
		);
		expect(next.you?.bets).toEqual([]);
		expect(next.you?.balances.realBalance).toBe(80);
	});
});

describe("the table's other screens in Hindi", () => {
	it("the signed-out prompt and the loading card (the statistics: tests/components/table-stats.test.tsx)", async () => {
		await useHindi();
		const { RouletteSignedOut } = await import("~/app/components/roulette/signed-out");
		const { TableLoadingCard } = await import("~/app/components/roulette/loading-card");
		render(
			<MemoryRouter>
				<RouletteSignedOut />
				<TableLoadingCard wheelClassName="size-10" />
			</MemoryRouter>,
		);
		expect(screen.getByRole("heading").textContent).toBe("खेलने के लिए लॉग इन करें");
		expect(screen.getByRole("link", { name: "रजिस्टर करें" }).getAttribute("href")).toBe("/register");
		expect(screen.getByRole("link", { name: "लॉग इन" })).toBeTruthy();
		expect(screen.getByText("टेबल लोड हो रही है…")).toBeTruthy();
	});

	it("names every bet place on the board in Hindi, each differently", async () => {
		await useHindi();
		renderBoard({});
		const names = [...screen.getByTestId("betting-board").querySelectorAll("button")].map((b) =>
			b.getAttribute("aria-label"),
		);
		expect(names).toHaveLength(TABLE_TARGETS.length);
		expect(new Set(names).size).toBe(TABLE_TARGETS.length);
		for (const name of names) expect(name).not.toMatch(/[A-Za-z]/);
		expect(names).toEqual(expect.arrayContaining(["स्ट्रेट 0", "ट्रायो 0, 2 और 3", "19–36, हाई", "तीसरे 12"]));
	});

	it("the chooser names the bets touching a number and what is staked on them", async () => {
		await useHindi();
		const split = TABLE_TARGETS.find((t) => t.key === "split:17,20");
		render(
			<BetChooser
				number={17}
				stakeText={(target) => (target === split ? "₹20" : null)}
				onPick={() => {}}
				onClose={() => {}}
			/>,
		);
		const dialog = screen.getByRole("dialog", { name: "17 पर दाँव" });
		expect(dialog.textContent).toContain("स्ट्रीट 16, 17 और 18");
		expect(dialog.textContent).toContain("सिक्स लाइन 13 से 18");
		expect(screen.getByRole("button", { name: /^स्प्लिट 17 और 20/ }).textContent).toContain("₹20 लगे");
	});
});
