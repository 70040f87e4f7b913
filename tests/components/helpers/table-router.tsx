/**
 * A data router around a table screen, for component tests: the screen's statistics come through a fetcher from
 * /resources/table-stats/:tableId, answered here by what `serveStats` was given (through the route's own keeper of
 * the last answer); by default they never answer. Use as `render(ui, { wrapper: TableRouter })`.
 */
import { createContext, type ReactNode, useContext, useState } from "react";
import { createRoutesStub } from "react-router";
import { keepLastAnswer } from "~/app/lib/polled-answer";
import type { StatsRound } from "~/domain/roulette/stats";

export type StatsAnswer = { tableId: string; rounds: StatsRound[] };
type ServeStats = (tableId: string) => Promise<StatsAnswer>;

const never: ServeStats = () => new Promise(() => {});
let serving: { stats: ServeStats; requests: string[] } = { stats: never, requests: [] };

/** What the statistics route answers from now on (the next rendered screen); returns the tables asked for. */
export function serveStats(stats: ServeStats = never): string[] {
	serving = { stats, requests: [] };
	return serving.requests;
}

const Screen = createContext<ReactNode>(null);

function ScreenHere() {
	return <>{useContext(Screen)}</>;
}

export function TableRouter({ children }: { children: ReactNode }) {
	const [Stub] = useState(() => {
		const { stats, requests } = serving;
		const keep = keepLastAnswer<StatsAnswer>();
		return createRoutesStub([
			{ path: "*", Component: ScreenHere },
			{
				path: "/resources/table-stats/:tableId",
				loader: ({ params }) => {
					requests.push(params.tableId ?? "");
					return keep(() => stats(params.tableId ?? ""));
				},
			},
		]);
	});
	return (
		<Screen.Provider value={children}>
			<Stub initialEntries={["/"]} />
		</Screen.Provider>
	);
}
