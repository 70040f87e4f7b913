import { CheckCircle2, Clock, TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { walletScreenMessages } from "~/domain/messages/money";
import { cursorParam } from "~/domain/validation/query";
import { reconciliationReport } from "~/server/reconciliation-report";
import { adminTitle, useAdminMoney } from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { KeysetUrlPager } from "../../components/ui/pager";
import { Table } from "../../components/ui/table";
import { ErrorPanel } from "../../components/wallet/ui";
import { api, errorMessage } from "../../lib/api";
import { useFormat, useSay } from "../../lib/i18n";
import { keysetAfter } from "../../lib/list-search";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/reconciliation";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.reconciliation) },
];

/** The latest run and a page of players, read as GET /api/admin/reconciliation reads them (the page in `?after=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "readBusiness");
	const after = cursorParam.safeParse(keysetAfter(request));
	return reconciliationReport(pageDatabase(), after.success ? after.data : undefined);
}

type Report = Route.ComponentProps["loaderData"];

const IDENTITY_ROWS = [
	"openingBalances",
	"adminAdjustments",
	"approvedDeposits",
	"approvedWithdrawals",
	"pendingWithdrawals",
	"netBetWinnings",
	"bonusConversions",
	"expectedTotal",
	"totalRealBalance",
	"difference",
] as const satisfies ReadonlyArray<keyof Report["identity"]>;

/** /admin/reconciliation: balances against the ledger and the money identity of docs/product.md#money. */
export default function AdminReconciliation({ loaderData: report }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const revalidator = useRevalidator();
	const [running, setRunning] = useState(false);
	const [problem, setProblem] = useState<string | null>(null);
	// "Run again" carries the stored check on now (for a bounded time), then shows the latest result.
	const runAgain = async () => {
		setRunning(true);
		try {
			const response = await api.api.admin.reconciliation.run.$post();
			setProblem(response.ok ? null : await errorMessage(response, walletScreenMessages.reconciliationFailed));
			if (response.ok) await revalidator.revalidate();
		} catch {
			setProblem(walletScreenMessages.reconciliationFailed);
		} finally {
			setRunning(false);
		}
	};

	return (
		<section aria-labelledby="recon-heading" className="rounded-2xl bg-raised p-4 md:p-6">
			<div className="mb-4 flex flex-wrap items-center justify-between gap-3">
				<h1 id="recon-heading" className="text-2xl font-black">
					{t("nav.reconciliation")}
				</h1>
				<Button variant="ghost" busy={running} onClick={() => void runAgain()}>
					{t("recon.runAgain")}
				</Button>
			</div>
			{problem && <ErrorPanel message={problem} onRetry={() => void runAgain()} />}
			<ReportView report={report} />
		</section>
	);
}

