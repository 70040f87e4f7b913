/**
 * /verify for a crash round (docs/product.md#how-to-verify-a-crash-round): the steps in plain words, the round's
 * values (from its record, or typed in), and the recomputation in the browser with domain/crash/fairness.ts, the
 * code the room runs.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
	CRASH_EXAMPLE_ROUND,
	CRASH_RTP_BASIS_POINTS,
	type CrashVerification,
	crashUniform,
	verifyCrashRound,
} from "~/domain/crash/fairness";
import { formatMultiplier } from "~/domain/crash/flight";
import type { Multiplier } from "~/domain/crash/protocol";
import { type CrashRoundRecord, readClientSeeds, readMultiplier, readRtpPercent } from "~/domain/crash/round-record";
import { Button } from "../ui/button";

/** How far the chain check hashes in the browser: a chain's round 99,999 at most (a few seconds on a phone). */
export const CHAIN_CHECK_STEPS = 100_000;

type Fields = {
	gameHash: string;
	commitment: string;
	clientSeeds: string;
	crashPoint: string;
	terminatingHash: string;
	rtp: string;
};
const FIELD_KEYS = ["gameHash", "commitment", "clientSeeds", "crashPoint", "terminatingHash", "rtp"] as const;

const rtpText = (basisPoints: number) => String(basisPoints / 100);
const emptyFields: Fields = {
	gameHash: "",
	commitment: "",
	clientSeeds: "",
	crashPoint: "",
	terminatingHash: "",
	rtp: rtpText(CRASH_RTP_BASIS_POINTS),
};
const multiplierText = (m: Multiplier | null) => (m === null ? "" : formatMultiplier(m).replace("×", ""));

function fieldsOf(record: {
	gameHash: string | null;
	commitment: string;
	clientSeeds: readonly string[] | null;
	crashPoint: Multiplier | null;
	terminatingHash: string | null;
	rtpBasisPoints: number;
}): Fields {
	return {
		gameHash: record.gameHash ?? "",
		commitment: record.commitment,
		clientSeeds: (record.clientSeeds ?? []).join("\n"),
		crashPoint: multiplierText(record.crashPoint),
		terminatingHash: record.terminatingHash ?? "",
		rtp: rtpText(record.rtpBasisPoints),
	};
}

const HEX_64 = /^[0-9a-f]{64}$/i;
type Outcome = CrashVerification & { r: bigint; published: Multiplier | null };

const inputClass =
	"mt-1 w-full rounded-lg border border-edge bg-raised px-3 py-2 font-mono text-sm text-white placeholder:text-gray-400 focus:outline-2 focus:outline-gold";

