/** कार्ड टेबलों के दाँव और जीत के नाम, हर नेमस्पेस के लिए एक ही शब्द (docs/decisions/0840)। */
export const cardWinnerNames = { andar: "अंदर", bahar: "बाहर", dragon: "ड्रैगन", tiger: "टाइगर", tie: "टाई" };

export const cardSpotNames = {
	andar: cardWinnerNames.andar,
	bahar: cardWinnerNames.bahar,
	"cards-1-5": "1–5 पत्ते",
	"cards-6-10": "6–10 पत्ते",
	"cards-11-15": "11–15 पत्ते",
	"cards-16-25": "16–25 पत्ते",
	"cards-26-30": "26–30 पत्ते",
	"cards-31-35": "31–35 पत्ते",
	"cards-36-40": "36–40 पत्ते",
	"cards-41-49": "41–49 पत्ते",
	dragon: cardWinnerNames.dragon,
	tiger: cardWinnerNames.tiger,
	tie: cardWinnerNames.tie,
	suitedTie: "सूटेड टाई",
};
