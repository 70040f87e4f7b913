import { env } from "cloudflare:workers";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { STATEMENT_LIMITS } from "~/domain/bank-statement/parse";
import { statementMessages } from "~/domain/messages/operator";
import { statementApproveSchema, statementMappingSchema } from "~/domain/validation/bank-statement";
import {
	approveMatchedDeposits,
	readStatementMapping,
	recentStatements,
	saveStatementMapping,
	statementReport,
	uploadFromForm,
	uploadStatement,
} from "~/server/bank-statements";
import { moneyNoticesContext } from "~/server/page-context";
import type { Actor } from "~/server/wallet";
import { StatementReportView } from "../../components/admin/statement/report";
import type { StatementActionData } from "../../components/admin/statement/types";
import { MappingForm, RecentStatements, UploadForm } from "../../components/admin/statement/upload";
import { adminTitle } from "../../components/admin/ui";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/bank-statement";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.bankStatement) },
];

const UPLOAD_ID = /^[0-9a-f-]{36}$/;

/** The recent uploads, the operator's columns, and the report of `?upload=` (else the latest upload). */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "reviewRequests");
	const db = pageDatabase();
	const asked = new URL(request.url).searchParams.get("upload");
	const [uploads, mapping] = await Promise.all([recentStatements(db), readStatementMapping(db)]);
	const id = asked && UPLOAD_ID.test(asked) ? asked : (uploads[0]?.id ?? null);
	const report = id ? await statementReport(db, env.UPLOADS, id) : null;
	return {
		uploads,
		mapping,
		report: report?.ok ? report.report : null,
		reportError: report && !report.ok ? report.message : null,
	};
}

/**
 * The page's three forms, each as its API route does it (server/bank-statements.ts): an upload (then the page of
 * its report), the operator's columns, and the bulk approval of matched deposits.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<StatementActionData | Response> {
	const session = await requirePagePermission(request, context, "reviewRequests");
	const actor: Actor = { id: session.id, role: session.role, ip: request.headers.get("CF-Connecting-IP") };
	const db = pageDatabase();
	// The upload's budget before its body is read.
	if (Number(request.headers.get("Content-Length") ?? 0) > STATEMENT_LIMITS.maxBytes + 16 * 1024) {
		return { intent: "upload", message: statementMessages.tooLarge };
	}
	const form = await request.formData();
	const intent = form.get("intent");
	if (intent === "mapping") {
		const submission = parseWithZod(form, { schema: statementMappingSchema });
		if (submission.status !== "success") return { intent, result: submission.reply() };
		await saveStatementMapping(db, submission.value, actor);
		return { intent, result: submission.reply(), message: statementMessages.mappingSaved };
	}
	if (intent === "approve") {
		const uploadId = String(form.get("uploadId") ?? "");
		const parsed = statementApproveSchema.safeParse({ transactionIds: form.getAll("transactionId").map(String) });
		if (!parsed.success)
			return { intent, message: parsed.error.issues[0]?.message ?? statementMessages.nothingSelected };
		const outcome = await approveMatchedDeposits(
			db,
			env.UPLOADS,
			uploadId,
			parsed.data.transactionIds,
			actor,
			context.get(moneyNoticesContext),
		);
		if (!outcome.ok) return { intent, message: outcome.message };
		const approved = outcome.results.filter((r) => r.outcome === "approved").length;
		return { intent, message: statementMessages.approved(approved), results: outcome.results };
	}
	const read = await uploadFromForm(form);
	if (!read.ok) return { intent: "upload", message: read.message };
	const outcome = await uploadStatement(db, env.UPLOADS, read.input, actor);
	if (outcome.kind === "refused") return { intent: "upload", message: outcome.message };
	return redirect(`/admin/bank-statement?upload=${outcome.report.upload.id}`);
}

/** /admin/bank-statement: a day's deposits run from one statement upload. */
export default function AdminBankStatement({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	return (
		<section aria-labelledby="statement-heading" className="grid grid-cols-1 gap-5 rounded-2xl bg-raised p-4 md:p-6">
			<div>
				<h1 id="statement-heading" className="text-2xl font-black">
					{t("nav.bankStatement")}
				</h1>
				<p className="mt-1 max-w-3xl text-sm text-gray-300">{t("statement.intro")}</p>
			</div>
			<div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
				<UploadForm hasMapping={loaderData.mapping !== null} />
				<MappingForm mapping={loaderData.mapping} />
			</div>
			<RecentStatements uploads={loaderData.uploads} current={loaderData.report?.upload.id ?? null} />
			<StatementReportView report={loaderData.report} error={loaderData.reportError} />
		</section>
	);
}
