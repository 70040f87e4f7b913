/**
 * The Hindi glossary: one Hindi term per concept, in the register India's everyday apps use (PhonePe, Paytm,
 * Google Pay in Hindi), where a player reads "वेरिफ़ाई करें" and "पेंडिंग", not the school-book सत्यापित or लंबित.
 * docs/hindi-glossary.md is this list in prose; tests/unit/hindi-wording.test.ts checks that no Hindi string in
 * app/locales/hi/ or domain/i18n/hi/ uses a term's `avoid` variants, that the keys in `usedIn` use the term, and that
 * the doc names every term.
 */

export type GlossaryEntry = {
	/** The English term, as the English catalogue says it. */
	en: string;
	/** The one Hindi term for it. */
	hi: string;
	/** Why this word (the register), and its gender where sentences agree with it. */
	why: string;
	/** Variants that must not appear in any Hindi string: the school-book word, or a second word for the concept. */
	avoid: readonly (string | RegExp)[];
	/** Catalogue keys ("ui.table.controls.clear", "messages.protectionScreen.pending") whose text uses `hi`. */
	usedIn?: readonly string[];
};

export const HINDI_GLOSSARY: readonly GlossaryEntry[] = [
	{
		en: "verify",
		hi: "वेरिफ़ाई",
		why: "Apps say वेरिफ़ाई करें / वेरिफ़िकेशन कोड for a phone and an OTP; सत्यापित is formal. Verifying a round is the same word.",
		avoid: ["सत्याप"],
		usedIn: ["ui.auth.otp.verify", "ui.verify.heading", "ui.table.details.verify"],
	},
	{
		en: "session",
		hi: "सेशन",
		why: "What account screens call a signed-in device (and the reality check's play session); सत्र reads as a school term.",
		avoid: ["सत्र"],
		usedIn: ["ui.account.profile.tabs.sessions"],
	},
	{
		en: "pending",
		hi: "पेंडिंग",
		why: "UPI apps show a payment as पेंडिंग; लंबित is official Hindi, and बाकी reads as 'remaining'.",
		avoid: ["लंबित", "बाकी बदलाव"],
		usedIn: ["ui.wallet.transactions.statuses.pending", "messages.protectionScreen.pending"],
	},
	{
		en: "rejected",
		hi: "नामंज़ूर",
		why: "The pair of मंज़ूर (approved), as banks and apps say it; अस्वीकार is formal.",
		avoid: ["अस्वीकार"],
		usedIn: ["ui.wallet.transactions.statuses.rejected"],
	},
	{
		en: "approved",
		hi: "मंज़ूर",
		why: "Everyday word; स्वीकृत is formal.",
		avoid: ["स्वीकृत"],
		usedIn: ["ui.wallet.transactions.statuses.approved"],
	},
	{
		en: "balance",
		hi: "बैलेंस",
		why: "Every wallet app says बैलेंस; शेष राशि is bank-form Hindi.",
		avoid: ["शेष राशि"],
		usedIn: ["ui.account.balance"],
	},
	{
		en: "deposit",
		hi: "जमा",
		why: "Banking apps say पैसे जमा करें; as a noun जमा is masculine (आपका जमा, यह जमा हो जाएगा). डिपॉज़िट is understood but would be a second word for one concept.",
		avoid: ["डिपॉज़िट", /(पहली|आपकी|यह|इसकी) जमा (पर|मंज़ूर|हो गई|रुकी)|जमा (रुकी|हो गई|आ गई)/],
		usedIn: ["ui.wallet.deposits.deposit"],
	},
	{
		en: "withdrawal",
		hi: "निकासी",
		why: "The word banking apps use; feminine (आपकी निकासी).",
		avoid: ["विदड्रॉ"],
		usedIn: ["ui.wallet.deposits.tabs.withdrawal"],
	},
	{
		en: "amount",
		hi: "राशि",
		why: "PhonePe and Paytm ask for राशि; रकम/रक़म is a second word for the same field.",
		avoid: ["रकम", "रक़म"],
		usedIn: ["ui.wallet.deposits.amount", "ui.table.controls.chips"],
	},
	{
		en: "payment",
		hi: "भुगतान",
		why: "UPI apps' word for paying (भुगतान करें); not used for what a bet pays out.",
		avoid: [],
		usedIn: ["ui.wallet.deposits.paymentMethod", "ui.wallet.scanToPay.title"],
	},
	{
		en: "payout",
		hi: "पेआउट",
		why: "What a winning bet pays (35:1 पेआउट), as betting apps say it; भुगतान would read as a payment.",
		avoid: [/भुगतान (कॉलम|अनुपात)|35:1 भुगतान|दाँव और भुगतान|(असली|जीत का) भुगतान/],
		usedIn: ["ui.wallet.betHistory.columns.payout", "ui.admin.today.payouts", "ui.admin.history.columns.realPayouts"],
	},
	{
		en: "sign in / sign out",
		hi: "लॉग इन / लॉग आउट",
		why: "What every Indian app's button says; one pair, never साइन इन/साइन आउट beside it.",
		avoid: ["साइन आउट", "साइन इन"],
		usedIn: ["ui.common.logIn", "ui.account.logout", "ui.account.sessions.signOut"],
	},
	{
		en: "self-exclusion",
		hi: "सेल्फ़-एक्सक्लूज़न",
		why: "A named break like कूल-ऑफ़, kept as the loan word; स्वयं-बहिष्कार (and स्व-बहिष्कार) is legal Hindi nobody says. Masculine (आपका सेल्फ़-एक्सक्लूज़न).",
		avoid: ["बहिष्कार"],
		usedIn: ["messages.protectionScreen.selfExclusion"],
	},
	{
		en: "cool-off",
		hi: "कूल-ऑफ़",
		why: "The short break, a loan word as in responsible-gaming screens.",
		avoid: ["कूलऑफ़", "कूल ऑफ़"],
		usedIn: ["messages.protectionScreen.coolOff"],
	},
	{
		en: "daily / weekly / monthly (limits)",
		hi: "रोज़ की / हफ़्ते की / महीने की",
		why: "How people say a limit's period; दैनिक/साप्ताहिक/मासिक are newspaper Hindi.",
		avoid: ["दैनिक", "साप्ताहिक", "मासिक"],
		usedIn: [
			"messages.limitLabels.deposit_day",
			"messages.limitLabels.deposit_week",
			"messages.limitLabels.deposit_month",
		],
	},
	{
		en: "limit",
		hi: "सीमा",
		why: "One word for every limit (deposit, loss, table); feminine (आपकी सीमा).",
		avoid: ["लिमिट"],
		usedIn: ["messages.protectionScreen.newLimit"],
	},
	{
		en: "ID",
		hi: "ID",
		why: "Written in Latin letters, as UPI ID is on every app; not आईडी, not lower-case id.",
		avoid: ["आईडी", /(?<![\w<{])id(?![\w>}])/],
		usedIn: ["ui.wallet.scanToPay.upiId", "ui.verify.roundId"],
	},
	{
		en: "provably fair",
		hi: "प्रूवेबली फ़ेयर",
		why: "The player can check every result (ख़ुद जाँच सकते हैं); प्रमाणित रूप से निष्पक्ष means 'certified' by an auditor, which we do not claim.",
		avoid: ["प्रमाणित", "पहले से तय"],
		usedIn: ["messages.bannerTitles.provably-fair"],
	},
	{
		en: "result",
		hi: "नतीजा",
		why: "The everyday word (masculine: नतीजा, नतीजे); तय (set) only for an operator-set result.",
		avoid: ["परिणाम"],
		usedIn: ["ui.table.phase.result"],
	},
	{
		en: "bet",
		hi: "दाँव",
		why: "The one Hindi word for a bet (masculine: दाँव लगाया); बेट is not used beside it.",
		avoid: ["बेट "],
		usedIn: ["ui.table.controls.placeBet"],
	},
	{
		en: "chip",
		hi: "चिप",
		why: "Feminine everywhere (टेबल पर रखी चिप, चिप की राशि), as on the table.",
		avoid: [/चिप्स? [^।,]{0,20}(रखे|लगाए|होते)(?!ं)|(रखे|लगाए|आपके सारे) (हर )?चिप/],
		usedIn: ["ui.table.controls.chip"],
	},
	{
		en: "dozen",
		hi: "डज़न",
		why: "What the stats and the board say; दर्जन is a second spelling of the same word.",
		avoid: ["दर्जन"],
		usedIn: ["ui.table.stats.dozens"],
	},
	{
		en: "low / high",
		hi: "लो / हाई",
		why: "Roulette's names, the same on the board, in the feed, the stats and for the screen reader (the board's names come from the bet names, messages.betNames).",
		avoid: [/(1–18|19–36),? (छोटे|बड़े)|(छोटे|बड़े) (\/|\(1)|छोटे, बड़े/],
		usedIn: ["ui.table.place.low", "ui.table.place.high", "ui.table.stats.lowHigh"],
	},
	{
		en: "2 to 1",
		hi: "2:1",
		why: "Written as the rules write payouts (35:1); 2 से 1 reads as 'from 2 to 1'.",
		avoid: ["2 से 1", /2 to 1/i],
		usedIn: ["ui.table.columnCell", "ui.table.place.column", "messages.betNames.columnSpoken"],
	},
	{
		en: "multiple (of ₹10)",
		hi: "मल्टीपल",
		why: "How apps word a step amount (₹100 के मल्टीपल में); गुणज is school maths.",
		avoid: ["गुणज"],
		usedIn: ["ui.wallet.deposits.amountHint", "messages.paymentMessages.depositStep"],
	},
	{
		en: "undo",
		hi: "वापस लें",
		why: "Takes back the last chip; अनडू is not Hindi a player reads.",
		avoid: ["अनडू"],
		usedIn: ["ui.table.controls.undo"],
	},
	{
		en: "clear",
		hi: "साफ़ करें",
		why: "Empties the board or the filters, as Google's Hindi says it; not हटाएँ, which removes one thing.",
		avoid: [],
		usedIn: ["ui.table.controls.clear", "ui.wallet.betHistory.filters.clear"],
	},
	{
		en: "delete",
		hi: "डिलीट करें",
		why: "Deleting for good (a favourite, a member, a game), as phones say it; हटाएँ stays for removing a limit.",
		avoid: [],
		usedIn: ["ui.table.favourites.delete", "ui.admin.delete"],
	},
	{
		en: "IP address",
		hi: "IP एड्रेस",
		why: "पता alone reads as a postal address.",
		avoid: ["नेटवर्क पता", "पता {{address}}"],
		usedIn: ["ui.account.sessions.address"],
	},
	{
		en: "save",
		hi: "सेव करें",
		why: "What every app's button says; सहेजें is the dictionary word.",
		avoid: ["सहेज"],
		usedIn: ["ui.table.favourites.save", "messages.protectionScreen.save"],
	},
	{
		en: "status",
		hi: "स्टेटस",
		why: "How UPI apps head a transaction's state (स्टेटस: पेंडिंग); स्थिति is formal.",
		avoid: ["स्थिति"],
		usedIn: ["ui.wallet.transactions.columns.status"],
	},
	{
		en: "provider / category",
		hi: "प्रोवाइडर / कैटेगरी",
		why: "A game's maker and kind, as app stores say it; प्रदाता and श्रेणी are textbook words.",
		avoid: ["प्रदाता", "श्रेणी", "श्रेणियाँ"],
		usedIn: ["ui.site.lobby.provider", "ui.site.categories.label"],
	},
	{
		en: "active",
		hi: "चालू",
		why: "An account, a game or a table that is on (चालू / बंद, as a phone's switches say); सक्रिय is formal. A player who is playing is ऐक्टिव.",
		avoid: ["सक्रिय"],
		usedIn: ["ui.account.profile.active", "ui.admin.status.active"],
	},
	{
		en: "maintenance",
		hi: "मेंटेनेंस",
		why: "What apps say when a service is down for work; रखरखाव is the dictionary word.",
		avoid: ["रखरखाव"],
		usedIn: ["messages.messages.tableDisabled"],
	},
	{
		en: "image",
		hi: "इमेज",
		why: "One word for the QR picture in the form and in its refusals; तस्वीर is a second one.",
		avoid: ["तस्वीर"],
		usedIn: ["ui.admin.settings.qrImage"],
	},
	{
		en: "filter",
		hi: "फ़िल्टर करें",
		why: "The button's word in the bet history and the audit log alike; छाँटें is a second one.",
		avoid: ["छाँट"],
		usedIn: ["ui.wallet.betHistory.filters.filter", "ui.admin.audit.submit"],
	},
	{
		en: "admin",
		hi: "एडमिन",
		why: "The console and its messages say एडमिन; the content pages said एडमिनिस्ट्रेटर beside it.",
		avoid: ["एडमिनिस्ट्रेटर"],
		usedIn: ["ui.admin.shell.menu"],
	},
	{
		en: "only",
		hi: "सिर्फ़",
		why: "The spoken word; केवल is written Hindi.",
		avoid: ["केवल"],
		usedIn: ["ui.common.footer.adultsOnly"],
	},
	{
		en: "try again",
		hi: "फिर से कोशिश करें",
		why: "One wording for every retry.",
		avoid: [/(?<!से )फिर कोशिश/, "दोबारा कोशिश"],
		usedIn: ["ui.wallet.retry"],
	},
	{
		en: "history",
		hi: "इतिहास",
		why: "One word for the bet and transaction lists; ब्योरा is a second one.",
		avoid: ["ब्योरा"],
		usedIn: ["ui.wallet.history.heading", "ui.wallet.betHistory.heading"],
	},
	{
		en: "18 or older",
		hi: "18 साल या उससे ज़्यादा",
		why: "One age rule, in everyday words (साल, ज़्यादा), not वर्ष/अधिक/आयु.",
		avoid: ["18 वर्ष", "आयु", "18 साल से ज़्यादा"],
		usedIn: ["ui.auth.register.consent", "ui.common.footer.adultsOnly"],
	},
];
