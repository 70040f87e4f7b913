import { getInputProps } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { protectionScreen } from "~/domain/messages/protection";
import { rupeesToPaise } from "~/domain/money";
import { DEPOSIT_LIMIT_WINDOWS, LIMIT_LABELS, type LimitKind, protectionMessages } from "~/domain/protection";
import { protectionView } from "~/server/protection";
import { BreakForm } from "../../components/protection/break-form";
import { Button } from "../../components/ui/button";
import { accountInputClass, Field } from "../../components/ui/field";
import { api } from "../../lib/api";
import { useFormat, useSay } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-meta";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import { notify } from "../../lib/toast";
import { type ApiFormOutcome, laterRules, useLaterRulesForm } from "../../lib/use-sent-form";
import type { Route } from "./+types/responsible-gaming";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.account.titles.responsibleGaming) },
];

/** The player's limits, usage and any break, read as GET /api/protection reads them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePageRole(request, context, "user");
	return protectionView(pageDatabase(), session.id, Date.now());
}

type View = Route.ComponentProps["loaderData"];

const card = "rounded-xl border border-edge bg-panel p-4 sm:p-6";

/** /user/responsible-gaming: the player's own limits, reality check and breaks (docs/product.md#player-protection). */
export default function ResponsibleGaming({ loaderData: view }: Route.ComponentProps) {
	const say = useSay();
	const { t } = useTranslation("account");
	const { revalidate } = useRevalidator();

	const [breakJustStarted, setBreakJustStarted] = useState(false);
	// A saved change: the page's loaders read the view again from the server (one source for what is shown), the
	// root's with them (the reality check's interval).
	const applied = () => void revalidate();

	return (
		<section aria-labelledby="rg-heading" className="grid gap-6">
			<div>
				<h1 id="rg-heading" className="text-2xl font-black">
					{t("titles.responsibleGaming")}
				</h1>
				<p className="mt-2 max-w-2xl text-gray-300">{say(protectionScreen.intro)}</p>
			</div>
			{
				<>
					{view.exclusion && <ActiveBreak exclusion={view.exclusion} focusOnShow={breakJustStarted} />}
					<section aria-labelledby="limits-heading" className={card}>
						<h2 id="limits-heading" className="text-lg font-black text-gold">
							{say(protectionScreen.limitsHeading)}
						</h2>
						<p className="mt-1 text-sm text-gray-300" data-testid="limit-rule">
							{say(protectionScreen.limitRule)}
						</p>
						<div className="mt-4 grid gap-4 lg:grid-cols-2">
							{DEPOSIT_LIMIT_WINDOWS.map((w) => (
								<LimitForm key={w.kind} kind={w.kind} view={view} onSaved={applied} />
							))}
							<LimitForm kind="loss_day" view={view} onSaved={applied} />
						</div>
					</section>
					<section aria-labelledby="reality-heading" className={card}>
						<h2 id="reality-heading" className="text-lg font-black text-gold">
							{say(LIMIT_LABELS.reality_check_minutes)}
						</h2>
						<p className="mt-1 text-sm text-gray-300">{say(protectionScreen.realityIntro)}</p>
						<div className="mt-4 max-w-md">
							<LimitForm kind="reality_check_minutes" view={view} onSaved={applied} />
						</div>
					</section>
					<section aria-labelledby="breaks-heading" className={card}>
						<h2 id="breaks-heading" className="text-lg font-black text-gold">
							{say(protectionScreen.breaksHeading)}
						</h2>
						<p className="mt-1 text-sm text-gray-300">{say(protectionScreen.breaksIntro)}</p>
						<div className="mt-4 grid gap-4 lg:grid-cols-2">
							{(["cool_off", "self_exclusion"] as const).map((kind) => (
								<BreakForm
									key={kind}
									kind={kind}
									disabled={!!view.exclusion}
									onStarted={() => {
										setBreakJustStarted(true);
										applied();
									}}
								/>
							))}
						</div>
					</section>
				</>
			}
		</section>
	);
}

function ActiveBreak({ exclusion, focusOnShow }: { exclusion: NonNullable<View["exclusion"]>; focusOnShow: boolean }) {
	const ref = useRef<HTMLDivElement>(null);
	const say = useSay();
	const format = useFormat();
	// A break just started from the forms below: bring its notice into view (the forms may be far down on a phone).
	useEffect(() => {
		if (!focusOnShow) return;
		ref.current?.scrollIntoView({ block: "center" });
		ref.current?.focus({ preventScroll: true });
	}, [focusOnShow]);
	return (
		<div
			ref={ref}
			tabIndex={-1}
			role="status"
			className="rounded-xl border-2 border-gold bg-raised p-4 scroll-mt-24"
			data-testid="active-break"
		>
			<p className="font-black text-gold">
				{say(exclusion.kind === "cool_off" ? protectionScreen.coolOffActive : protectionScreen.selfExclusionActive)}
			</p>
			<p className="mt-1">{say(protectionScreen.breakEnds(format.dateTime(exclusion.endsAt)))}</p>
		</div>
	);
}

