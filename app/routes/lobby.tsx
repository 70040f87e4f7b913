import { useTranslation } from "react-i18next";
import { lobbyContent } from "~/domain/content";
import { BonusesPanel } from "../components/lobby/bonuses-panel";
import { CategoryChips } from "../components/lobby/category-chips";
import { GameGrid } from "../components/lobby/game-grid";
import { LiveTables } from "../components/lobby/live-tables";
import { LobbyTabs } from "../components/lobby/lobby-tabs";
import { siteMeta } from "../lib/site-meta";
import type { Route } from "./+types/lobby";

export const meta: Route.MetaFunction = ({ matches }) => {
	const text = siteMeta(matches);
	return [{ title: text.lobbyTitle }, { name: "description", content: text.lobbyDescription }];
};

export default function Lobby() {
	const { t } = useTranslation("site");
	return (
		<div className="mx-auto max-w-7xl px-4 py-6">
			<h1 className="sr-only">{t("lobby.heading")}</h1>
			<LiveTables />
			<LobbyTabs tabs={lobbyContent.tabs}>
				<div className="mt-2 grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
					<div className="min-w-0">
						<CategoryChips chips={lobbyContent.chips} />
						<div className="mt-3">
							<GameGrid games={lobbyContent.games} seeAllTitle={lobbyContent.seeAll.title} />
						</div>
					</div>
					<BonusesPanel bonuses={lobbyContent.bonuses} />
				</div>
			</LobbyTabs>
		</div>
	);
}
