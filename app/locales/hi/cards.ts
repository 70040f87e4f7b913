import type { UiTranslation } from "..";
import type { cards as english } from "../en/cards";
import { cardSpotNames } from "./card-names";

/** कार्ड टेबलों की स्क्रीन (docs/decisions/0840-card-tables.md)। */
export const cards: UiTranslation<typeof english> = {
	cardName: "{{suit}} का {{rank}}",
	cardBack: "उल्टा रखा पत्ता",
	ranks: { r1: "इक्का", r11: "गुलाम", r12: "बेगम", r13: "बादशाह" },
	suits: { spades: "हुकुम", hearts: "पान", diamonds: "ईंट", clubs: "चिड़ी" },
	spots: cardSpotNames,
	strip: {
		label: "हाल के नतीजे, सबसे नया पहले",
		short: { andar: "अं", bahar: "बा", dragon: "ड्रै", tiger: "टा", tie: "टाई" },
		round: "राउंड #{{seq}}: {{result}}",
	},
	phase: {
		betting: "अपने दाँव लगाएँ · {{seconds}} सेकंड",
		dealing: "दाँव बंद · पत्ते बँट रहे हैं",
		result: "{{result}} जीता",
		waiting: "अगले राउंड का इंतज़ार",
		connecting: "टेबल से जुड़ रहे हैं…",
		closed: "यह टेबल अभी बंद है।",
	},
	joker: "जोकर",
	deal: { label: "पत्तों का बँटवारा", side: "{{side}}: {{count}} पत्ते" },
	spot: "{{spot}}, पेआउट {{payout}}",
	staked: "आपका दाँव: {{amount}}",
	pending: "लगाना है: {{amount}}",
	chips: "चिप",
	chip: "चिप {{amount}}",
	place: "दाँव लगाएँ {{amount}}",
	clear: "साफ़ करें",
	repeat: "दोहराएँ",
	double: "2x",
	placed: "दाँव लग गया: {{amount}}",
	myBets: "इस राउंड में मेरे दाँव",
	noBets: "इस राउंड में अभी कोई दाँव नहीं",
	roundBets: { title: "इस राउंड के दाँव", empty: "टेबल पर अभी कोई दाँव नहीं", more: "और {{count}}" },
	betLine: "{{spot}} · {{amount}}",
	outcomes: { placed: "लग गया", won: "{{amount}} जीते", lost: "हार गए", back: "{{amount}} वापस" },
	stats: { label: "पिछले {{count}} राउंड", share: "{{name}} {{percent}}" },
	rules: {
		open: "नियम",
		title: "{{game}} कैसे खेलें",
		edge: "हाउस एज {{edge}}",
		payout: "पेआउट {{payout}}",
		fair: "हर बँटवारा एक सीड से फेंटा जाता है जिसका हैश दाँव खुलने से पहले लॉक करके दिखा दिया जाता है; राउंड के बाद सीड दिखाया जाता है और /verify वही पत्ते फिर से बाँटकर दिखाता है।",
		"andar-bahar": [
			"दाँव खुलते ही एक जोकर पत्ता दिखाया जाता है। 15 सेकंड के दाँव के बाद पत्ते एक-एक करके अंदर और बाहर में बाँटे जाते हैं, पहले अंदर, जब तक जोकर के नंबर का पत्ता न आ जाए: वह पत्ता जिस तरफ़ आए, वही जीतता है।",
			"साइड दाँव तब जीतते हैं जब जोकर के बाद बँटे पत्तों की गिनती, मिलने वाला पत्ता मिलाकर, उनकी रेंज में हो।",
		],
		"dragon-tiger": [
			"15 सेकंड के दाँव के बाद, 8 डेक के ताज़ा फेंटे गए शू से एक पत्ता ड्रैगन को और एक टाइगर को जाता है। बड़ा पत्ता जीतता है; इक्का सबसे छोटा, बादशाह सबसे बड़ा, सूट से फ़र्क नहीं पड़ता।",
			"टाई होने पर ड्रैगन और टाइगर के दाँव की आधी राशि जाती है। टाई का दाँव हर टाई पर जीतता है; सूटेड टाई एक ही सूट की टाई पर।",
		],
	},
};
