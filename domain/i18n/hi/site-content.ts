/** The home page's and the lobby's content in Hindi (../site-content.ts). Game and provider names stay as they are. */
import type { MessageTranslation } from "../catalogue";
import type { siteContentMessages } from "../site-content";

const comingSoonInfo = "जल्द आ रहा है: यह गेम अभी इस साइट पर उपलब्ध नहीं है।";

export const hindiSiteContent: Pick<MessageTranslation, keyof typeof siteContentMessages> = {
	bannerTitles: {
		"live-table": "Auto Roulette, अब लाइव",
		"provably-fair": "प्रूवेबली फ़ेयर: हर नतीजा आप ख़ुद जाँच सकते हैं",
		responsible: "मज़े के लिए खेलें, अपनी सीमाएँ तय करें",
	},
	bannerSubtitles: {
		"live-table": "एक टेबल, एक घड़ी: हर खिलाड़ी एक ही पल में एक ही राउंड देखता है।",
		"provably-fair":
			"दाँव खुलने से पहले ही नतीजे का हैश लॉक करके दिखा दिया जाता है; बाद में कोई भी दोबारा गणना करके जाँच सकता है कि नतीजा बदला नहीं गया।",
		responsible: "जमा सीमा, नुकसान सीमा, रियलिटी चेक और सेल्फ़-एक्सक्लूज़न: सब आपके खाते में है।",
	},
	bannerActions: {
		"live-table": "टेबल पर जाएँ",
		"provably-fair": "राउंड कैसे वेरिफ़ाई करें",
		responsible: "ज़िम्मेदार गेमिंग",
	},
	categoryTitles: {
		casino: "कैसीनो",
		sport: "स्पोर्ट्स",
		"live-casino": "लाइव कैसीनो",
	},
	categoryCounts: {
		casino: "लाइव रूलेट टेबल",
		sport: "स्पोर्ट्स बेटिंग",
		"live-casino": "लाइव डीलर गेम",
		aviator: "इंस्टेंट गेम",
	},
	categoryButtons: {
		casino: "गेम देखें",
		sport: "इवेंट देखें",
		"live-casino": "गेम देखें",
		aviator: "अभी खेलें",
	},
	lobbyTabs: {
		slots: "स्लॉट",
		"live-casino": "लाइव कैसीनो",
		"indian-choice": "भारतीय पसंद",
		instant: "इंस्टेंट",
		"table-games": "टेबल गेम",
	},
	lobbyChips: {
		all: "सभी गेम",
		top: "टॉप",
		slots: "स्लॉट",
		crash: "क्रैश गेम",
		new: "नए",
		"spin-gifts": "स्पिन गिफ़्ट",
		"buy-bonus": "बोनस खरीदें",
		"v-sports-1": "वी-स्पोर्ट्स",
		"v-sports-2": "वी-स्पोर्ट्स",
		"v-sports-3": "वी-स्पोर्ट्स",
	},
	gameInfo: {
		"crazy-time": comingSoonInfo,
		"auto-roulette":
			"हमारी लाइव यूरोपियन सिंगल-ज़ीरो रूलेट टेबल। हर राउंड के नतीजे का हैश दाँव खुलने से पहले लॉक करके दिखाया जाता है, इसलिए हर नतीजा आप ख़ुद जाँच सकते हैं (प्रूवेबली फ़ेयर)।",
		"teen-patti": comingSoonInfo,
		"baccarat-b": comingSoonInfo,
		astronaut:
			"हमारा क्रैश गेम: उड़ान खत्म होने से पहले कैश आउट करें। हर क्रैश पॉइंट का हैश दाँव खुलने से पहले लॉक करके दिखा दिया जाता है, और आप हर नतीजा ख़ुद जाँच सकते हैं (प्रूवेबली फ़ेयर)।",
		"lucky-7": comingSoonInfo,
		"dragon-tiger":
			"हमारी ड्रैगन टाइगर टेबल: दोनों तरफ़ एक-एक पत्ता, बड़ा पत्ता जीतता है। हर फेंटने का हैश दाँव खुलने से पहले लॉक करके दिखा दिया जाता है, और आप हर नतीजा ख़ुद जाँच सकते हैं (प्रूवेबली फ़ेयर)।",
		"immersive-roulette": comingSoonInfo,
		"super-andar-bahar": comingSoonInfo,
		"stock-market": comingSoonInfo,
		"lightning-roulette": comingSoonInfo,
		"hindi-roulette": comingSoonInfo,
		"andar-bahar":
			"हमारी अंदर बाहर टेबल: उस तरफ़ दाँव लगाएँ जहाँ जोकर के नंबर का पत्ता आएगा। हर फेंटने का हैश दाँव खुलने से पहले लॉक करके दिखा दिया जाता है, और आप हर नतीजा ख़ुद जाँच सकते हैं (प्रूवेबली फ़ेयर)।",
	},
	siteNotes: {
		seeAll: "सभी देखें",
		moreGames: "और गेम",
	},
};
