/** The card tables' spot and winner names, one wording for every namespace that names them (docs/decisions/0840). */
export const cardWinnerNames = { andar: "Andar", bahar: "Bahar", dragon: "Dragon", tiger: "Tiger", tie: "Tie" };

export const cardSpotNames = {
	andar: cardWinnerNames.andar,
	bahar: cardWinnerNames.bahar,
	"cards-1-5": "1–5 cards",
	"cards-6-10": "6–10 cards",
	"cards-11-15": "11–15 cards",
	"cards-16-25": "16–25 cards",
	"cards-26-30": "26–30 cards",
	"cards-31-35": "31–35 cards",
	"cards-36-40": "36–40 cards",
	"cards-41-49": "41–49 cards",
	dragon: cardWinnerNames.dragon,
	tiger: cardWinnerNames.tiger,
	tie: cardWinnerNames.tie,
	suitedTie: "Suited Tie",
};
