import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { shortRoundId } from "~/domain/admin";
import { isCardGame } from "~/domain/cards/games";
import { colorNames, rouletteMessages } from "~/domain/messages/tables";
import { colorOf } from "~/domain/roulette/wheel";
import { MAIN_TABLE_ID, tableView } from "~/domain/tables";
import { readCatalogue } from "~/server/tables";
import { CardRoundBets } from "../../components/admin/card-round-bets";
import { ForceResultForm } from "../../components/admin/force-result";
import { ResultHistory, type ResultPage } from "../../components/admin/result-history";
import { type AdminTable, TableControls } from "../../components/admin/table-controls";
import { NewTableForm } from "../../components/admin/table-settings";
import { adminTitle, PageHeading, useAdminMoney } from "../../components/admin/ui";
import { pocketTile } from "../../components/roulette/pocket-tile";
import { Table } from "../../components/ui/table";
import { useSay } from "../../lib/i18n";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import { resultHistoryPage } from "../../lib/review-lists.server";
import { useAdminRoom } from "../../lib/use-admin-room";
import { routeNamespaces } from "../../locales";
import { table } from "../../locales/en/table";
import type { Route } from "./+types/live-game";

// A card table's live bets are named as its players' screen names them (the table namespace).
export const handle = routeNamespaces({ table });

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.liveGame) },
];

/** Every table, switched on or off, and the chosen one's result history, read as GET /api/admin/tables and /results read them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "runTables");
	const table = new URL(request.url).searchParams.get("table") ?? undefined;
	const [tables, history] = await Promise.all([readCatalogue(pageDatabase()), resultHistoryPage(request, table)]);
	return { tables: tables.map(tableView), history };
}

/**
 * /admin/live-game[?table=<id>]: a new table's form, and one table at a time, chosen in the picker (the main table
 * by default): its switch and settings, spinning or idle, the latest result, the current round's bets as they arrive, its next result and its
 * result history; a card table's round bets with what each returned (app/components/admin/card-round-bets.tsx) (docs/decisions/0620-tables-and-racetrack.md, "Admin controls per table").
 */
