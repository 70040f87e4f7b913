/**
 * A playing card drawn in SVG, our own art (docs/decisions/0840-card-tables.md): the rank in two corners and the
 * suit's symbol in the middle, red or black; a card not yet turned shows its back. It deals in with a short flip
 * unless the reader prefers reduced motion (the `motion-safe:` classes). Named by its caller (no wording of its own).
 */
import { rankOf, suitOf } from "~/domain/cards/cards";

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
const SYMBOLS = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" } as const;

export function CardFace({
	card,
	name,
	size = "md",
	highlight = false,
}: {
	/** The card (0–51, or a shoe's number), or null for a card's back. */
	card: number | null;
	/** What a screen reader says for it. */
	name: string;
	size?: "sm" | "md" | "lg";
	highlight?: boolean;
}) {
	const width = size === "sm" ? "w-8" : size === "lg" ? "w-20" : "w-12";
	if (card === null) {
		return (
			<svg viewBox="0 0 60 84" className={`${width} shrink-0`} role="img" aria-label={name}>
				<rect x="1" y="1" width="58" height="82" rx="6" fill="#7f1d1d" stroke="#fde68a" strokeWidth="2" />
				<path d="M8 8h44v68H8z" fill="none" stroke="#fde68a" strokeWidth="1.5" strokeDasharray="3 3" />
				<circle cx="30" cy="42" r="10" fill="none" stroke="#fde68a" strokeWidth="2" />
			</svg>
		);
	}
	const suit = suitOf(card);
	const red = suit === "hearts" || suit === "diamonds";
	const rank = RANKS[rankOf(card) - 1];
	const ink = red ? "#b91c1c" : "#111827";
	return (
		<svg
			viewBox="0 0 60 84"
			role="img"
			aria-label={name}
			data-card={card}
			className={`${width} shrink-0 motion-safe:animate-[card-in_250ms_ease-out] ${highlight ? "drop-shadow-[0_0_6px_#facc15]" : ""}`}
		>
			<rect
				x="1"
				y="1"
				width="58"
				height="82"
				rx="6"
				fill="#fffdf7"
				stroke={highlight ? "#facc15" : "#9ca3af"}
				strokeWidth={highlight ? 3 : 1.5}
			/>
			<text x="6" y="18" fontSize="15" fontWeight="700" fill={ink} fontFamily="sans-serif">
				{rank}
			</text>
			<text x="6" y="32" fontSize="13" fill={ink}>
				{SYMBOLS[suit]}
			</text>
			<text x="30" y="56" fontSize="28" textAnchor="middle" fill={ink}>
				{SYMBOLS[suit]}
			</text>
			<text x="54" y="78" fontSize="15" fontWeight="700" textAnchor="end" fill={ink} fontFamily="sans-serif">
				{rank}
			</text>
		</svg>
	);
}
