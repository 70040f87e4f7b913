import type { InferResponseType } from "hono/client";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { siteContent } from "~/domain/content";
import { type VerificationOutcome, verifyRound } from "~/domain/fairness";
import { colorOf } from "~/domain/roulette/wheel";
import { Button } from "../components/ui/button";
import { api, errorMessage } from "../lib/api";
import type { Route } from "./+types/verify";

export const meta: Route.MetaFunction = () => [
	{ title: `Verify a round · ${siteContent.brand}` },
	{ name: "description", content: "Recompute any round's result in your browser from its revealed seed." },
];

type RoundDetails = InferResponseType<(typeof api.api.rounds)[":id"]["$get"], 200>;
type RecentRound = InferResponseType<typeof api.api.rounds.$get, 200>["rounds"][number];

type Fields = { roundId: string; serverSeed: string; commitment: string; result: string };
const emptyFields: Fields = { roundId: "", serverSeed: "", commitment: "", result: "" };

const inputClass =
	"mt-1 w-full rounded-lg border border-edge bg-raised px-3 py-2 font-mono text-sm text-white placeholder:text-gray-400 focus:outline-2 focus:outline-gold";

/** The public /verify page: everything is recomputed here, in the browser, with domain/fairness.ts. */
export default function Verify() {
	const [params, setParams] = useSearchParams();
	const [fields, setFields] = useState<Fields>(emptyFields);
	const [round, setRound] = useState<RoundDetails | null>(null);
	const [recent, setRecent] = useState<RecentRound[]>([]);
	const [error, setError] = useState<string | null>(null);
	const [outcome, setOutcome] = useState<(VerificationOutcome & { published: number | null }) | null>(null);
	const id = useId();

	const check = useCallback(async (input: Fields) => {
		setOutcome(null);
		if (!input.roundId.trim() || !/^[0-9a-f]{64}$/i.test(input.serverSeed.trim())) {
			setError("Enter the round id and its 64-character server seed (revealed once the result is out).");
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
	}, []);

	const load = useCallback(
		async (roundId: string) => {
			setError(null);
			setOutcome(null);
			setRound(null);
			const response = await api.api.rounds[":id"].$get({ param: { id: roundId } });
			if (!response.ok) {
				setError(await errorMessage(response, "Round not found"));
				setFields({ ...emptyFields, roundId });
				return;
			}
			const body = await response.json();
			setRound(body);
			const next = {
				roundId: body.roundId,
				serverSeed: body.serverSeed ?? "",
				commitment: body.commitment,
				result: body.result === null ? "" : String(body.result),
			};
			setFields(next);
			if (body.serverSeed) await check(next);
			else setError("This round's seed is not revealed yet: it is published with the result.");
		},
		[check],
	);

	const wanted = params.get("round");
	useEffect(() => {
		if (wanted) void load(wanted);
	}, [wanted, load]);

	useEffect(() => {
		void api.api.rounds
			.$get({ query: { limit: "10" } })
			.then(async (r) => setRecent(r.ok ? (await r.json()).rounds : []))
			.catch(() => setRecent([]));
	}, []);

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
			<h1 className="text-3xl font-black text-gold">Verify a round</h1>
			<p className="mt-3 text-gray-300">
				Before betting opens, the table publishes a commitment: the SHA-256 hash of a secret server seed. When the
				result is out, the seed is revealed. The result is the first byte below 222 of HMAC-SHA256(seed, round id),
				modulo 37. This page recomputes both in your browser.
			</p>

			<form
				onSubmit={onLookup}
				className="mt-6 rounded-xl border border-edge bg-panel p-4"
				aria-label="Look up a round"
			>
				<label htmlFor={`${id}-lookup`} className="text-sm font-bold">
					Round id
				</label>
				<div className="flex flex-col gap-2 sm:flex-row">
					<input
						id={`${id}-lookup`}
						name="round"
						defaultValue={wanted ?? ""}
						key={wanted ?? ""}
						className={inputClass}
						placeholder="e.g. 3f1c…"
						autoComplete="off"
					/>
					<Button type="submit" className="mt-1">
						Load round
					</Button>
				</div>
			</form>

			<form
				onSubmit={onVerify}
				className="mt-4 space-y-3 rounded-xl border border-edge bg-panel p-4"
				aria-label="Verify"
			>
				<p className="text-sm text-gray-300">Or paste the values yourself:</p>
				{(
					[
						["roundId", "Round id (the HMAC message)"],
						["serverSeed", "Server seed (hex)"],
						["commitment", "Commitment (SHA-256 of the seed, hex)"],
						["result", "Published result (optional)"],
					] as const
				).map(([key, label]) => (
					<div key={key}>
						<label htmlFor={`${id}-${key}`} className="text-sm font-bold">
							{label}
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
				<Button type="submit">Verify</Button>
			</form>

			<div aria-live="polite" className="mt-4">
				{error && (
					<p role="alert" className="rounded-lg border border-brand-red bg-panel p-3 text-white">
						{error}
					</p>
				)}
				{outcome && (
					<section aria-label="Verification result" className="rounded-xl border border-edge bg-panel-deep p-4">
						{round?.operatorSet && (
							<p className="mb-2 font-bold text-gold" data-testid="operator-set">
								Operator-set result. {round.verification.note}
							</p>
						)}
						<p data-testid="commitment-check">
							Commitment: {outcome.commitmentMatches ? "✓ matches the seed" : "✗ does not match the seed"}
						</p>
						<p data-testid="computed-result">
							Computed result: <strong>{outcome.computedResult}</strong> ({colorOf(outcome.computedResult)})
						</p>
						{outcome.published !== null && (
							<p data-testid="result-check">
								Published result {outcome.published}:{" "}
								{outcome.resultMatches ? "✓ matches" : "✗ differs from the computed result"}
							</p>
						)}
					</section>
				)}
			</div>

			{recent.length > 0 && (
				<section aria-labelledby={`${id}-recent`} className="mt-8">
					<h2 id={`${id}-recent`} className="text-xl font-bold">
						Recent rounds
					</h2>
					<ul className="mt-2 divide-y divide-edge rounded-xl border border-edge bg-panel">
						{recent.map((r) => (
							<li key={r.roundId} className="flex items-center justify-between gap-3 px-4 py-2">
								<span>
									Round #{r.seq}: {r.result} {r.color}
									{r.operatorSet && <span className="ml-2 text-gold">(operator-set)</span>}
								</span>
								<Link to={`/verify?round=${r.roundId}`} className="font-bold text-gold underline">
									Verify<span className="sr-only"> round #{r.seq}</span>
								</Link>
							</li>
						))}
					</ul>
				</section>
			)}
		</div>
	);
}
