/**
 * Deposits, withdrawals, the wallet's screens and the bet history. Spec wording is kept; its typos are fixed
 * (docs/product.md#messages).
 */

/** Deposits, withdrawals, their review and the payment settings (docs/product.md#money, docs/product.md#messages). */
export const paymentMessages = {
	amountRequired: "Please enter an amount.",
	depositLimitChanged: "Your deposit limits changed while this request was sent. Please check them and try again.",
	wholeRupees: "Please enter a whole number of rupees.",
	depositAtLeast: (minRupees: number) => `Please deposit at least ₹${minRupees.toLocaleString("en-IN")}`,
	depositAtMost: (maxRupees: number) => `Please deposit at most ₹${maxRupees.toLocaleString("en-IN")}`,
	depositStep: (stepRupees: number) => `Please deposit a multiple of ₹${stepRupees}`,
	paymentMethodInvalid: "Please choose UPI, Card, Netbanking or Cash.",
	utrRequired: "Please Enter your UTR Number.",
	utrInvalid: "The UTR number has 12 digits.",
	utrUsed: "This UTR number has already been submitted.",
	tooManyPendingDeposits: (max: number) =>
		`You already have ${max} deposit requests waiting for review. Please wait until they are processed.`,
	withdrawalDetailsRequired: "All withdrawal details are required",
	withdrawAtLeast: (minRupees: number) => `Please withdraw at least ₹${minRupees.toLocaleString("en-IN")}`,
	insufficientBalance: "You cannot withdraw more than your balance.",
	bankAccountInvalid: "The bank account number has 9 to 18 digits.",
	ifscInvalid: "Please enter a valid IFSC code (4 letters, 0, then 6 letters or digits).",
	tooLong: (max: number) => `Please keep this under ${max} characters.`,
	badIdempotencyKey: "The request key must be 8 to 100 letters, digits or - _ . :",
	idempotencyMismatch: "This request key was already used for a different request.",
	rejectionReasonRequired: "Rejection reason is required!",
	unknownStatus: "The status filter must be pending, approved or rejected.",
	unknownType: "The type filter must be deposit or withdraw.",
	transactionNotFound: "Transaction not found",
	alreadyProcessed: "This transaction has already been processed.",
	depositSent: "Deposit Request Sent!",
	withdrawalSent: "Withdrawal Request Sent!",
	approved: "Transaction Approved Successfully!",
	rejected: "Transaction Rejected Successfully!",
	/** The confirmation before an approval (approval is final: docs/product.md#money). */
	approveTitle: "Approve Transaction",
	approveDepositConfirm: (what: string) =>
		`Approve the ${what}? The player is credited at once (with the token bonus), and an approval cannot be undone.`,
	approveWithdrawalConfirm: (what: string) =>
		`Approve the ${what}? Approve only once the money has been paid out; an approval cannot be undone.`,
	approveConfirmLabel: "Approve",
	/** Client fallbacks (the server's message is shown when there is one). */
	requestFailed: "Something Went Wrong!",
	reviewFailed: "Something Went Wrong!!",
	/** The payment settings' save, answered as a failure without a message (a request that got no answer: reviewFailed). */
	accountSettingsFailed: "Account settings failed. Please try again.",
	loadPaymentDetailsFailed: "Failed to load payment details.",
	qrRequiredFirstTime: "Please select a QR image (PNG/JPG) for first-time setup.",
	qrWrongType: "Only PNG/JPG images are allowed.",
	qrTooLarge: "The QR image must be 2 MB or smaller.",
	qrBadDimensions: "The QR image must be 100 to 4,000 pixels wide and high.",
	upiIdRequired: "UPI ID is required",
	upiIdInvalid: "Please enter a valid UPI ID, like name@bank.",
	settingsSaved: "Payment settings saved.",
	imageNotFound: "Image not found",
} as const;

/** The wallet screens: empty texts and labels (docs/product.md#screens, player and admin). */
export const walletScreenMessages = {
	noPendingRequests: "No pending requests",
	allProcessed: "All transactions have been processed",
	noTransactions: "No transactions yet",
	noBetHistory: "No bet history available",
	loadFailed: "Could not load this list. Please try again.",
	reconciliationFailed: "Could not load the reconciliation report.",
	/** Scan to Pay shows one QR (docs/decisions/0311): these say which and what the scan does. */
	upiQrLabel: "UPI QR for this deposit",
	upiQrCaption: (amount: string) => `Scan with any UPI app: it opens with ${amount} to pay, already filled in.`,
	operatorQrLabel: "Operator's payment QR",
	operatorQrCaption: (amount: string) => `Scan with any UPI app and enter ${amount} as the amount.`,
	noPaymentDetails: "Payment details are not set up yet. Please try again later.",
	/** Under a deposit refused for the player's own limits or break. */
	protectionLink: "See your limits and breaks",
	/** Under an approved deposit's amount in the player's history (the play-token bonus it earned). */
	depositBonus: (tokens: string) => `+ ${tokens} bonus tokens`,
	/** The reconciliation page before any run has finished (docs/decisions/0420-operator-scale.md). */
	reconciliationNotRun: "Not checked yet: press Run again, or wait for the hourly check.",
	reconciliationInProgress: (wallets: number, requests: number, at: string) =>
		`A check is in progress: ${wallets.toLocaleString("en-IN")} wallets and ${requests.toLocaleString("en-IN")} requests checked so far (${at}).`,
} as const;

/** The player's bet history: its filters, and their refusals (GET /api/user/bets). */
export const betHistoryMessages = {
	noBetsMatch: "No bets match these filters",
	unknownWallet: "The wallet filter must be real, tokens or all.",
	unknownOutcome: "The outcome filter must be won, lost, refunded or all.",
	// Two messages, not one of `field`: Hindi names the two days with different words (docs/decisions/0920).
	badFromDay: "The from day must be a date written as YYYY-MM-DD, like 2026-11-22.",
	badToDay: "The to day must be a date written as YYYY-MM-DD, like 2026-11-22.",
	dayOrder: "The from day must be on or before the to day.",
	badPageSize: (max: number) => `pageSize must be a whole number from 1 to ${max}`,
} as const;
