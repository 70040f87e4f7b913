/**
 * Every message a player or operator reads, written once. Spec wording is kept;
 * its typos are fixed (docs/product.md#messages).
 */
export const messages = {
	notFound: "Not found",
	serverError: "Something went wrong. Please try again.",
	badRequest: "The request could not be understood.",
	noRoundActive: "No round active",
	invalidMessage: "That message could not be understood.",
	tableDisabled: "The roulette table is closed for maintenance. Please come back later.",
	requestTooLarge: "The request is too large.",
	/** A JSON route sent something else (a form, plain text, no content type). */
	jsonExpected: "Please send the request as JSON (Content-Type: application/json).",
	/** The QR upload sent something other than a multipart form. */
	formExpected: "Please send the request as a form (Content-Type: multipart/form-data).",
	/** Too many password hashes queued in this server instance (docs/decisions/0740-account-abuse.md). */
	serverBusy: "The server is busy. Please try again in a moment.",
} as const;

/**
 * Clear wording for field failures a schema did not word itself (worker/api/validate.ts
 * uses these in place of zod's built-in English). `field` is the input's name.
 */
export const validationMessages = {
	wrongType: (field: string, expected: string) => `${field} must be ${expected}.`,
	atLeast: (field: string, minimum: number | bigint) => `${field} must be at least ${minimum.toLocaleString("en-IN")}.`,
	atMost: (field: string, maximum: number | bigint) => `${field} must be at most ${maximum.toLocaleString("en-IN")}.`,
	textAtLeast: (field: string, minimum: number | bigint) =>
		`${field} must have at least ${minimum} character${Number(minimum) === 1 ? "" : "s"}.`,
	textAtMost: (field: string, maximum: number | bigint) => `${field} must have at most ${maximum} characters.`,
	oneOf: (field: string, values: readonly unknown[]) => `${field} must be one of: ${values.join(", ")}.`,
	invalid: (field: string) => `${field} is not valid.`,
	badPage: (max: number) => `The page must be a whole number from 1 to ${max.toLocaleString("en-IN")}.`,
	/** A keyset list's `after` that no page of ours answered (docs/decisions/0420-operator-scale.md). */
	badCursor: "The list position is not valid. Start again from the first page.",
} as const;

export const authMessages = {
	unauthorized: "Please log in to continue.",
	forbidden: "You do not have permission to do that.",
} as const;

/** Refusals of the request guards (CSRF). */
export const securityMessages = {
	crossSite: "This request came from another site and was refused.",
} as const;

/** The public site: home, lobby and content pages. */
export const siteMessages = {
	comingSoon: (name: string) => `Coming soon: ${name} is not available yet`,
	noGamesMatch: (query: string) => `No games match “${query}”`,
	/** The table to a visitor: play needs an account (in demo mode too, where the money is demo money). */
	signedOutTitle: "Log in to play",
	signedOutHint: "Log in, or register for free, to place bets at this table.",
} as const;

/** Toast durations and limit (docs/product.md#messages). */
export const TOAST = { defaultMs: 4_000, errorMs: 4_000, successMs: 2_000, limit: 20 } as const;

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