/** A limit's value as the screen words it, in the page's language. */
function useDescribeValue(): (kind: LimitKind, value: number | null) => string {
	const say = useSay();
	const format = useFormat();
	return (kind, value) => {
		if (value === null) return say(protectionScreen.noLimit);
		return kind === "reality_check_minutes"
			? say(protectionScreen.everyMinutes(value))
			: format.rupees(rupeesToPaise(value));
	};
}

/** PUT /api/protection/limits: the server's message, and its refusal for the amount. */
async function putLimit(kind: LimitKind, amount: number | null): Promise<ApiFormOutcome> {
	try {
		const res = await api.api.protection.limits.$put({ json: { kind, amount } });
		const body = (await res.json().catch(() => ({}))) as { message?: string };
		return res.ok
			? { ok: true, message: body.message ?? protectionMessages.limitSaved }
			: { ok: false, message: body.message ?? protectionScreen.saveFailed, field: "amount" };
	} catch {
		return { ok: false, message: protectionScreen.saveFailed, field: "amount" };
	}
}

/** The limit forms' rule, loaded when one of them is first used (zod stays off the page's first load). */
const limitRules = laterRules(() => import("../../lib/protection-rules").then((rules) => rules.checkLimit));

/**
 * One limit: what is in force, the usage so far, any pending raise, and a form to change it, on Conform with the
 * API's rule (`limitFormSchema`, app/lib/protection-rules.ts): the refusal under the field, what was typed kept.
 */
function LimitForm({ kind, view, onSaved }: { kind: LimitKind; view: View; onSaved: () => void }) {
	const id = useId();
	const limit = view.limits[kind];
	const usage = (view.usage as Record<string, number | undefined>)[kind];
	const minutes = kind === "reality_check_minutes";
	const say = useSay();
	const format = useFormat();
	const describeValue = useDescribeValue();
	const { t } = useTranslation("account");
	const saved = (message: string) => {
		notify.success(message);
		onSaved();
	};
	const { fields, busy, formProps } = useLaterRulesForm({
		id,
		rules: limitRules,
		defaultValue: { kind },
		send: ({ amount }) => putLimit(kind, amount),
		onSent: saved,
		resetOnSent: true,
	});
	const [removing, setRemoving] = useState(false);
	const [removeError, setRemoveError] = useState<string | null>(null);
	const remove = async () => {
		setRemoving(true);
		const outcome = await putLimit(kind, null);
		setRemoving(false);
		setRemoveError(outcome.ok ? null : outcome.message);
		if (outcome.ok) saved(outcome.message);
	};
	const error = fields.amount.errors?.[0] ?? removeError;

	return (
		<form
			{...formProps}
			aria-labelledby={`${id}-title`}
			className="rounded-lg bg-panel-deep p-4"
			data-testid={`limit-${kind}`}
		>
			<input type="hidden" name="kind" value={kind} />
			<h3 id={`${id}-title`} className="font-bold">
				{say(LIMIT_LABELS[kind])}
			</h3>
			<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
				<dt className="text-gray-300">{say(protectionScreen.inForce)}</dt>
				<dd className="font-semibold" data-testid="in-force">
					{describeValue(kind, limit.value)}
				</dd>
				{usage !== undefined && (
					<>
						<dt className="text-gray-300">
							{say(kind === "loss_day" ? protectionScreen.lostSoFar : protectionScreen.depositedSoFar)}
						</dt>
						<dd className="font-semibold" data-testid="usage">
							{format.rupees(rupeesToPaise(usage))}
						</dd>
					</>
				)}
				{limit.pending && limit.pending.effectiveAt !== null && (
					<>
						<dt className="text-gray-300">{say(protectionScreen.pending)}</dt>
						<dd className="font-semibold text-gold" data-testid="pending">
							{say(
								protectionScreen.pendingChange(
									limit.pending.remove ? say(protectionScreen.noLimit) : describeValue(kind, limit.pending.value),
									format.dateTime(limit.pending.effectiveAt),
								),
							)}
						</dd>
					</>
				)}
			</dl>
			<Field
				label={say(minutes ? protectionScreen.newInterval : protectionScreen.newLimit)}
				id={fields.amount.id}
				error={error && say(error)}
				keepErrorSpace
				className="mt-3"
				labelClassName="block text-sm font-semibold text-gray-200"
			>
				{(control) => (
					<div className="mt-1 flex flex-wrap gap-2">
						<input
							{...getInputProps(fields.amount, { type: "text", ariaAttributes: false })}
							{...control}
							key={fields.amount.key}
							className={`${accountInputClass} min-w-0 flex-1`}
							inputMode="numeric"
							autoComplete="off"
							placeholder={minutes ? t("protection.minutesExample") : t("protection.rupeesExample")}
						/>
						<Button type="submit" busy={busy}>
							{say(protectionScreen.save)}
						</Button>
						{(limit.value !== null || (limit.pending && !limit.pending.remove)) && (
							<Button variant="outline" disabled={busy} busy={removing} onClick={() => void remove()}>
								{say(minutes ? protectionScreen.turnOff : protectionScreen.remove)}
							</Button>
						)}
					</div>
				)}
			</Field>
		</form>
	);
}
