/**
 * Bank statements (docs/decisions/0861-bank-statement-matching.md): an upload is kept in R2 with who sent it and
 * when; its credits are matched to the deposits waiting for review; a matched deposit is approved through the
 * wallet's own approval (server/wallet.ts `approveWithEvidence`), with the statement line it matched claimed in the
 * same batch, so a line justifies one deposit ever, whichever upload it comes in. Shared by the API and the page.
 */
import { and, asc, desc, eq, exists, getTableColumns, inArray, notExists } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import {
	BANK_LAYOUTS,
	type GenericMapping,
	genericLayout,
	type StatementLayout,
} from "~/domain/bank-statement/layouts";
import { type DepositMatch, type MatchClass, matchStatement } from "~/domain/bank-statement/match";
import {
	type ParsedStatement,
	parseStatement,
	STATEMENT_LIMITS,
	type StatementCredit,
	type StatementProblem,
} from "~/domain/bank-statement/parse";
import { statementMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import { isoTime } from "~/domain/time";
import { type StatementLayoutChoice, statementLayoutSchema } from "~/domain/validation/bank-statement";
import { playersTouchedBy, refreshAmlFlags } from "./aml";
import { auditStatement } from "./audit";
import type { Database } from "./db/client";
import { insertWhere } from "./db/conditional";
import { bankStatementUploads, moneyTransactions, siteSettings, statementLineClaims, users } from "./db/schema";
import { notificationKeys } from "./notifications";
import { readSiteSetting } from "./site-settings";
import {
	type Actor,
	approveWithEvidence,
	type MoneyTransactionRow,
	selectTransactions,
	type TransactionView,
	transactionView,
} from "./wallet";

const qb = new QueryBuilder();

export const STATEMENT_MAPPING_SETTING = "bank_statement_mapping";
/** The oldest pending deposits a report lists besides those the statement names (the review queue's head). */
export const REPORT_PENDING_LIMIT = 500;
/** D1 binds at most 100 values a statement. */
const CHUNK = 90;

function chunks<T>(items: readonly T[]): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
	return out;
}

export async function readStatementMapping(db: Database): Promise<GenericMapping | null> {
	return ((await readSiteSetting(db, STATEMENT_MAPPING_SETTING)) as GenericMapping | null) ?? null;
}

export async function saveStatementMapping(db: Database, mapping: GenericMapping, actor: Actor): Promise<void> {
	const before = await readStatementMapping(db);
	const now = Date.now();
	await db.batch([
		db
			.insert(siteSettings)
			.values({ key: STATEMENT_MAPPING_SETTING, value: mapping, updatedBy: actor.id, updatedAt: now })
			.onConflictDoUpdate({
				target: siteSettings.key,
				set: { value: mapping, updatedBy: actor.id, updatedAt: now },
			}),
		auditStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: "bank_statement.mapping",
				targetType: "site_setting",
				targetId: STATEMENT_MAPPING_SETTING,
				before,
				after: mapping,
				ip: actor.ip,
			},
			now,
		),
	]);
}

/** A statement credit as the API and the page show it (amount in rupees). */
export type StatementCreditView = {
	row: number;
	date: string;
	amount: number;
	reference: string;
	narration: string;
	utrs: string[];
};

function creditView(credit: StatementCredit): StatementCreditView {
	const { row, date, amountPaise, reference, narration, utrs } = credit;
	return { row, date, amount: paiseToRupees(amountPaise), reference, narration, utrs };
}

export type StatementReport = {
	upload: {
		id: string;
		fileName: string;
		layout: string;
		layoutName: string;
		sizeBytes: number;
		uploadedAt: string;
		uploadedBy: { id: string; name: string | null };
	};
	rowsRead: number;
	problems: StatementProblem[];
	deposits: Array<{
		transaction: TransactionView;
		match: MatchClass;
		credit: StatementCreditView | null;
		candidates: StatementCreditView[];
	}>;
	unclaimed: StatementCreditView[];
	counts: Record<MatchClass | "unclaimed", number>;
	/** More pending deposits wait than the report lists (REPORT_PENDING_LIMIT oldest, and those the statement names). */
	morePending: boolean;
};

export type UploadOutcome =
	| { kind: "uploaded"; report: StatementReport }
	| { kind: "refused"; status: 413 | 415 | 422; message: string };

