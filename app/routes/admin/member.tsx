import type { InferResponseType } from "hono/client";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { adminMessages, statusConfirmations } from "~/domain/admin";
import { siteContent } from "~/domain/content";
import { LIMIT_KINDS, type LimitKind } from "~/domain/protection";
import { formatIstDateTime } from "~/domain/time";
import { formatPhone } from "~/domain/validation/auth";
import { AmlList } from "../../components/admin/aml-list";
import {
	AdminPager,
	ConfirmDialog,
	type ConfirmRequest,
	inr,
	LoadError,
	StatusPill,
	tokens,
	useAdminData,
} from "../../components/admin/ui";
import { Tabs } from "../../components/tabs";
import { Button } from "../../components/ui/button";
import { Table } from "../../components/ui/table";
import { api, errorMessage } from "../../lib/api";
import { adjustmentError, setMemberStatus } from "../../lib/member-actions";
import { notify } from "../../lib/toast";
import type { Route } from "./+types/member";

export const meta: Route.MetaFunction = () => [{ title: `Member · Casino Admin · ${siteContent.brand}` }];

type Member = InferResponseType<(typeof api.api.admin.members)[":id"]["$get"], 200>["user"];

const TAB_NAMES = ["Personal Info", "Balance", "Status"] as const;
type Tab = (typeof TAB_NAMES)[number];
const TABS = TAB_NAMES.map((id) => ({ id, label: id }));

const limitLabels: Record<LimitKind, string> = {
	deposit_day: "Daily deposit limit",
	deposit_week: "Weekly deposit limit",
	deposit_month: "Monthly deposit limit",
	loss_day: "Daily loss limit",
	reality_check_minutes: "Reality check",
};
const limitValue = (kind: LimitKind, v: number | null) =>
	v === null ? "None" : kind === "reality_check_minutes" ? `every ${v} min` : inr(v);

/** /admin/member/:id: tabs Personal Info, Balance (ledger, token adjustment), Status; protection and AML below. */
export default function MemberPage() {
	const id = useParams().id ?? "";
	const [tab, setTab] = useState<Tab>("Personal Info");
	const member = useAdminData(`member:${id}`, () => api.api.admin.members[":id"].$get({ param: { id } }));
	const user = member.data?.user;

	return (
		<section aria-labelledby="member-heading" className="flex flex-col gap-4">
			<Link to="/admin/members" className="flex min-h-6 w-fit items-center gap-1 text-sm font-semibold text-gold">
				<ArrowLeft className="size-4" aria-hidden="true" /> Members
			</Link>
			<div className="rounded-2xl bg-raised p-3 md:p-6">
				<h1 id="member-heading" className="text-2xl font-black">
					{user ? user.name : "Member"}
				</h1>
				{member.error && <LoadError error={member.error} onRetry={member.reload} />}
				{user && (
					<div className="mt-4">
						<Tabs label="Member sections" tabs={TABS} value={tab} onChange={setTab} panelClassName="pt-4">
							{tab === "Personal Info" && <PersonalInfo user={user} />}
							{tab === "Balance" && <BalanceTab user={user} onChanged={member.reload} />}
							{tab === "Status" && <StatusTab user={user} onChanged={member.reload} />}
						</Tabs>
					</div>
				)}
			</div>
			{user && <ProtectionPanel id={user.id} />}
			{user && <AmlPanel id={user.id} />}
		</section>
	);
}

function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
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

function PersonalInfo({ user }: { user: Member }) {
	return (
		<Facts
			rows={[
				["Name", user.name],
				["Phone", formatPhone(user.phone) ?? "—"],
				[
					"Member id",
					<span key="id" className="font-mono text-sm">
						{user.id}
					</span>,
				],
				["Phone verified", user.isVerified ? "Yes" : "No"],
				["Member since", formatIstDateTime(user.createdAt)],
				...(user.deleted ? ([["Deleted", "Yes (personal data erased)"]] as Array<[string, string]>) : []),
			]}
		/>
	);
}

function StatusTab({ user, onChanged }: { user: Member; onChanged: () => void }) {
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const ban = user.status === "active";
	return (
		<div className="flex flex-col items-start gap-4">
			<p>
				Account status: <StatusPill status={user.status} />
			</p>
			{!user.deleted && (
				<Button
					variant={ban ? "danger" : "primary"}
					onClick={() =>
						setConfirm({
							title: ban ? "Ban User" : "Activate User",
							text: ban ? statusConfirmations.ban : statusConfirmations.activate,
							confirmLabel: ban ? "Ban User" : "Activate User",
							danger: ban,
							run: async () => {
								if (await setMemberStatus(user.id, ban ? "banned" : "active")) onChanged();
							},
						})
					}
				>
					{ban ? "Ban User" : "Activate User"}
				</Button>
			)}
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
		</div>
	);
}

