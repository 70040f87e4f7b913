/**
 * The bet history in the browser: a player's real bets, named; the round's link to /verify; the filters in the
 * address (shareable, Back returns to the previous view); a compact card a bet at 390 px, nothing off-screen.
 */
import { expect, request, test } from "@playwright/test";
import { betHistoryMessages } from "~/domain/messages";
import { betName } from "~/domain/roulette/bet-names";
import { type Bet, dozenNumbers, settleBets } from "~/domain/roulette/bets";
import { baseURL } from "~/playwright.config";
import { expectNoSeriousViolations, fundedPlayer, signIn } from "./helpers/auth";
import { playerSocket, untilBetting } from "./helpers/room";

/** The day of a moment in India, as the date input writes it ("2026-11-22"). */
const istDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(ms));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * One round's bets that cover every pocket once, so exactly one wins whatever the result: the first two dozens and
 * the zero in rupees, the last two six lines in tokens.
 */
const REAL: Array<Pick<Bet, "type" | "numbers">> = [
	{ type: "dozen", numbers: dozenNumbers(1) },
	{ type: "dozen", numbers: dozenNumbers(2) },
	{ type: "straight", numbers: [0] },
];
const TOKENS: Array<Pick<Bet, "type" | "numbers">> = [
	{ type: "line", numbers: range(25, 30) },
	{ type: "line", numbers: range(31, 36) },
];

