/**
 * A card table's current round on /admin/live-game (issue 31, docs/decisions/0840-card-tables.md): its phase, and its
 * bets as the room's live list sends them to everyone at the table (durable/game-host/round-list.ts: players' names
 * masked, largest stakes first, the first few and how many more), each with what it returned once the round is
 * settled. The admin watches over the table's own socket, as a player's screen does (app/lib/card-room.ts); the room
 * lets an admin watch, never bet.
 */
import { useTranslation } from "react-i18next";
import { shortRoundId } from "~/domain/admin";
import type { CardRoundBet } from "~/domain/cards/protocol";
import { useCardRoom } from "../../lib/card-room";
import { Table } from "../ui/table";
import { useAdminMoney } from "./ui";

export function CardRoundBets({ table }: { table: string }) {
	const { t } = useTranslation("admin");
	const { t: tt } = useTranslation("table");
	const { inr, tokens } = useAdminMoney();
	const room = useCardRoom({ table });
	const { round, roundBets, roundBetsMore } = room;
	const inWallet = (bet: CardRoundBet, amount: number) =>
		bet.wallet === "real" ? inr(amount) : t("tokensAmount", { amount: tokens(amount) });
	/** What a bet returned: nothing yet while placed; its payout (a tie's half stake back included) once settled. */
	const returned = (bet: CardRoundBet) => (bet.status === "placed" ? "—" : inWallet(bet, bet.payout ?? 0));
	return (
		<div className="flex flex-col gap-2">
			<p className="text-sm text-gray-300" data-testid="card-round-state" aria-live="polite">
				{room.connection !== "open" || !room.synced
					? t("live.connecting")
					: round
						? t("live.round", { round: shortRoundId(round.roundId), phase: t(`live.cards.phase.${round.phase}`) })
						: t("live.state.idle")}
			</p>
			<h2 className="text-lg font-bold">{t("live.currentBets", { count: roundBets.length + roundBetsMore })}</h2>
			<Table
				label={t("live.table")}
				caption={t("live.cards.caption")}
				columns={[
					t("live.cards.columns.player"),
					t("live.cards.columns.spot"),
					t("live.cards.columns.stake"),
					t("live.cards.columns.status"),
					t("live.cards.columns.returned"),
				]}
				empty={roundBets.length === 0 ? t("live.empty") : null}
				minWidth="md:min-w-[36rem]"
				stackOnPhone
			>
				{roundBets.map((bet, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: the room sends the whole list each time, in its order.
					<tr key={i} data-testid="card-bet-row" data-status={bet.status}>
						<td data-label={t("live.cards.columns.player")}>{bet.name}</td>
						<td data-label={t("live.cards.columns.spot")}>{tt(`cards.spots.${bet.spot}`)}</td>
						<td data-label={t("live.cards.columns.stake")}>{inWallet(bet, bet.amount)}</td>
						<td data-label={t("live.cards.columns.status")}>{t(`live.cards.status.${bet.status}`)}</td>
						<td data-label={t("live.cards.columns.returned")}>{returned(bet)}</td>
					</tr>
				))}
			</Table>
			{roundBetsMore > 0 && <p className="text-xs text-gray-300">{t("live.cards.more", { count: roundBetsMore })}</p>}
		</div>
	);
}
