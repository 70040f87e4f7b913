import { useTranslation } from "react-i18next";
import { shortRoundId } from "~/domain/admin";
import { colorNames } from "~/domain/messages";
import { colorOf } from "~/domain/roulette/wheel";
import { adminTitle, PageHeading, useAdminMoney } from "../../components/admin/ui";
import { Table } from "../../components/ui/table";
import { useSay } from "../../lib/i18n";
import { useAdminRoom } from "../../lib/use-admin-room";
import type { Route } from "./+types/live-game";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.liveGame) },
];

const pocketClass = { red: "bg-red-700", black: "bg-pocket-black", green: "bg-green-700" } as const;

/** /admin/live-game: spinning or idle, the latest result, and the current round's bets as they arrive. */
export default function LiveGame() {
	const { t } = useTranslation("admin");
	const say = useSay();
	const { inr, tokens } = useAdminMoney();
	const room = useAdminRoom();
	const round = room.round;
	const spinning = round?.phase === "spinning";
	const latest = room.lastResults[0] ?? null;
	return (
		<section aria-labelledby="live-heading" className="flex flex-col gap-4 rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="live-heading">{t("nav.liveGame")}</PageHeading>
			<dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-live="polite">
				<div className="rounded-lg bg-panel p-3">
					<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">{t("live.status")}</dt>
					<dd className="mt-1 text-xl font-black" data-testid="live-status">
						{room.connection !== "open" ? t("live.connecting") : spinning ? t("live.spinning") : t("live.idle")}
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
									className={`inline-grid size-9 place-items-center rounded border border-white text-white ${pocketClass[latest.color]}`}
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
						t("live.columns.userId"),
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
							<td className={`font-mono text-xs`}>{b.userId}</td>
							<td>{b.wallet === "real" ? inr(b.amount) : t("tokensAmount", { amount: tokens(b.amount) })}</td>
							<td>{b.wallet === "real" ? t("wallet.real") : t("wallet.tokens")}</td>
							<td>{b.betType}</td>
							<td>{b.betValue}</td>
						</tr>
					))}
				</Table>
			</div>
		</section>
	);
}
