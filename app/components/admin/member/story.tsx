/**
 * A member's history on /admin/member/:id: one section at a time (its name in the address, `?section=`), its
 * filters as a GET form, keyset pages (Prev/Next); the loader reads only the open section (server/member-story.ts).
 */
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { AUDIT_ACTIONS, auditActionName } from "~/domain/audit";
import { BET_HISTORY_OUTCOMES, BET_HISTORY_WALLETS } from "~/domain/validation/bet-history";
import { REQUEST_STATUSES, STORY_SECTIONS, type StorySection } from "~/domain/validation/member-story";
import type { MemberSection } from "~/server/member-story";
import { useSay } from "../../../lib/i18n";
import { Button } from "../../ui/button";
import { inputClass } from "../../ui/field";
import { KeysetUrlPager } from "../ui";
import { MemberNotes } from "./notes";
import {
	AuditTable,
	BetsTable,
	BonusesTable,
	LedgerTable,
	NotificationsTable,
	RequestsTable,
	SessionsTable,
} from "./story-tables";

export function MemberStory({ story }: { story: MemberSection }) {
	const { t } = useTranslation("admin");
	const [params] = useSearchParams();
	const label = t(`member.story.tabs.${story.section}`);
	return (
		<section aria-labelledby="story-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<h2 id="story-heading" className="mb-3 text-lg font-bold">
				{t("member.story.heading")}
			</h2>
			<nav aria-label={t("member.story.sections")} className="mb-4">
				<ul className="flex flex-wrap gap-2">
					{STORY_SECTIONS.map((section) => (
						<li key={section}>
							<Link
								to={`?section=${section}`}
								preventScrollReset
								aria-current={section === story.section ? "page" : undefined}
								className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold ${section === story.section ? "bg-gold text-black" : "bg-panel hover:bg-page"}`}
							>
								{t(`member.story.tabs.${section}`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<Filters section={story.section} params={params} />
			<SectionBody story={story} label={label} />
			{story.next !== null || params.has("after") ? (
				<KeysetUrlPager label={t("member.story.pages")} next={story.next} />
			) : null}
		</section>
	);
}

function SectionBody({ story, label }: { story: MemberSection; label: string }) {
	switch (story.section) {
		case "deposits":
		case "withdrawals":
			return <RequestsTable rows={story.rows} label={label} />;
		case "bets":
			return <BetsTable rows={story.rows} label={label} />;
		case "ledger":
			return <LedgerTable rows={story.rows} label={label} />;
		case "sessions":
			return <SessionsTable rows={story.rows} label={label} />;
		case "notifications":
			return <NotificationsTable rows={story.rows} label={label} />;
		case "bonuses":
			return <BonusesTable rows={story.rows} label={label} />;
		case "audit":
			return <AuditTable rows={story.rows} label={label} />;
		case "notes":
			return <MemberNotes notes={story.rows} />;
	}
}

/** The open section's filters, if it has any: a GET form that keeps the section and starts at its first page. */
function Filters({ section, params }: { section: StorySection; params: URLSearchParams }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const fields =
		section === "deposits" || section === "withdrawals"
			? [
					<Choice key="status" name="status" label={t("member.story.status")} value={params.get("status")}>
						{REQUEST_STATUSES.map((s) => ({ value: s, label: t(`member.story.statuses.${s}`) }))}
					</Choice>,
				]
			: section === "bets"
				? [
						<Choice key="wallet" name="wallet" label={t("member.story.wallet")} value={params.get("wallet")}>
							{BET_HISTORY_WALLETS.map((w) => ({
								value: w,
								label: w === "real" ? t("wallet.real") : t("wallet.tokens"),
							}))}
						</Choice>,
						<Choice key="outcome" name="outcome" label={t("member.story.outcome")} value={params.get("outcome")}>
							{BET_HISTORY_OUTCOMES.map((o) => ({ value: o, label: t(`member.story.outcomes.${o}`) }))}
						</Choice>,
						<Day key="from" name="from" label={t("member.story.from")} value={params.get("from")} />,
						<Day key="to" name="to" label={t("member.story.to")} value={params.get("to")} />,
					]
				: section === "audit"
					? [
							<Choice key="action" name="action" label={t("member.story.action")} value={params.get("action")}>
								{AUDIT_ACTIONS.map((a) => {
									const name = auditActionName(a);
									return { value: a, label: name ? say(name) : a };
								})}
							</Choice>,
						]
					: [];
	if (fields.length === 0) return null;
	return (
		<Form
			method="get"
			preventScrollReset
			aria-label={t("member.story.filters")}
			className="mb-4 flex flex-wrap items-end gap-3"
		>
			<input type="hidden" name="section" value={section} />
			{fields}
			<Button type="submit" variant="secondary">
				{t("member.story.filter")}
			</Button>
			<Link
				to={`?section=${section}`}
				preventScrollReset
				className="min-h-9 py-2 text-sm font-semibold text-gold underline"
			>
				{t("member.story.clear")}
			</Link>
		</Form>
	);
}

function Choice({
	name,
	label,
	value,
	children,
}: {
	name: string;
	label: string;
	value: string | null;
	children: Array<{ value: string; label: string }>;
}) {
	const { t } = useTranslation("admin");
	return (
		<label className="flex flex-col gap-1 text-sm">
			{label}
			<select name={name} defaultValue={value ?? "all"} className={`${inputClass} w-48`}>
				<option value="all">{t("member.story.all")}</option>
				{children.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</label>
	);
}

function Day({ name, label, value }: { name: string; label: string; value: string | null }) {
	return (
		<label className="flex flex-col gap-1 text-sm">
			{label}
			<input type="date" name={name} defaultValue={value ?? ""} className={`${inputClass} w-44`} />
		</label>
	);
}
