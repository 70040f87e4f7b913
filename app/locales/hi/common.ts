import type { UiTranslation } from "..";
import type { common as en } from "../en/common";

export const common: UiTranslation<typeof en> = {
	skipToContent: "मुख्य सामग्री पर जाएँ",
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
		label: "भाषा: {{name}}। भाषा बदलें",
		title: "भाषा",
		saveFailed: "आपकी भाषा खाते में सहेजी नहीं जा सकी; यह इस डिवाइस पर याद रहेगी।",
	},
	footer: {
		customerSupport: "ग्राहक सहायता:",
		adultsOnly: "केवल 18 वर्ष और उससे अधिक आयु के लिए",
	},
	error: {
		title: "कुछ गड़बड़ हो गई",
		unexpected: "अनपेक्षित त्रुटि",
	},
	meta: {
		description: "प्रमाणित रूप से निष्पक्ष लाइव ऑटो-रूलेट टेबल।",
	},
	pager: {
		label: "पेज",
		prev: "पिछला",
		next: "अगला",
		page: "पेज {{page}}",
		pageOf: "पेज {{page}} / {{total}}",
	},
	dialog: { close: "बंद करें", cancel: "रद्द करें", confirm: "पुष्टि करें" },
};