function looksLikeSpreadsheet(bytes: Uint8Array): boolean {
	const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
	const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
	return zip || ole;
}

function layoutsFor(choice: StatementLayoutChoice, mapping: GenericMapping | null): readonly StatementLayout[] | null {
	if (choice === "auto") return BANK_LAYOUTS;
	if (choice === "generic") return mapping ? [genericLayout(mapping)] : null;
	return BANK_LAYOUTS.filter((layout) => layout.id === choice);
}

function refusalOf(reason: "no_header" | "too_many_rows" | "empty"): string {
	if (reason === "empty") return statementMessages.empty;
	if (reason === "too_many_rows") return statementMessages.tooManyRows(STATEMENT_LIMITS.maxRows);
	return statementMessages.noHeader;
}

/** Reads, stores (R2 and a row, audited) and matches an upload; a file it cannot read changes nothing. */
export async function uploadStatement(
	db: Database,
	bucket: R2Bucket,
	input: { fileName: string; bytes: Uint8Array; layout: StatementLayoutChoice },
	actor: Actor,
): Promise<UploadOutcome> {
	if (input.bytes.byteLength > STATEMENT_LIMITS.maxBytes) {
		return { kind: "refused", status: 413, message: statementMessages.tooLarge };
	}
	if (looksLikeSpreadsheet(input.bytes)) return { kind: "refused", status: 415, message: statementMessages.notCsv };
	const mapping = input.layout === "generic" ? await readStatementMapping(db) : null;
	const layouts = layoutsFor(input.layout, mapping);
	if (!layouts) return { kind: "refused", status: 422, message: statementMessages.noMapping };
	const text = new TextDecoder("utf-8").decode(input.bytes);
	const parsed = parseStatement(text, layouts);
	if (!parsed.ok) return { kind: "refused", status: 422, message: refusalOf(parsed.reason) };
	const id = crypto.randomUUID();
	const r2Key = `statements/${id}.csv`;
	await bucket.put(r2Key, input.bytes, {
		httpMetadata: { contentType: "text/csv; charset=utf-8" },
		customMetadata: { uploadedBy: actor.id, fileName: input.fileName.slice(0, 200) },
	});
	const now = Date.now();
	const fileName = input.fileName.slice(0, 200) || "statement.csv";
	await db.batch([
		db.insert(bankStatementUploads).values({
			id,
			r2Key,
			fileName,
			layout: parsed.statement.layoutId,
			mapping,
			sizeBytes: input.bytes.byteLength,
			credits: parsed.statement.credits.length,
			uploadedBy: actor.id,
			uploadedAt: now,
		}),
		auditStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: "bank_statement.upload",
				targetType: "bank_statement",
				targetId: id,
				after: { fileName, layout: parsed.statement.layoutId, credits: parsed.statement.credits.length, r2Key },
				ip: actor.ip,
			},
			now,
		),
	]);
	const report = await statementReport(db, bucket, id);
	if (!report.ok) throw new Error(`statement ${id} vanished after its upload`);
	return { kind: "uploaded", report: report.report };
}

/** The latest uploads, newest first. */
export async function recentStatements(db: Database, limit = 10) {
	const rows = await db
		.select({
			id: bankStatementUploads.id,
			fileName: bankStatementUploads.fileName,
			layout: bankStatementUploads.layout,
			credits: bankStatementUploads.credits,
			uploadedAt: bankStatementUploads.uploadedAt,
			uploadedByName: users.name,
		})
		.from(bankStatementUploads)
		.innerJoin(users, eq(users.id, bankStatementUploads.uploadedBy))
		.orderBy(desc(bankStatementUploads.uploadedAt))
		.limit(limit);
	return rows.map((r) => ({ ...r, uploadedAt: isoTime(r.uploadedAt) }));
}

type Loaded = {
	upload: typeof bankStatementUploads.$inferSelect & { uploadedByName: string | null };
	statement: ParsedStatement;
	pending: MoneyTransactionRow[];
	matches: DepositMatch[];
	unclaimed: StatementCredit[];
	morePending: boolean;
};

