import type { UiTranslation } from "..";
import type { common as en } from "../en/common";

export const common: UiTranslation<typeof en> = {
	skipToContent: "सीधे पेज के मुख्य हिस्से पर जाएँ",
	brandHome: "{{brand}} होम",
	nav: { main: "मुख्य", mobile: "मोबाइल", footer: "फ़ुटर" },
	searchGames: "गेम खोजें",
	logIn: "लॉग इन",
	openMenu: "मेनू खोलें",
	closeMenu: "मेनू बंद करें",
	settings: {
		label: "सेटिंग",
		title: "सेटिंग",
		sounds: "गेम की आवाज़ें",
		hideBalances: "बैलेंस छिपाएँ",
	},
	language: {
		label: "{{short}}, भाषा: {{name}}। भाषा बदलें",
		title: "भाषा",
		saveFailed: "आपकी भाषा खाते में सेव नहीं हो सकी; यह इस डिवाइस पर याद रहेगी।",
	},
	footer: {
		customerSupport: "ग्राहक सहायता:",
		adultsOnly: "सिर्फ़ 18 साल या उससे ज़्यादा उम्र के लोगों के लिए",
	},
	error: {
		title: "कुछ गड़बड़ हो गई",
		unexpected: "अचानक कोई गड़बड़ी हुई",
	},
	meta: {
		description: "लाइव ऑटो-रूलेट टेबल: हर नतीजा आप ख़ुद जाँच सकते हैं (प्रूवेबली फ़ेयर)।",
	},
	pager: {
		label: "पेज",
		prev: "पिछला",
		next: "अगला",
		page: "पेज {{page}}",
		pageOf: "पेज {{page}} / {{total}}",
	},
	dialog: { close: "बंद करें", cancel: "रद्द करें", confirm: "कन्फ़र्म करें" },
};
