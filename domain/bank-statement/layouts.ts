/**
 * The statement layouts the operator can upload, as each bank's net banking downloads them (the column headings
 * are the banks' own; fixtures in tests/unit/fixtures/bank-statements/). A layout names, for each field we read,
 * the headings it may have; the header row is found wherever it is (the banks put account details above it).
 */

/** The order of day, month and year in the statement's dates. */
export type DateOrder = "dmy" | "mdy" | "ymd";

export type StatementLayout = {
	id: string;
	name: string;
	date: readonly string[];
	credit: readonly string[];
	/** A bank reference or cheque number column, when the bank has one. */
	reference: readonly string[];
	narration: readonly string[];
	dateOrder: DateOrder;
};

export const BANK_LAYOUTS = [
	{
		// OnlineSBI / YONO "Account Statement" download.
		id: "sbi",
		name: "State Bank of India",
		date: ["Txn Date"],
		credit: ["Credit"],
		reference: ["Ref No./Cheque No.", "Ref No./Cheque No"],
		narration: ["Description"],
		dateOrder: "dmy",
	},
	{
		// HDFC Bank NetBanking "Account Statement", delimited download.
		id: "hdfc",
		name: "HDFC Bank",
		date: ["Date"],
		credit: ["Deposit Amt.", "Deposit Amt"],
		reference: ["Chq./Ref.No.", "Chq/Ref Number", "Chq./Ref.No"],
		narration: ["Narration"],
		dateOrder: "dmy",
	},
	{
		// ICICI Bank "Detailed Statement".
		id: "icici",
		name: "ICICI Bank",
		date: ["Transaction Date", "Value Date"],
		credit: ["Deposit Amount (INR )", "Deposit Amount (INR)", "Deposit Amount"],
		reference: ["Cheque Number"],
		narration: ["Transaction Remarks"],
		dateOrder: "dmy",
	},
	{
		// Axis Bank internet banking statement.
		id: "axis",
		name: "Axis Bank",
		date: ["Tran Date"],
		credit: ["CR", "Credit"],
		reference: ["CHQNO"],
		narration: ["PARTICULARS"],
		dateOrder: "dmy",
	},
] as const satisfies readonly StatementLayout[];

export type BankLayoutId = (typeof BANK_LAYOUTS)[number]["id"];
export const BANK_LAYOUT_IDS = BANK_LAYOUTS.map((layout) => layout.id) as [BankLayoutId, ...BankLayoutId[]];

/** The operator's own mapping, set once: which heading is the date, the credit, the reference and the narration. */
export type GenericMapping = {
	dateColumn: string;
	creditColumn: string;
	referenceColumn: string | null;
	narrationColumn: string;
	dateOrder: DateOrder;
};

export function genericLayout(mapping: GenericMapping): StatementLayout {
	return {
		id: "generic",
		name: "Your mapping",
		date: [mapping.dateColumn],
		credit: [mapping.creditColumn],
		reference: mapping.referenceColumn ? [mapping.referenceColumn] : [],
		narration: [mapping.narrationColumn],
		dateOrder: mapping.dateOrder,
	};
}

/** A heading as compared: case, spaces and a trailing dot do not matter. */
export function normalizeHeading(heading: string): string {
	return heading.trim().replace(/\s+/g, " ").replace(/\.$/, "").toLowerCase();
}
