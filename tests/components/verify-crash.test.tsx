/**
 * /verify for crash rounds (docs/product.md#how-to-verify-a-crash-round): a crash round's record from
 * GET /api/rounds/:id (a fake fetch) recomputed in the page with domain/crash/fairness.ts; the example round typed in
 * by hand; tampered values caught; roulette's verification as before; Hindi.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CRASH_EXAMPLE_ROUND } from "~/domain/crash/fairness";
import type { CrashRoundRecordJson } from "~/domain/crash/round-record";
import { commitmentOf, resultFromSeed } from "~/domain/fairness";
import { testI18n, useHindi } from "./helpers/i18n";
import { renderVerify, serveRounds } from "./helpers/verify-page";

const ROUND_ID = "0b9a5f0e-2c1d-4e8f-9a7b-6c5d4e3f2a10";

const crashRecord = (overrides: Partial<CrashRoundRecordJson> = {}): CrashRoundRecordJson => ({
	game: "crash",
	roundId: ROUND_ID,
	seq: 42,
	tableId: "aviator",
	commitment: CRASH_EXAMPLE_ROUND.commitment,
	gameHash: CRASH_EXAMPLE_ROUND.gameHash,
	clientSeeds: [...CRASH_EXAMPLE_ROUND.clientSeeds],
	crashPoint: CRASH_EXAMPLE_ROUND.crashPoint,
	rtpBasisPoints: 9700,
	terminatingHash: CRASH_EXAMPLE_ROUND.terminatingHash,
	...overrides,
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe("/verify for a crash round", () => {
	it("recomputes a crash round from its record: commitment, chain to the terminating hash, crash point", async () => {
		const requests = serveRounds(ROUND_ID, crashRecord());
		renderVerify(`/verify?round=${ROUND_ID}&table=aviator`);
		expect((await screen.findByTestId("crash-computed", {}, { timeout: 5_000 })).textContent).toContain(
			"Computed crash point: 2.23×",
		);
		expect(screen.getByTestId("crash-commitment-check").textContent).toContain("✓ matches the game hash");
		expect(screen.getByTestId("crash-chain-check").textContent).toContain(
			"✓ the terminating hash is reached after 3 hashes",
		);
		expect(screen.getByTestId("crash-random").textContent).toContain("2537183832902238");
		expect(screen.getByTestId("crash-published-check").textContent).toContain("Published crash point 2.23×: ✓ matches");
		// The Aviator tab is selected, the values are in the fields, and the steps are written out.
		expect(screen.getByRole("tab", { name: "Aviator (crash)" }).getAttribute("aria-selected")).toBe("true");
		expect((screen.getByLabelText(/Game hash/) as HTMLInputElement).value).toBe(CRASH_EXAMPLE_ROUND.gameHash);
		expect((screen.getByLabelText(/Client seeds/) as HTMLInputElement).value).toBe(
			CRASH_EXAMPLE_ROUND.clientSeeds.join("\n"),
		);
		expect(screen.getByText("How a crash round is verified")).toBeTruthy();
		expect(screen.getByText(/^Chain: hashing the game hash again and again/)).toBeTruthy();
		expect(requests.some((url) => url.searchParams.get("round") === ROUND_ID)).toBe(true);
	});

	it("keeps a value edited in a loaded round's fields when the page's words change", async () => {
		serveRounds(ROUND_ID, crashRecord());
		renderVerify(`/verify?round=${ROUND_ID}&table=aviator`);
		await screen.findByTestId("crash-computed", {}, { timeout: 5_000 });
		fireEvent.change(screen.getByLabelText(/Game hash/), { target: { value: "ab".repeat(32) } });
		await act(() => testI18n.changeLanguage("en"));
		expect((screen.getByLabelText(/Game hash/) as HTMLInputElement).value).toBe("ab".repeat(32));
	});

	it("catches a published crash point, seeds or commitment that do not belong to the game hash", async () => {
		serveRounds(
			ROUND_ID,
			crashRecord({
				crashPoint: 500,
				commitment: "00".repeat(32),
				clientSeeds: ["fedcba9876543210ffee", "0123456789abcdef", "00112233445566778899aabbccddeeff"],
			}),
		);
		renderVerify(`/verify?round=${ROUND_ID}`);
		const published = await screen.findByTestId("crash-published-check", {}, { timeout: 5_000 });
		expect(published.textContent).toContain("Published crash point 5.00×: ✗ differs from the computed crash point");
		expect(screen.getByTestId("crash-commitment-check").textContent).toContain("✗ does not match the game hash");
		// The seeds in another order give another crash point.
		expect(screen.getByTestId("crash-computed").textContent).not.toContain("2.23×");
	});

	it("says a round that has not crashed yet cannot be verified", async () => {
		serveRounds(ROUND_ID, crashRecord({ gameHash: null, clientSeeds: null, crashPoint: null }));
		renderVerify(`/verify?round=${ROUND_ID}`);
		expect((await screen.findByRole("alert")).textContent).toContain(
			"This round has not crashed yet: its game hash is revealed at the crash.",
		);
		expect(screen.queryByTestId("crash-computed")).toBeNull();
	});

	it("verifies values typed in: the example round, without a terminating hash, and refuses bad input", async () => {
		serveRounds(ROUND_ID, null);
		renderVerify("/verify");
		fireEvent.click(await screen.findByRole("tab", { name: "Aviator (crash)" }));
		fireEvent.click(screen.getByRole("button", { name: "Fill in the example round" }));
		expect((await screen.findByTestId("crash-computed", {}, { timeout: 5_000 })).textContent).toContain("2.23×");
		expect(screen.getByTestId("crash-chain-check").textContent).toContain(
			"✓ the terminating hash is reached after 3 hashes",
		);

		// No seeds (nobody bet), no terminating hash, no published crash point: 3.42×, the chain not checked.
		fireEvent.change(screen.getByLabelText(/Client seeds/), { target: { value: "" } });
		fireEvent.change(screen.getByLabelText(/Terminating hash/), { target: { value: "" } });
		fireEvent.change(screen.getByLabelText(/Published crash point/), { target: { value: "3.42×" } });
		fireEvent.click(screen.getByRole("button", { name: "Verify" }));
		await waitFor(() => expect(screen.getByTestId("crash-computed").textContent).toContain("3.42×"));
		expect(screen.getByTestId("crash-chain-check").textContent).toContain("not checked (no terminating hash given)");
		expect(screen.getByTestId("crash-published-check").textContent).toContain("✓ matches");

		fireEvent.change(screen.getByLabelText(/Published crash point/), { target: { value: "lots" } });
		fireEvent.click(screen.getByRole("button", { name: "Verify" }));
		expect((await screen.findByRole("alert")).textContent).toContain("Enter the published crash point as a multiplier");
		fireEvent.change(screen.getByLabelText(/Published crash point/), { target: { value: "" } });
		fireEvent.change(screen.getByLabelText(/Game hash/), { target: { value: "abc" } });
		fireEvent.click(screen.getByRole("button", { name: "Verify" }));
		expect((await screen.findByRole("alert")).textContent).toContain("Enter the round's 64-character game hash");
	});

	it("lists a crash table's recent rounds by their crash points and opens on the crash panel", async () => {
		serveRounds(ROUND_ID, null, [
			{ game: "crash", roundId: ROUND_ID, tableId: "aviator", seq: 42, crashPoint: 223, time: 1 },
			{ game: "crash", roundId: "r41", tableId: "aviator", seq: 41, crashPoint: 100, time: 0 },
		]);
		renderVerify("/verify?table=aviator");
		const list = await screen.findByRole("region", { name: "Recent rounds" });
		expect(within(list).getByText("Round #42: crashed at 2.23×")).toBeTruthy();
		expect(within(list).getByText("Round #41: crashed at 1.00×")).toBeTruthy();
		await waitFor(() =>
			expect(screen.getByRole("tab", { name: "Aviator (crash)" }).getAttribute("aria-selected")).toBe("true"),
		);
	});

	it("keeps roulette's verification as it was", async () => {
		const seed = "11".repeat(32);
		const result = await resultFromSeed(seed, ROUND_ID);
		serveRounds(ROUND_ID, {
			game: "roulette",
			roundId: ROUND_ID,
			tableId: "main",
			seq: 7,
			commitment: await commitmentOf(seed),
			serverSeed: seed,
			result,
			color: "red",
			operatorSet: false,
		});
		renderVerify(`/verify?round=${ROUND_ID}`);
		expect((await screen.findByTestId("computed-result")).textContent).toContain(`Computed result: ${result}`);
		expect(screen.getByTestId("commitment-check").textContent).toContain("✓ matches the seed");
		expect(screen.getByTestId("result-check").textContent).toContain("✓ matches");
		expect(screen.getByRole("tab", { name: "Roulette" }).getAttribute("aria-selected")).toBe("true");
	});

	it("explains and verifies in Hindi", async () => {
		await useHindi();
		serveRounds(ROUND_ID, crashRecord());
		renderVerify(`/verify?round=${ROUND_ID}`);
		expect((await screen.findByTestId("crash-computed", {}, { timeout: 5_000 })).textContent).toContain(
			"गणना से मिला क्रैश पॉइंट: 2.23×",
		);
		expect(screen.getByTestId("crash-chain-check").textContent).toContain("3 बार हैश करने पर टर्मिनेटिंग हैश मिलता है");
		expect(screen.getByText("क्रैश राउंड कैसे वेरिफ़ाई करें")).toBeTruthy();
	});
});