/** Accounts and sessions (docs/product.md#accounts). */
export const accountMessages = {
	// Validation
	fillAllFields: "Please fill in all fields",
	fillAllFieldsReset: "Please Fill All the Fields",
	invalidPhone: "Please enter a valid phone number",
	acceptTerms: "Please agree to the terms and conditions",
	invalidOtp: "Please enter a valid verification code",
	enterPhone: "Enter phone number",
	passwordsDoNotMatch: "Passwords do not match",
	passwordTooShort: "Password must be at least 8 characters",
	passwordTooLong: "Password must be at most 128 characters",
	nameTooLong: "Name must be at most 60 characters",
	enterName: "Please enter your name",
	invalidRequest: messages.badRequest,
	requestTooLarge: messages.requestTooLarge,
	// Outcomes
	/**
	 * The same answer whether or not the phone already has an account (no enumeration): its owner
	 * gets a notice on the phone instead of a code (docs/decisions/0740-account-abuse.md).
	 */
	registered: "Registration started. Enter the code we sent to your phone.",
	/** Under the code field of the registration: true for a new phone and for a registered one. */
	registerCodeHint:
		"No code? If this number already has an account, we sent a message saying so instead. Please log in or reset your password.",
	verified: "Verified Successfully!",
	loggedIn: "Login successfully!",
	otpSent: "OTP sent via whatsapp",
	passwordReset: "Password reset successful. Please login.",
	loggedOut: "Logout successful",
	signedOutEverywhere: "You have been signed out on every device.",
	signOutEverywhereFailed: "Signing out everywhere failed. Please try again.",
	nameChanged: "Your name has been updated.",
	/** Change password: the other sessions end, this one stays (docs/decisions/0110-account-settings-and-sessions.md). */
	passwordChanged: "Your password has been changed. You have been signed out on your other devices.",
	sessionEnded: "That session has been signed out.",
	otherSessionsEnded: "You have been signed out on your other devices.",
	profileUpdateFailed: "Saving your name failed. Please try again.",
	passwordChangeFailed: "Changing your password failed. Please try again.",
	sessionsLoadFailed: "Your sessions could not be loaded. Please try again.",
	sessionEndFailed: "Signing out that session failed. Please try again.",
	// Refusals
	registrationRequired: "Please start the registration again to get a new code.",
	wrongCredentials: "Invalid phone number or password",
	wrongCurrentPassword: "Your current password is incorrect",
	sessionNotFound: "That session was not found, or has already ended.",
	notVerified: "Please verify your phone number first. Enter the code we sent you, or request a new one.",
	banned: "Your account has been banned. Please contact support.",
	otpExpired: "OTP expired",
	otpWrong: (triesLeft: number) =>
		`Incorrect verification code. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
	otpLocked: "Too many incorrect codes. Please request a new code.",
	otpStillValid: "Your current code is still valid. You can request a new one when it expires.",
	tooManyOtps: "Too many codes requested for this phone number. Please try again in an hour.",
	tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
	sessionExpired: "Your session has expired. Please log in again.",
	noRefreshToken: "No token received from refresh-token endpoint",
	otpSendFailed: "Failed to send OTP",
	serverBusy: messages.serverBusy,
	// Client fallbacks (shown when the server gives no message)
	registrationFailed: "Registration failed. Please try again.",
	loginFailed: "Login failed. Please try again.",
	otpVerificationFailed: "OTP verification failed. Please try again.",
	forgotFailed: "Forgot password failed. Please try again.",
	resetFailed: "Reset password failed. Please try again.",
	/** The reset, answered as a failure without a message (a request that got no answer: resetFailed). */
	passwordResetFailed: "Password reset failed",
	resendFailed: "Failed to resend OTP",
	logoutFailed: "Logout failed. Please try again.",
	userNotFound: "User not found",
	/** What the phone's owner receives when someone registers with a number that already has an account. */
	accountExistsNotice:
		"Someone tried to register a new account with your phone number, which already has one. If it was you, please log in or reset your password. If not, you can ignore this message.",
} as const;

/** The roulette table's rules and refusals (docs/product.md#bets, docs/product.md#the-round, docs/product.md#fairness). */
export const rouletteMessages = {
	noRoundActive: messages.noRoundActive,
	oneColor: "You can only bet on one color at a time.",
	twoColumns: "You can only bet on up to two columns at a time.",
	twoDozens: "You can only bet on up to two dozens at a time.",
	lowOrHigh: "You can only bet on low or high, not both.",
	evenOrOdd: "You can only bet on even or odd, not both.",
	invalidBet: "That bet is not on the table.",
	noBets: "Please place at least one bet.",
	tooManyBets: "Too many bets in one submission.",
	/** The racetrack calls named with the bets (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history). */
	invalidCall: "That racetrack call is not one the table knows.",
	callMismatch: "A racetrack call does not match the bets sent with it.",
	/** The table's per-bet limits (from its catalogue entry, carried by the round). */
	minBet: (rupees: number) => `The minimum bet is ₹${rupees.toLocaleString("en-IN")}.`,
	maxBet: (rupees: number) => `The maximum bet is ₹${rupees.toLocaleString("en-IN")}.`,
	chipMultiple: "Bets are made of chips, so every bet must be a multiple of ₹10.",
	roundLimit: "Your total stake in a round cannot exceed ₹50,000.",
	insufficientBalance: "Insufficient balance",
	loginToBet: "Please log in to place bets.",
	playersOnly: "Only players can place bets.",
	selectNumber: "Please select a number",
	numberOutOfRange: "Choose a number from 0 to 36",
	resultAdjusted: "Result Adjusted Success",
	roundNotFound: "Round not found",
	tableNotFound: "There is no such table.",
	tableDisabled: messages.tableDisabled,
	sessionEnded: "Your session has ended.",
	sessionExpired: "Your session has expired. Reconnecting…",
	spectatorMessage: "Spectators cannot send messages.",
	tooManyMessages: "Too many messages.",
	messageTooBig: "Message too big.",
	tooManyConnections: "Too many connections to the table from your network. Close other table tabs and try again.",
} as const;

/**
 * The crash game's refusals (docs/product.md#the-crash-game; domain/crash/bets.ts checks a bet in this order). The
 * limits are the round's, from the table's catalogue entry, worded as at the roulette table.
 */
export const crashMessages = {
	minBet: rouletteMessages.minBet,
	maxBet: rouletteMessages.maxBet,
	amountPaise: "Please enter an amount in rupees and paise, with at most two decimals.",
	invalidPanel: "There is no such bet panel.",
	autoCashOutRange: "Auto cash-out must be from 1.01× to 1,000.00×, with at most two decimals.",
	clientSeed: "The client seed must be 16 to 64 characters from 0–9 and a–f.",
	panelTaken: "You already have a bet on this panel in this round.",
	betsClosed: "Betting is closed for this round: bet again when the next round opens.",
	noBetToCashOut: "There is no bet on this panel to cash out.",
	alreadyCashedOut: "This bet has already been cashed out.",
	tooLate: "Too late: the plane flew away before your cash-out.",
	tableDisabled: "The crash game is closed for maintenance. Please come back later.",
	/** A cash-out sent before the flight started (the bet is placed; it can be cashed out once the plane flies). */
	notFlying: "The flight has not started yet: cash out once the plane is flying.",
} as const;

/** The card tables' refusals (docs/decisions/0840-card-tables.md); Hindi in domain/i18n/hi/messages.ts. */
export const cardMessages = {
	noBets: "Choose a bet spot and a chip first.",
	unknownSpot: "There is no such bet at this table.",
	repeatedSpot: "Each bet spot may appear only once in a submission.",
	spotTotal: (rupees: number) =>
		`Your bets on one spot in a round may total at most ₹${rupees.toLocaleString("en-IN")}.`,
	betsClosed: "Betting is closed for this round: bet again when the next round opens.",
	tableDisabled: "This card table is closed for maintenance. Please come back later.",
} as const;

/** The admin games page's confirmation before a game is switched off (docs/product.md#content). */
export const gameSwitchMessages = {
	disableTitle: (name: string) => `Disable ${name}?`,
	disableConfirm: (name: string) => `Players will not be able to play ${name} until it is switched on again.`,
	disableLabel: "Disable",
} as const;

/** The responsible-gaming screen and the reality-check reminder (docs/product.md#player-protection). The API's own messages are in domain/protection.ts. */
export const protectionScreen = {
	intro:
		"Set limits that keep play fun. Limits and breaks are enforced by our servers: deposits and bets that would break them are refused.",
	loading: "Loading your limits…",
	loadFailed: "Your limits could not be loaded. Please try again.",
	saveFailed: "That could not be saved. Please try again.",
	limitsHeading: "Deposit and loss limits",
	limitRule:
		"Decreases apply at once, increases after 24 hours. When several deposit limits are set, the lowest one that is reached stops the deposit.",
	inForce: "In force",
	depositedSoFar: "Deposited in this period",
	lostSoFar: "Lost in the last 24 hours",
	pending: "Pending change",
	pendingChange: (value: string, when: string) => `${value} from ${when}`,
	noLimit: "No limit",
	everyMinutes: (minutes: number) => `Every ${minutes} minutes`,
	newLimit: "New limit (₹)",
	newInterval: "Remind me every (minutes)",
	save: "Save",
	remove: "Remove limit",
	turnOff: "Turn off",
	realityIntro:
		"While you are signed in, we remind you how long you have played and your net result every so many minutes.",
	breaksHeading: "Take a break",
	breaksIntro:
		"During a break you cannot deposit or bet. You can still sign in, see your history and withdraw your balance.",
	coolOff: "Cool-off",
	selfExclusion: "Self-exclusion",
	coolOffIntro: "A short pause from play.",
	selfExclusionIntro: "A long break for when gambling stops being fun.",
	startBreak: (name: string) => `Start ${name.toLowerCase()}`,
	confirmTitle: (name: string, period: string) => `${name} for ${period}?`,
	confirmBody: (period: string) => `For ${period} from now you will not be able to deposit or place bets.`,
	cannotUndo: "This cannot be undone: the break cannot be shortened or cancelled once it starts.",
	confirmBreak: (name: string) => `Yes, start my ${name.toLowerCase()}`,
	cancel: "Cancel",
	coolOffActive: "You are on a cool-off.",
	selfExclusionActive: "You have excluded yourself from play.",
	breakEnds: (when: string) => `Deposits and bets are paused until ${when}.`,
	realityTitle: "Reality check",
	realityPlayed: (duration: string) => `You have been playing for ${duration}.`,
	realityNet: "Net result of your bets in this session",
	realityNoBets: "You have not had any bets settled in this session.",
	realityContinue: "Continue",
	realityStop: "Stop",
	realitySummaryFailed: "Your session figures could not be loaded just now.",
} as const;

/** The roulette screen's toasts and labels (docs/product.md#the-round, docs/product.md#content). */
export const tableMessages = {
	loading: "Loading the table…",
	gameStarted: "Game started",
	bettingClosed: "Betting closed",
	waiting: "Waiting For the Result",
	// "Result: 17 black", not "Result = 17": a screen reader reads the "=" out ("equals"), and a player who cannot
	// see the wheel needs the colour as much as the number (colorNames, localised with the sentence).
	result: (n: number, color: string) => `Result: ${n} ${color}`,
	youWon: (amounts: string) => `You won ${amounts}`,
	youLost: (amounts: string) => `You lost ${amounts}`,
	/** A return no larger than the stake: what came back and the round's net result, never told as a win. */
	cameBack: (back: string, staked: string, net: string) => `${back} back from ${staked} staked, net ${net}`,
	/** Stakes returned because an operator set the result (real money never settles on a forced result). */
	refunded: (amounts: string) => `${amounts} refunded: the result was set by the operator`,
	operatorSet: "operator-set",
	operatorWatching: "You are watching as an operator: admins do not bet.",
	operatorSetLegend: "set by the operator: real-money stakes were refunded",
	betPlaced: "Bet placed",
	betsLocked: "Betting is closed for this round.",
	nothingToSend: rouletteMessages.noBets,
	lowBalanceTitle: "Low balance",
	lowBalance: "Your balance is below ₹10. Please add money to keep playing.",
	/** A table's per-bet limits (the round's at the table, the catalogue's in the lobby), beside the table's name. */
	tableLimits: (minRupees: number, maxRupees: number) =>
		`₹${minRupees.toLocaleString("en-IN")} - ₹${maxRupees.toLocaleString("en-IN")} per bet`,
	connecting: "Connecting…",
	reconnecting: "Reconnecting…",
	tableOff: "The table is closed right now.",
	feedEmpty: "Bets and wins at this table appear here as they happen.",
	feedBet: (name: string, amount: string, on: string) => `${name} bet ${amount} on ${on}`,
	feedWin: (name: string, amount: string) => `${name} won ${amount}`,
	feedMore: (count: number) => `…and ${count} more`,
	feedYouBet: (amount: string) => `You bet ${amount}`,
	feedRound: (seq: number, result: number, color: string) => `Round #${seq}: ${result} ${color}`,
	feedRoundOperatorSet: (seq: number, result: number, color: string) =>
		`Round #${seq}: ${result} ${color} (operator-set)`,
} as const;

