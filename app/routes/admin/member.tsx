import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useRevalidator } from "react-router";
import { adminMessages } from "~/domain/admin";
import { operatorRoleMessages } from "~/domain/messages/operator";
import { may } from "~/domain/operator-roles";
import { memberStoryFrom } from "~/domain/validation/member-story";
import { memberNoteSchema } from "~/domain/validation/operators";
import { amlFlags } from "~/server/aml";
import { memberSection } from "~/server/member-story";
import { findMember, memberView } from "~/server/members";
import { addMemberNote } from "~/server/operators";
import { protectionView } from "~/server/protection";
import { BalanceTab, PersonalInfo, StatusTab } from "../../components/admin/member/account";
import type { NoteReply } from "../../components/admin/member/notes";
import { AmlPanel, ProtectionPanel } from "../../components/admin/member/protection";
import { MemberStory } from "../../components/admin/member/story";
import { adminTitle } from "../../components/admin/ui";
import { Tabs } from "../../components/tabs";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/member";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.member.title) },
];

/**
 * The member, their protection and AML flags, and the open section of their history (`?section=`, its filters and
 * `?after=`), read as the API reads them (worker/api/members.ts, protection.ts, aml.ts, operators.ts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requirePagePermission(request, context, "readMembers");
	const db = pageDatabase();
	const row = await findMember(db, params.id);
	if (row?.role !== "user") throw data({ message: adminMessages.memberNotFound }, 404);
	const now = Date.now();
	const query = memberStoryFrom(new URL(request.url).searchParams);
	const [protection, flags, story] = await Promise.all([
		protectionView(db, row.id, now),
		amlFlags(db, row.id),
		memberSection(db, row.id, query, now),
	]);
	return {
		user: memberView(row),
		protection,
		flags,
		story,
		canManage: may(session.role, "manageMembers"),
		canAdjust: may(session.role, "adjustBalances"),
	};
}

/** Adds an internal note, as POST /api/admin/members/:id/notes does (audited; never shown to the player). */
export async function action({ request, context, params }: Route.ActionArgs): Promise<NoteReply> {
	const session = await requirePagePermission(request, context, "readMembers");
	const submission = parseWithZod(await request.formData(), { schema: memberNoteSchema });
	if (submission.status !== "success") return { result: submission.reply() };
	const added = await addMemberNote(pageDatabase(), params.id, submission.value.body, {
		id: session.id,
		role: session.role,
		ip: request.headers.get("CF-Connecting-IP"),
	});
	if (!added) return { result: submission.reply({ formErrors: [adminMessages.memberNotFound] }) };
	return { result: submission.reply({ resetForm: true }), saved: operatorRoleMessages.noteSaved };
}

const TAB_IDS = ["personal", "balance", "status"] as const;
type Tab = (typeof TAB_IDS)[number];

/**
 * /admin/member/:id: the member's whole story. Tabs Personal Info, Balance (token adjustment), Status; protection
 * and AML flags; the history by section (deposits, withdrawals, bets, ledger, sessions, notifications, bonuses,
 * audit trail, internal notes). What the operator's role may not do is not offered (the server refuses it too).
 */
export default function MemberPage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const [tab, setTab] = useState<Tab>("personal");
	const revalidator = useRevalidator();
	const { user, canManage, canAdjust } = loaderData;
	const changed = () => void revalidator.revalidate();
	return (
		<section aria-labelledby="member-heading" className="flex flex-col gap-4">
			<Link to="/admin/members" className="flex min-h-6 w-fit items-center gap-1 text-sm font-semibold text-gold">
				<ArrowLeft className="size-4" aria-hidden="true" /> {t("member.back")}
			</Link>
			<div className="rounded-2xl bg-raised p-3 md:p-6">
				<h1 id="member-heading" className="text-2xl font-black">
					{user.name}
				</h1>
				<div className="mt-4">
					<Tabs
						label={t("member.sections")}
						tabs={TAB_IDS.map((tabId) => ({ id: tabId, label: t(`member.tabs.${tabId}`) }))}
						value={tab}
						onChange={setTab}
						panelClassName="pt-4"
					>
						{tab === "personal" && <PersonalInfo user={user} />}
						{tab === "balance" && <BalanceTab user={user} onChanged={changed} canAdjust={canAdjust} />}
						{tab === "status" && <StatusTab user={user} onChanged={changed} canManage={canManage} />}
					</Tabs>
				</div>
			</div>
			<MemberStory story={loaderData.story} />
			<ProtectionPanel protection={loaderData.protection} />
			<AmlPanel flags={loaderData.flags} />
		</section>
	);
}
