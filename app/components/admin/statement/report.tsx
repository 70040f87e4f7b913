/**
 * A statement's report (server/bank-statements.ts `statementReport`): a sentence of the counts, the pending deposits
 * with their match and the statement line, the matched ones ready to approve together, the credits nobody claimed,
 * and the rows the file had that could not be read.
 */
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { MatchClass } from "~/domain/bank-statement/match";
import { rupeesToPaise } from "~/domain/money";
import type { StatementCreditView, StatementReport } from "~/server/bank-statements";
import { useFormat, useSay } from "../../../lib/i18n";
import { Button } from "../../ui/button";
import { Table } from "../../ui/table";
import type { StatementActionData } from "./types";
import { layoutName } from "./upload";

const CLASS_STYLE: Record<MatchClass, string> = {
	matched: "border-green-400 text-green-300",
	amount_differs: "border-amber-400 text-amber-300",
	utr_not_found: "border-gray-400 text-gray-200",
	ambiguous: "border-red-400 text-red-300",
};

export function StatementReportView({ report, error }: { report: StatementReport | null; error: string | null }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	if (error) {
		return (
			<p role="alert" className="font-semibold text-red-300">
				{say(error)}
			</p>
		);
	}
	if (!report) return null;
	const { upload, counts } = report;
	return (
		<div className="grid grid-cols-1 gap-5">
			<div>
				<h2 className="text-lg font-bold">
					{t("statement.uploaded", {
						file: upload.fileName,
						layout: layoutName(t, upload.layout),
						name: upload.uploadedBy.name ?? "",
						date: format.dateTime(upload.uploadedAt),
					})}
				</h2>
				<p className="mt-1 text-sm" data-testid="statement-summary">
					{t("statement.summary", {
						matched: format.count(counts.matched),
						differs: format.count(counts.amount_differs),
						notFound: format.count(counts.utr_not_found),
						ambiguous: format.count(counts.ambiguous),
						unclaimed: format.count(counts.unclaimed),
					})}
				</p>
			</div>
			<PendingDeposits report={report} />
			<Credits
				title={t("statement.unclaimed")}
				hint={t("statement.unclaimedHint")}
				empty={t("statement.noUnclaimed")}
				credits={report.unclaimed}
			/>
			{report.problems.length > 0 && (
				<div>
					<h3 className="mb-1 font-bold text-amber-300">{t("statement.problems")}</h3>
					<ul className="grid grid-cols-1 gap-1 text-sm">
						{report.problems.map((problem) => (
							<li key={`${problem.row}-${problem.field}`}>
								{t(problem.field === "date" ? "statement.problemDate" : "statement.problemAmount", {
									row: problem.row,
									value: problem.value,
								})}
							</li>
						))}
					</ul>
				</div>
			)}
		</div>
	);
}

