/**
 * /verify's lookup (issue 30: the page reads on the server): the round named by `?round=` comes from the route's
 * loader (stubbed here as tests/components/helpers/verify-page.tsx does), the lookup is a GET form to /verify?round=…,
 * an unknown id says so in the page (the loader answers 404) and another id can be tried, and the browser still
 * recomputes the round from its revealed values.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { commitmentOf, resultFromSeed } from "~/domain/fairness";
import { testI18n } from "./helpers/i18n";
import { renderVerify, revalidation, serveRounds } from "./helpers/verify-page";

const ROUND_ID = "7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const UNKNOWN = "00000000-0000-0000-0000-000000000000";
const SEED = "5e".repeat(32);

async function rouletteRecord(patch: Record<string, unknown> = {}) {
	return {
		game: "roulette",
		roundId: ROUND_ID,
		tableId: "main",
		seq: 9,
		commitment: await commitmentOf(SEED),
		serverSeed: SEED,
		result: await resultFromSeed(SEED, ROUND_ID),
		color: "red",
		operatorSet: false,
		...patch,
	};
}

afterEach(cleanup);

describe("/verify's lookup", () => {
	it("says an unknown round is not found in the page, keeps the id, and looks up another through its GET form", async () => {
		const record = await rouletteRecord();
		const requests = serveRounds(ROUND_ID, record);
		renderVerify(`/verify?round=${UNKNOWN}`);
		expect((await screen.findByRole("alert")).textContent).toBe("Round not found");
		expect((screen.getByLabelText("Round id (the HMAC message)") as HTMLInputElement).value).toBe(UNKNOWN);
		const lookup = screen.getByRole("form", { name: "Look up a round" });
		expect(lookup.getAttribute("method")).toBe("get");
		expect(lookup.getAttribute("action")).toBe("/verify");

		fireEvent.change(within(lookup).getByLabelText("Round id"), { target: { value: ` ${ROUND_ID} ` } });
		fireEvent.click(within(lookup).getByRole("button", { name: "Load round" }));
		expect((await screen.findByTestId("computed-result")).textContent).toContain(`Computed result: ${record.result}`);
		expect(screen.getByTestId("commitment-check").textContent).toContain("✓ matches the seed");
		expect(screen.getByTestId("result-check").textContent).toContain("✓ matches");
		expect(screen.queryByRole("alert")).toBeNull();
		expect(requests.at(-1)?.searchParams.get("round")?.trim()).toBe(ROUND_ID);
	});

	it("goes nowhere for an empty id", async () => {
		const requests = serveRounds(ROUND_ID, null);
		renderVerify("/verify");
		fireEvent.click(await screen.findByRole("button", { name: "Load round" }));
		await waitFor(() => expect(requests).toHaveLength(1));
		expect(requests[0]?.searchParams.has("round")).toBe(false);
	});

	it("shows the loaded round's values before the recomputation, and says when its seed is not revealed yet", async () => {
		serveRounds(ROUND_ID, await rouletteRecord({ serverSeed: null, result: null, color: null }));
		renderVerify(`/verify?round=${ROUND_ID}`);
		expect((await screen.findByRole("alert")).textContent).toBe(
			"This round's seed is not revealed yet: it is published with the result.",
		);
		expect((screen.getByLabelText(/Commitment/) as HTMLInputElement).value).toBe(await commitmentOf(SEED));
		expect(screen.queryByTestId("computed-result")).toBeNull();
	});

	it("marks an operator-set round and catches its published result", async () => {
		const fair = await resultFromSeed(SEED, ROUND_ID);
		serveRounds(ROUND_ID, await rouletteRecord({ operatorSet: true, result: (fair + 1) % 37 }));
		renderVerify(`/verify?round=${ROUND_ID}`);
		expect((await screen.findByTestId("result-check")).textContent).toContain("✗ differs from the computed result");
		expect(screen.getByTestId("operator-set")).toBeTruthy();
	});

	it("keeps pasted values when every page revalidates (a signed-in player's money moved)", async () => {
		const requests = serveRounds(ROUND_ID, null);
		renderVerify("/verify");
		const seed = (await screen.findByLabelText("Server seed (hex)")) as HTMLInputElement;
		fireEvent.change(seed, { target: { value: SEED } });
		fireEvent.click(screen.getByTestId("revalidate"));
		await act(() => revalidation);
		fireEvent.click(screen.getByRole("button", { name: "Verify" }));
		expect((await screen.findByRole("alert")).textContent).toContain("Enter the round id");
		expect(seed.value).toBe(SEED);
		expect(requests).toHaveLength(1);
	});

	it("keeps pasted values when the page's words change (a language's words arriving re-creates its translator)", async () => {
		// Found by CI: the page started over whenever its translator changed, which a language's words arriving does,
		// and wiped a seed typed in the meantime.
		serveRounds(ROUND_ID, null);
		renderVerify("/verify");
		const seed = (await screen.findByLabelText("Server seed (hex)")) as HTMLInputElement;
		fireEvent.change(seed, { target: { value: SEED } });
		await act(() => testI18n.changeLanguage("en"));
		expect((screen.getByLabelText("Server seed (hex)") as HTMLInputElement).value).toBe(SEED);
	});
});
