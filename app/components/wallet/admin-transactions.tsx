/**
 * The admin's deposit and withdrawal lists (docs/product.md#money): filter All / Pending / Rejected,
 * Approve (after a confirmation, since approval is final) and Reject on pending rows, the Reject Transaction dialog; or, for the
 * approved lists, the same table read-only.
 */

import type { TFunction } from "i18next";
import { Check, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { paymentMessages } from "~/domain/messages/money";
import { formatPhone } from "~/domain/validation/auth";
import { rejectRequestSchema, type TransactionType } from "~/domain/validation/payments";
import { api, errorMessage } from "../../lib/api";
import { useFormat, useSay } from "../../lib/i18n";
import { useKeysetTrail, useSearchParam } from "../../lib/list-search";
import { notify } from "../../lib/toast";
import type { Transaction } from "../../lib/transactions";
import { ConfirmDialog, type ConfirmRequest, useAdminMoney } from "../admin/ui";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, inputClass } from "../ui/field";
import { KeysetUrlPager } from "../ui/pager";
import { Table } from "../ui/table";
import { StatusBadge } from "./ui";

type Filter = "all" | "pending" | "rejected";
const FILTERS: Filter[] = ["all", "pending", "rejected"];

type AdminT = TFunction<"admin">;
type Money = { inr: (rupees: number) => string; dateTime: (at: number | string) => string };
type Column = { key: string; label: string; cell: (t: Transaction, serial: number) => React.ReactNode };

function depositColumns(tr: AdminT, money: Money): Column[] {
	return [
		{
			key: "user",
			label: tr("requests.columns.user"),
			cell: (t) => (
				<>
					<span className="block font-semibold">{t.user.name ?? "—"}</span>
					<span className="block whitespace-nowrap text-xs text-gray-300">{formatPhone(t.user.phone) ?? ""}</span>
				</>
			),
		},
		{ key: "type", label: tr("requests.columns.type"), cell: (t) => tr(`requests.types.${t.transactionType}`) },
		...amountDateStatus(tr, money),
		{ key: "utr", label: tr("requests.columns.utr"), cell: (t) => <span className="font-mono">{t.utr ?? "—"}</span> },
	];
}

function withdrawalColumns(tr: AdminT, money: Money): Column[] {
	return [
		{ key: "serial", label: tr("requests.columns.serial"), cell: (_t, serial) => serial },
		{ key: "phone", label: tr("requests.columns.phoneNumber"), cell: (t) => formatPhone(t.user.phone) ?? "—" },
		{ key: "bank", label: tr("requests.columns.bankName"), cell: (t) => t.bankName ?? "—" },
		{ key: "recipient", label: tr("requests.columns.recipientName"), cell: (t) => t.recipientName ?? "—" },
		{
			key: "account",
			label: tr("requests.columns.bankAccount"),
			cell: (t) => <span className="font-mono">{t.bankAccountNumber ?? "—"}</span>,
		},
		{
			key: "ifsc",
			label: tr("requests.columns.ifsc"),
			cell: (t) => <span className="font-mono">{t.ifscCode ?? "—"}</span>,
		},
		...amountDateStatus(tr, money),
	];
}

/** The columns both review lists end with: the amount, when it was asked for, and its status. */
function amountDateStatus(tr: AdminT, money: Money): Column[] {
	return [
		{
			key: "amount",
			label: tr("requests.columns.amount"),
			cell: (t) => <span className="font-bold text-gold">{money.inr(t.amount)}</span>,
		},
		{
			key: "date",
			label: tr("requests.columns.date"),
			cell: (t) => <span className="whitespace-nowrap">{money.dateTime(t.createdAt)}</span>,
		},
		{ key: "status", label: tr("requests.columns.status"), cell: (t) => <StatusCell t={t} /> },
	];
}

function StatusCell({ t }: { t: Transaction }) {
	const { t: tr } = useTranslation("admin");
	return (
		<>
			<StatusBadge status={t.transactionStatus} />
			{t.transactionStatus === "rejected" && t.adminNote && (
				<p className="mt-1 max-w-[14rem] text-xs text-red-300">{tr("requests.reason", { reason: t.adminNote })}</p>
			)}
		</>
	);
}

/** The page's money and dates: "₹1,00,000" as balances show it, in the page's language. */
function useMoney(): Money {
	const { tokens } = useAdminMoney();
	const format = useFormat();
	return { inr: (rupees) => `₹${tokens(rupees)}`, dateTime: format.dateTime };
}

