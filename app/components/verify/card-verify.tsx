/**
 * /verify for a card round (docs/decisions/0840-card-tables.md): the round's values (from its record, or typed in),
 * re-dealt in the browser with domain/cards/verify.ts, the code the room runs, and the cards shown in the order dealt.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cardLabel } from "~/domain/cards/cards";
import { CARD_GAME_RULES, type CardGame } from "~/domain/cards/games";
import { type CardRoundRecord, type CardVerification, verifyCardRound } from "~/domain/cards/verify";
import { CardFace } from "../cards/card-face";
import { Button } from "../ui/button";
import { VerifyAlert } from "./verify-alert";

type Fields = { game: CardGame; roundId: string; serverSeed: string; commitment: string };
const emptyFields: Fields = { game: "andar-bahar", roundId: "", serverSeed: "", commitment: "" };
const HEX_64 = /^[0-9a-f]{64}$/i;
const inputClass =
	"mt-1 w-full rounded-lg border border-edge bg-raised px-3 py-2 font-mono text-sm text-white placeholder:text-gray-400 focus:outline-2 focus:outline-gold";

/** A loaded record's values in the form. */
const fieldsOf = (record: CardRoundRecord): Fields => ({
	game: record.game,
	roundId: record.roundId,
	serverSeed: record.serverSeed ?? "",
	commitment: record.commitment,
});

/** Who a dealt card went to: the joker, then Andar and Bahar in turn; Dragon, then Tiger. */
function sideOf(game: CardGame, i: number): "joker" | "andar" | "bahar" | "dragon" | "tiger" {
	if (game === "dragon-tiger") return i === 0 ? "dragon" : "tiger";
	if (i === 0) return "joker";
	return i % 2 === 1 ? "andar" : "bahar";
}

export function CardVerify({ record }: { record: CardRoundRecord | null }) {
	const { t } = useTranslation("verify");
	const id = useId();
	// A loaded record's values are in the fields from the first (server) render; the browser deals them again.
	const [fields, setFields] = useState<Fields>(() => (record ? fieldsOf(record) : emptyFields));
	const [outcome, setOutcome] = useState<CardVerification | null>(null);
	const [error, setError] = useState<string | null>(record && !record.serverSeed ? t("notRevealed") : null);

	const check = useCallback(
		async (input: Fields, published: Pick<CardRoundRecord, "cards" | "result"> | null) => {
			setOutcome(null);
			if (!input.roundId.trim() || !HEX_64.test(input.serverSeed.trim()) || !HEX_64.test(input.commitment.trim())) {
				setError(t("needSeed"));
				return;
			}
			setError(null);
			setOutcome(
				await verifyCardRound({
					game: input.game,
					roundId: input.roundId.trim(),
					serverSeed: input.serverSeed.trim(),
					commitment: input.commitment.trim(),
					cards: published?.cards ?? null,
					result: published?.result ?? null,
				}),
			);
		},
		[t],
	);

	// Only a new record starts over: `t` changes when a language's words arrive, and what was typed must stay.
	const fresh = useRef({ check, t });
	fresh.current = { check, t };
	useEffect(() => {
		if (!record) return;
		const { check, t } = fresh.current;
		const next = fieldsOf(record);
		setFields(next);
		if (record.serverSeed) void check(next, record);
		else {
			setOutcome(null);
			setError(t("notRevealed"));
		}
	}, [record]);

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		void check(fields, null);
	};
	const game = outcome ? fields.game : null;

	return (
		<div>
			<p className="text-gray-300">{t("cards.intro")}</p>
			<form onSubmit={onSubmit} className="mt-4 space-y-3 rounded-xl border border-edge bg-panel p-4">
				<fieldset className="flex gap-2">
					<legend className="text-sm font-bold">{t("games")}</legend>
					{(["andar-bahar", "dragon-tiger"] as const).map((g) => (
						<label key={g} className="flex min-h-8 items-center gap-1 text-sm">
							<input
								type="radio"
								name={`${id}-game`}
								checked={fields.game === g}
								onChange={() => setFields((f) => ({ ...f, game: g }))}
							/>
							{t(`cards.games.${g}`)}
						</label>
					))}
				</fieldset>
				{(["roundId", "serverSeed", "commitment"] as const).map((key) => (
					<div key={key}>
						<label htmlFor={`${id}-${key}`} className="text-sm font-bold">
							{t(`fields.${key}`)}
						</label>
						<input
							id={`${id}-${key}`}
							value={fields[key]}
							onChange={(event) => setFields((f) => ({ ...f, [key]: event.target.value }))}
							className={inputClass}
							autoComplete="off"
						/>
					</div>
				))}
				<Button type="submit">{t("cards.deal")}</Button>
			</form>
			<div aria-live="polite" className="mt-4">
				<VerifyAlert message={error} />
				{outcome && game && (
					<section aria-label={t("outcome")} className="rounded-xl border border-edge bg-panel-deep p-4">
						<p data-testid="card-commitment-check">
							{t("commitment")} {outcome.commitmentMatches ? t("commitmentMatches") : t("commitmentDiffers")}
						</p>
						<p className="mt-2 text-sm">
							{t("cards.shuffle", { size: CARD_GAME_RULES[game].shoeSize, count: outcome.deal.cards.length })}
						</p>
						<ol className="mt-2 flex flex-wrap gap-1" data-testid="verified-cards" aria-label={t("cards.dealt")}>
							{outcome.deal.cards.map((card, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: a deal's place is its identity (a shoe repeats cards)
								<li key={`${i}-${card}`} className="flex flex-col items-center text-[0.65rem]">
									<CardFace card={card} size="sm" name={cardLabel(card)} />
									<span data-side>{t(`cards.sides.${sideOf(game, i)}`)}</span>
								</li>
							))}
						</ol>
						<p className="mt-2 font-bold" data-testid="verified-winner">
							{t("cards.winner", { result: t(`cards.results.${outcome.deal.result}`) })}
						</p>
						{outcome.cardsMatch !== null && (
							<p data-testid="cards-check">
								{outcome.cardsMatch && outcome.resultMatches !== false ? t("cards.matches") : t("cards.differs")}
							</p>
						)}
					</section>
				)}
			</div>
		</div>
	);
}
