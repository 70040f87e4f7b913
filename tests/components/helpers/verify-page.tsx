/**
 * The /verify page under test (tests/components/verify-*.test.tsx): rendered at an address in a data router, its
 * loader stubbed with the rounds the server would read (the real loader: app/routes/verify.tsx, over
 * server/round-records.ts).
 */
import { render } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createRoutesStub, data, useRevalidator } from "react-router";
import Verify, { shouldRevalidate } from "~/app/routes/verify";
import { MAIN_TABLE_ID } from "~/domain/tables";

type Loaded = ComponentProps<typeof Verify>["loaderData"];
let serving: { roundId: string; round: unknown; recent: unknown[]; requests: URL[] } = {
	roundId: "",
	round: null,
	recent: [],
	requests: [],
};

/**
 * What the stubbed loader reads from now on: `round` for `?round=<roundId>` (none, and 404, for any other id or when
 * null) and `recent` for the list. Returns the addresses the loader was asked for.
 */
export function serveRounds(roundId: string, round: unknown, recent: unknown[] = []): URL[] {
	serving = { roundId, round, recent, requests: [] };
	return serving.requests;
}

/** The latest revalidation asked for by the page's hidden "revalidate" button, to await. */
export let revalidation: Promise<void> = Promise.resolve();

function VerifyRoute({ loaderData }: { loaderData: Loaded }) {
	const { revalidate } = useRevalidator();
	return (
		<>
			<Verify {...({ loaderData } as ComponentProps<typeof Verify>)} />
			{/* What a live money event does on every page (app/lib/notifications-live.ts). */}
			<button
				type="button"
				hidden
				onClick={() => {
					revalidation = revalidate();
				}}
				data-testid="revalidate"
			/>
		</>
	);
}

export function renderVerify(path: string) {
	const Stub = createRoutesStub([
		{
			path: "/verify",
			Component: VerifyRoute,
			shouldRevalidate,
			loader: ({ request }) => {
				const url = new URL(request.url);
				serving.requests.push(url);
				const wanted = url.searchParams.get("round")?.trim() || null;
				const round = wanted !== null && wanted === serving.roundId ? serving.round : null;
				const loaded = { table: url.searchParams.get("table") ?? MAIN_TABLE_ID, wanted, recent: serving.recent, round };
				return data(loaded as Loaded, { status: wanted && !round ? 404 : 200 });
			},
		},
	]);
	return render(<Stub initialEntries={[path]} />);
}
