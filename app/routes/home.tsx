import { lazy, Suspense } from "react";
import { siteContent } from "~/domain/content";
import { homeContent } from "~/domain/home-and-lobby";
import { sessionContext } from "~/server/page-context";
import { playerStatsToday } from "~/server/player-stats";
import { Banner } from "../components/home/banner";
import { CategoryTiles } from "../components/home/category-tiles";
import { StatsStrip } from "../components/home/stats-strip";
import { type LiveTableStatusProps, LiveTableStatusView } from "../components/live-table-status-view";
import { HotPromotions } from "../components/promotions/hot-promotions";
import { pageDatabase } from "../lib/page-session.server";
import { claimFromPage, promotionCards } from "../lib/promotions.server";
import { siteMeta } from "../lib/site-meta";
import type { Route } from "./+types/home";

/**
 * The promotions a player may claim now (docs/decisions/0850-promotions.md), whether the viewer is a player, and a
 * player's figures for the stats strip.
 */
export async function loader({ context }: Route.LoaderArgs) {
	const session = await context.get(sessionContext)();
	const signedIn = session?.role === "user";
	const [promotions, stats] = await Promise.all([
		promotionCards(),
		signedIn ? playerStatsToday(pageDatabase(), session.id) : null,
	]);
	return { promotions, signedIn, stats };
}

/** Claim Now. */
export async function action({ request, context }: Route.ActionArgs) {
	return claimFromPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const text = siteMeta(matches);
	return [{ title: text.homeTitle }, { name: "description", content: text.homeDescription }];
};

// The socket client (partysocket and the room's reducer) loads after the page is up: until then the
// glance shows the same "connecting" state it shows while the socket opens.
const LiveTableStatus = lazy(() =>
	import("../components/live-table-status").then(({ LiveTableStatus }) => ({ default: LiveTableStatus })),
);
const connecting: LiveTableStatusProps["room"] = {
	connection: "connecting",
	round: null,
	lastResults: [],
	tableEnabled: true,
};

export default function Home({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-7xl px-4 py-6">
			<h1 className="sr-only">{siteContent.brand}</h1>
			<Banner slides={homeContent.banner} intervalMs={homeContent.bannerIntervalMs} />
			<StatsStrip stats={loaderData.stats} />
			<HotPromotions promotions={loaderData.promotions} signedIn={loaderData.signedIn} />
			<CategoryTiles tiles={homeContent.categories} />
			<Suspense fallback={<LiveTableStatusView room={connecting} seconds={0} />}>
				<LiveTableStatus />
			</Suspense>
		</div>
	);
}
