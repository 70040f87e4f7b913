import type { InferResponseType } from "hono/client";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { adminMessages, statusConfirmations } from "~/domain/admin";
import { LIMIT_KINDS, LIMIT_LABELS, type LimitKind } from "~/domain/protection";
import { formatPhone } from "~/domain/validation/auth";
import { AmlList } from "../../components/admin/aml-list";
import {
	AdminPager,
	adminTitle,
	ConfirmDialog,
	type ConfirmRequest,
	LoadError,
	StatusPill,
	useAdminData,
	useAdminMoney,
} from "../../components/admin/ui";
import { Tabs } from "../../components/tabs";
import { Button } from "../../components/ui/button";
import { Table } from "../../components/ui/table";
import { api, errorMessage } from "../../lib/api";
import { useFormat, useSay } from "../../lib/i18n";
import { adjustmentError, setMemberStatus } from "../../lib/member-actions";
import { notify } from "../../lib/toast";
import type { Route } from "./+types/member";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.member.title) },
];

type Member = InferResponseType<(typeof api.api.admin.members)[":id"]["$get"], 200>["user"];

const TAB_IDS = ["personal", "balance", "status"] as const;
type Tab = (typeof TAB_IDS)[number];

/** /admin/member/:id: tabs Personal Info, Balance (ledger, token adjustment), Status; protection and AML below. */
export default function MemberPage() {
	const { t } = useTranslation("admin");
	const id = useParams().id ?? "";
	const [tab, setTab] = useState<Tab>("personal");
	const member = useAdminData(`member:${id}`, () => api.api.admin.members[":id"].$get({ param: { id } }));
	const user = member.data?.user;

	return (
		<section aria-labelledby="member-heading" className="flex flex-col gap-4">
			<Link to="/admin/members" className="flex min-h-6 w-fit items-center gap-1 text-sm font-semibold text-gold">
				<ArrowLeft className="size-4" aria-hidden="true" /> {t("member.back")}
			</Link>
			<div className="rounded-2xl bg-raised p-3 md:p-6">
				<h1 id="member-heading" className="text-2xl font-black">
					{user ? user.name : t("member.title")}
				</h1>
				{member.error && <LoadError error={member.error} onRetry={member.reload} />}
				{user && (
					<div className="mt-4">
						<Tabs
							label={t("member.sections")}
							tabs={TAB_IDS.map((tabId) => ({ id: tabId, label: t(`member.tabs.${tabId}`) }))}
							value={tab}
							onChange={setTab}
							panelClassName="pt-4"
						>
							{tab === "personal" && <PersonalInfo user={user} />}
							{tab === "balance" && <BalanceTab user={user} onChanged={member.reload} />}
							{tab === "status" && <StatusTab user={user} onChanged={member.reload} />}
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

function StatusTab({ user, onChanged }: { user: Member; onChanged: () => void }) {
	const { t } = useTranslation("admin");
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const ban = user.status === "active";
	return (
		<div className="flex flex-col items-start gap-4">
			<p>
				{t("member.accountStatus")} <StatusPill status={user.status} />
			</p>
			{!user.deleted && (
				<Button
					variant={ban ? "danger" : "primary"}
					onClick={() =>
						setConfirm({
							title: ban ? t("member.ban") : t("member.activate"),
							text: ban ? statusConfirmations.ban : statusConfirmations.activate,
							confirmLabel: ban ? t("member.ban") : t("member.activate"),
							danger: ban,
							run: async () => {
								if (await setMemberStatus(user.id, ban ? "banned" : "active")) onChanged();
							},
						})
					}
				>
					{ban ? t("member.ban") : t("member.activate")}
				</Button>
			)}
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
		</div>
	);
}

function BalanceTab({ user, onChanged }: { user: Member; onChanged: () => void }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const { inr, tokens } = useAdminMoney();
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
			{!user.deleted && (
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
			<div>
				<h2 className="mb-2 font-bold">{t("member.ledger.heading")}</h2>
				{ledger.error && <LoadError error={ledger.error} onRetry={ledger.reload} />}
				<Table
					label={t("member.ledger.table")}
					caption={t("member.ledger.caption")}
					columns={[
						t("columns.date"),
						t("columns.wallet"),
						t("columns.amount"),
						t("member.ledger.balanceAfter"),
						t("columns.reason"),
						t("columns.note"),
					]}
					empty={!ledger.loading && entries.length === 0 ? t("member.ledger.empty") : null}
				>
					{entries.map((e) => {
						const fmt = e.wallet === "real" ? inr : tokens;
						return (
							<tr key={e.id}>
								<td className="whitespace-nowrap">{format.dateTime(e.createdAt)}</td>
								<td>{e.wallet === "real" ? t("wallet.real") : t("wallet.tokens")}</td>
								<td className={`${e.amount < 0 ? "text-red-300" : "text-green-300"}`}>
									{e.amount > 0 ? "+" : ""}
									{fmt(e.amount)}
								</td>
								<td>{fmt(e.balanceAfter)}</td>
								<td>{t(`member.ledger.reasons.${e.reason}`)}</td>
								<td>{e.note ?? ""}</td>
							</tr>
						);
					})}
				</Table>
				<AdminPager
					label={t("member.ledger.pages")}
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
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const { inr } = useAdminMoney();
	const limitValue = (kind: LimitKind, v: number | null) =>
		v === null
			? t("none")
			: kind === "reality_check_minutes"
				? t("member.protection.everyMinutes", { count: v })
				: inr(v);
	const data = useAdminData(`protection:${id}`, () => api.api.protection.users[":id"].$get({ param: { id } }));
	const p = data.data;
	return (
		<section aria-labelledby="protection-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<h2 id="protection-heading" className="mb-3 text-lg font-bold">
				{t("member.protection.heading")}
			</h2>
			{data.error && <LoadError error={data.error} onRetry={data.reload} />}
			{p && (
				<>
					<p className="mb-3" data-testid="member-break">
						{p.exclusion
							? t(
									p.exclusion.kind === "cool_off"
										? "member.protection.coolOffUntil"
										: "member.protection.selfExclusionUntil",
									{ date: format.dateTime(p.exclusion.endsAt) },
								)
							: t("member.protection.noBreak")}
					</p>
					<Facts
						rows={LIMIT_KINDS.map((kind) => {
							const limit = p.limits[kind];
							const pending = limit.pending;
							const pendingValue = pending?.remove
								? t("member.protection.removal")
								: limitValue(kind, pending?.value ?? null);
							return [
								say(LIMIT_LABELS[kind]),
								<>
									{limitValue(kind, limit.value)}
									{pending && (
										<span className="block text-sm font-normal text-gray-300">
											{pending.effectiveAt
												? t("member.protection.pendingFrom", {
														value: pendingValue,
														date: format.dateTime(pending.effectiveAt),
													})
												: t("member.protection.pending", { value: pendingValue })}
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
	const { t } = useTranslation("admin");
	const data = useAdminData(`aml:${id}`, () => api.api.admin.aml.flags.$get({ query: { userId: id } }));
	return (
		<section aria-labelledby="aml-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<h2 id="aml-heading" className="mb-3 text-lg font-bold">
				{t("member.aml")}
			</h2>
			{data.error && <LoadError error={data.error} onRetry={data.reload} />}
			{data.data && <AmlList flags={data.data.flags} />}
		</section>
	);
}
