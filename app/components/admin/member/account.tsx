/** A member's account on /admin/member/:id: personal info, balances and the token adjustment, the account status. */
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminMessages } from "~/domain/admin";
import { formatPhone } from "~/domain/validation/auth";
import type { memberView } from "~/server/members";
import { api, errorMessage } from "../../../lib/api";
import { useFormat, useSay } from "../../../lib/i18n";
import { adjustmentError, statusConfirmRequest } from "../../../lib/member-actions";
import { notify } from "../../../lib/toast";
import { Button } from "../../ui/button";
import { ConfirmDialog, type ConfirmRequest, StatusPill, useAdminMoney } from "../ui";

export type Member = ReturnType<typeof memberView>;

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
	return (
		<dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
			{rows.map(([k, v]) => (
				<div key={k} className="contents">
					<dt className="text-gray-300">{k}</dt>
					<dd className="min-w-0 break-all font-semibold">{v}</dd>
				</div>
			))}
		</dl>
	);
}

export function PersonalInfo({ user }: { user: Member }) {
	const { t } = useTranslation("admin");
	const format = useFormat();
	return (
		<Facts
			rows={[
				[t("member.name"), user.name],
				[t("member.phone"), formatPhone(user.phone) ?? "—"],
				[
					t("member.id"),
					<span key="id" className="font-mono text-sm">
						{user.id}
					</span>,
				],
				[t("member.phoneVerified"), user.isVerified ? t("yes") : t("no")],
				[t("member.since"), format.dateTime(user.createdAt)],
				...(user.deleted ? ([[t("member.deleted"), t("member.erased")]] as Array<[string, string]>) : []),
			]}
		/>
	);
}

export function StatusTab({ user, onChanged, canManage }: { user: Member; onChanged: () => void; canManage: boolean }) {
	const { t } = useTranslation("admin");
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const ban = user.status === "active";
	return (
		<div className="flex flex-col items-start gap-4">
			<p>
				{t("member.accountStatus")} <StatusPill status={user.status} />
			</p>
			{!user.deleted && canManage && (
				<Button
					variant={ban ? "danger" : "primary"}
					onClick={() =>
						setConfirm(statusConfirmRequest(user, { ban: t("member.ban"), activate: t("member.activate") }, onChanged))
					}
				>
					{ban ? t("member.ban") : t("member.activate")}
				</Button>
			)}
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
		</div>
	);
}

/** The balances and, for who may adjust them, the play-token adjustment (the ledger is a section of the history). */
export function BalanceTab({
	user,
	onChanged,
	canAdjust,
}: {
	user: Member;
	onChanged: () => void;
	canAdjust: boolean;
}) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const { inr, tokens } = useAdminMoney();
	const [amount, setAmount] = useState("");
	const [reason, setReason] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const [key, setKey] = useState(() => crypto.randomUUID());

	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const problem = adjustmentError(amount, reason);
		setError(problem);
		if (problem) return;
		setBusy(true);
		try {
			const response = await api.api.admin.members[":id"].adjustments.$post({
				param: { id: user.id },
				json: { amount: Number(amount), reason: reason.trim(), idempotencyKey: key },
			});
			if (!response.ok) {
				const message = await errorMessage(response, "Something Went Wrong!");
				setError(message);
				notify.error(message);
				return;
			}
			notify.success(adminMessages.adjustmentSaved);
			setAmount("");
			setReason("");
			setKey(crypto.randomUUID());
			onChanged();
		} catch {
			notify.error("Something Went Wrong!");
		} finally {
			setBusy(false);
		}
	};

	return (
		<div className="flex flex-col gap-5">
			<Facts
				rows={[
					[
						t("member.realBalance"),
						<span key="real" data-testid="member-real">
							{inr(user.realBalance)}
						</span>,
					],
					[
						t("member.playTokens"),
						<span key="tokens" data-testid="member-tokens">
							{tokens(user.playTokens)}
						</span>,
					],
				]}
			/>
			{!user.deleted && canAdjust && (
				<form
					noValidate
					onSubmit={submit}
					aria-labelledby="adjust-heading"
					className="flex max-w-2xl flex-col gap-3 rounded-lg border border-edge bg-panel p-4"
				>
					<h2 id="adjust-heading" className="font-bold">
						{t("member.adjustHeading")}
					</h2>
					<div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
						<label className="flex flex-col gap-1 text-sm">
							{t("member.adjustAmount")}
							<input
								type="number"
								step={1}
								inputMode="numeric"
								value={amount}
								onChange={(e) => setAmount(e.target.value)}
								aria-invalid={error === adminMessages.adjustmentAmount || undefined}
								aria-describedby="adjust-error"
								className="rounded-md border border-edge bg-page px-3 py-2"
							/>
						</label>
						<label className="flex flex-col gap-1 text-sm">
							{t("member.adjustReason")}
							<input
								type="text"
								required
								maxLength={500}
								value={reason}
								onChange={(e) => setReason(e.target.value)}
								aria-invalid={error === adminMessages.adjustmentReasonRequired || undefined}
								aria-describedby="adjust-error"
								className="rounded-md border border-edge bg-page px-3 py-2"
							/>
						</label>
					</div>
					<p id="adjust-error" role="alert" className="min-h-5 text-sm text-red-300">
						{error && say(error)}
					</p>
					<Button type="submit" className="w-fit" busy={busy} busyLabel={t("saving")}>
						{t("member.adjustSubmit")}
					</Button>
				</form>
			)}
		</div>
	);
}
