/**
 * A data router around a table screen, for component tests: the screen's statistics come through a fetcher from
 * /resources/table-stats/:tableId, answered here by what `serveStats` was given (through the route's own keeper of
 * the last answer); by default they never answer. The Favourites dialog's /resources/favourites is the real route
 * module (loader, action and their client wrappers) for a signed-in player; a test that opens it mocks the store
 * behind it (./favourites-store.ts). Use as `render(ui, { wrapper: TableRouter })`.
 */
import { createContext, type ReactNode, useContext, useState } from "react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { keepLastAnswer } from "~/app/lib/polled-answer";
import * as favourites from "~/app/routes/resources/favourites";
import type { StatsRound } from "~/domain/roulette/stats";
import { sessionContext } from "~/server/page-context";

export type StatsAnswer = { tableId: string; rounds: StatsRound[] };
type ServeStats = (tableId: string) => Promise<StatsAnswer>;

const never: ServeStats = () => new Promise(() => {});
let serving: { stats: ServeStats; requests: string[] } = { stats: never, requests: [] };

/** What the statistics route answers from now on (the next rendered screen); returns the tables asked for. */
export function serveStats(stats: ServeStats = never): string[] {
	serving = { stats, requests: [] };
	return serving.requests;
}

/** A `data()` answer's body, as the framework hands it to a client wrapper's `serverAction()`. */
function unwrapped(answer: unknown): unknown {
	return answer && typeof answer === "object" && "init" in answer && "data" in answer ? answer.data : answer;
}

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

/** /resources/favourites as the browser reaches it: each client wrapper over its server half. */
const favouritesRoute = {
	path: "/resources/favourites",
	loader: (args: Args) =>
		favourites.clientLoader({
			serverLoader: () => favourites.loader(args as never),
		} as unknown as Parameters<typeof favourites.clientLoader>[0]),
	action: (args: Args) =>
		favourites.clientAction({
			serverAction: async () => unwrapped(await favourites.action(args as never)),
		} as unknown as Parameters<typeof favourites.clientAction>[0]),
};

/** The request context of a signed-in player's page (the Worker sets the real one). */
function playerContext() {
	const context = new RouterContextProvider();
	context.set(sessionContext, async () => ({ id: "u1", name: "Player", role: "user", sessionId: "s1" }));
	return context;
}

const Screen = createContext<ReactNode>(null);

function ScreenHere() {
	return <>{useContext(Screen)}</>;
}

export function TableRouter({ children }: { children: ReactNode }) {
	const [Stub] = useState(() => {
		const { stats, requests } = serving;
		const keep = keepLastAnswer<StatsAnswer>();
		return createRoutesStub(
			[
				{ path: "*", Component: ScreenHere },
				favouritesRoute,
				{
					path: "/resources/table-stats/:tableId",
					loader: ({ params }) => {
						requests.push(params.tableId ?? "");
						return keep(() => stats(params.tableId ?? ""));
					},
				},
			],
			playerContext(),
		);
	});
	return (
		<Screen.Provider value={children}>
			<Stub initialEntries={["/"]} />
		</Screen.Provider>
	);
}
