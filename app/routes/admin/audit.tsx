import { type FormEvent, Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { auditActionName } from "~/domain/audit";
import { type AuditChange, auditChanges } from "~/domain/audit-diff";
import { istDayBounds } from "~/domain/time";
import { auditLogPage, auditLogQuery } from "~/server/audit-log";
import { adminTitle, KeysetUrlPager, PageHeading } from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { Table } from "../../components/ui/table";
import { useFormat, useSay } from "../../lib/i18n";
import { keysetAfter } from "../../lib/list-search";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, (admin) => admin.nav.audit) }];

/**
 * A page of the log, read as GET /api/admin/audit reads it. The address carries the filters as the form shows them
 * (dates as IST days); an address the API's schema refuses reads as the unfiltered first page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "readBusiness");
	const params = new URL(request.url).searchParams;
	const day = (name: string, end: 0 | 1) => {
		const value = params.get(name);
		return value ? istDayBounds(value)?.[end] : undefined;
	};
	const query = auditLogQuery.safeParse({
		actorId: params.get("actorId") || undefined,
		action: params.get("action") || undefined,
		from: day("from", 0),
		to: day("to", 1),
		after: keysetAfter(request),
	});
	return auditLogPage(pageDatabase(), query.success ? query.data : {});
}

/** One side of an entry's change: each field that changed, with its value on this side (— where it had none). */
function ChangeSide({ changes, side }: { changes: AuditChange[]; side: "before" | "after" }) {
	if (changes.length === 0) return null;
	return (
		<dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs">
			{changes.map((change) => (
				<Fragment key={change.field}>
					<dt className="font-mono text-gray-400">{change.field}</dt>
					<dd className="break-all">{change[side] ?? "—"}</dd>
				</Fragment>
			))}
		</dl>
	);
}

/**
 * /admin/audit: every audited action, read-only, filterable by actor, action and dates (IST). The actor is an admin,
 * a player for actions on their own account (protection limits and breaks, signing out everywhere), or the system.
 */
export default function Audit({ loaderData: log }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const format = useFormat();
	const [params, setParams] = useSearchParams();
	const filters = {
		actorId: params.get("actorId") ?? "",
		action: params.get("action") ?? "",
		from: params.get("from") ?? "",
		to: params.get("to") ?? "",
	};
	const [draft, setDraft] = useState(filters);
	const apply = (next: typeof filters) => {
		const out = new URLSearchParams();
		for (const [k, v] of Object.entries(next)) if (v) out.set(k, v);
		setParams(out, { preventScrollReset: true });
	};
	const submit = (e: FormEvent) => {
		e.preventDefault();
		apply({ ...draft, actorId: draft.actorId.trim() });
	};
	const entries = log.entries;
	const field = "rounded-md border border-edge bg-panel px-3 py-2";
	const say = useSay();
	// An action's name in the page's language; a code this version does not name is shown as it is stored.
	const actionName = (action: string) => {
		const name = auditActionName(action);
		return name ? say(name) : action;
	};
	return (
		<section aria-labelledby="audit-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="audit-heading">{t("nav.audit")}</PageHeading>
			<form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3" aria-label={t("audit.filter")}>
				<label className="flex flex-col gap-1 text-sm">
					{t("audit.actorId")}
					<input
						className={field}
						value={draft.actorId}
						maxLength={64}
						onChange={(e) => setDraft({ ...draft, actorId: e.target.value })}
					/>
				</label>
				<label className="flex flex-col gap-1 text-sm">
					{t("audit.action")}
					<select
						className={field}
						value={draft.action}
						onChange={(e) => setDraft({ ...draft, action: e.target.value })}
					>
						<option value="">{t("audit.allActions")}</option>
						{log.actions.map((a) => (
							<option key={a} value={a}>
								{actionName(a)}
							</option>
						))}
					</select>
				</label>
				<label className="flex flex-col gap-1 text-sm">
					{t("audit.from")}
					<input
						type="date"
						className={field}
						value={draft.from}
						onChange={(e) => setDraft({ ...draft, from: e.target.value })}
					/>
				</label>
				<label className="flex flex-col gap-1 text-sm">
					{t("audit.to")}
					<input
						type="date"
						className={field}
						value={draft.to}
						onChange={(e) => setDraft({ ...draft, to: e.target.value })}
					/>
				</label>
				<Button type="submit">{t("audit.submit")}</Button>
				<Button
					variant="ghost"
					onClick={() => {
						const empty = { actorId: "", action: "", from: "", to: "" };
						setDraft(empty);
						apply(empty);
					}}
				>
					{t("audit.clear")}
				</Button>
			</form>
			<Table
				label={t("audit.table")}
				caption={t("audit.caption")}
				columns={[
					t("audit.columns.when"),
					t("audit.columns.actor"),
					t("audit.columns.action"),
					t("audit.columns.target"),
					t("audit.columns.before"),
					t("audit.columns.after"),
				]}
				empty={entries.length === 0 ? t("audit.empty") : null}
			>
				{entries.map((e) => (
					<tr key={e.id} data-testid="audit-row">
						<td className={`whitespace-nowrap`}>{format.dateTime(e.createdAt)}</td>
						<td>
							{e.actorName ?? "—"}
							<span className="block font-mono text-xs text-gray-400">{e.actorId ?? t("audit.system")}</span>
						</td>
						<td>
							<span className="font-semibold">{actionName(e.action)}</span>
							<span className="block font-mono text-xs text-gray-400">{e.action}</span>
						</td>
						<td>
							{e.targetType}
							<span className="block break-all font-mono text-xs text-gray-400">{e.targetId}</span>
						</td>
						<td className="max-w-64">
							<ChangeSide changes={auditChanges(e.before, e.after)} side="before" />
						</td>
						<td className="max-w-64">
							<ChangeSide changes={auditChanges(e.before, e.after)} side="after" />
						</td>
					</tr>
				))}
			</Table>
			<KeysetUrlPager label={t("audit.pages")} next={log.next} />
		</section>
	);
}