function PendingDeposits({ report }: { report: StatementReport }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const fetcher = useFetcher<StatementActionData>();
	const answer = fetcher.state === "idle" && fetcher.data?.intent === "approve" ? fetcher.data : undefined;
	const inr = (rupees: number) => format.rupees(rupeesToPaise(rupees));
	const outcomeOf = new Map(answer?.results?.map((r) => [r.transactionId, r]));
	const anyMatched = report.counts.matched > 0;
	return (
		<fetcher.Form method="post" className="grid grid-cols-1 gap-3" aria-labelledby="statement-deposits">
			<input type="hidden" name="intent" value="approve" />
			<input type="hidden" name="uploadId" value={report.upload.id} />
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h3 id="statement-deposits" className="text-lg font-bold">
					{t("statement.deposits")}
				</h3>
				{anyMatched && (
					<Button type="submit" variant="primary" busy={fetcher.state !== "idle"} busyLabel={t("statement.approving")}>
						{t("statement.approve")}
					</Button>
				)}
			</div>
			{answer && (
				<p role="status" className="font-semibold" data-testid="statement-approved">
					{say(answer.message)}
				</p>
			)}
			{report.morePending && <p className="text-sm text-gray-300">{t("statement.morePending")}</p>}
			<Table
				label={t("statement.deposits")}
				minWidth="min-w-[60rem]"
				columns={[
					t("statement.columns.approve"),
					t("statement.columns.player"),
					{ label: t("statement.columns.amount"), className: "text-right" },
					t("statement.columns.utr"),
					t("statement.columns.requested"),
					t("statement.columns.match"),
					t("statement.columns.line"),
				]}
				empty={report.deposits.length === 0 ? t("statement.noPending") : null}
			>
				{report.deposits.map(({ transaction, match, credit, candidates }) => {
					const name = transaction.user.name ?? transaction.user.phone ?? transaction.user.id;
					const outcome = outcomeOf.get(transaction.id);
					return (
						<tr key={transaction.id} data-testid={`statement-deposit-${transaction.id}`}>
							<td>
								{match === "matched" && !outcome && (
									<input
										type="checkbox"
										name="transactionId"
										value={transaction.id}
										defaultChecked
										aria-label={t("statement.select", { name, amount: inr(transaction.amount) })}
										className="size-6 accent-gold"
									/>
								)}
							</td>
							<td>
								<span className="block font-semibold">{transaction.user.name}</span>
								<span className="block whitespace-nowrap text-xs text-gray-300">{transaction.user.phone}</span>
							</td>
							<td className="whitespace-nowrap text-right">{inr(transaction.amount)}</td>
							<td className="font-mono text-xs">{transaction.utr}</td>
							<td className="whitespace-nowrap">{format.dateTime(transaction.createdAt)}</td>
							<td>
								<span
									className={`inline-block rounded-full border px-2 py-0.5 text-xs font-bold ${CLASS_STYLE[match]}`}
								>
									{t(`statement.classes.${match}`)}
								</span>
								{outcome && (
									<span className="mt-1 block text-xs font-bold" data-testid="statement-outcome">
										{t(`statement.outcomes.${outcome.outcome}`)}
									</span>
								)}
							</td>
							<td className="text-xs">
								{credit ? (
									<LineText credit={credit} />
								) : candidates.length > 1 ? (
									t("statement.lines", { rows: candidates.map((c) => c.row).join(", ") })
								) : null}
							</td>
						</tr>
					);
				})}
			</Table>
		</fetcher.Form>
	);
}

function LineText({ credit }: { credit: StatementCreditView }) {
	const { t } = useTranslation("admin");
	const format = useFormat();
	return (
		<>
			<span className="block whitespace-nowrap font-semibold">
				{t("statement.line", {
					row: credit.row,
					date: credit.date,
					amount: format.rupees(rupeesToPaise(credit.amount)),
				})}
			</span>
			<span className="block break-all text-gray-300">{credit.narration}</span>
		</>
	);
}

function Credits({
	title,
	hint,
	empty,
	credits,
}: {
	title: string;
	hint: string;
	empty: string;
	credits: readonly StatementCreditView[];
}) {
	const { t } = useTranslation("admin");
	const format = useFormat();
	return (
		<div className="grid grid-cols-1 gap-2">
			<h3 className="text-lg font-bold">{title}</h3>
			<p className="text-sm text-gray-300">{hint}</p>
			<Table
				label={title}
				columns={[
					t("statement.columns.row"),
					t("statement.columns.date"),
					{ label: t("statement.columns.amount"), className: "text-right" },
					t("statement.columns.utr"),
					t("statement.columns.narration"),
				]}
				empty={credits.length === 0 ? empty : null}
			>
				{credits.map((credit) => (
					<tr key={credit.row}>
						<td>{credit.row}</td>
						<td className="whitespace-nowrap">{credit.date}</td>
						<td className="whitespace-nowrap text-right">{format.rupees(rupeesToPaise(credit.amount))}</td>
						<td className="font-mono text-xs">{credit.utrs.join(", ")}</td>
						<td className="break-all text-xs">{credit.narration}</td>
					</tr>
				))}
			</Table>
		</div>
	);
}
