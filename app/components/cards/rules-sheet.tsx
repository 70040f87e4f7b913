/** A card table's rules sheet: how a round goes, each bet's payout and its exact house edge, and how it is fair. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CardGame } from "~/domain/cards/games";
import { Dialog } from "../ui/dialog";
import { CARD_SPOTS } from "./spots";

export function RulesSheet({ game, name }: { game: CardGame; name: string }) {
	const { t } = useTranslation("table");
	const [open, setOpen] = useState(false);
	const lines = t(`cards.rules.${game}`, { returnObjects: true }) as string[];
	return (
		<>
			<button
				type="button"
				onClick={() => setOpen(true)}
				className="min-h-8 shrink-0 rounded-full border border-edge px-3 text-xs font-bold"
			>
				{t("cards.rules.open")}
			</button>
			<Dialog
				open={open}
				onClose={() => setOpen(false)}
				title={t("cards.rules.title", { game: name })}
				closeButton
				testId="card-rules"
			>
				{lines.map((line) => (
					<p key={line} className="mb-2 text-sm">
						{line}
					</p>
				))}
				<table className="mt-2 w-full text-left text-sm">
					<tbody>
						{CARD_SPOTS[game].map((s) => (
							<tr key={s.spot} className="border-t border-edge" data-testid="rules-row">
								<th scope="row" className="py-1 font-bold">
									{t(`cards.spots.${s.spot}`)}
								</th>
								<td>{t("cards.rules.payout", { payout: s.payout })}</td>
								<td>{t("cards.rules.edge", { edge: s.edge })}</td>
							</tr>
						))}
					</tbody>
				</table>
				<p className="mt-3 text-xs text-gray-300">{t("cards.rules.fair")}</p>
			</Dialog>
		</>
	);
}
