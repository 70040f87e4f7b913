/**
 * The Andar Bahar table (docs/decisions/0840-card-tables.md): the joker shown as betting opens, then the cards dealt
 * to Andar and Bahar in turn, Andar first, at the server's pace, until one matches the joker's rank; Andar, Bahar and
 * the side bets on how many cards that takes. The shared table (../cards/card-table.tsx) does the rest.
 */
import { useTranslation } from "react-i18next";
import type { CardRoundView } from "~/domain/cards/protocol";
import { CardTable } from "../cards/card-table";
import { PlayingCard } from "../cards/playing-card";
import { CARD_SPOTS } from "../cards/spots";
import type { TableSeat } from "../roulette/table-seat";

const SPOTS = CARD_SPOTS["andar-bahar"];
const GROUPS = [
	{ spots: SPOTS.slice(0, 2), columns: "grid-cols-2" },
	{ spots: SPOTS.slice(2), columns: "grid-cols-4" },
];

function Row({ side, cards, winner }: { side: "andar" | "bahar"; cards: number[]; winner: boolean }) {
	const { t } = useTranslation("table");
	return (
		<div
			data-testid={`row-${side}`}
			className={`flex min-h-16 items-center gap-2 rounded-xl border-2 p-2 ${winner ? "border-gold" : "border-edge"}`}
		>
			<p className="w-14 shrink-0 text-sm font-black">{t(`cards.spots.${side}`)}</p>
			<ol
				aria-label={t("cards.deal.side", { side: t(`cards.spots.${side}`), count: cards.length })}
				className="flex min-w-0 -space-x-5 overflow-hidden"
			>
				{cards.map((card, i) => (
					<li key={card}>
						<PlayingCard card={card} size="sm" highlight={winner && i === cards.length - 1} />
					</li>
				))}
			</ol>
		</div>
	);
}

function Deal({ round, shown }: { round: CardRoundView | null; shown: number }) {
	const { t } = useTranslation("table");
	const joker = round?.openCards[0] ?? null;
	const dealt = (round?.dealt ?? []).slice(0, shown);
	const andar = dealt.filter((_, i) => i % 2 === 0);
	const bahar = dealt.filter((_, i) => i % 2 === 1);
	const result = round?.phase === "result" ? round.result : null;
	return (
		<section
			aria-label={t("cards.deal.label")}
			className="flex gap-3 rounded-2xl bg-emerald-950 p-3"
			data-testid="deal"
		>
			<figure className="flex shrink-0 flex-col items-center gap-1">
				<PlayingCard card={joker} size="lg" />
				<figcaption className="text-xs font-bold text-gold">{t("cards.joker")}</figcaption>
			</figure>
			<div className="flex min-w-0 flex-1 flex-col gap-2">
				<Row side="andar" cards={andar} winner={result === "andar"} />
				<Row side="bahar" cards={bahar} winner={result === "bahar"} />
			</div>
		</section>
	);
}

export function AndarBaharTable({ table }: { table: TableSeat }) {
	return (
		<CardTable
			table={table}
			game="andar-bahar"
			spotGroups={GROUPS}
			renderDeal={(round, shown) => <Deal round={round} shown={shown} />}
		/>
	);
}
