import type { InferResponseType } from "hono/client";
import { Search } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MEMBER_SEARCH_MAX_LENGTH, statusConfirmations } from "~/domain/admin";
import { siteContent } from "~/domain/content";
import { formatPhone } from "~/domain/validation/auth";
import {
	ConfirmDialog,
	type ConfirmRequest,
	inr,
	KeysetPager,
	LoadError,
	PageHeading,
	StatusPill,
	tokens,
	useAdminData,
	useKeysetPages,
} from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { Table } from "../../components/ui/table";
import { api } from "../../lib/api";
import { deleteMember, setMemberStatus } from "../../lib/member-actions";
import type { Route } from "./+types/members";

export const meta: Route.MetaFunction = () => [{ title: `Members · Casino Admin · ${siteContent.brand}` }];

type Member = InferResponseType<typeof api.api.admin.members.$get, 200>["users"][number];

/** /admin/members: search (name, phone or id), keyset pages (Prev/Next), ban/activate/delete with confirmation. */
export default function Members() {
	const [params, setParams] = useSearchParams();
	const search = params.get("search") ?? "";
	const [draft, setDraft] = useState(search);
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const pages = useKeysetPages(search);
	const list = useAdminData(`${search}|${pages.after}`, () =>
		api.api.admin.members.$get({ query: { search: search || undefined, after: pages.after || undefined } }),
	);
	const go = (next: { search: string }) => {
		setParams(
			(prev) => {
				const out = new URLSearchParams(prev);
				if (next.search) out.set("search", next.search);
				else out.delete("search");
				return out;
			},
			{ preventScrollReset: true },
		);
	};

	const askStatus = (m: Member) => {
		const ban = m.status === "active";
		setConfirm({
			title: ban ? "Ban User" : "Activate User",
			text: ban ? statusConfirmations.ban : statusConfirmations.activate,
			confirmLabel: ban ? "Ban User" : "Activate User",
			danger: ban,
			run: async () => {
				if (await setMemberStatus(m.id, ban ? "banned" : "active")) list.reload();
			},
		});
	};
	const askDelete = (m: Member) =>
		setConfirm({
			title: "Delete User",
			text: statusConfirmations.delete,
			confirmLabel: "Delete User",
			danger: true,
			run: async () => {
				if (await deleteMember(m.id)) list.reload();
			},
		});

	const users = list.data?.users ?? [];
	return (
		<section aria-labelledby="members-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="members-heading">Members</PageHeading>
			<search>
				<form
					className="mb-4 flex max-w-xl gap-2"
					onSubmit={(e) => {
						e.preventDefault();
						go({ search: draft.trim() });
					}}
				>
					<label htmlFor="member-search" className="sr-only">
						Search members by name, phone or id
					</label>
					<input
						id="member-search"
						type="search"
						value={draft}
						maxLength={MEMBER_SEARCH_MAX_LENGTH}
						onChange={(e) => setDraft(e.target.value)}
						placeholder="Search by name, phone or id"
						className="min-w-0 flex-1 rounded-md border border-edge bg-panel px-3 py-2 placeholder:text-gray-400"
					/>
					<Button type="submit">
						<Search className="size-4" aria-hidden="true" /> Search
					</Button>
				</form>
			</search>
			{list.error && <LoadError error={list.error} onRetry={list.reload} />}
			<p className="mb-2 text-sm text-gray-300" aria-live="polite">
				{list.loading ? "Loading…" : ""}
			</p>
			<Table
				label="Members table"
				caption="Members"
				columns={["Name", "Phone", "Balance", "Status", "Actions"]}
				empty={!list.loading && users.length === 0 && !list.error ? "No members found" : null}
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
							<span className="block text-xs text-gray-300">{tokens(m.playTokens)} tokens</span>
						</td>
						<td>
							<StatusPill status={m.status} />
						</td>
						<td>
							<div className="flex flex-wrap gap-2">
								<Link to={`/admin/member/${m.id}`} className="rounded-md bg-info px-3 py-1 font-semibold text-black">
									Profile<span className="sr-only"> of {m.name}</span>
								</Link>
								<button
									type="button"
									className={`rounded-md px-3 py-1 font-semibold ${m.status === "active" ? "bg-orange-500 text-black" : "bg-green-700 text-white"}`}
									onClick={() => askStatus(m)}
								>
									{m.status === "active" ? "Ban User" : "Activate User"}
									<span className="sr-only"> {m.name}</span>
								</button>
								<Button variant="danger" size="sm" onClick={() => askDelete(m)}>
									Delete User<span className="sr-only"> {m.name}</span>
								</Button>
							</div>
						</td>
					</tr>
				))}
			</Table>
			<KeysetPager label="Members pages" pages={pages} next={list.data?.next ?? null} />
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
		</section>
	);
}
