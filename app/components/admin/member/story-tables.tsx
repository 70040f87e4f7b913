/** The tables of a member's history on /admin/member/:id, one per section (server/member-story.ts). */
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { auditActionName } from "~/domain/audit";
import { auditChanges } from "~/domain/audit-diff";
import type { MemberSection } from "~/server/member-story";
import { useFormat, useSay } from "../../../lib/i18n";
import { Table } from "../../ui/table";
import { useAdminMoney } from "../ui";

type Of<S extends MemberSection["section"]> = Extract<MemberSection, { section: S }>["rows"];

function useStoryTable() {
	const { t } = useTranslation("admin");
	const format = useFormat();
	const money = useAdminMoney();
	const empty = t("member.story.empty");
	return { t, format, ...money, empty };
}

export function RequestsTable({ rows, label }: { rows: Of<"deposits"> | Of<"withdrawals">; label: string }) {
	const { t, format, inr, empty } = useStoryTable();
	const c = (key: string) => t(`member.story.columns.${key}` as "member.story.columns.date");
	return (
		<Table
			label={label}
			columns={[c("date"), c("amount"), c("status"), c("reference"), c("note")]}
			empty={rows.length === 0 ? empty : null}
		>
			{rows.map((row) => (
				<tr key={row.id} data-testid="story-row">
					<td className="whitespace-nowrap">{format.dateTime(row.createdAt)}</td>
					<td>{inr(row.amount)}</td>
					<td>{t(`member.story.statuses.${row.status}`)}</td>
					<td className="font-mono text-xs">{row.utr ?? row.account ?? "—"}</td>
					<td>{row.adminNote ?? ""}</td>
				</tr>
			))}
		</Table>
	);
}

export function BetsTable({ rows, label }: { rows: Of<"bets">; label: string }) {
	const { t, format, inr, tokens, empty } = useStoryTable();
	const c = (key: string) => t(`member.story.columns.${key}` as "member.story.columns.date");
	return (
		<Table
			label={label}
			columns={[c("date"), c("game"), c("bet"), c("stake"), c("payout"), c("status")]}
			empty={rows.length === 0 ? empty : null}
		>
			{rows.map((bet) => {
				const money = bet.wallet === "real" ? inr : tokens;
				return (
					<tr key={bet.id} data-testid="story-row">
						<td className="whitespace-nowrap">{format.dateTime(bet.createdAt)}</td>
						<td>
							{t(`member.story.games.${bet.game}`)}
							<span className="block text-xs text-gray-300">
								{bet.tableId} #{bet.roundSeq}
							</span>
						</td>
						<td className="font-mono text-xs">{bet.type}</td>
						<td>
							{money(bet.amount)}
							<span className="block text-xs text-gray-300">
								{bet.wallet === "real" ? t("wallet.real") : t("wallet.tokens")}
							</span>
						</td>
						<td>{bet.payout === null ? "—" : money(bet.payout)}</td>
						<td>{t(`member.story.outcomes.${bet.status}`)}</td>
					</tr>
				);
			})}
		</Table>
	);
}

export function LedgerTable({ rows, label }: { rows: Of<"ledger">; label: string }) {
	const { t, format, inr, tokens, empty } = useStoryTable();
	return (
		<Table
			label={label}
			columns={[
				t("columns.date"),
				t("columns.wallet"),
				t("columns.amount"),
				t("member.ledger.balanceAfter"),
				t("columns.reason"),
				t("columns.note"),
			]}
			empty={rows.length === 0 ? empty : null}
		>
			{rows.map((e) => {
				const money = e.wallet === "real" ? inr : tokens;
				return (
					<tr key={e.id} data-testid="story-row">
						<td className="whitespace-nowrap">{format.dateTime(e.createdAt)}</td>
						<td>{e.wallet === "real" ? t("wallet.real") : t("wallet.tokens")}</td>
						<td className={e.amount < 0 ? "text-red-300" : "text-green-300"}>
							{e.amount > 0 ? "+" : ""}
							{money(e.amount)}
						</td>
						<td>{money(e.balanceAfter)}</td>
						<td>
							{t(`member.ledger.reasons.${e.reason}` as "member.ledger.reasons.seed", { defaultValue: e.reason })}
						</td>
						<td>{e.note ?? ""}</td>
					</tr>
				);
			})}
		</Table>
	);
}

