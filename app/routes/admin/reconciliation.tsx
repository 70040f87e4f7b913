import type { InferResponseType } from "hono/client";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { siteContent } from "~/domain/content";
import { walletScreenMessages } from "~/domain/messages";
import { formatIstDateTime } from "~/domain/time";
import { formatRupeeAmount, formatTokens } from "../../components/balances";
import { Button } from "../../components/ui/button";
import { Pager } from "../../components/ui/pager";
import { Table } from "../../components/ui/table";
import { ErrorPanel } from "../../components/wallet/ui";
import { api, errorMessage } from "../../lib/api";
import type { Route } from "./+types/reconciliation";

export const meta: Route.MetaFunction = () => [{ title: `Reconciliation · Casino Admin · ${siteContent.brand}` }];

type Report = InferResponseType<typeof api.api.admin.reconciliation.$get, 200>;
type LoadState = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; report: Report };

const IDENTITY_ROWS: Array<[keyof Report["identity"], string]> = [
	["openingBalances", "Opening balances"],
	["adminAdjustments", "Admin adjustments"],
	["approvedDeposits", "+ Approved deposits"],
	["approvedWithdrawals", "− Approved withdrawals"],
	["pendingWithdrawals", "− Pending withdrawals (reserved)"],
	["netBetWinnings", "+ Net player winnings from bets"],
	["expectedTotal", "= Expected total real money"],
	["totalRealBalance", "Total real balances held"],
	["difference", "Difference"],
];

/** /admin/reconciliation: balances against the ledger and the money identity of docs/product.md#money. */
export default function AdminReconciliation() {
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
					Reconciliation
				</h1>
				<Button variant="ghost" busy={running} onClick={() => void runAgain()}>
					Run again
				</Button>
			</div>
			{state.kind === "loading" && <p className="text-gray-300">Loading…</p>}
			{state.kind === "error" && <ErrorPanel message={state.message} onRetry={() => void load(after)} />}
			{state.kind === "ready" && (
				<ReportView report={state.report} page={afters.length} onPage={(p) => onPage(p, state.report.players.next)} />
			)}
		</section>
	);
}

function ReportView({ report, page, onPage }: { report: Report; page: number; onPage: (page: number) => void }) {
	const mismatches = report.walletMismatches.length + report.transactionMismatches.length;
	return (
		<div className="grid grid-cols-1 gap-5">
			<div
				role="status"
				data-testid="recon-status"
				className={`flex items-center gap-3 rounded-xl border p-4 ${report.ok !== false ? "border-green-400/50" : "border-red-400/60"} bg-panel`}
			>
				{report.ok !== false ? (
					<CheckCircle2 className="size-6 shrink-0 text-green-400" aria-hidden="true" />
				) : (
					<TriangleAlert className="size-6 shrink-0 text-red-400" aria-hidden="true" />
				)}
				<div>
					<p className="font-bold">
						{report.checkedAt === null
							? walletScreenMessages.reconciliationNotRun
							: report.ok
								? "Everything reconciles"
								: "Mismatches found"}
					</p>
					{report.checkedAt !== null && (
						<p className="text-sm text-gray-300">
							<span data-testid="recon-mismatches">{mismatches}</span> mismatches · {report.walletsChecked} wallets and{" "}
							{report.playersChecked} players checked · {formatIstDateTime(report.checkedAt)}
						</p>
					)}
					{report.inProgress && (
						<p className="text-sm text-gray-300" data-testid="recon-progress">
							{walletScreenMessages.reconciliationInProgress(
								report.inProgress.walletsChecked,
								report.inProgress.requestsChecked,
								formatIstDateTime(report.inProgress.updatedAt),
							)}
						</p>
					)}
				</div>
			</div>

			<div>
				<h2 className="mb-2 text-lg font-bold">Money identity</h2>
				<table className="w-full max-w-xl text-sm">
					<caption className="sr-only">Money identity</caption>
					<tbody>
						{IDENTITY_ROWS.map(([key, label]) => (
							<tr key={key} className="border-b border-edge">
								<th scope="row" className="py-2 pr-4 text-left font-normal text-gray-300">
									{label}
								</th>
								<td className="py-2 text-right font-semibold" data-testid={`identity-${key}`}>
									{formatRupeeAmount(report.identity[key])}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>

			{report.walletMismatches.length > 0 && (
				<div>
					<h2 className="mb-2 text-lg font-bold text-red-300">Wallet mismatches</h2>
					<ul className="grid gap-1 text-sm">
						{report.walletMismatches.map((m) => (
							<li key={`${m.userId}-${m.wallet}`}>
								{m.userId} ({m.wallet}): balance {m.balance}, ledger {m.ledgerTotal}
							</li>
						))}
					</ul>
				</div>
			)}
			{report.transactionMismatches.length > 0 && (
				<div>
					<h2 className="mb-2 text-lg font-bold text-red-300">Request mismatches</h2>
					<ul className="grid gap-1 text-sm">
						{report.transactionMismatches.map((m) => (
							<li key={m.transactionId}>
								{m.transactionId} ({m.transactionType}, {m.transactionStatus}, {formatRupeeAmount(m.amount)}): expected
								ledger {m.expectedLedgerTotal}, found {m.ledgerTotal}
							</li>
						))}
					</ul>
				</div>
			)}

			<div>
				<h2 className="mb-2 text-lg font-bold">Players: balance against ledger</h2>
				<Table
					label="Players: balance against ledger"
					columns={[
						"Player",
						{ label: "Real balance", className: "text-right" },
						{ label: "Real ledger", className: "text-right" },
						{ label: "Play tokens", className: "text-right" },
						{ label: "Tokens ledger", className: "text-right" },
						"Check",
					]}
				>
					{report.players.data.map((p) => (
						<tr key={p.userId}>
							<td>{p.name ?? p.userId}</td>
							<td className="text-right">{formatRupeeAmount(p.realBalance)}</td>
							<td className="text-right">{formatRupeeAmount(p.realLedgerTotal)}</td>
							<td className="text-right">{formatTokens(p.playTokens)}</td>
							<td className="text-right">{formatTokens(p.tokensLedgerTotal)}</td>
							<td className={`font-bold ${p.ok ? "text-green-400" : "text-red-400"}`}>{p.ok ? "OK" : "Mismatch"}</td>
						</tr>
					))}
				</Table>
				<Pager page={page} totalPages={null} hasNext={report.players.next !== null} onPage={onPage} />
			</div>
		</div>
	);
}
