/** The Hindi of the account area's domain texts: notifications (domain/notifications.ts) and the break periods. */
import type { MessageTranslation } from "../catalogue";

export const hindiAccountMessages: Pick<
	MessageTranslation,
	"notificationTexts" | "notificationLimitNames" | "breakPeriods"
> = {
	notificationTexts: {
		fallbackTitle: "सूचना",
		depositApprovedTitle: "जमा मंज़ूर",
		depositApproved: "आपका {{0}} का जमा आपके वॉलेट में आ गया है।",
		depositApprovedWithBonus: "आपका {{0}} का जमा आपके वॉलेट में आ गया है। आपको {{1}} बोनस प्ले टोकन भी मिले हैं।",
		depositRejectedTitle: "जमा नामंज़ूर",
		depositRejected: "आपका {{0}} का जमा नामंज़ूर कर दिया गया। कारण: {{1}}",
		withdrawalApprovedTitle: "निकासी मंज़ूर",
		withdrawalApproved: "आपकी {{0}} की निकासी मंज़ूर हो गई है और पैसे आपके बैंक खाते में भेजे जा रहे हैं।",
		withdrawalRejectedTitle: "निकासी नामंज़ूर",
		withdrawalRejected: "आपकी {{0}} की निकासी नामंज़ूर कर दी गई और पैसे आपके वॉलेट में वापस आ गए हैं। कारण: {{1}}",
		limitChangedTitle: "सीमा बदली",
		limitRemoved: "आपकी {{0}} हटा दी गई है, जैसा आपने 24 घंटे पहले कहा था।",
		limitNow: "आपकी {{0}} अब {{1}} है, जैसा आपने 24 घंटे पहले कहा था।",
		reminderRemoved: "आपका रियलिटी चेक रिमाइंडर हटा दिया गया है, जैसा आपने 24 घंटे पहले कहा था।",
		reminderNow: "आपका रियलिटी चेक रिमाइंडर अब हर {{0}} मिनट पर आएगा, जैसा आपने 24 घंटे पहले कहा था।",
		coolOffEndedTitle: "कूल-ऑफ़ ख़त्म",
		coolOffEnded: "आपका कूल-ऑफ़ {{0}} को ख़त्म हो गया। कृपया ज़िम्मेदारी से खेलें।",
		selfExclusionEndedTitle: "सेल्फ़-एक्सक्लूज़न ख़त्म",
		selfExclusionEnded: "आपका सेल्फ़-एक्सक्लूज़न {{0}} को ख़त्म हो गया। कृपया ज़िम्मेदारी से खेलें।",
		stakeRefundedTitle: "दाँव की राशि वापस",
		stakeRefunded: "ऑपरेटर ने एक राउंड का नतीजा तय किया, इसलिए असली पैसे वाला आपका {{0}} का दाँव वापस कर दिया गया।",
	},
	notificationLimitNames: {
		deposit_day: "रोज़ की जमा सीमा",
		deposit_week: "हफ़्ते की जमा सीमा",
		deposit_month: "महीने की जमा सीमा",
		loss_day: "रोज़ की नुकसान सीमा",
		other: "सीमा",
	},
	breakPeriods: {
		"24h": "24 घंटे",
		"7d": "7 दिन",
		"30d": "30 दिन",
		"6m": "6 महीने",
		"1y": "1 साल",
		"5y": "5 साल",
	},
};