export default function LiveGame({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const pickerId = useId();
	const [params, setParams] = useSearchParams();
	const revalidator = useRevalidator();
	const reload = () => void revalidator.revalidate();
	const list = loaderData.tables;
	const wanted = params.get("table") ?? MAIN_TABLE_ID;
	const table = list.find((candidate) => candidate.id === wanted) ?? null;
	return (
		<section aria-labelledby="live-heading" className="flex flex-col gap-4 rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading
				id="live-heading"
				action={
					<div className="flex items-center gap-2 text-sm">
						<label htmlFor={pickerId} className="font-semibold">
							{t("tables.picker")}
						</label>
						<select
							id={pickerId}
							value={table?.id ?? wanted}
							onChange={(e) => setParams(e.target.value === MAIN_TABLE_ID ? {} : { table: e.target.value })}
							className="h-10 max-w-60 rounded-md border border-edge bg-page px-2"
						>
							{list.map((option) => (
								<option key={option.id} value={option.id}>
									{option.status === "active" ? option.name : `${option.name} (${t("status.disabled")})`}
								</option>
							))}
						</select>
					</div>
				}
			>
				{t("nav.liveGame")}
			</PageHeading>
			{!table && (
				<p role="alert" className="rounded-lg border border-red-500/60 p-3">
					{say(rouletteMessages.tableNotFound)}
				</p>
			)}
			<NewTableForm
				onCreated={(id) => {
					// The new table's address loads the list again, with it.
					setParams({ table: id });
				}}
			/>
			{table &&
				(table.game === "crash" || isCardGame(table.game) ? (
					// A crash or card table: its switch, limits and results; a card table its round's bets too, from the
					// room's live list. The console below is roulette's (its admin socket speaks roulette's protocol, and
					// only roulette has an operator's result), so it is not opened.
					<>
						<TableControls key={JSON.stringify(table)} table={table} onSaved={reload} />
						{isCardGame(table.game) && <CardRoundBets key={table.id} table={table.id} />}
						<ResultHistory history={loaderData.history} />
					</>
				) : (
					<TableConsole key={table.id} table={table} history={loaderData.history} onSaved={reload} />
				))}
		</section>
	);
}

/** One table's console over its own admin socket (a new table remounts it, and with it the socket). */
function TableConsole({ table, history, onSaved }: { table: AdminTable; history: ResultPage; onSaved: () => void }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const { inr, tokens } = useAdminMoney();
	const room = useAdminRoom(table.id);
	const round = room.round;
	const latest = room.lastResults[0] ?? null;
	// Re-read the history when a result is revealed and when the next round opens (settlement done by then).
	const refreshKey = `${latest?.roundId ?? ""}:${round?.roundId ?? ""}`;
	return (
		<>
			<TableControls key={JSON.stringify(table)} table={table} onSaved={onSaved} />
			<dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-live="polite">
				<div className="rounded-lg bg-panel p-3">
					<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">{t("live.status")}</dt>
					<dd className="mt-1 text-xl font-black" data-testid="live-status">
						{room.connection !== "open" ? t("live.connecting") : t(`live.state.${round?.phase ?? "idle"}`)}
					</dd>
					{round && (
						<dd className="text-sm text-gray-300">
							{t("live.round", { round: shortRoundId(round.roundId), phase: t(`round.phase.${round.phase}`) })}
						</dd>
					)}
				</div>
				<div className="rounded-lg bg-panel p-3">
					<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">{t("live.result")}</dt>
					<dd className="mt-1 flex items-center gap-2 text-xl font-black" data-testid="live-latest">
						{latest ? (
							<>
								<span
									className={`inline-grid size-9 place-items-center rounded border border-white text-white ${pocketTile[latest.color]}`}
								>
									{latest.result}
								</span>
								<span className="capitalize">{say(colorNames[latest.color])}</span>
								{latest.operatorSet && <span className="text-xs font-bold text-gold">{t("operatorSet")}</span>}
							</>
						) : (
							"—"
						)}
					</dd>
				</div>
				<div className="rounded-lg bg-panel p-3">
					<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">{t("live.forced")}</dt>
					<dd className="mt-1 text-xl font-black">
						{room.pendingForce === null
							? t("none")
							: t("live.pocket", { number: room.pendingForce, color: say(colorNames[colorOf(room.pendingForce)]) })}
					</dd>
				</div>
			</dl>
			<div>
				<h2 className="mb-2 text-lg font-bold">{t("live.currentBets", { count: room.liveBets.length })}</h2>
				<Table
					label={t("live.table")}
					caption={t("live.caption")}
					columns={[
						t("live.columns.player"),
						t("live.columns.amount"),
						t("live.columns.wallet"),
						t("live.columns.betType"),
						t("live.columns.betValue"),
					]}
					empty={room.liveBets.length === 0 ? t("live.empty") : null}
				>
					{room.liveBets.map((b, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: live bets have no id; the list only grows within a round, so positions are stable.
						<tr key={`${b.userId}:${i}`} data-testid="live-bet-row">
							<td>
								{/* Masked as the room sends it; the member's page names them in full. */}
								<Link to={`/admin/member/${b.userId}`} className="inline-block py-1 font-semibold underline">
									{b.name}
								</Link>
								<span className="block whitespace-nowrap text-xs text-gray-300">{b.phone ?? "—"}</span>
							</td>
							<td>{b.wallet === "real" ? inr(b.amount) : t("tokensAmount", { amount: tokens(b.amount) })}</td>
							<td>{b.wallet === "real" ? t("wallet.real") : t("wallet.tokens")}</td>
							<td>{b.betType}</td>
							<td>{b.betValue}</td>
						</tr>
					))}
				</Table>
			</div>
			<div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
				<ResultHistory refreshKey={refreshKey} history={history} />
				<ForceResultForm pendingForce={room.pendingForce} table={table.id} />
			</div>
		</>
	);
}
