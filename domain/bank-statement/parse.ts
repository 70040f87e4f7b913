/**
 * A bank statement's credits, read from the CSV net banking downloads (papaparse does the CSV; this file only knows
 * the banks' columns, dates and amounts). Pure: no bindings, no I/O.
 */
import Papa from "papaparse";
import { BANK_LAYOUTS, type DateOrder, normalizeHeading, type StatementLayout } from "./layouts";
import { extractUtrs } from "./utr";

/** What an upload may be: a month of a busy account fits many times over. */
export const STATEMENT_LIMITS = { maxBytes: 1_048_576, maxRows: 10_000 } as const;

/** One credit line of the statement (debits are not read: a deposit is money in). */
export type StatementCredit = {
	/** The record's number in the file, from 1, as the operator finds it in a spreadsheet. */
	row: number;
	/** The transaction's date, YYYY-MM-DD. */
	date: string;
	amountPaise: number;
	reference: string;
	narration: string;
	/** The 12-digit UPI references found in the reference and narration columns. */
	utrs: string[];
	/** The line's identity across uploads: its UTR when it has exactly one, else its date, amount and texts. */
	key: string;
};

export type StatementProblem = { row: number; field: "date" | "amount"; value: string };

export type ParsedStatement = {
	layoutId: string;
	layoutName: string;
	credits: StatementCredit[];
	/** Transaction rows read (credits, debits and rows with a problem). */
	rowsRead: number;
	problems: StatementProblem[];
};

export type ParseOutcome =
	| { ok: true; statement: ParsedStatement }
	| { ok: false; reason: "no_header" | "too_many_rows" | "empty" };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function pad(n: number): string {
	return String(n).padStart(2, "0");
}

/** A statement date ("01/11/2024", "1 Nov 2024", "01-Nov-24", "2024-11-01 10:15") as YYYY-MM-DD, or null. */
export function parseStatementDate(text: string, order: DateOrder): string | null {
	const match = /^\s*(\d{1,4})[\s/.-]+([A-Za-z]{3,9}|\d{1,2})[\s/.-]+(\d{2,4})(?:\b|$)/.exec(text);
	if (!match) return null;
	const [first, second, third] = [match[1] ?? "", match[2] ?? "", match[3] ?? ""];
	const named = /^[A-Za-z]/.test(second) ? MONTHS.indexOf(second.slice(0, 3).toLowerCase()) + 1 : 0;
	let day: number;
	let month: number;
	let year: number;
	if (order === "ymd") [year, month, day] = [Number(first), named || Number(second), Number(third)];
	else if (order === "mdy" && !named) [month, day, year] = [Number(first), Number(second), Number(third)];
	else [day, month, year] = [Number(first), named || Number(second), Number(third)];
	if (year < 100) year += 2000;
	const date = new Date(Date.UTC(year, month - 1, day));
	if (month < 1 || month > 12 || date.getUTCDate() !== day || year < 2000 || year > 2100) return null;
	return `${year}-${pad(month)}-${pad(day)}`;
}

/** A credit column's amount in paise ("1,234.50", "₹ 500", "500.00 Cr"); 0 when blank; null when not an amount. */
export function parseAmountPaise(text: string): number | null {
	const cleaned = text
		.replace(/₹|INR|Rs\.?/gi, "")
		.replace(/[,\s]/g, "")
		.replace(/\(?cr\)?$/i, "");
	if (cleaned === "" || cleaned === "-") return 0;
	const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(cleaned);
	if (!match) return null;
	return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

type Columns = { date: number; credit: number; reference: number; narration: number };

/** Where the layout's columns are in this row, when it is the layout's header row. */
function columnsIn(row: readonly string[], layout: StatementLayout): Columns | null {
	const headings = row.map(normalizeHeading);
	const find = (names: readonly string[]) => {
		for (const name of names) {
			const at = headings.indexOf(normalizeHeading(name));
			if (at >= 0) return at;
		}
		return -1;
	};
	const columns = {
		date: find(layout.date),
		credit: find(layout.credit),
		reference: find(layout.reference),
		narration: find(layout.narration),
	};
	return columns.date >= 0 && columns.credit >= 0 && columns.narration >= 0 ? columns : null;
}

function lineKey(date: string, amountPaise: number, reference: string, narration: string, utrs: string[]): string {
	if (utrs.length === 1) return `utr:${utrs[0]}`;
	return `line:${date}|${amountPaise}|${reference}|${narration.replace(/\s+/g, " ").toLowerCase()}`.slice(0, 400);
}

/**
 * The credits of a CSV statement. `layouts` are tried in order on every row until one's header is found (the given
 * layout alone, or every bank's for automatic detection).
 */
export function parseStatement(csv: string, layouts: readonly StatementLayout[] = BANK_LAYOUTS): ParseOutcome {
	const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: false }).data;
	if (!rows.some((row) => row.some((cell) => cell.trim() !== ""))) return { ok: false, reason: "empty" };
	if (rows.length > STATEMENT_LIMITS.maxRows) return { ok: false, reason: "too_many_rows" };
	let headerAt = -1;
	let layout: StatementLayout | null = null;
	let columns: Columns | null = null;
	for (let i = 0; i < rows.length && !columns; i++) {
		for (const candidate of layouts) {
			columns = columnsIn(rows[i] ?? [], candidate);
			if (columns) {
				headerAt = i;
				layout = candidate;
				break;
			}
		}
	}
	if (!layout || !columns) return { ok: false, reason: "no_header" };
	const credits: StatementCredit[] = [];
	const problems: StatementProblem[] = [];
	let rowsRead = 0;
	for (let i = headerAt + 1; i < rows.length; i++) {
		const row = rows[i] ?? [];
		const cell = (at: number) => (at >= 0 ? (row[at] ?? "").trim() : "");
		const dateText = cell(columns.date);
		const creditText = cell(columns.credit);
		const date = parseStatementDate(dateText, layout.dateOrder);
		const amountPaise = parseAmountPaise(creditText);
		// Blank rows, the banks' footers and summaries: no date and no amount to read.
		if (date === null && (amountPaise === 0 || amountPaise === null) && !/^\d/.test(dateText)) continue;
		rowsRead++;
		if (date === null) {
			problems.push({ row: i + 1, field: "date", value: dateText.slice(0, 40) });
			continue;
		}
		if (amountPaise === null) {
			problems.push({ row: i + 1, field: "amount", value: creditText.slice(0, 40) });
			continue;
		}
		if (amountPaise === 0) continue;
		const reference = cell(columns.reference);
		const narration = cell(columns.narration);
		const utrs = extractUtrs(reference, narration);
		credits.push({
			row: i + 1,
			date,
			amountPaise,
			reference,
			narration,
			utrs,
			key: lineKey(date, amountPaise, reference, narration, utrs),
		});
	}
	return { ok: true, statement: { layoutId: layout.id, layoutName: layout.name, credits, rowsRead, problems } };
}
