/** A playing card at a card table, named in the page's language ("Queen of hearts", "A card face down"). */
import { useTranslation } from "react-i18next";
import { rankOf, suitOf } from "~/domain/cards/cards";
import { CardFace } from "./card-face";

/** A card's name as a screen reader says it: "Queen of hearts", "7 of clubs". */
export function useCardName() {
	const { t } = useTranslation("table");
	return (card: number) => {
		const rank = rankOf(card);
		const named = rank === 1 || rank > 10 ? t(`cards.ranks.r${rank}` as "cards.ranks.r1") : String(rank);
		return t("cards.cardName", { rank: named, suit: t(`cards.suits.${suitOf(card)}`) });
	};
}

export function PlayingCard({
	card,
	size = "md",
	highlight = false,
}: {
	/** The card (0–51, or a shoe's number), or null for a card's back. */
	card: number | null;
	size?: "sm" | "md" | "lg";
	highlight?: boolean;
}) {
	const { t } = useTranslation("table");
	const cardName = useCardName();
	const name = card === null ? t("cards.cardBack") : cardName(card);
	return <CardFace card={card} name={name} size={size} highlight={highlight} />;
}
