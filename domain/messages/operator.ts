/**
 * The operator's console: bank statements, the dashboard, four eyes and operator roles. Spec wording is kept; its
 * typos are fixed (docs/product.md#messages).
 */

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
