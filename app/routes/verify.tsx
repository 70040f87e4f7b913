import { env } from "cloudflare:workers";
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { readCardRoundRecord } from "~/domain/cards/verify";
import { readCrashRoundRecord } from "~/domain/crash/round-record";
import { type VerificationOutcome, verifyRound } from "~/domain/fairness";
import { colorNames } from "~/domain/messages/tables";
import { colorOf } from "~/domain/roulette/wheel";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { tableParam } from "~/domain/validation/tables";
import { database } from "~/server/db/client";
import { type RoundRecord, recentRounds, roundRecord } from "~/server/round-records";
import { Tabs } from "../components/tabs";
import { Button } from "../components/ui/button";
import { CardVerify } from "../components/verify/card-verify";
import { CrashVerify } from "../components/verify/crash-verify";
import { RecentRounds } from "../components/verify/recent-rounds";
import { VerifyAlert } from "../components/verify/verify-alert";
import { useSay } from "../lib/i18n";
import { siteMeta } from "../lib/site-meta";
import { routeNamespaces } from "../locales";
import { verify } from "../locales/en/verify";
import type { Route } from "./+types/verify";

// The page's words are its own namespace: they load with /verify only.
export const handle = routeNamespaces({ verify });

/** How many of the table's latest rounds the page lists. */
const RECENT_LISTED = 10;

/**
 * The recent rounds of the table the visitor came from (`?table=`, from a table's screen; the main one by default)
 * and the round named by `?round=`, read on the server with the modules behind GET /api/rounds and
 * GET /api/rounds/:id (server/round-records.ts). An unknown round answers 404 with the page, so another id can be tried.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url);
	const table = url.searchParams.get("table") ?? MAIN_TABLE_ID;
	const wanted = url.searchParams.get("round")?.trim() || null;
	const listed = tableParam.safeParse(table);
	const db = database(env.DB);
	const [recent, found] = await Promise.all([
		listed.success ? recentRounds(db, listed.data, undefined, RECENT_LISTED) : [],
		wanted ? roundRecord(db, wanted) : null,
	]);
	return data({ table, wanted, recent, round: found?.record ?? null }, { status: wanted && !found ? 404 : 200 });
}

/**
 * The rounds change with the address only: a revalidation of every page (a signed-in player's money moved,
 * app/lib/notifications-live.ts) must not wipe the values a visitor pasted.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return currentUrl.search !== nextUrl.search && defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const text = siteMeta(matches);
	return [{ title: text.verifyTitle }, { name: "description", content: text.verifyDescription }];
};

type Game = "roulette" | "crash" | "cards";
type Loaded = Route.ComponentProps["loaderData"];

type Fields = { roundId: string; serverSeed: string; commitment: string; result: string };
const emptyFields: Fields = { roundId: "", serverSeed: "", commitment: "", result: "" };

/** The tab a loaded page opens on: the round's game, else a crash or card table's (its list says which). */
function gameOf({ round, wanted, recent }: Loaded): Game | null {
	if (round) return round.game === "crash" || round.game === "roulette" ? round.game : "cards";
	if (wanted) return null;
	if (recent.some((r) => r.game === "crash")) return "crash";
	if (recent.some((r) => r.game === "andar-bahar" || r.game === "dragon-tiger")) return "cards";
	return null;
}

/** The roulette form's values and the page's alert for a loaded page: the round's values, or why there are none. */
function rouletteStart(round: RoundRecord | null, wanted: string | null) {
	if (round?.game === "roulette") {
		const fields = {
			roundId: round.roundId,
			serverSeed: round.serverSeed ?? "",
			commitment: round.commitment,
			result: round.result === null ? "" : String(round.result),
		};
		return { fields, error: round.serverSeed ? null : ("notRevealed" as const) };
	}
	if (wanted && !round) return { fields: { ...emptyFields, roundId: wanted }, error: "notFound" as const };
	return { fields: emptyFields, error: null };
}

const inputClass =
	"mt-1 w-full rounded-lg border border-edge bg-raised px-3 py-2 font-mono text-sm text-white placeholder:text-gray-400 focus:outline-2 focus:outline-gold";

/**
 * The public /verify page: the round's values come from the loader, and everything is recomputed here, in the browser,
 * with domain/fairness.ts (and the crash and card panels with their games' code); pasted values need no server.
 */
export default function Verify({ loaderData }: Route.ComponentProps) {
	const [params] = useSearchParams();
	const { t } = useTranslation("verify");
	const start = rouletteStart(loaderData.round, loaderData.wanted);
	const [fields, setFields] = useState<Fields>(start.fields);
	const asked = params.get("game");
	const [game, setGame] = useState<Game>(
		() => gameOf(loaderData) ?? (asked === "crash" || asked === "cards" ? asked : "roulette"),
	);
	const [error, setError] = useState<string | null>(start.error && t(start.error));
	const [outcome, setOutcome] = useState<(VerificationOutcome & { published: number | null }) | null>(null);
	const id = useId();
	const say = useSay();
	const { round, wanted } = loaderData;
	const rouletteRound = round?.game === "roulette" ? round : null;
	// The panels recompute when their record changes: read once per loaded record.
	const crashRound = useMemo(() => readCrashRoundRecord(round), [round]);
	const cardRound = useMemo(() => readCardRoundRecord(round), [round]);

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

	// Each loaded page (another round, another table) starts over; a revealed roulette round is recomputed at once.
	// Only a new answer starts over: `t` changes when a language's words arrive, and what was typed must stay.
	const latest = useRef({ check, t });
	latest.current = { check, t };
	useEffect(() => {
		const { check, t } = latest.current;
		const next = rouletteStart(loaderData.round, loaderData.wanted);
		setFields(next.fields);
		setError(next.error && t(next.error));
		setOutcome(null);
		const opened = gameOf(loaderData);
		if (opened) setGame(opened);
		if (next.fields.serverSeed) void check(next.fields);
	}, [loaderData]);

	// A GET form: it works before hydration too; an empty id goes nowhere.
	const onLookup = (event: FormEvent<HTMLFormElement>) => {
		const value = new FormData(event.currentTarget).get("round");
		if (typeof value !== "string" || !value.trim()) event.preventDefault();
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

			<Form
				method="get"
				action="/verify"
				onSubmit={onLookup}
				className="mt-6 rounded-xl border border-edge bg-panel p-4"
				aria-label={t("lookup")}
			>
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
			</Form>

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
										{rouletteRound?.operatorSet && (
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

			<RecentRounds rounds={loaderData.recent} table={loaderData.table} />
		</div>
	);
}
