/**
 * The admin's deposit and withdrawal lists (docs/product.md#money): filter All / Pending / Rejected,
 * Approve (after a confirmation, since approval is final) and Reject on pending rows, the Reject Transaction dialog; or, for the
 * approved lists, the same table read-only.
 */
import { Check, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { paymentMessages } from "~/domain/messages";
import { formatIstDateTime } from "~/domain/time";
import { formatPhone } from "~/domain/validation/auth";
import { rejectRequestSchema, type TransactionStatus, type TransactionType } from "~/domain/validation/payments";
import { api, errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { type Transaction, TYPE_LABEL } from "../../lib/transactions";
import { useTransactions } from "../../lib/use-transactions";
import { ConfirmDialog, type ConfirmRequest } from "../admin/ui";
import { formatRupeeAmount } from "../balances";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, inputClass } from "../ui/field";
import { Pager } from "../ui/pager";
import { Table } from "../ui/table";
import { ErrorPanel, StatusBadge } from "./ui";

type Filter = "all" | "pending" | "rejected";
const FILTERS: Array<{ id: Filter; label: string }> = [
	{ id: "all", label: "All" },
	{ id: "pending", label: "Pending" },
	{ id: "rejected", label: "Rejected" },
];

type Column = { label: string; cell: (t: Transaction, serial: number) => React.ReactNode };

const DEPOSIT_COLUMNS: Column[] = [
	{
		label: "User",
		cell: (t) => (
			<>
				<span className="block font-semibold">{t.user.name ?? "—"}</span>
				<span className="block whitespace-nowrap text-xs text-gray-300">{formatPhone(t.user.phone) ?? ""}</span>
			</>
		),
	},
	{ label: "Type", cell: (t) => TYPE_LABEL[t.transactionType] },
	{ label: "Amount", cell: (t) => <span className="font-bold text-gold">{formatRupeeAmount(t.amount)}</span> },
	{ label: "Date", cell: (t) => <span className="whitespace-nowrap">{formatIstDateTime(t.createdAt)}</span> },
	{ label: "Status", cell: (t) => <StatusCell t={t} /> },
	{ label: "UTR", cell: (t) => <span className="font-mono">{t.utr ?? "—"}</span> },
];

const WITHDRAWAL_COLUMNS: Column[] = [
	{ label: "Serial", cell: (_t, serial) => serial },
	{ label: "Phone Number", cell: (t) => formatPhone(t.user.phone) ?? "—" },
	{ label: "Bank Name", cell: (t) => t.bankName ?? "—" },
	{ label: "Recipient name", cell: (t) => t.recipientName ?? "—" },
	{ label: "Bank Account Number", cell: (t) => <span className="font-mono">{t.bankAccountNumber ?? "—"}</span> },
	{ label: "IFSC", cell: (t) => <span className="font-mono">{t.ifscCode ?? "—"}</span> },
	{ label: "Amount", cell: (t) => <span className="font-bold text-gold">{formatRupeeAmount(t.amount)}</span> },
	{ label: "Date", cell: (t) => <span className="whitespace-nowrap">{formatIstDateTime(t.createdAt)}</span> },
	{ label: "Status", cell: (t) => <StatusCell t={t} /> },
];

function StatusCell({ t }: { t: Transaction }) {
	return (
		<>
			<StatusBadge status={t.transactionStatus} />
			{t.transactionStatus === "rejected" && t.adminNote && (
				<p className="mt-1 max-w-[14rem] text-xs text-red-300">Reason: {t.adminNote}</p>
			)}
		</>
	);
}

export function AdminTransactions({
	type,
	title,
	mode,
}: {
	type: TransactionType;
	title: string;
	mode: "review" | "approved";
}) {
	const [filter, setFilter] = useState<Filter>("all");
	const status: TransactionStatus | undefined =
		mode === "approved" ? "approved" : filter === "all" ? undefined : filter;
	const { state, setPage, reload } = useTransactions("all", { transactionType: type, transactionStatus: status });
	const [rejecting, setRejecting] = useState<Transaction | null>(null);
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const [busy, setBusy] = useState<string | null>(null);
	const filterId = useId();
	const columns = type === "deposit" ? DEPOSIT_COLUMNS : WITHDRAWAL_COLUMNS;

	const approve = async (t: Transaction) => {
		setBusy(t.id);
		try {
			const response = await api.api.transactions[":id"].approve.$put({ param: { id: t.id } });
			if (response.ok) notify.success((await response.json()).message);
			else notify.error(await errorMessage(response, paymentMessages.reviewFailed));
		} catch {
			notify.error(paymentMessages.reviewFailed);
		} finally {
			setBusy(null);
			reload();
		}
	};

	const askApprove = (t: Transaction) =>
		setConfirm({
			title: paymentMessages.approveTitle,
			text:
				t.transactionType === "deposit"
					? paymentMessages.approveDepositConfirm(requestName(t))
					: paymentMessages.approveWithdrawalConfirm(requestName(t)),
			confirmLabel: paymentMessages.approveConfirmLabel,
			run: () => approve(t),
		});

	return (
		<section aria-labelledby={`${filterId}-title`} className="rounded-2xl bg-raised p-3 md:p-6">
			<div className="mb-4 flex flex-wrap items-center justify-between gap-3">
				<h1 id={`${filterId}-title`} className="text-2xl font-black">
					{title}
				</h1>
				{mode === "review" && (
					<div className="flex items-center gap-2">
						<label htmlFor={filterId} className="text-sm font-semibold">
							Status
						</label>
						<select
							id={filterId}
							value={filter}
							onChange={(e) => setFilter(e.target.value as Filter)}
							className="rounded-md border border-gray-400 bg-panel px-3 py-1.5"
						>
							{FILTERS.map((f) => (
								<option key={f.id} value={f.id}>
									{f.label}
								</option>
							))}
						</select>
					</div>
				)}
			</div>
			{state.kind === "loading" && <p className="text-gray-300">Loading…</p>}
			{state.kind === "error" && <ErrorPanel message={state.message} onRetry={reload} />}
			{state.kind === "ready" && (
				<>
					{state.data.length === 0 ? (
						<p className="rounded-lg bg-panel p-6 text-center text-gray-300">No transactions to show</p>
					) : (
						<Table
							label={title}
							columns={
								mode === "review" ? [...columns.map((c) => c.label), "Approve/Reject"] : columns.map((c) => c.label)
							}
							minWidth="min-w-[48rem]"
						>
							{state.data.map((t, i) => {
								const serial = (state.pagination.page - 1) * state.pagination.pageSize + i + 1;
								return (
									<tr key={t.id} data-testid="admin-row">
										{columns.map((c) => (
											<td key={c.label}>{c.cell(t, serial)}</td>
										))}
										{mode === "review" && (
											<td>
												{t.transactionStatus === "pending" ? (
													<ReviewButtons
														t={t}
														busy={busy === t.id}
														onApprove={() => askApprove(t)}
														onReject={() => setRejecting(t)}
													/>
												) : (
													<span className="text-xs text-gray-300">—</span>
												)}
											</td>
										)}
									</tr>
								);
							})}
						</Table>
					)}
					<Pager {...state.pagination} onPage={setPage} />
				</>
			)}
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
			<Dialog open={rejecting !== null} title="Reject Transaction" onClose={() => setRejecting(null)} closeButton>
				{rejecting && (
					<RejectForm
						transaction={rejecting}
						onDone={() => {
							setRejecting(null);
							reload();
						}}
						onCancel={() => setRejecting(null)}
					/>
				)}
			</Dialog>
		</section>
	);
}

/** "₹500 deposit of Asha": how the buttons and the confirmation name a request. */
function requestName(t: Transaction): string {
	return `${formatRupeeAmount(t.amount)} ${TYPE_LABEL[t.transactionType].toLowerCase()} of ${t.user.name ?? formatPhone(t.user.phone) ?? "player"}`;
}

/** Approve and Reject on a pending row; each names the request for screen readers. */
function ReviewButtons({
	t,
	busy,
	onApprove,
	onReject,
}: {
	t: Transaction;
	busy: boolean;
	onApprove: () => void;
	onReject: () => void;
}) {
	const what = requestName(t);
	return (
		<div className="flex gap-2">
			<Button variant="success" size="sm" busy={busy} onClick={onApprove} aria-label={`Approve ${what}`}>
				<Check className="size-3.5" aria-hidden="true" /> Approve
			</Button>
			<Button variant="danger" size="sm" disabled={busy} onClick={onReject} aria-label={`Reject ${what}`}>
				<X className="size-3.5" aria-hidden="true" /> Reject
			</Button>
		</div>
	);
}

function RejectForm({
	transaction,
	onDone,
	onCancel,
}: {
	transaction: Transaction;
	onDone: () => void;
	onCancel: () => void;
}) {
	const [reason, setReason] = useState("");
	const [problem, setProblem] = useState<string | null>(null);
	const [sending, setSending] = useState(false);
	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const parsed = rejectRequestSchema.safeParse({ adminNote: reason });
		if (!parsed.success) {
			setProblem(parsed.error.issues[0]?.message ?? paymentMessages.rejectionReasonRequired);
			return;
		}
		setSending(true);
		try {
			const response = await api.api.transactions[":id"].reject.$put({
				param: { id: transaction.id },
				json: parsed.data,
			});
			if (response.ok) {
				notify.success((await response.json()).message);
				onDone();
				return;
			}
			const message = await errorMessage(response, paymentMessages.reviewFailed);
			notify.error(message);
			// Already decided elsewhere: nothing left to reject here; the list shows the outcome.
			if (response.status === 409 || response.status === 404) onDone();
			else setProblem(message);
		} catch {
			notify.error(paymentMessages.reviewFailed);
			setProblem(paymentMessages.reviewFailed);
		} finally {
			setSending(false);
		}
	};

	return (
		<form onSubmit={submit} noValidate>
			<p className="text-sm text-gray-300">
				Why are you rejecting this {TYPE_LABEL[transaction.transactionType].toLowerCase()} of{" "}
				{formatRupeeAmount(transaction.amount)}? The player will see your reason.
			</p>
			<Field label="Reason" error={problem} className="mt-3">
				{(control) => (
					<textarea
						{...control}
						rows={4}
						value={reason}
						onChange={(e) => setReason(e.target.value)}
						className={inputClass}
					/>
				)}
			</Field>
			<div className="mt-4 flex justify-end gap-3">
				<Button variant="ghost" onClick={onCancel}>
					Cancel
				</Button>
				<Button type="submit" variant="danger" busy={sending} busyLabel="Rejecting...">
					Reject
				</Button>
			</div>
		</form>
	);
}
