/** The wallet's domain wordings in Hindi: bet names (domain/roulette/bet-names.ts) and the deposit methods. */
import type { MessageTranslation } from "../catalogue";

export const walletHindi: Pick<MessageTranslation, "betNames" | "callNames" | "depositMethods"> = {
	betNames: {
		straight: "स्ट्रेट {{0}}",
		split: "स्प्लिट {{0}}/{{1}}",
		splitSpoken: "स्प्लिट {{0}} और {{1}}",
		street: "स्ट्रीट {{0}}–{{1}}",
		streetSpoken: "स्ट्रीट {{0}}, {{1}} और {{2}}",
		trio: "ट्रायो {{0}}/{{1}}/{{2}}",
		trioSpoken: "ट्रायो {{0}}, {{1}} और {{2}}",
		corner: "कॉर्नर {{0}}/{{1}}/{{2}}/{{3}}",
		cornerSpoken: "कॉर्नर {{0}}, {{1}}, {{2}} और {{3}}",
		firstFour: "पहले चार 0/1/2/3",
		firstFourSpoken: "पहले चार 0, 1, 2 और 3",
		sixLine: "सिक्स लाइन {{0}}–{{1}}",
		sixLineSpoken: "सिक्स लाइन {{0}} से {{1}}",
		dozen1: "पहले 12",
		dozen2: "दूसरे 12",
		dozen3: "तीसरे 12",
		column: "कॉलम {{0}}",
		columnSpoken: "कॉलम {{0}} (2:1)",
		red: "लाल",
		black: "काला",
		even: "सम",
		odd: "विषम",
		lowSpoken: "1–18, लो",
		highSpoken: "19–36, हाई",
	},
	callNames: {
		neighbours: "{{0}} के पड़ोसी (हर तरफ़ {{1}})",
	},
	depositMethods: {
		card: "कार्ड",
		netbanking: "नेटबैंकिंग",
		cash: "नकद",
	},
};
