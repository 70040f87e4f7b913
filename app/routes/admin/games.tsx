import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { adminMessages } from "~/domain/admin";
import { gameSwitchMessages } from "~/domain/messages/tables";
import { gameCatalogue } from "~/server/games";
import {
	adminTitle,
	ConfirmDialog,
	type ConfirmRequest,
	FormAlert,
	LimitFields,
	limitsRefusal,
	PageHeading,
	StatusPill,
	useAdminMoney,
} from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { Table } from "../../components/ui/table";
import { api, errorMessage } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import { notify } from "../../lib/toast";
import type { Route } from "./+types/games";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, (admin) => admin.nav.games) }];

/** The catalogue as GET /api/games reads it (the admin's edits show at once: this read skips the edge's copy). */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "runTables");
	return { games: await gameCatalogue(pageDatabase()) };
}

type Game = Route.ComponentProps["loaderData"]["games"][number];
type GameChange = { name?: string; status?: "active" | "disabled"; minBet?: number; maxBet?: number };

async function saveGame(id: string, json: GameChange): Promise<boolean> {
	try {
		const response = await api.api.admin.games[":id"].$put({ param: { id }, json });
		if (!response.ok) {
			notify.error(await errorMessage(response, "Something Went Wrong!"));
			return false;
		}
		notify.success(adminMessages.gameSaved);
		return true;
	} catch {
		notify.error("Something Went Wrong!");
		return false;
	}
}

/** /admin/games: the catalogue wired to the server (docs/product.md#content). */
export default function Games({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const { inr } = useAdminMoney();
	const revalidator = useRevalidator();
	const reload = () => void revalidator.revalidate();
	const [editing, setEditing] = useState<string | null>(null);
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const list = loaderData.games;
	return (
		<section aria-labelledby="games-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="games-heading">{t("nav.games")}</PageHeading>
			<p className="mb-3 text-sm text-gray-300">
				{t("games.intro")} {say(adminMessages.gameLimitsFromNextRound)}
			</p>
			<Table
				label={t("games.table")}
				caption={t("games.caption")}
				columns={[
					t("games.columns.game"),
					t("games.columns.limits"),
					t("games.columns.status"),
					t("games.columns.actions"),
				]}
				empty={null}
			>
				{list.map((g) =>
					editing === g.id ? (
						<EditRow
							key={g.id}
							game={g}
							onDone={(saved) => {
								setEditing(null);
								if (saved) reload();
							}}
						/>
					) : (
						<tr key={g.id} data-testid="game-row">
							<td>
								<span className="font-semibold">{g.name}</span>
								{g.isCore && <span className="ml-2 text-xs text-gold">{t("games.core")}</span>}
							</td>
							<td>
								{inr(g.minBet)} – {inr(g.maxBet)}
							</td>
							<td>
								<StatusPill status={g.status} />
							</td>
							<td>
								<div className="flex flex-wrap gap-2">
									<Button
										variant="secondary"
										size="sm"
										role="switch"
										aria-checked={g.status === "active"}
										onClick={async () => {
											const turnOn = g.status !== "active";
											const run = async () => {
												if (await saveGame(g.id, { status: turnOn ? "active" : "disabled" })) reload();
											};
											// Switching off closes the game to players (Roulette goes into maintenance): ask first.
											if (turnOn) await run();
											else
												setConfirm({
													title: gameSwitchMessages.disableTitle(g.name),
													text: gameSwitchMessages.disableConfirm(g.name),
													confirmLabel: gameSwitchMessages.disableLabel,
													danger: true,
													run,
												});
										}}
									>
										{/* What a click does; the switch's state is its aria-checked and the Status column. */}
										{g.status === "active" ? t("games.switchOff") : t("games.switchOn")}
										<span className="sr-only"> {g.name}</span>
									</Button>
									<Button variant="secondary" size="sm" onClick={() => setEditing(g.id)}>
										{t("edit")}
										<span className="sr-only"> {g.name}</span>
									</Button>
									{!g.isCore && (
										<Button
											variant="danger"
											size="sm"
											onClick={() =>
												setConfirm({
													title: t("games.deleteTitle"),
													text: t("games.deleteConfirm", { name: g.name }),
													confirmLabel: t("delete"),
													danger: true,
													run: async () => {
														try {
															const response = await api.api.admin.games[":id"].$delete({ param: { id: g.id } });
															if (!response.ok) {
																notify.error(await errorMessage(response, "Something Went Wrong!"));
																return;
															}
															notify.success(adminMessages.gameDeleted);
															reload();
														} catch {
															notify.error("Something Went Wrong!");
														}
													},
												})
											}
										>
											{t("delete")}
											<span className="sr-only"> {g.name}</span>
										</Button>
									)}
								</div>
							</td>
						</tr>
					),
				)}
			</Table>
			<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
		</section>
	);
}

function EditRow({ game, onDone }: { game: Game; onDone: (saved: boolean) => void }) {
	const { t } = useTranslation("admin");
	const [name, setName] = useState(game.name);
	const [minBet, setMinBet] = useState(String(game.minBet));
	const [maxBet, setMaxBet] = useState(String(game.maxBet));
	const [error, setError] = useState<string | null>(null);
	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const problem = name.trim() === "" ? t("games.nameRequired") : limitsRefusal(minBet, maxBet);
		setError(problem);
		if (problem) return;
		if (await saveGame(game.id, { name: name.trim(), minBet: Number(minBet), maxBet: Number(maxBet) })) onDone(true);
	};
	const field = "w-full rounded-md border border-edge bg-page px-2 py-1";
	return (
		<tr>
			<td colSpan={4}>
				<form
					noValidate
					onSubmit={submit}
					className="flex flex-wrap items-end gap-3"
					aria-label={t("games.editForm", { name: game.name })}
				>
					<label className="flex flex-col gap-1 text-xs">
						{t("games.name")}
						<input className={field} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
					</label>
					<LimitFields min={minBet} max={maxBet} onMin={setMinBet} onMax={setMaxBet} />
					<Button type="submit" size="sm">
						{t("save")}
					</Button>
					<Button variant="secondary" size="sm" onClick={() => onDone(false)}>
						{t("dialog.cancel", { ns: "common" })}
					</Button>
					<FormAlert message={error} />
				</form>
			</td>
		</tr>
	);
}
