// Lighthouse config for the signed-in pages of `npm run bench:lighthouse` (scripts/bench-lighthouse.mjs):
// Lighthouse's default config with one gatherer first in line and one audit that reports it.
//
// The table shows its 3 s splash ("Loading the table…") and only then renders the board on the client. With the
// default settings Lighthouse ends the page load about a second after the load event, inside the splash, so the
// trace and every audit would see the splash. Here:
// - `pauseAfterLoadMs` keeps the trace open past the splash, so the board's render (its JavaScript, its paint and
//   any layout shift) is in the performance metrics;
// - the `SignedInPage` gatherer runs before all the others (the accessibility audit among them): it waits until
//   the page shows the board, the signed-out view or the account's own refusal, and records which; it waits at
//   most `SIGNED_IN_WAIT_MS` and says how long it waited, so a trace that ended before the board is visible;
// - the `signed-in-page` audit, alone in its own `signed-in` category (so no other score changes; the bench script
//   names that category in --only-categories, which would drop it otherwise), carries that record into the JSON
//   report, where the bench script reads it and fails unless the board was there.
import { Audit, defaultConfig, Gatherer } from "lighthouse";

const SPLASH_MS = 3_000; // app/routes/auto-roulette.tsx
export const PAUSE_AFTER_LOAD_MS = SPLASH_MS + 2_000;
const SIGNED_IN_WAIT_MS = 15_000;

/** Runs in the page: what it shows, waiting up to `limit` ms for anything but the splash. */
async function pageState(limit) {
	const started = performance.now();
	const read = () => {
		const board = document.querySelector('[data-testid="betting-board"]');
		return {
			board: board !== null,
			boardButtons: board ? board.querySelectorAll("button").length : 0,
			signedOut: document.getElementById("roulette-signed-out-heading") !== null,
			splash: [...document.querySelectorAll('[role="status"]')].some((el) =>
				// The splash's words in English and in Hindi (domain/messages/ tableMessages.loading and its Hindi).
				/Loading the table|टेबल लोड हो रही है/.test(el.textContent ?? ""),
			),
			path: location.pathname,
			heading: document.querySelector("main h1, h1")?.textContent?.trim() ?? null,
		};
	};
	let state = read();
	while (!state.board && !state.signedOut && performance.now() - started < limit) {
		await new Promise((resolve) => setTimeout(resolve, 100));
		state = read();
	}
	return { ...state, waitedMs: Math.round(performance.now() - started) };
}

class SignedInPage extends Gatherer {
	meta = { supportedModes: ["navigation"] };

	async getArtifact(context) {
		return context.driver.executionContext.evaluate(pageState, { args: [SIGNED_IN_WAIT_MS] });
	}
}

class SignedInPageAudit extends Audit {
	static get meta() {
		return {
			id: "signed-in-page",
			title: "The page showed the signed-in table",
			failureTitle: "The page did not show the signed-in table",
			description: "Checked by scripts/lib/lighthouse-signed-in.mjs before the other gatherers ran.",
			requiredArtifacts: ["SignedInPage"],
		};
	}

	static audit(artifacts) {
		const state = artifacts.SignedInPage;
		return { score: state.board ? 1 : 0, details: { type: "debugdata", ...state } };
	}
}

export default {
	...defaultConfig,
	settings: { ...defaultConfig.settings, pauseAfterLoadMs: PAUSE_AFTER_LOAD_MS },
	artifacts: [{ id: "SignedInPage", gatherer: { implementation: SignedInPage } }, ...defaultConfig.artifacts],
	audits: [...defaultConfig.audits, { implementation: SignedInPageAudit }],
	categories: {
		...defaultConfig.categories,
		"signed-in": { title: "Signed in", auditRefs: [{ id: "signed-in-page", weight: 1 }] },
	},
};