/** The words a result's colour is said and shown with. */
export const colorNames = { red: "red", black: "black", green: "green" } as const;

/** The table's status badge (`tableBadge` chooses which). */
export const tableBadgeLabels = {
	offline: "Offline",
	closed: "CLOSED",
	live: "● LIVE",
	connecting: "Connecting…",
	reconnecting: "Reconnecting…",
} as const;

/**
 * Which badge the table shows: the browser being offline wins (nothing can be known then), then closed wins over
 * the connection, so a switched-off table never says LIVE.
 */
export function tableBadge(
	connection: "open" | "connecting" | "closed" | "offline",
	tableEnabled: boolean,
): keyof typeof tableBadgeLabels {
	if (connection === "offline") return "offline";
	if (!tableEnabled) return "closed";
	return connection === "open" ? "live" : connection === "connecting" ? "connecting" : "reconnecting";
}

/** The offer to install the site as an app (docs/decisions/0910-installable-app.md). */
export const installMessages = {
	region: "Install the app",
	title: "Install Roulette Royale",
	body: "Open the table from your home screen, full screen. Bets and money always need a connection.",
	install: "Install the app",
	notNow: "Not now",
	never: "Don't ask again",
} as const;

/** A player's favourite bets (docs/decisions/0620-tables-and-racetrack.md). */
export const favouriteMessages = {
	nameRequired: "Please give the favourite a name.",
	nameTooLong: (max: number) => `Keep the favourite's name to ${max} characters.`,
	nothingToChange: "Send a new name or new bets to change the favourite.",
	full: (max: number) => `You can keep up to ${max} favourite bets. Delete one to save another.`,
	notFound: "Favourite not found.",
	saved: "Favourite saved.",
	updated: "Favourite updated.",
	deleted: "Favourite deleted.",
	badKey: paymentMessages.badIdempotencyKey,
	keyReused: paymentMessages.idempotencyMismatch,
} as const;

