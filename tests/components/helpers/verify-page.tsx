/**
 * The /verify page under test (tests/components/verify-*.test.tsx): rendered at an address, with the rounds API
 * answered by a fake fetch.
 */
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import Verify from "~/app/routes/verify";

/** GET /api/rounds/:roundId answers `round` (404 when null); GET /api/rounds answers `recent`. The requests made. */
export function fakeRoundsApi(roundId: string, round: unknown, recent: unknown[] = []) {
	const requests: URL[] = [];
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: RequestInfo | URL) => {
			const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
			requests.push(url);
			const json = (body: unknown, status = 200) =>
				new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
			if (url.pathname === "/api/rounds") return json({ rounds: recent, nextBeforeSeq: null });
			if (url.pathname === `/api/rounds/${roundId}`)
				return round ? json(round) : json({ message: "Round not found" }, 404);
			return json({ message: "Not found" }, 404);
		}),
	);
	return requests;
}

export function renderVerify(path: string) {
	return render(
		<MemoryRouter initialEntries={[path]}>
			<Verify />
		</MemoryRouter>,
	);
}