function ReportView({ report }: { report: Report }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const { tokens } = useAdminMoney();
	/** "₹1,00,000" as balances show it (app/components/balances.tsx), in the page's language. */
	const inr = (rupees: number) => `₹${tokens(rupees)}`;
	const mismatches =
		report.walletMismatches.length + report.transactionMismatches.length + report.bonusMismatches.length;
	// Before the first run nothing has been checked: neutral, neither green nor red, and no figures of ₹0.
	const checked = report.checkedAt !== null;
	const tone = !checked ? "border-edge" : report.ok !== false ? "border-green-400/50" : "border-red-400/60";
	return (
		<div className="grid grid-cols-1 gap-5">
			<div
				role="status"
				data-testid="recon-status"
				data-state={!checked ? "not-checked" : report.ok !== false ? "ok" : "mismatch"}
				className={`flex items-center gap-3 rounded-xl border p-4 ${tone} bg-panel`}
			>
				{!checked ? (
					<Clock className="size-6 shrink-0 text-gray-300" aria-hidden="true" />
				) : report.ok !== false ? (
					<CheckCircle2 className="size-6 shrink-0 text-green-400" aria-hidden="true" />
				) : (
					<TriangleAlert className="size-6 shrink-0 text-red-400" aria-hidden="true" />
				)}
				<div>
					<p className="font-bold">
						{report.checkedAt === null
							? say(walletScreenMessages.reconciliationNotRun)
							: report.ok
								? t("recon.ok")
								: t("recon.mismatchesFound")}
					</p>
					{report.checkedAt !== null && (
						<p className="text-sm text-gray-300">
							<span data-testid="recon-mismatches">{mismatches}</span>{" "}
							{t("recon.summary", {
								wallets: format.count(report.walletsChecked),
								players: format.count(report.playersChecked),
								bonuses: format.count(report.bonusesChecked),
								date: format.dateTime(report.checkedAt),
							})}
						</p>
					)}
					{report.inProgress && (
						<p className="text-sm text-gray-300" data-testid="recon-progress">
							{say(
								walletScreenMessages.reconciliationInProgress(
									report.inProgress.walletsChecked,
									report.inProgress.requestsChecked,
									format.dateTime(report.inProgress.updatedAt),
								),
							)}
						</p>
					)}
				</div>
			</div>

			{checked && (
				<div>
					<h2 className="mb-2 text-lg font-bold">{t("recon.identity.heading")}</h2>
					<table className="w-full max-w-xl text-sm">
						<caption className="sr-only">{t("recon.identity.heading")}</caption>
						<tbody>
							{IDENTITY_ROWS.map((key) => (
								<tr key={key} className="border-b border-edge">
									<th scope="row" className="py-2 pr-4 text-left font-normal text-gray-300">
										{t(`recon.identity.${key}`)}
									</th>
									<td className="py-2 text-right font-semibold" data-testid={`identity-${key}`}>
										{inr(report.identity[key])}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}

			<MismatchList
				heading={t("recon.walletMismatches")}
				items={report.walletMismatches}
				keyOf={(m) => `${m.userId}-${m.wallet}`}
				line={(m) =>
					t("recon.walletMismatch", { user: m.userId, wallet: m.wallet, balance: m.balance, ledger: m.ledgerTotal })
				}
			/>
			<MismatchList
				heading={t("recon.requestMismatches")}
				items={report.transactionMismatches}
				keyOf={(m) => m.transactionId}
				line={(m) =>
					t("recon.requestMismatch", {
						id: m.transactionId,
						type: m.transactionType,
						status: m.transactionStatus,
						amount: inr(m.amount),
						expected: m.expectedLedgerTotal,
						found: m.ledgerTotal,
					})
				}
			/>
			<MismatchList
				heading={t("recon.bonusMismatches")}
				testId="recon-bonus-mismatches"
				items={report.bonusMismatches}
				keyOf={(m) => m.bonusId}
				line={(m) => (
					<>
						{t("recon.bonusMismatch", {
							id: m.bonusId,
							user: m.userId,
							status: m.status,
							amount: inr(m.amount),
							balance: m.balance,
							ledger: m.ledgerTotal,
							bonusConversion: m.bonusConversion,
							realConversion: m.realConversion,
						})}
						<span className="block text-red-300">
							{m.problems.map((problem) => t(`recon.bonusProblems.${problem}`)).join(" · ")}
						</span>
					</>
				)}
			/>

			<div>
				<h2 className="mb-2 text-lg font-bold">{t("recon.players")}</h2>
				<Table
					label={t("recon.players")}
					columns={[
						t("recon.columns.player"),
						{ label: t("recon.columns.realBalance"), className: "text-right" },
						{ label: t("recon.columns.realLedger"), className: "text-right" },
						{ label: t("recon.columns.playTokens"), className: "text-right" },
						{ label: t("recon.columns.tokensLedger"), className: "text-right" },
						t("recon.columns.check"),
					]}
				>
					{report.players.data.map((p) => (
						<tr key={p.userId}>
							<td>{p.name ?? p.userId}</td>
							<td className="text-right">{inr(p.realBalance)}</td>
							<td className="text-right">{inr(p.realLedgerTotal)}</td>
							<td className="text-right">{tokens(p.playTokens)}</td>
							<td className="text-right">{tokens(p.tokensLedgerTotal)}</td>
							<td className={`font-bold ${p.ok ? "text-green-400" : "text-red-400"}`}>
								{p.ok ? t("recon.rowOk") : t("recon.rowMismatch")}
							</td>
						</tr>
					))}
				</Table>
				<KeysetUrlPager next={report.players.next} />
			</div>
		</div>
	);
}

/** A list of what disagrees, under its heading; nothing when the list is empty. */
function MismatchList<T>({
	heading,
	items,
	keyOf,
	line,
	testId,
}: {
	heading: string;
	items: T[];
	keyOf: (item: T) => string;
	line: (item: T) => ReactNode;
	testId?: string;
}) {
	if (items.length === 0) return null;
	return (
		<div>
			<h2 className="mb-2 text-lg font-bold text-red-300">{heading}</h2>
			<ul className="grid gap-1 text-sm" data-testid={testId}>
				{items.map((item) => (
					<li key={keyOf(item)}>{line(item)}</li>
				))}
			</ul>
		</div>
	);
}
