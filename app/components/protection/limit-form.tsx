/**
 * One of /user/responsible-gaming's limits (docs/product.md#player-protection): what is in force, the usage so far,
 * any pending raise, and a form to change or remove it, a `fetcher.Form` of the page's action
 * (app/lib/protection-actions.server.ts; docs/decisions/0950-pages-on-the-data-layer.md). Conform checks it with the
 * API's rule (`limitFormSchema`, loaded when the form is first used: app/lib/protection-rules.ts); the server's
 * refusal comes back under the field with what was typed; the buttons' progress is the fetcher's state, and the
 * framework reads the page again after a save.
 */
import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { protectionScreen } from "~/domain/messages/protection";
import { rupeesToPaise } from "~/domain/money";
import { LIMIT_LABELS, type LimitKind } from "~/domain/protection";
import type { protectionView } from "~/server/protection";
import { useFormat, useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { laterRules, useLaterRulesFetcherForm } from "../../lib/use-sent-form";
import { Button } from "../ui/button";
import { accountInputClass, Field } from "../ui/field";

/** What the page's action answers its forms: Conform's reply and, once saved, the server's message. */
export type ProtectionReply = { result?: SubmissionResult<string[]>; sent?: string; offline?: true };

/** The page's view of the player's protection (its loader's data). */
export type ProtectionView = Awaited<ReturnType<typeof protectionView>>;

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

/** The limit forms' rule, loaded when one of them is first used (zod stays off the page's first load). */
const limitRules = laterRules(() => import("../../lib/protection-rules").then((rules) => rules.checkLimit));

/**
 * One limit: what is in force, the usage so far, any pending raise, and a form to change it, on Conform with the
 * API's rule (`limitFormSchema`, app/lib/protection-rules.ts): the refusal under the field, what was typed kept.
 */
export function LimitForm({ kind, view }: { kind: LimitKind; view: ProtectionView }) {
	const id = useId();
	const limit = view.limits[kind];
	const usage = (view.usage as Record<string, number | undefined>)[kind];
	const minutes = kind === "reality_check_minutes";
	const say = useSay();
	const format = useFormat();
	const describeValue = useDescribeValue();
	const { t } = useTranslation("account");
	const fetcher = useFetcher<ProtectionReply>();
	const answered = fetcher.state === "idle" ? fetcher.data : undefined;
	const { fields, formProps } = useLaterRulesFetcherForm({
		id,
		rules: limitRules,
		defaultValue: { kind },
		lastResult: answered?.result,
	});
	useEffect(() => {
		if (answered?.sent) notify.success(answered.sent);
	}, [answered]);
	const busy = fetcher.state !== "idle";
	const removing = busy && fetcher.formData?.get("intent") === "remove";
	const remove = () => fetcher.submit({ intent: "remove", kind }, { method: "post" });
	const error = fields.amount.errors?.[0] ?? (answered?.offline ? protectionScreen.saveFailed : undefined);

	return (
		<fetcher.Form
			{...formProps}
			aria-labelledby={`${id}-title`}
			className="rounded-lg bg-panel-deep p-4"
			data-testid={`limit-${kind}`}
		>
			<input type="hidden" name="intent" value="limit" />
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
						<Button type="submit" busy={busy && !removing} disabled={busy}>
							{say(protectionScreen.save)}
						</Button>
						{(limit.value !== null || (limit.pending && !limit.pending.remove)) && (
							<Button variant="outline" disabled={busy} busy={removing} onClick={remove}>
								{say(minutes ? protectionScreen.turnOff : protectionScreen.remove)}
							</Button>
						)}
					</div>
				)}
			</Field>
		</fetcher.Form>
	);
}