/** Bank statements and the deposits matched to them (docs/decisions/0861-bank-statement-matching.md). */
export const statementMessages = {
	fileRequired: "Please choose the bank statement file to upload.",
	tooLarge: "The statement is larger than 1 MB. Download a shorter period and upload it again.",
	notCsv: "Please upload the statement as a CSV file. Excel files: save them as CSV first.",
	empty: "The statement file is empty.",
	noHeader:
		"No statement columns were found in this file. Choose your bank's layout, or set your own columns and choose “Your columns”.",
	tooManyRows: (rows: number) =>
		`The statement has more than ${rows.toLocaleString("en-IN")} rows. Download a shorter period.`,
	noMapping: "Set your own columns first: the date, the credit amount and the narration.",
	notFound: "Statement not found.",
	fileMissing: "The statement's file could not be read. Please upload it again.",
	nothingSelected: "Choose at least one matched deposit to approve.",
	uploaded: "Statement uploaded and matched.",
	approved: (count: number) => (count === 1 ? "1 deposit approved." : `${count} deposits approved.`),
	notMatched: "This deposit no longer matches exactly one statement line. Review it by hand.",
	lineUsed: "This statement line has already justified another deposit.",
	mappingSaved: "Your columns are saved.",
	columnRequired: "Please name the column as it is written in the statement's header.",
	layoutInvalid: "Please choose one of the listed layouts.",
	dateOrderInvalid: "Please choose the order of day, month and year.",
	tooManySelected: (max: number) => `Approve at most ${max} deposits at a time.`,
} as const;