export function SessionsTable({ rows, label }: { rows: Of<"sessions">; label: string }) {
	const { t, format, empty } = useStoryTable();
	const c = (key: string) => t(`member.story.columns.${key}` as "member.story.columns.date");
	return (
		<Table
			label={label}
			columns={[c("started"), c("lastUsed"), c("device"), c("address"), c("state")]}
			empty={rows.length === 0 ? empty : null}
		>
			{rows.map((s) => (
				<tr key={s.id} data-testid="story-row">
					<td className="whitespace-nowrap">{format.dateTime(s.createdAt)}</td>
					<td className="whitespace-nowrap">{format.dateTime(s.lastUsedAt)}</td>
					<td className="max-w-72 break-words text-xs">{s.userAgent ?? "—"}</td>
					<td className="font-mono text-xs">{s.ip ?? "—"}</td>
					<td>{s.live ? t("member.story.live") : t("member.story.ended")}</td>
				</tr>
			))}
		</Table>
	);
}

export function NotificationsTable({ rows, label }: { rows: Of<"notifications">; label: string }) {
	const { t, format, empty } = useStoryTable();
	const say = useSay();
	const c = (key: string) => t(`member.story.columns.${key}` as "member.story.columns.date");
	return (
		<Table label={label} columns={[c("date"), c("message"), c("read")]} empty={rows.length === 0 ? empty : null}>
			{rows.map((n) => (
				<tr key={n.id} data-testid="story-row">
					<td className="whitespace-nowrap">{format.dateTime(n.createdAt)}</td>
					<td>
						<span className="font-semibold">{say(n.title)}</span>
						<span className="block text-sm text-gray-300">{say(n.body)}</span>
					</td>
					<td>{n.read ? t("yes") : t("no")}</td>
				</tr>
			))}
		</Table>
	);
}

export function BonusesTable({ rows, label }: { rows: Of<"bonuses">; label: string }) {
	const { t, format, inr, empty } = useStoryTable();
	const c = (key: string) => t(`member.story.columns.${key}` as "member.story.columns.date");
	return (
		<Table
			label={label}
			columns={[c("date"), c("code"), c("amount"), c("wagering"), c("status"), c("expires")]}
			empty={rows.length === 0 ? empty : null}
		>
			{rows.map((b) => (
				<tr key={b.id} data-testid="story-row">
					<td className="whitespace-nowrap">{format.dateTime(Date.parse(b.createdAt))}</td>
					<td className="font-mono">{b.code}</td>
					<td>{inr(b.amount)}</td>
					<td>
						{inr(b.wagered)} / {inr(b.wageringRequired)} ({b.wageringPercent}%)
					</td>
					<td>{b.status}</td>
					<td className="whitespace-nowrap">{format.dateTime(Date.parse(b.expiresAt))}</td>
				</tr>
			))}
		</Table>
	);
}

export function AuditTable({ rows, label }: { rows: Of<"audit">; label: string }) {
	const { t, format, empty } = useStoryTable();
	const say = useSay();
	const c = (key: string) => t(`member.story.columns.${key}` as "member.story.columns.date");
	return (
		<Table
			label={label}
			columns={[c("date"), c("actor"), c("action"), c("change")]}
			empty={rows.length === 0 ? empty : null}
		>
			{rows.map((entry) => {
				const name = auditActionName(entry.action);
				return (
					<tr key={entry.id} data-testid="story-row">
						<td className="whitespace-nowrap">{format.dateTime(entry.createdAt)}</td>
						<td>
							{entry.actorName ?? t("audit.system")}
							{entry.actorRole && <span className="block text-xs text-gray-300">{entry.actorRole}</span>}
						</td>
						<td>{name ? say(name) : entry.action}</td>
						<td>
							<dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs">
								{auditChanges(entry.before, entry.after).map((change) => (
									<Fragment key={change.field}>
										<dt className="font-mono text-gray-400">{change.field}</dt>
										<dd className="break-all">
											{change.before ?? "—"} → {change.after ?? "—"}
										</dd>
									</Fragment>
								))}
							</dl>
						</td>
					</tr>
				);
			})}
		</Table>
	);
}
