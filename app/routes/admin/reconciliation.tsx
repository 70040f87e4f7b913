import type { InferResponseType } from "hono/client";
import { CheckCircle2, Clock, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { walletScreenMessages } from "~/domain/messages";
import { adminTitle, useAdminMoney } from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { Pager } from "../../components/ui/pager";
import { Table } from "../../components/ui/table";
import { ErrorPanel } from "../../components/wallet/ui";
import { api, errorMessage } from "../../lib/api";
import { useFormat, useSay } from "../../lib/i18n";
import type { Route } from "./+types/reconciliation";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.reconciliation) },
];

type Report = InferResponseType<typeof api.api.admin.reconciliation.$get, 200>;
type LoadState = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; report: Report };

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
export default function AdminReconciliation() {
	const { t } = useTranslation("admin");
	const [afters, setAfters] = useState<string[]>([""]);
	const after = afters.at(-1) ?? "";
	const [state, setState] = useState<LoadState>({ kind: "loading" });
	const [running, setRunning] = useState(false);
	const load = useCallback(async (from: string) => {
		setState((s) => (s.kind === "ready" ? s : { kind: "loading" }));
		try {
			const response = await api.api.admin.reconciliation.$get({ query: { after: from || undefined } });
			if (!response.ok) {
				setState({ kind: "error", message: await errorMessage(response, walletScreenMessages.reconciliationFailed) });
				return;
			}
			setState({ kind: "ready", report: await response.json() });
		} catch {
			setState({ kind: "error", message: walletScreenMessages.reconciliationFailed });
		}
	}, []);
	useEffect(() => {
		void load(after);
	}, [load, after]);
	// "Run again" carries the stored check on now (for a bounded time), then shows the latest result.
	const runAgain = async () => {
		setRunning(true);
		try {
			const response = await api.api.admin.reconciliation.run.$post();
			if (!response.ok) {
				setState({ kind: "error", message: await errorMessage(response, walletScreenMessages.reconciliationFailed) });
				return;
			}
			await load(after);
		} catch {
			setState({ kind: "error", message: walletScreenMessages.reconciliationFailed });
		} finally {
			setRunning(false);
		}
	};
	const onPage = (page: number, next: string | null) => {
		if (page > afters.length && next) setAfters([...afters, next]);
		else if (page < afters.length) setAfters(afters.slice(0, Math.max(1, page)));
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
			{state.kind === "loading" && <p className="text-gray-300">{t("loading")}</p>}
			{state.kind === "error" && <ErrorPanel message={state.message} onRetry={() => void load(after)} />}
			{state.kind === "ready" && (
				<ReportView report={state.report} page={afters.length} onPage={(p) => onPage(p, state.report.players.next)} />
			)}
		</section>
	);
}

function ReportView({ report, page, onPage }: { report: Report; page: number; onPage: (page: number) => void }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const { tokens } = useAdminMoney();
	/** "₹1,00,000" as balances show it (app/components/balances.tsx), in the page's language. */
	const inr = (rupees: number) => `₹${tokens(rupees)}`;
	const mismatches = report.walletMismatches.length + report.transactionMismatches.length;
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

			{report.walletMismatches.length > 0 && (
				<div>
					<h2 className="mb-2 text-lg font-bold text-red-300">{t("recon.walletMismatches")}</h2>
					<ul className="grid gap-1 text-sm">
						{report.walletMismatches.map((m) => (
							<li key={`${m.userId}-${m.wallet}`}>
								{t("recon.walletMismatch", {
									user: m.userId,
									wallet: m.wallet,
									balance: m.balance,
									ledger: m.ledgerTotal,
								})}
							</li>
						))}
					</ul>
				</div>
			)}
			{report.transactionMismatches.length > 0 && (
				<div>
					<h2 className="mb-2 text-lg font-bold text-red-300">{t("recon.requestMismatches")}</h2>
					<ul className="grid gap-1 text-sm">
						{report.transactionMismatches.map((m) => (
							<li key={m.transactionId}>
								{t("recon.requestMismatch", {
									id: m.transactionId,
									type: m.transactionType,
									status: m.transactionStatus,
									amount: inr(m.amount),
									expected: m.expectedLedgerTotal,
									found: m.ledgerTotal,
								})}
							</li>
						))}
					</ul>
				</div>
			)}

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
				<Pager page={page} totalPages={null} hasNext={report.players.next !== null} onPage={onPage} />
			</div>
		</div>
	);
}
