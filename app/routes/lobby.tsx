import { env } from "cloudflare:workers";
import { useTranslation } from "react-i18next";
import { lobbyContent } from "~/domain/home-and-lobby";
import { database } from "~/server/db/client";
import { readLiveTables } from "~/server/live-tables";
import { sessionContext } from "~/server/page-context";
import { CategoryChips } from "../components/lobby/category-chips";
import { GameGrid } from "../components/lobby/game-grid";
import { LiveTables } from "../components/lobby/live-tables";
import { LobbyTabs } from "../components/lobby/lobby-tabs";
import { BonusPanel } from "../components/promotions/bonus-panel";
import { HotPromotions } from "../components/promotions/hot-promotions";
import { activeBonuses, claimFromPage, promotionCards } from "../lib/promotions.server";
import { siteMeta } from "../lib/site-meta";
import type { Route } from "./+types/lobby";

/**
 * The tables of the catalogue with what each is doing now (the lobby then polls /resources/live-tables); the
 * promotions a player may claim now and the player's active bonuses (docs/decisions/0850-promotions.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const [live, promotions, bonuses, session] = await Promise.all([
		readLiveTables(database(env.DB), env, request.url),
		promotionCards(),
		activeBonuses(context),
		context.get(sessionContext)(),
	]);
	return { live, promotions, bonuses, signedIn: session?.role === "user" };
}

/** Claim Now. */
export async function action({ request, context }: Route.ActionArgs) {
	return claimFromPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const text = siteMeta(matches);
	return [{ title: text.lobbyTitle }, { name: "description", content: text.lobbyDescription }];
};

export default function Lobby({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("site");
	return (
		<div className="mx-auto max-w-7xl px-4 py-6">
			<h1 className="sr-only">{t("lobby.heading")}</h1>
			<LiveTables first={loaderData.live} />
			<BonusPanel bonuses={loaderData.bonuses} />
			<HotPromotions promotions={loaderData.promotions} signedIn={loaderData.signedIn} />
			<LobbyTabs tabs={lobbyContent.tabs}>
				<div className="mt-2 min-w-0">
					<CategoryChips chips={lobbyContent.chips} />
					<div className="mt-3">
						<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />
					</div>
				</div>
			</LobbyTabs>
		</div>
	);
}
