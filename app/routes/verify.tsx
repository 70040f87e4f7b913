import type { InferResponseType } from "hono/client";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { type CardRoundRecord, readCardRoundRecord } from "~/domain/cards/verify";
import { verifyPath } from "~/domain/content";
import { formatMultiplier } from "~/domain/crash/flight";
import { type CrashRoundRecord, readCrashRoundRecord } from "~/domain/crash/round-record";
import { type VerificationOutcome, verifyRound } from "~/domain/fairness";
import { colorNames } from "~/domain/messages/tables";
import { colorOf } from "~/domain/roulette/wheel";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { Tabs } from "../components/tabs";
import { Button } from "../components/ui/button";
import { CardVerify } from "../components/verify/card-verify";
import { CrashVerify } from "../components/verify/crash-verify";
import { VerifyAlert } from "../components/verify/verify-alert";
import { api, errorMessage } from "../lib/api";
import { useSay } from "../lib/i18n";
import { siteMeta } from "../lib/site-meta";
import { routeNamespaces } from "../locales";
import { verify } from "../locales/en/verify";
import type { Route } from "./+types/verify";

// The page's words are its own namespace: they load with /verify only.
export const handle = routeNamespaces({ verify });

export const meta: Route.MetaFunction = ({ matches }) => {
	const text = siteMeta(matches);
	return [{ title: text.verifyTitle }, { name: "description", content: text.verifyDescription }];
};

/** A roulette round's record (a crash round's is read with readCrashRoundRecord: domain/crash/round-record.ts). */
type RoundDetails = Extract<InferResponseType<(typeof api.api.rounds)[":id"]["$get"], 200>, { game: "roulette" }>;
type RecentRound = InferResponseType<typeof api.api.rounds.$get, 200>["rounds"][number];
type RecentRoulette = Extract<RecentRound, { game: "roulette" }>;
type RecentCard = Exclude<RecentRound, RecentRoulette | { game: "crash" }>;
const isRecentCard = (r: RecentRound | RecentCrash): r is RecentCard =>
	"game" in r && (r.game === "andar-bahar" || r.game === "dragon-tiger");
/** A crash table's recent round in the list: its crash point in place of a pocket. */
type RecentCrash = { roundId: string; seq: number; crashPoint: number };
const isRecentCrash = (r: unknown): r is RecentCrash =>
	typeof r === "object" && r !== null && "crashPoint" in r && typeof r.crashPoint === "number";

type Game = "roulette" | "crash" | "cards";

type Fields = { roundId: string; serverSeed: string; commitment: string; result: string };
const emptyFields: Fields = { roundId: "", serverSeed: "", commitment: "", result: "" };

const inputClass =
	"mt-1 w-full rounded-lg border border-edge bg-raised px-3 py-2 font-mono text-sm text-white placeholder:text-gray-400 focus:outline-2 focus:outline-gold";

