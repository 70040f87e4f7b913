import { Info, Search, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameCard } from "~/domain/content";
import { lobbyContent } from "~/domain/home-and-lobby";
import { siteMessages } from "~/domain/messages/common";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { GameArt } from "./game-art";

/** Cards whose title contains the query (case-insensitive) and, when given, come from the provider. */
export function filterGames(games: readonly GameCard[], query: string, provider: string): GameCard[] {
	const q = query.trim().toLowerCase();
	return games.filter((g) => g.title.toLowerCase().includes(q) && (provider === "" || g.provider === provider));
}

const cardShell = "relative aspect-[3/4] overflow-hidden rounded-lg bg-raised";
const captionClass =
	"absolute inset-x-0 bottom-0 bg-linear-to-t from-black via-black/80 to-transparent px-2 pt-8 pb-2 text-left";

function GameTile({ game }: { game: GameCard }) {
	const [infoOpen, setInfoOpen] = useState(false);
	const infoId = useId();
	const { t } = useTranslation("site");
	const say = useSay();
	const caption = (
		<span className={captionClass}>
			<span className="block text-xs font-bold leading-tight sm:text-sm">{game.title}</span>
			{game.provider && <span className="block text-[0.6875rem] text-gray-300 uppercase">{game.provider}</span>}
			{!game.to && <span className="sr-only">{t("lobby.comingSoon")}</span>}
		</span>
	);
	const actionClass = "absolute inset-0 block hover:brightness-110 focus-visible:-outline-offset-4";
	return (
		<li className={cardShell} data-testid="game-card" data-game={game.id}>
			<GameArt art={game.art} />
			{game.to ? (
				<Link to={game.to} className={actionClass}>
					{caption}
				</Link>
			) : (
				<button type="button" className={actionClass} onClick={() => notify.info(siteMessages.comingSoon(game.title))}>
					{caption}
				</button>
			)}
			{game.isTop && (
				<span className="pointer-events-none absolute top-2 left-2 rounded bg-green-700 px-1.5 py-0.5 text-[0.6875rem] font-bold">
					{t("lobby.top")}
				</span>
			)}
			{game.hasInfo && (
				<button
					type="button"
					aria-label={t("lobby.about", { title: game.title })}
					aria-expanded={infoOpen}
					aria-controls={infoId}
					onClick={() => setInfoOpen((open) => !open)}
					className="absolute top-1.5 right-1.5 z-10 grid size-7 place-items-center rounded-full bg-black/50 hover:bg-black/70"
				>
					{infoOpen ? <X className="size-4" aria-hidden="true" /> : <Info className="size-4" aria-hidden="true" />}
				</button>
			)}
			<div
				id={infoId}
				hidden={!infoOpen}
				className="absolute inset-x-0 top-0 bottom-0 bg-black/90 p-3 pt-10 text-xs leading-snug text-gray-100"
			>
				<p className="font-bold">{game.title}</p>
				<p className="mt-1">{say(game.info)}</p>
			</div>
		</li>
	);
}

/** The lobby's search bar, provider filter and card grid (2 columns on phones, 3 small, 7 from medium). */
export function GameGrid({ games, seeAllTitle }: { games: readonly GameCard[]; seeAllTitle: string }) {
	const [query, setQuery] = useState("");
	const [provider, setProvider] = useState("");
	// Only providers whose games the site offers: a "Coming soon" card names none.
	const providers = useMemo(() => [...new Set(games.flatMap((g) => (g.provider ? [g.provider] : [])))].sort(), [games]);
	const shown = filterGames(games, query, provider);
	const filtering = query.trim() !== "" || provider !== "";
	const { t } = useTranslation("site");
	const say = useSay();

	return (
		<>
			<search className="flex flex-col gap-3 sm:flex-row">
				<label className="relative flex-1 sm:max-w-xs">
					<span className="sr-only">{t("lobby.search")}</span>
					<Search
						className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
						aria-hidden="true"
					/>
					<input
						type="search"
						value={query}
						onChange={(event) => setQuery(event.target.value)}
						placeholder={t("lobby.searchPlaceholder")}
						className="h-11 w-full rounded-lg border border-edge bg-panel-deep pr-3 pl-9 text-white placeholder:text-gray-400"
					/>
				</label>
				<label className="sm:w-56">
					<span className="sr-only">{t("lobby.provider")}</span>
					<select
						value={provider}
						onChange={(event) => setProvider(event.target.value)}
						className="h-11 w-full rounded-lg border border-edge bg-panel-deep px-3 text-white"
					>
						<option value="">{t("lobby.allProviders")}</option>
						{providers.map((p) => (
							<option key={p} value={p}>
								{p}
							</option>
						))}
					</select>
				</label>
			</search>
			<section aria-labelledby="top-games-heading" className="mt-4 rounded-xl bg-panel-deep p-3 sm:p-4">
				<h2 id="top-games-heading" className="mb-3 text-2xl font-black">
					{t("lobby.top")}
				</h2>
				<p aria-live="polite" className="sr-only" data-testid="games-count">
					{t("lobby.gamesCount", { count: shown.length })}
				</p>
				{shown.length === 0 ? (
					<p className="py-10 text-center text-gray-300">{say(siteMessages.noGamesMatch(query.trim()))}</p>
				) : (
					<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-7" aria-label={t("lobby.games")}>
						{shown.map((game) => (
							<GameTile key={game.id} game={game} />
						))}
						{!filtering && (
							<li className={cardShell} data-testid="see-all-card">
								<button
									type="button"
									className="absolute inset-0 bg-linear-to-br from-panel to-raised p-3 text-left font-bold hover:brightness-125"
									onClick={() => notify.info(siteMessages.comingSoon(lobbyContent.seeAll.comingSoonName))}
								>
									<span className="absolute bottom-3 left-3">
										{say(seeAllTitle)}
										<span className="sr-only">{t("lobby.comingSoon")}</span>
									</span>
								</button>
							</li>
						)}
					</ul>
				)}
			</section>
		</>
	);
}