/** "₹500 deposit of Asha": how the buttons and the confirmation name a request. */
function requestName(tr: AdminT, money: Money, t: Transaction): string {
	return tr("requests.requestName", {
		amount: money.inr(t.amount),
		type: tr(`requests.typesLower.${t.transactionType}`),
		name: t.user.name ?? formatPhone(t.user.phone) ?? tr("requests.player"),
	});
}

/** A page of the list as its route's loader reads it (app/lib/review-lists.server.ts). */
export type ReviewList = { data: Transaction[]; pagination: { pageSize: number; next: string | null } };

/**
 * One list: the rows of the page's loader; the filter and the keyset page live in the address (`?status=`,
 * `?after=`), and a decision revalidates the loader.
 */
export function AdminTransactions({
	type,
	title,
	mode,
	list,
}: {
	type: TransactionType;
	title: string;
	mode: "review" | "approved";
	list: ReviewList;
}) {
	const [filter, setFilter] = useSearchParam("status", "all");
	const trail = useKeysetTrail();
	const revalidator = useRevalidator();
	const reload = () => void revalidator.revalidate();
	const [rejecting, setRejecting] = useState<Transaction | null>(null);
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const [busy, setBusy] = useState<string | null>(null);
	const filterId = useId();
	const { t: tr } = useTranslation("admin");
	const money = useMoney();
	const columns = type === "deposit" ? depositColumns(tr, money) : withdrawalColumns(tr, money);

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
					? paymentMessages.approveDepositConfirm(requestName(tr, money, t))
					: paymentMessages.approveWithdrawalConfirm(requestName(tr, money, t)),
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
							{tr("requests.columns.status")}
						</label>
						<select
							id={filterId}
							value={FILTERS.includes(filter as Filter) ? filter : "all"}
							onChange={(e) => setFilter(e.target.value)}
							className="rounded-md border border-gray-400 bg-panel px-3 py-1.5"
						>
							{FILTERS.map((f) => (
								<option key={f} value={f}>
									{tr(`requests.filters.${f}`)}
								</option>
							))}
						</select>
					</div>
				)}
			</div>
			{list.data.length === 0 ? (
				<p className="rounded-lg bg-panel p-6 text-center text-gray-300">{tr("requests.empty")}</p>
			) : (
				<Table
					label={title}
					columns={
						mode === "review"
							? [...columns.map((c) => c.label), tr("requests.columns.review")]
							: columns.map((c) => c.label)
					}
					minWidth="min-w-[48rem]"
				>
					{list.data.map((t, i) => {
						const serial = (trail.page - 1) * list.pagination.pageSize + i + 1;
						return (
							<tr key={t.id} data-testid="admin-row">
								{columns.map((c) => (
									<td key={c.key}>{c.cell(t, serial)}</td>
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
			<KeysetUrlPager next={list.pagination.next} />
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
			<Dialog
				open={rejecting !== null}
				title={tr("requests.rejectTitle")}
				onClose={() => setRejecting(null)}
				closeButton
			>
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
	const { t: tr } = useTranslation("admin");
	const what = requestName(tr, useMoney(), t);
	return (
		<div className="flex gap-2">
			<Button
				variant="success"
				size="sm"
				busy={busy}
				onClick={onApprove}
				aria-label={tr("requests.approveWhat", { what })}
			>
				<Check className="size-3.5" aria-hidden="true" /> {tr("requests.approve")}
			</Button>
			<Button
				variant="danger"
				size="sm"
				disabled={busy}
				onClick={onReject}
				aria-label={tr("requests.rejectWhat", { what })}
			>
				<X className="size-3.5" aria-hidden="true" /> {tr("requests.reject")}
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
	const { t: tr } = useTranslation("admin");
	const say = useSay();
	const money = useMoney();
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
				{tr("requests.rejectIntro", {
					type: tr(`requests.typesLower.${transaction.transactionType}`),
					amount: money.inr(transaction.amount),
				})}
			</p>
			<Field label={tr("requests.reasonLabel")} error={problem && say(problem)} className="mt-3">
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
					{tr("requests.cancel")}
				</Button>
				<Button type="submit" variant="danger" busy={sending} busyLabel={tr("requests.rejecting")}>
					{tr("requests.reject")}
				</Button>
			</div>
		</form>
	);
}