async function loadStatement(
	db: Database,
	bucket: R2Bucket,
	id: string,
): Promise<Loaded | "not_found" | "file_missing"> {
	const upload = await db
		.select({ ...getTableColumns(bankStatementUploads), uploadedByName: users.name })
		.from(bankStatementUploads)
		.innerJoin(users, eq(users.id, bankStatementUploads.uploadedBy))
		.where(eq(bankStatementUploads.id, id))
		.get();
	if (!upload) return "not_found";
	const object = await bucket.get(upload.r2Key);
	if (!object) return "file_missing";
	const layouts =
		upload.layout === "generic" && upload.mapping
			? [genericLayout(upload.mapping)]
			: BANK_LAYOUTS.filter((layout) => layout.id === upload.layout);
	const parsed = parseStatement(await object.text(), layouts);
	if (!parsed.ok) return "file_missing";
	const { credits } = parsed.statement;
	const t = moneyTransactions;
	const utrs = [...new Set(credits.flatMap((credit) => credit.utrs))];
	const named = (
		await Promise.all(
			chunks(utrs).map((chunk) => selectTransactions(db).where(and(eq(t.type, "deposit"), inArray(t.utr, chunk)))),
		)
	).flat();
	const oldest = await selectTransactions(db)
		.where(and(eq(t.status, "pending"), eq(t.type, "deposit")))
		.orderBy(asc(t.createdAt), asc(t.id))
		.limit(REPORT_PENDING_LIMIT + 1);
	const byId = new Map<string, MoneyTransactionRow>();
	for (const row of [...oldest.slice(0, REPORT_PENDING_LIMIT), ...named]) {
		if (row.status === "pending") byId.set(row.id, row);
	}
	const pending = [...byId.values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
	const keys = credits.map((credit) => credit.key);
	const used = (
		await Promise.all(
			chunks(keys).map((chunk) =>
				db
					.select({ key: statementLineClaims.lineKey })
					.from(statementLineClaims)
					.where(inArray(statementLineClaims.lineKey, chunk)),
			),
		)
	).flat();
	const result = matchStatement(
		pending.map((row) => ({ id: row.id, utr: row.utr, amountPaise: row.amountPaise })),
		credits,
		new Set(named.map((row) => row.utr ?? "")),
		new Set(used.map((row) => row.key)),
	);
	return {
		upload,
		statement: parsed.statement,
		pending,
		matches: result.deposits,
		unclaimed: result.unclaimed,
		morePending: oldest.length > REPORT_PENDING_LIMIT,
	};
}

export async function statementReport(
	db: Database,
	bucket: R2Bucket,
	id: string,
): Promise<{ ok: true; report: StatementReport } | { ok: false; status: 404 | 410; message: string }> {
	const loaded = await loadStatement(db, bucket, id);
	if (loaded === "not_found") return { ok: false, status: 404, message: statementMessages.notFound };
	if (loaded === "file_missing") return { ok: false, status: 410, message: statementMessages.fileMissing };
	const { upload, statement, pending, matches, unclaimed, morePending } = loaded;
	const counts: StatementReport["counts"] = {
		matched: 0,
		amount_differs: 0,
		utr_not_found: 0,
		ambiguous: 0,
		unclaimed: unclaimed.length,
	};
	const deposits = pending.map((row, i) => {
		const match = matches[i] as DepositMatch;
		counts[match.class]++;
		return {
			transaction: transactionView(row),
			match: match.class,
			credit: match.credit ? creditView(match.credit) : null,
			candidates: match.candidates.map(creditView),
		};
	});
	return {
		ok: true,
		report: {
			upload: {
				id: upload.id,
				fileName: upload.fileName,
				layout: upload.layout,
				layoutName: statement.layoutName,
				sizeBytes: upload.sizeBytes,
				uploadedAt: isoTime(upload.uploadedAt),
				uploadedBy: { id: upload.uploadedBy, name: upload.uploadedByName },
			},
			rowsRead: statement.rowsRead,
			problems: statement.problems,
			deposits,
			unclaimed: unclaimed.map(creditView),
			counts,
			morePending,
		},
	};
}

export type BulkApprovalResult = {
	transactionId: string;
	outcome: "approved" | "already_processed" | "not_matched" | "line_used" | "not_found";
	message: string | null;
};

/**
 * Approves the chosen deposits that match exactly one line of the statement now (the match is computed again, not
 * trusted from the page), one exactly-once batch each; `tell` delivers the players' notifications (the API's and
 * the page's way of telling open pages and WhatsApp). Deposits that do not match are left as they are.
 */
export async function approveMatchedDeposits(
	db: Database,
	bucket: R2Bucket,
	uploadId: string,
	transactionIds: readonly string[],
	actor: Actor,
	tell: (notificationKeys: string[]) => Promise<void>,
): Promise<{ ok: true; results: BulkApprovalResult[] } | { ok: false; status: 404 | 410; message: string }> {
	const loaded = await loadStatement(db, bucket, uploadId);
	if (loaded === "not_found") return { ok: false, status: 404, message: statementMessages.notFound };
	if (loaded === "file_missing") return { ok: false, status: 410, message: statementMessages.fileMissing };
	const matchOf = new Map(loaded.matches.map((m) => [m.transactionId, m]));
	const results: BulkApprovalResult[] = [];
	const approved: string[] = [];
	for (const transactionId of new Set(transactionIds)) {
		const match = matchOf.get(transactionId);
		const credit = match?.class === "matched" ? match.credit : null;
		if (!credit) {
			const exists = await db
				.select({ status: moneyTransactions.status })
				.from(moneyTransactions)
				.where(eq(moneyTransactions.id, transactionId))
				.get();
			results.push(
				!exists
					? { transactionId, outcome: "not_found", message: statementMessages.notFound }
					: exists.status !== "pending"
						? { transactionId, outcome: "already_processed", message: null }
						: { transactionId, outcome: "not_matched", message: statementMessages.notMatched },
			);
			continue;
		}
		const claims = statementLineClaims;
		const outcome = await approveWithEvidence(db, transactionId, actor, {
			claim: (stillPending, now) =>
				insertWhere(
					db,
					claims,
					{
						lineKey: credit.key,
						transactionId,
						uploadId,
						row: credit.row,
						lineDate: credit.date,
						amountPaise: credit.amountPaise,
						narration: credit.narration.slice(0, 500),
						claimedBy: actor.id,
						claimedAt: now,
					},
					stillPending,
				).onConflictDoNothing(),
			holds: exists(
				qb
					.select({ key: claims.lineKey })
					.from(claims)
					.where(and(eq(claims.lineKey, credit.key), eq(claims.transactionId, transactionId))),
			),
			release: db.delete(claims).where(
				and(
					eq(claims.transactionId, transactionId),
					notExists(
						qb
							.select({ id: moneyTransactions.id })
							.from(moneyTransactions)
							.where(and(eq(moneyTransactions.id, transactionId), eq(moneyTransactions.status, "approved"))),
					),
				),
			),
			audit: {
				statementLine: {
					uploadId,
					row: credit.row,
					date: credit.date,
					amountPaise: credit.amountPaise,
					key: credit.key,
					narration: credit.narration.slice(0, 200),
				},
			},
		});
		switch (outcome.kind) {
			case "done":
				approved.push(transactionId);
				results.push({ transactionId, outcome: "approved", message: null });
				break;
			case "already_processed":
				results.push({ transactionId, outcome: "already_processed", message: null });
				break;
			case "evidence_taken":
				results.push({ transactionId, outcome: "line_used", message: statementMessages.lineUsed });
				break;
			case "not_found":
				results.push({ transactionId, outcome: "not_found", message: statementMessages.notFound });
				break;
		}
	}
	if (approved.length > 0) {
		await tell(approved.map((id) => notificationKeys.decision(id)));
		const players = (await Promise.all(approved.map((id) => playersTouchedBy(db, id)))).flat();
		await refreshAmlFlags(db, players);
	}
	return { ok: true, results };
}

/** An upload form's fields (`statement`, the file; `layout`), as the API and the page's action both read them. */
export async function uploadFromForm(
	form: FormData,
): Promise<
	| { ok: true; input: { fileName: string; bytes: Uint8Array; layout: StatementLayoutChoice } }
	| { ok: false; status: 413 | 422; message: string }
> {
	const layout = statementLayoutSchema.safeParse(form.get("layout") ?? "auto");
	if (!layout.success) return { ok: false, status: 422, message: statementMessages.layoutInvalid };
	const file = form.get("statement");
	if (!(file instanceof File) || (file.size === 0 && file.name === "")) {
		return { ok: false, status: 422, message: statementMessages.fileRequired };
	}
	if (file.size > STATEMENT_LIMITS.maxBytes) return { ok: false, status: 413, message: statementMessages.tooLarge };
	return {
		ok: true,
		input: { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), layout: layout.data },
	};
}
