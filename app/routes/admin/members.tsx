import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { MEMBER_SEARCH_MAX_LENGTH, statusConfirmations } from "~/domain/admin";
import { may } from "~/domain/operator-roles";
import { formatPhone } from "~/domain/validation/auth";
import { memberListPage, memberListQuery } from "~/server/members";
import {
	adminTitle,
	ConfirmDialog,
	type ConfirmRequest,
	KeysetUrlPager,
	PageHeading,
	StatusPill,
	useAdminMoney,
} from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { Table } from "../../components/ui/table";
import { keysetAfter } from "../../lib/list-search";
import { deleteMember, statusConfirmRequest } from "../../lib/member-actions";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/members";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, (admin) => admin.nav.members) }];

/** A page of the list, read as GET /api/admin/members reads it; an address it refuses reads as the first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePagePermission(request, context, "readMembers");
	const query = memberListQuery.safeParse({
		search: new URL(request.url).searchParams.get("search") || undefined,
		after: keysetAfter(request),
	});
	const page = await memberListPage(pageDatabase(), query.success ? query.data : {});
	return { ...page, canManage: may(session.role, "manageMembers") };
}

type Member = Route.ComponentProps["loaderData"]["users"][number];

/** /admin/members: search (name, phone or id), keyset pages (Prev/Next), ban/activate/delete with confirmation. */
export default function Members({ loaderData: list }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const { inr, tokens } = useAdminMoney();
	const [params, setParams] = useSearchParams();
	const search = params.get("search") ?? "";
	const [draft, setDraft] = useState(search);
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const revalidator = useRevalidator();
	const go = (next: { search: string }) => {
		setParams(
			(prev) => {
				// A new search starts at its first page.
				const out = new URLSearchParams(prev);
				out.delete("after");
				if (next.search) out.set("search", next.search);
				else out.delete("search");
				return out;
			},
			{ preventScrollReset: true },
		);
	};

	const askStatus = (m: Member) =>
		setConfirm(
			statusConfirmRequest(m, { ban: t("member.ban"), activate: t("member.activate") }, () => revalidator.revalidate()),
		);
	const askDelete = (m: Member) =>
		setConfirm({
			title: t("members.deleteUser"),
			text: statusConfirmations.delete,
			confirmLabel: t("members.deleteUser"),
			danger: true,
			run: async () => {
				if (await deleteMember(m.id)) await revalidator.revalidate();
			},
		});

	const users = list.users;
	return (
		<section aria-labelledby="members-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="members-heading">{t("nav.members")}</PageHeading>
			<search>
				<form
					className="mb-4 flex max-w-xl gap-2"
					onSubmit={(e) => {
						e.preventDefault();
						go({ search: draft.trim() });
					}}
				>
					<label htmlFor="member-search" className="sr-only">
						{t("members.searchLabel")}
					</label>
					<input
						id="member-search"
						type="search"
						value={draft}
						maxLength={MEMBER_SEARCH_MAX_LENGTH}
						onChange={(e) => setDraft(e.target.value)}
						placeholder={t("members.placeholder")}
						className="min-w-0 flex-1 rounded-md border border-edge bg-panel px-3 py-2 placeholder:text-gray-400"
					/>
					<Button type="submit">
						<Search className="size-4" aria-hidden="true" /> {t("search")}
					</Button>
				</form>
			</search>
			<Table
				label={t("members.table")}
				caption={t("members.caption")}
				columns={[
					t("members.columns.name"),
					t("members.columns.phone"),
					t("members.columns.balance"),
					t("members.columns.status"),
					t("members.columns.actions"),
				]}
				empty={users.length === 0 ? t("members.empty") : null}
			>
				{users.map((m) => (
					<tr key={m.id} data-testid="member-row">
						<td>
							<span className="font-semibold">{m.name}</span>
							<span className="block font-mono text-xs text-gray-400">{m.id}</span>
						</td>
						<td className="whitespace-nowrap">{formatPhone(m.phone) ?? "—"}</td>
						<td>
							{inr(m.realBalance)}
							<span className="block text-xs text-gray-300">{t("tokensAmount", { amount: tokens(m.playTokens) })}</span>
						</td>
						<td>
							<StatusPill status={m.status} />
						</td>
						<td>
							<div className="flex flex-wrap gap-2">
								<Link to={`/admin/member/${m.id}`} className="rounded-md bg-info px-3 py-1 font-semibold text-black">
									{t("members.profile")}
									<span className="sr-only">{t("members.profileOf", { name: m.name })}</span>
								</Link>
								{list.canManage && (
									<>
										<button
											type="button"
											className={`rounded-md px-3 py-1 font-semibold ${m.status === "active" ? "bg-orange-500 text-black" : "bg-green-700 text-white"}`}
											onClick={() => askStatus(m)}
										>
											{m.status === "active" ? t("member.ban") : t("member.activate")}
											<span className="sr-only"> {m.name}</span>
										</button>
										<Button variant="danger" size="sm" onClick={() => askDelete(m)}>
											{t("members.deleteUser")}
											<span className="sr-only"> {m.name}</span>
										</Button>
									</>
								)}
							</div>
						</td>
					</tr>
				))}
			</Table>
			<KeysetUrlPager label={t("members.pages")} next={list.next} />
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
		</section>
	);
}