/** The public /verify page: everything is recomputed here, in the browser, with domain/fairness.ts. */
export default function Verify() {
	const [params, setParams] = useSearchParams();
	const [fields, setFields] = useState<Fields>(emptyFields);
	const [round, setRound] = useState<RoundDetails | null>(null);
	const [crashRound, setCrashRound] = useState<CrashRoundRecord | null>(null);
	const [cardRound, setCardRound] = useState<CardRoundRecord | null>(null);
	const asked = params.get("game");
	const [game, setGame] = useState<Game>(asked === "crash" || asked === "cards" ? asked : "roulette");
	const [recent, setRecent] = useState<Array<RecentRound | RecentCrash>>([]);
	const [error, setError] = useState<string | null>(null);
	const [outcome, setOutcome] = useState<(VerificationOutcome & { published: number | null }) | null>(null);
	const id = useId();
	const { t } = useTranslation("verify");
	const { t: tSite } = useTranslation("site");
	const say = useSay();

	const check = useCallback(
		async (input: Fields) => {
			setOutcome(null);
			if (!input.roundId.trim() || !/^[0-9a-f]{64}$/i.test(input.serverSeed.trim())) {
				setError(t("needSeed"));
				return;
			}
			const published = input.result.trim() === "" ? null : Number(input.result);
			const computed = await verifyRound({
				roundId: input.roundId.trim(),
				serverSeed: input.serverSeed.trim(),
				commitment: input.commitment.trim(),
				result: published ?? -1,
			});
			setError(null);
			setOutcome({ ...computed, published });
		},
		[t],
	);

	const load = useCallback(
		async (roundId: string) => {
			setError(null);
			setOutcome(null);
			setRound(null);
			setCrashRound(null);
			setCardRound(null);
			const response = await api.api.rounds[":id"].$get({ param: { id: roundId } });
			if (!response.ok) {
				setError(await errorMessage(response, t("notFound")));
				setFields({ ...emptyFields, roundId });
				return;
			}
			const json: unknown = await response.json();
			// A crash round: its own panel recomputes it (components/verify/crash-verify.tsx).
			const crash = readCrashRoundRecord(json);
			if (crash) {
				setGame("crash");
				setCrashRound(crash);
				return;
			}
			// A card round: re-dealt by its own panel (components/verify/card-verify.tsx).
			const cards = readCardRoundRecord(json);
			if (cards) {
				setGame("cards");
				setCardRound(cards);
				return;
			}
			const body = json as RoundDetails;
			setGame("roulette");
			setRound(body);
			const next = {
				roundId: body.roundId,
				serverSeed: body.serverSeed ?? "",
				commitment: body.commitment,
				result: body.result === null ? "" : String(body.result),
			};
			setFields(next);
			if (body.serverSeed) await check(next);
			else setError(t("notRevealed"));
		},
		[check, t],
	);

	const wanted = params.get("round");
	useEffect(() => {
		if (wanted) void load(wanted);
	}, [wanted, load]);

	// The recent rounds of the table the visitor came from (`?table=`, from a table's screen), the main one by default.
	const table = params.get("table") ?? MAIN_TABLE_ID;
	useEffect(() => {
		void api.api.rounds
			.$get({ query: { limit: "10", table } })
			.then(async (r) => setRecent(r.ok ? (await r.json()).rounds : []))
			.catch(() => setRecent([]));
	}, [table]);
	// A crash table's page (`?table=` of a crash table) opens on the crash panel.
	useEffect(() => {
		if (!wanted && recent.some(isRecentCrash)) setGame("crash");
		if (!wanted && recent.some(isRecentCard)) setGame("cards");
	}, [recent, wanted]);

	const onLookup = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		const value = new FormData(event.currentTarget).get("round");
		if (typeof value === "string" && value.trim()) setParams({ round: value.trim() });
	};
	const onVerify = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		void check(fields);
	};
	const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
		setFields((f) => ({ ...f, [key]: event.target.value }));

	return (
		<div className="mx-auto max-w-3xl px-4 py-8">
			<h1 className="text-3xl font-black text-gold">{t("heading")}</h1>

			<form onSubmit={onLookup} className="mt-6 rounded-xl border border-edge bg-panel p-4" aria-label={t("lookup")}>
				<label htmlFor={`${id}-lookup`} className="text-sm font-bold">
					{t("roundId")}
				</label>
				<div className="flex flex-col gap-2 sm:flex-row">
					<input
						id={`${id}-lookup`}
						name="round"
						defaultValue={wanted ?? ""}
						key={wanted ?? ""}
						className={inputClass}
						placeholder={t("placeholder")}
						autoComplete="off"
					/>
					<Button type="submit" className="mt-1">
						{t("load")}
					</Button>
				</div>
			</form>

			<div className="mt-6">
				<Tabs
					label={t("games")}
					tabs={[
						{ id: "roulette", label: t("roulette") },
						{ id: "crash", label: t("crash.tab") },
						{ id: "cards", label: t("cards.tab") },
					]}
					value={game}
					onChange={setGame}
				>
					{game === "cards" ? (
						<>
							<VerifyAlert message={error} className="mb-4" />
							<CardVerify record={cardRound} />
						</>
					) : game === "crash" ? (
						<>
							<VerifyAlert message={error} className="mb-4" />
							<CrashVerify record={crashRound} />
						</>
					) : (
						<>
							<p className="text-gray-300">{t("intro")}</p>
							<form
								onSubmit={onVerify}
								className="mt-4 space-y-3 rounded-xl border border-edge bg-panel p-4"
								aria-label={t("form")}
							>
								<p className="text-sm text-gray-300">{t("paste")}</p>
								{(["roundId", "serverSeed", "commitment", "result"] as const).map((key) => (
									<div key={key}>
										<label htmlFor={`${id}-${key}`} className="text-sm font-bold">
											{t(`fields.${key}`)}
										</label>
										<input
											id={`${id}-${key}`}
											value={fields[key]}
											onChange={set(key)}
											className={inputClass}
											inputMode={key === "result" ? "numeric" : undefined}
											autoComplete="off"
										/>
									</div>
								))}
								<Button type="submit">{t("verify")}</Button>
							</form>

							<div aria-live="polite" className="mt-4">
								<VerifyAlert message={error} />
								{outcome && (
									<section aria-label={t("outcome")} className="rounded-xl border border-edge bg-panel-deep p-4">
										{round?.operatorSet && (
											<p className="mb-2 font-bold text-gold" data-testid="operator-set">
												{t("operatorSet")}
											</p>
										)}
										<p data-testid="commitment-check">
											{t("commitment")} {outcome.commitmentMatches ? t("commitmentMatches") : t("commitmentDiffers")}
										</p>
										<p data-testid="computed-result">
											{t("computed")} <strong>{outcome.computedResult}</strong> (
											{say(colorNames[colorOf(outcome.computedResult)])})
										</p>
										{outcome.published !== null && (
											<p data-testid="result-check">
												{t("published", { result: outcome.published })}{" "}
												{outcome.resultMatches ? t("resultMatches") : t("resultDiffers")}
											</p>
										)}
									</section>
								)}
							</div>
						</>
					)}
				</Tabs>
			</div>

			{recent.length > 0 && (
				<section aria-labelledby={`${id}-recent`} className="mt-8">
					<h2 id={`${id}-recent`} className="text-xl font-bold">
						{t("recent")}
					</h2>
					<ul className="mt-2 divide-y divide-edge rounded-xl border border-edge bg-panel">
						{recent.map((r) => (
							<li key={r.roundId} className="flex items-center justify-between gap-3 px-4 py-2">
								{isRecentCrash(r) ? (
									<span>{t("crash.recentRound", { seq: r.seq, crashPoint: formatMultiplier(r.crashPoint) })}</span>
								) : isRecentCard(r) ? (
									<span>{t("cards.recentRound", { seq: r.seq, result: tSite(`tables.cardResult.${r.result}`) })}</span>
								) : (
									<span>
										{t("recentRound", {
											seq: r.seq,
											result: r.result,
											color: say(colorNames[r.color]),
										})}
										{r.operatorSet && <span className="ml-2 text-gold">{t("operatorSetTag")}</span>}
									</span>
								)}
								<Link to={verifyPath(r.roundId, table)} className="font-bold text-gold underline">
									{t("verify")}
									<span className="sr-only">{t("verifyRound", { seq: r.seq })}</span>
								</Link>
							</li>
						))}
					</ul>
				</section>
			)}
		</div>
	);
}