function BalanceTab({ user, onChanged }: { user: Member; onChanged: () => void }) {
	const [page, setPage] = useState(1);
	const ledger = useAdminData(`ledger:${user.id}:${page}:${user.playTokens}:${user.realBalance}`, () =>
		api.api.admin.members[":id"].ledger.$get({ param: { id: user.id }, query: { page: String(page) } }),
	);
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

	const entries = ledger.data?.entries ?? [];
	return (
		<div className="flex flex-col gap-5">
			<Facts
				rows={[
					[
						"Real balance",
						<span key="real" data-testid="member-real">
							{inr(user.realBalance)}
						</span>,
					],
					[
						"Play tokens",
						<span key="tokens" data-testid="member-tokens">
							{tokens(user.playTokens)}
						</span>,
					],
				]}
			/>
			{!user.deleted && (
				<form
					noValidate
					onSubmit={submit}
					aria-labelledby="adjust-heading"
					className="flex max-w-2xl flex-col gap-3 rounded-lg border border-edge bg-panel p-4"
				>
					<h2 id="adjust-heading" className="font-bold">
						Adjust play tokens
					</h2>
					<div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
						<label className="flex flex-col gap-1 text-sm">
							Tokens (negative to remove)
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
							Reason
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
						{error}
					</p>
					<Button type="submit" className="w-fit" busy={busy} busyLabel="Saving…">
						Adjust tokens
					</Button>
				</form>
			)}
			<div>
				<h2 className="mb-2 font-bold">Ledger</h2>
				{ledger.error && <LoadError error={ledger.error} onRetry={ledger.reload} />}
				<Table
					label="Ledger table"
					caption="Ledger entries, newest first"
					columns={["Date", "Wallet", "Amount", "Balance after", "Reason", "Note"]}
					empty={!ledger.loading && entries.length === 0 ? "No ledger entries" : null}
				>
					{entries.map((e) => {
						const fmt = e.wallet === "real" ? inr : tokens;
						return (
							<tr key={e.id}>
								<td className="whitespace-nowrap">{formatIstDateTime(e.createdAt)}</td>
								<td>{e.wallet === "real" ? "Real" : "Tokens"}</td>
								<td className={`${e.amount < 0 ? "text-red-300" : "text-green-300"}`}>
									{e.amount > 0 ? "+" : ""}
									{fmt(e.amount)}
								</td>
								<td>{fmt(e.balanceAfter)}</td>
								<td>{e.reason.replaceAll("_", " ")}</td>
								<td>{e.note ?? ""}</td>
							</tr>
						);
					})}
				</Table>
				<AdminPager
					label="Ledger pages"
					page={page}
					pageSize={ledger.data?.pageSize ?? 10}
					total={null}
					shown={entries.length}
					onPage={setPage}
				/>
			</div>
		</div>
	);
}

function ProtectionPanel({ id }: { id: string }) {
	const data = useAdminData(`protection:${id}`, () => api.api.protection.users[":id"].$get({ param: { id } }));
	const p = data.data;
	return (
		<section aria-labelledby="protection-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<h2 id="protection-heading" className="mb-3 text-lg font-bold">
				Player protection
			</h2>
			{data.error && <LoadError error={data.error} onRetry={data.reload} />}
			{p && (
				<>
					<p className="mb-3" data-testid="member-break">
						{p.exclusion
							? `${p.exclusion.kind === "cool_off" ? "Cool-off" : "Self-exclusion"} until ${formatIstDateTime(p.exclusion.endsAt)}`
							: "No break in place"}
					</p>
					<Facts
						rows={LIMIT_KINDS.map((kind) => {
							const limit = p.limits[kind];
							const pending = limit.pending;
							return [
								limitLabels[kind],
								<>
									{limitValue(kind, limit.value)}
									{pending && (
										<span className="block text-sm font-normal text-gray-300">
											Pending: {pending.remove ? "removal" : limitValue(kind, pending.value)}
											{pending.effectiveAt ? ` from ${formatIstDateTime(pending.effectiveAt)}` : ""}
										</span>
									)}
								</>,
							];
						})}
					/>
				</>
			)}
		</section>
	);
}

function AmlPanel({ id }: { id: string }) {
	const data = useAdminData(`aml:${id}`, () => api.api.admin.aml.flags.$get({ query: { userId: id } }));
	return (
		<section aria-labelledby="aml-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<h2 id="aml-heading" className="mb-3 text-lg font-bold">
				AML flags
			</h2>
			{data.error && <LoadError error={data.error} onRetry={data.reload} />}
			{data.data && <AmlList flags={data.data.flags} />}
		</section>
	);
}