export function CrashVerify({ record }: { record: CrashRoundRecord | null }) {
	const { t } = useTranslation("verify");
	const id = useId();
	// A loaded record's values are in the fields from the first (server) render; the browser recomputes them.
	const [fields, setFields] = useState<Fields>(() => (record ? fieldsOf(record) : emptyFields));
	const [outcome, setOutcome] = useState<Outcome | null>(null);
	const [error, setError] = useState<string | null>(record && !record.gameHash ? t("crash.notCrashed") : null);
	const [checking, setChecking] = useState(false);
	/** Only the latest check shows its outcome (the chain check can take seconds). */
	const latest = useRef(0);

	const check = useCallback(
		async (input: Fields) => {
			const run = ++latest.current;
			setOutcome(null);
			const gameHash = input.gameHash.trim();
			const commitment = input.commitment.trim();
			const terminatingHash = input.terminatingHash.trim();
			const published = input.crashPoint.trim() === "" ? null : readMultiplier(input.crashPoint);
			const rtpBasisPoints = readRtpPercent(input.rtp);
			const refusal =
				!HEX_64.test(gameHash) || !HEX_64.test(commitment)
					? t("crash.needHash")
					: input.crashPoint.trim() !== "" && published === null
						? t("crash.badCrashPoint")
						: terminatingHash !== "" && !HEX_64.test(terminatingHash)
							? t("crash.badTerminatingHash")
							: rtpBasisPoints === null
								? t("crash.badRtp")
								: null;
			if (refusal || rtpBasisPoints === null) {
				setError(refusal);
				return;
			}
			setError(null);
			setChecking(true);
			try {
				const clientSeeds = readClientSeeds(input.clientSeeds);
				const [verification, r] = await Promise.all([
					verifyCrashRound({
						gameHash,
						commitment,
						clientSeeds,
						crashPoint: published ?? -1,
						rtpBasisPoints,
						terminatingHash: terminatingHash || null,
						maxChainSteps: CHAIN_CHECK_STEPS,
					}),
					crashUniform(gameHash, clientSeeds),
				]);
				if (run === latest.current) setOutcome({ ...verification, r, published });
			} finally {
				if (run === latest.current) setChecking(false);
			}
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
		if (record.gameHash) void check(next);
		else {
			latest.current++;
			setOutcome(null);
			setError(t("crash.notCrashed"));
		}
	}, [record]);

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		void check(fields);
	};
	const fillExample = () => {
		const example = fieldsOf(CRASH_EXAMPLE_ROUND);
		setFields(example);
		void check(example);
	};
	const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
		setFields((f) => ({ ...f, [key]: event.target.value }));

	return (
		<div className="space-y-4">
			<p className="text-gray-300">{t("crash.intro")}</p>
			<details className="rounded-xl border border-edge bg-panel p-4" open={!record}>
				<summary className="cursor-pointer font-bold">{t("crash.howTo")}</summary>
				<ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-gray-300">
					<li>{t("crash.stepCommitment")}</li>
					<li>{t("crash.stepChain")}</li>
					<li>{t("crash.stepSeeds")}</li>
					<li>{t("crash.stepCrashPoint")}</li>
				</ol>
			</details>

			<form
				onSubmit={onSubmit}
				className="space-y-3 rounded-xl border border-edge bg-panel p-4"
				aria-label={t("crash.outcome")}
			>
				<p className="text-sm text-gray-300">{t("paste")}</p>
				{FIELD_KEYS.map((key) => (
					<div key={key}>
						<label htmlFor={`${id}-${key}`} className="text-sm font-bold">
							{t(`crash.fields.${key}`)}
						</label>
						{key === "clientSeeds" ? (
							<textarea
								id={`${id}-${key}`}
								value={fields[key]}
								onChange={set(key)}
								rows={3}
								className={inputClass}
								autoComplete="off"
								spellCheck={false}
							/>
						) : (
							<input
								id={`${id}-${key}`}
								value={fields[key]}
								onChange={set(key)}
								className={inputClass}
								inputMode={key === "crashPoint" || key === "rtp" ? "decimal" : undefined}
								autoComplete="off"
								spellCheck={false}
							/>
						)}
					</div>
				))}
				<div className="flex flex-wrap gap-2">
					<Button type="submit" busy={checking}>
						{t("verify")}
					</Button>
					<Button type="button" variant="ghost" onClick={fillExample}>
						{t("crash.example")}
					</Button>
				</div>
			</form>

			<div aria-live="polite">
				{error && (
					<p role="alert" className="rounded-lg border border-brand-red bg-panel p-3 text-white">
						{error}
					</p>
				)}
				{checking && !outcome && <p className="text-gray-300">{t("crash.checking")}</p>}
				{outcome && <CrashOutcome outcome={outcome} />}
			</div>
		</div>
	);
}

function CrashOutcome({ outcome }: { outcome: Outcome }) {
	const { t } = useTranslation("verify");
	return (
		<section aria-label={t("crash.outcome")} className="space-y-1 rounded-xl border border-edge bg-panel-deep p-4">
			<p data-testid="crash-commitment-check">
				{t("crash.commitment")}{" "}
				{outcome.commitmentMatches ? t("crash.commitmentMatches") : t("crash.commitmentDiffers")}
			</p>
			<p data-testid="crash-chain-check">
				{t("crash.chain")}{" "}
				{outcome.chainSteps === undefined
					? t("crash.chainNotChecked")
					: outcome.chainSteps === null
						? t("crash.chainNotReached", { max: CHAIN_CHECK_STEPS.toLocaleString("en-IN") })
						: t("crash.chainReached", { steps: outcome.chainSteps })}
			</p>
			<p data-testid="crash-random" className="break-all">
				{t("crash.random")} <span className="font-mono">{outcome.r.toString()}</span>
			</p>
			<p data-testid="crash-computed">
				{t("crash.computed")} <strong>{formatMultiplier(outcome.computedCrashPoint)}</strong>
			</p>
			{outcome.published !== null && (
				<p data-testid="crash-published-check">
					{t("crash.published", { crashPoint: formatMultiplier(outcome.published) })}{" "}
					{outcome.crashPointMatches ? t("crash.matches") : t("crash.differs")}
				</p>
			)}
		</section>
	);
}