/** The dashboard's range and table (docs/decisions/0860-cockpit-charts.md). */
export const dashboardMessages = {
	badRange: "Please choose today, 7, 30 or 90 days, or your own dates.",
	badDate: "Please give both dates as YYYY-MM-DD.",
	fromAfterTo: "The first day must not be after the last.",
	tooLong: (days: number) => `Choose at most ${days} days.`,
	future: "The last day cannot be after today.",
	unknownTable: "There is no such table.",
} as const;

/** Four eyes for large withdrawals (issue 33). */
export const fourEyesMessages = {
	firstApproval:
		"First approval recorded. This withdrawal is above the threshold: it is approved once a second administrator approves it too.",
	sameApprover: "You have already approved this withdrawal. The second approval must come from another administrator.",
	thresholdSaved: "The second approver threshold is saved.",
	thresholdInvalid: "The threshold must be a whole amount of ₹0 or more, or empty.",
} as const;

/** Operator roles and a member's internal notes (docs/decisions/0863-operator-roles.md). */
export const operatorRoleMessages = {
	roleSaved: "Role saved.",
	operatorNotFound: "Operator not found.",
	ownRole: "You cannot change your own role.",
	lastAdmin: "Keep at least one admin: make another operator an admin first.",
	invalidRole: "The role must be admin, cashier or support.",
	noteSaved: "Note added.",
	noteEmpty: "Please write the note first.",
	noteTooLong: "Please keep a note under 2,000 characters.",
} as const;

