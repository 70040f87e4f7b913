/**
 * The Dragon Tiger table (docs/decisions/0840-card-tables.md): one card to Dragon and one to Tiger, a second apart,
 * the higher rank winning; bets on Dragon, Tiger, Tie and Suited Tie. The shared table (../cards/card-table.tsx) does
 * the rest.
 */
import { useTranslation } from "react-i18next";
import type { CardRoundView } from "~/domain/cards/protocol";
import { CardTable } from "../cards/card-table";
import { PlayingCard } from "../cards/playing-card";
import { CARD_SPOTS } from "../cards/spots";
import type { TableSeat } from "../roulette/table-seat";

const SPOTS = CARD_SPOTS["dragon-tiger"];
const GROUPS = [{ spots: SPOTS, columns: "grid-cols-2 sm:grid-cols-4" }];

function Hand({ side, card, winner }: { side: "dragon" | "tiger"; card: number | null; winner: boolean }) {
	const { t } = useTranslation("table");
	return (
		<figure
			data-testid={`hand-${side}`}
			className={`flex flex-col items-center gap-1 rounded-xl border-2 p-2 ${winner ? "border-gold" : "border-edge"} ${side === "dragon" ? "bg-red-950" : "bg-amber-950"}`}
		>
			<PlayingCard card={card} size="lg" highlight={winner} />
			<figcaption className="text-sm font-black">{t(`cards.spots.${side}`)}</figcaption>
		</figure>
	);
}

function Deal({ round, shown }: { round: CardRoundView | null; shown: number }) {
	const { t } = useTranslation("table");
	const dealt = round?.dealt ?? [];
	const result = round?.phase === "result" ? round.result : null;
	return (
		<section
			aria-label={t("cards.deal.label")}
			className="grid grid-cols-2 gap-3 rounded-2xl bg-emerald-950 p-3"
			data-testid="deal"
		>
			<Hand side="dragon" card={shown > 0 ? (dealt[0] ?? null) : null} winner={result === "dragon"} />
			<Hand side="tiger" card={shown > 1 ? (dealt[1] ?? null) : null} winner={result === "tiger"} />
		</section>
	);
}

export function DragonTigerTable({ table }: { table: TableSeat }) {
	return (
		<CardTable
			table={table}
			game="dragon-tiger"
			spotGroups={GROUPS}
			renderDeal={(round, shown) => <Deal round={round} shown={shown} />}
		/>
	);
}