test.describe("the bet history @mobile", () => {
	test("names each bet on one short line, links its round to /verify, and filters by wallet, outcome and day through the address", async ({
		page,
	}) => {
		test.setTimeout(150_000);
		// A player of their own (the other suites move the demo player's balance): ₹1,000 deposited, and the
		// deposit's bonus in play tokens (10%, ₹100 worth).
		const api = await request.newContext({ baseURL });
		const player = await fundedPlayer(api, { name: "Bina Rao", password: "Bina@2026" }, 1_000);
		const login = (await (
			await api.post("/api/auth/login", { data: { phone: player.phone, password: player.password } })
		).json()) as { token: string };

		// The bets, over the room's socket, as the table sends them; then the round's result.
		const { socket, messages } = await playerSocket(login.token);
		let result: number;
		try {
			await untilBetting(messages, 3_000);
			for (const [wallet, bets] of [
				["real", REAL],
				["tokens", TOKENS],
			] as const) {
				socket.send(
					JSON.stringify({
						type: "placeBets",
						submissionId: crypto.randomUUID(),
						wallet,
						bets: bets.map((b) => ({ ...b, amount: 10 })),
					}),
				);
			}
			await expect.poll(() => messages.filter((m) => m.type === "betsPlaced").length, { timeout: 10_000 }).toBe(2);
			// This round's result (a socket opened while the round before spun heard that one's too), then settlement.
			const placed = messages.findLastIndex((m) => m.type === "betsPlaced");
			const sincePlaced = (type: string) => messages.slice(placed).find((m) => m.type === type);
			await expect.poll(() => sincePlaced("betResult")?.type, { timeout: 70_000 }).toBe("betResult");
			result = Number((sincePlaced("roundResult") as { result?: number } | undefined)?.result);
		} finally {
			socket.close();
		}
		const settled = settleBets(
			[...REAL, ...TOKENS].map((b) => ({ ...b, amountPaise: 1_000 })),
			result,
		);
		const winner = settled.find((b) => b.won);
		if (!winner) throw new Error(`no bet covers ${result}`);
		const listed = (await (
			await api.get("/api/user/bets", { headers: { Authorization: `Bearer ${login.token}` } })
		).json()) as { bets: Array<{ createdAt: number; roundId: string }> };
		const placedOn = istDay(listed.bets[0]?.createdAt ?? 0);
		const roundId = listed.bets[0]?.roundId ?? "";
		await api.dispose();

		await signIn(page, player.phone, player.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto("/user/bet-history");
		const rows = page.getByTestId("bet-row");
		const names = page.getByTestId("bet-name");
		await expect(rows).toHaveCount(5);
		expect((await names.allTextContents()).sort()).toEqual(
			["1st 12", "2nd 12", "Straight 0", "Six line 25–30", "Six line 31–36"].sort(),
		);
		// Each bet is short (the covered numbers are not listed one by one), and on a phone a card of its values: the
		// payout and the result are on screen, none off to the right (walk finding 13b).
		const cells = await rows.evaluateAll((trs) =>
			trs.flatMap((tr) => [...tr.querySelectorAll("td")].map((td) => td.getBoundingClientRect().right)),
		);
		expect(Math.max(...cells)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
		const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
		expect(Math.max(...heights)).toBeLessThan(180);
		await expect(rows.filter({ hasText: "Six line 31–36" })).toContainText("10 tokens");
		await expect(rows.filter({ hasText: "1st 12" })).toContainText("₹10");
		await expect(rows.filter({ hasText: betName(winner) }).getByTestId("bet-outcome")).toHaveText("Won");
		await expect(page.getByTestId("bet-outcome").filter({ hasText: "Lost" })).toHaveCount(4);
		await expectNoSeriousViolations(page);

		// Filter by wallet: the address says so, and only the token bets are listed.
		const filters = page.getByRole("form", { name: "Filter bets" });
		await filters.getByLabel("Wallet").selectOption("tokens");
		await filters.getByRole("button", { name: "Filter" }).click();
		await expect(page).toHaveURL(/\/user\/bet-history\?wallet=tokens$/);
		await expect(names).toHaveCount(2);
		expect((await names.allTextContents()).sort()).toEqual(["Six line 25–30", "Six line 31–36"]);

		// Then by outcome, over every wallet: the one winner.
		await filters.getByLabel("Wallet").selectOption("all");
		await filters.getByLabel("Outcome").selectOption("won");
		await filters.getByRole("button", { name: "Filter" }).click();
		await expect(page).toHaveURL(/\/user\/bet-history\?outcome=won$/);
		await expect(names).toHaveText([betName(winner)]);

		// Back returns to the previous view, its form included.
		await page.goBack();
		await expect(page).toHaveURL(/\?wallet=tokens$/);
		await expect(names).toHaveCount(2);
		await expect(filters.getByLabel("Wallet")).toHaveValue("tokens");

		// A filtered address is shareable: opened as it is, it shows the same view.
		await page.goto("/user/bet-history?outcome=lost&wallet=real");
		await expect(filters.getByLabel("Outcome")).toHaveValue("lost");
		await expect(rows).toHaveCount(REAL.filter((b) => !b.numbers.includes(result)).length);

		// Days are India time: the day the bets were placed lists them, the next one nothing.
		await page.goto(`/user/bet-history?from=${placedOn}&to=${placedOn}`);
		await expect(rows).toHaveCount(5);
		const nextDay = istDay(Date.parse(`${placedOn}T12:00:00+05:30`) + 24 * 3_600_000);
		await filters.getByLabel("From").fill(nextDay);
		await filters.getByLabel("To").fill(nextDay);
		await filters.getByRole("button", { name: "Filter" }).click();
		await expect(page.getByText(betHistoryMessages.noBetsMatch)).toBeVisible();
		await expect(rows).toHaveCount(0);

		// A filter the server does not know is refused with its reason.
		await page.goto("/user/bet-history?wallet=rupees");
		await expect(page.getByText(betHistoryMessages.unknownWallet)).toBeVisible();
		await expect(rows).toHaveCount(0);

		// The round links to /verify, which loads it and recomputes its result.
		await page.goto("/user/bet-history");
		await rows
			.first()
			.getByRole("link", { name: /^Verify round #\d+$/ })
			.click();
		await expect(page).toHaveURL(new RegExp(`/verify\\?round=${roundId}$`));
		await expect(page.getByTestId("computed-result")).toContainText(`Computed result: ${result}`);
		await expect(page.getByTestId("result-check")).toContainText("✓ matches");
	});
});
