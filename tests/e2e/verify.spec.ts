import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("the /verify page @mobile", () => {
	test("recomputes a finished round in the browser, from the recent list and from pasted values", async ({
		page,
		request,
	}) => {
		// A round to finish, on a machine that may be loaded.
		test.setTimeout(240_000);
		// Watch the table until a round has finished (the room runs while a page is connected).
		await page.goto("/");
		await expect(page.getByRole("list", { name: "Latest results, newest first" })).toBeVisible({ timeout: 40_000 });
		// An operator-set round (the admin suite forces one) publishes a result the seed does not give: take the newest fair one of the ten the page lists.
		type Listed = { roundId: string; seq: number; result: number; operatorSet: boolean };
		const fairRound = async () =>
			((await (await request.get("/api/rounds?limit=10")).json()) as { rounds: Listed[] }).rounds.find(
				(round) => !round.operatorSet,
			);
		await expect.poll(fairRound, { timeout: 40_000 }).toBeTruthy();
		const latest = await fairRound();
		if (!latest) throw new Error("no round");

		// The server's HTML of the round's /verify already has its record: the revealed seed and the published result in the
		// fields (the browser then recomputes them), and the table's recent rounds with the round among them.
		const record = (await (await request.get(`/api/rounds/${latest.roundId}`)).json()) as { serverSeed: string };
		const html = await (await request.get(`/verify?round=${latest.roundId}`)).text();
		expect(html).toContain(`value="${record.serverSeed}"`);
		expect(html).toMatch(new RegExp(`id="[^"]*-result"[^>]*value="${latest.result}"`));
		// What the page shows (its scripts carry the loader's data and the words of the page).
		const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
		expect(shown).toContain(`Round #${latest.seq}: ${latest.result} `);
		expect(shown).not.toContain("Loading…");

		// The page reads its list on the server, straight from the database: the round is listed.
		const link = page.getByRole("link", { name: `Verify round #${latest.seq}` });
		await page.goto("/verify");
		await expect(link).toBeVisible();
		await link.click();
		await expect(page).toHaveURL(new RegExp(`round=${latest.roundId}`));
		await expect(page.getByTestId("commitment-check")).toHaveText("Commitment: ✓ matches the seed");
		await expect(page.getByTestId("computed-result")).toContainText(`Computed result: ${latest.result}`);
		await expect(page.getByTestId("result-check")).toContainText("✓ matches");

		// Tampering with the pasted seed is caught.
		const seed = page.getByLabel("Server seed (hex)");
		const original = await seed.inputValue();
		await seed.fill(`${original.slice(0, -1)}${original.endsWith("0") ? "1" : "0"}`);
		await page.getByRole("button", { name: "Verify", exact: true }).press("Enter");
		await expect(page.getByTestId("commitment-check")).toHaveText("Commitment: ✗ does not match the seed");

		const results = await new AxeBuilder({ page }).analyze();
		const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
		expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
	});

	test("recomputes a crash round typed in: the example round, then a tampered seed", async ({ page }) => {
		await page.goto("/verify");
		await page.getByRole("tab", { name: "Aviator (crash)" }).click();
		await expect(page.getByText("How a crash round is verified")).toBeVisible();
		await page.getByRole("button", { name: "Fill in the example round" }).click();
		await expect(page.getByTestId("crash-computed")).toHaveText("Computed crash point: 2.23×");
		await expect(page.getByTestId("crash-commitment-check")).toHaveText("Commitment: ✓ matches the game hash");
		await expect(page.getByTestId("crash-chain-check")).toHaveText(
			"Chain: ✓ the terminating hash is reached after 3 hashes",
		);
		await expect(page.getByTestId("crash-published-check")).toContainText("✓ matches");

		// Another first seed gives another crash point, which the published one no longer matches.
		const seeds = page.getByLabel(/Client seeds/);
		await seeds.fill((await seeds.inputValue()).replace("0123456789abcdef", "0123456789abcdee"));
		await page.getByRole("button", { name: "Verify", exact: true }).click();
		await expect(page.getByTestId("crash-published-check")).toContainText("✗ differs from the computed crash point");

		const results = await new AxeBuilder({ page }).analyze();
		const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
		expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
	});

	test("says so for an unknown round, with a 404 from the server, and another id can be tried", async ({
		page,
		request,
	}) => {
		const unknown = `/verify?round=${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`;
		const answer = await request.get(unknown);
		expect(answer.status()).toBe(404);
		expect(await answer.text()).toContain("Round not found");
		await page.goto(unknown);
		await expect(page.getByRole("alert")).toHaveText("Round not found");
		// The page, not an error page: its lookup form is there to try another id (a GET form to /verify?round=…).
		const lookup = page.getByRole("form", { name: "Look up a round" });
		await lookup.getByLabel("Round id").fill("not-a-round");
		await lookup.getByRole("button", { name: "Load round" }).click();
		await expect(page).toHaveURL(/\/verify\?round=not-a-round$/);
		await expect(page.getByRole("alert")).toHaveText("Round not found");
	});
});
