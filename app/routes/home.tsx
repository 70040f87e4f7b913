import { homeContent, siteContent } from "../../domain/content";
import { Banner } from "../components/home/banner";
import { CategoryTiles } from "../components/home/category-tiles";
import { HotPromotions } from "../components/home/promotions";
import { StatsStrip } from "../components/home/stats-strip";
import { LiveTableStatus } from "../components/live-table-status";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
	{ title: `${siteContent.brand}: live auto-roulette` },
	{ name: "description", content: "Bet in timed live roulette rounds. Every result is provably fair." },
];

export default function Home() {
	return (
		<div className="mx-auto max-w-7xl px-4 py-6">
			<h1 className="sr-only">{siteContent.brand}</h1>
			<Banner slides={homeContent.banner} intervalMs={homeContent.bannerIntervalMs} />
			<StatsStrip />
			<CategoryTiles tiles={homeContent.categories} />
			<LiveTableStatus />
			<HotPromotions promotions={homeContent.promotions} note={homeContent.promotionsNote} />
		</div>
	);
}