/** Promotions: the claim's answers, the admin's field messages (docs/decisions/0850-promotions.md). */
export const promotionMessages = {
	codeInvalid: "Please enter a promo code of 3 to 20 letters or digits.",
	unknownCode: "This promo code does not exist. Please check the code and try again.",
	paused: "This promotion is paused. Please try again later.",
	notStarted: "This promotion has not started yet.",
	expired: "This promotion has expired.",
	alreadyClaimed: "You have already claimed this promotion.",
	notVerified: "Please verify your phone number before claiming a promotion.",
	notNew: "This promotion is for new players, before their first deposit.",
	noRecentDeposit: (days: number) => `This promotion is for players who made a deposit in the last ${days} days.`,
	claimsFull: "This promotion has reached its limit of claims.",
	referralNotClaimable: "A referral reward is earned by inviting a friend, not with a code.",
	claimedMatch: (percent: number, maxRupees: number) =>
		`Promotion claimed! Your next approved deposit earns a ${percent}% bonus, up to ₹${maxRupees.toLocaleString("en-IN")}.`,
	claimedCashback: (percent: number) =>
		`Promotion claimed! Each Monday you get back ${percent}% of last week's net loss as a bonus.`,
	promotionNotFound: "Promotion not found",
	codeTaken: "Another promotion already uses this code.",
	code: "The code must be 3 to 20 capital letters or digits.",
	title: "Each title must be 1 to 80 characters.",
	terms: "Each terms text must be 1 to 1,000 characters.",
	kind: "The kind must be deposit_match, weekly_cashback or referral.",
	audience: "Who may claim must be everyone, new_players or recent_depositors.",
	recentDepositDays: "Recent depositors need a number of days from 1 to 365.",
	window: "The end must be after the start.",
	moment: "Please give the time as an ISO 8601 date and time.",
	maxClaims: "The claim cap must be a whole number from 1 to 10,00,000, or empty for no cap.",
	percent: "The percentage must be from 0.01 to 500, with at most two decimals.",
	cashbackPercent: "A cashback percentage must be at most 100.",
	rupees: "Amounts must be whole rupees from 0 to ₹10,00,000.",
	maxBonus: "A deposit match or a cashback needs a maximum bonus of at least ₹1.",
	minAboveMax: "The minimum bonus must not be above the maximum bonus.",
	reward: "A referral needs a reward of at least ₹1.",
	wageringMultiple: "The wagering requirement must be a whole number from 0 to 100 times.",
	expiryDays: "The expiry must be a whole number of days from 1 to 365.",
	maxBet: "The maximum bet while wagering must be from ₹10 to ₹10,00,000.",
	weight: "Each game weight must be a whole per cent from 0 to 100.",
	status: "The status must be active or paused.",
	forfeitFlag: "forfeitBonus must be true or false.",
	referralCodeInvalid: "Please enter a referral code of 8 letters or digits.",
	referralUnknown: "This referral code does not exist. Please check it with your friend.",
	referralOwn: "You cannot use your own referral code.",
	referralAlready: "You have already joined with a referral code.",
	referralNotNew: "Referral codes are for new players, before their first deposit.",
	referralJoined:
		"Referral code saved! Your friend is rewarded once your phone is verified and your first deposit is approved.",
	withdrawalForfeitsBonus: (bonusRupees: number) =>
		`You have a bonus of ₹${bonusRupees.toLocaleString("en-IN")} being wagered. A withdrawal request forfeits it: please confirm to continue.`,
	maxBetWhileWagering: (maxRupees: number) =>
		`While a bonus is being wagered, you may stake at most ₹${maxRupees.toLocaleString("en-IN")} in a round.`,
} as const;
