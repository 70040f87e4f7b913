/**
 * A cool-off or a self-exclusion (docs/product.md#player-protection): a period to choose and a confirmation that says
 * it cannot be undone. A `fetcher.Form` of the page's action (app/lib/protection-actions.server.ts), on Conform with
 * the API's rule (`exclusionSchema`, loaded when a break form is first used: app/lib/protection-rules.ts): the
 * confirmation's button submits the form; a refusal shows under the periods (the field it concerns) or the form,
 * the period kept; the button's progress is the fetcher's state.
 */
import { getInputProps } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { protectionScreen } from "~/domain/messages/protection";
import { type ExclusionKind, PERIOD_LABELS } from "~/domain/protection";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { laterRules, useLaterRulesFetcherForm } from "../../lib/use-sent-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import type { ProtectionReply } from "./limit-form";

const breakRules = laterRules(() => import("../../lib/protection-rules").then((rules) => rules.checkBreak));

export function BreakForm({
	kind,
	disabled,
	onStarted,
}: {
	kind: ExclusionKind;
	disabled: boolean;
	onStarted: () => void;
}) {
	const periods = Object.entries(PERIOD_LABELS[kind]) as Array<[string, string]>;
	const [period, setPeriod] = useState(periods[0]?.[0] ?? "");
	const [confirming, setConfirming] = useState(false);
	const say = useSay();
	const name = kind === "cool_off" ? protectionScreen.coolOff : protectionScreen.selfExclusion;
	const periodLabel = periods.find(([p]) => p === period)?.[1] ?? "";
	const fetcher = useFetcher<ProtectionReply>();
	const answered = fetcher.state === "idle" ? fetcher.data : undefined;
	const { form, fields, formProps } = useLaterRulesFetcherForm({
		id: useId(),
		rules: breakRules,
		defaultValue: { kind, period },
		lastResult: answered?.result,
	});
	const started = useRef(onStarted);
	started.current = onStarted;
	useEffect(() => {
		if (!answered) return;
		setConfirming(false);
		if (!answered.sent) return;
		notify.success(answered.sent);
		started.current();
	}, [answered]);
	const error =
		fields.period.errors?.[0] ?? form.errors?.[0] ?? (answered?.offline ? protectionScreen.saveFailed : undefined);

	return (
		<fetcher.Form {...formProps}>
			<input type="hidden" name="intent" value="break" />
			<input type="hidden" name="kind" value={kind} />
			<fieldset
				className="rounded-lg bg-panel-deep p-4"
				disabled={disabled}
				data-testid={`break-${kind}`}
				aria-describedby={error ? fields.period.errorId : undefined}
			>
				<legend className="float-left w-full font-bold">{say(name)}</legend>
				<p className="clear-both pt-1 text-sm text-gray-300">
					{say(kind === "cool_off" ? protectionScreen.coolOffIntro : protectionScreen.selfExclusionIntro)}
				</p>
				<div className="mt-3 flex flex-wrap gap-2">
					{periods.map(([value, label]) => (
						<label
							key={value}
							className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${period === value ? "border-gold text-gold" : "border-gray-600"}`}
						>
							<input
								{...getInputProps(fields.period, { type: "radio", value, ariaAttributes: false })}
								key={`${fields.period.key}-${value}`}
								id={`${fields.period.id}-${value}`}
								aria-invalid={error ? true : undefined}
								onChange={() => setPeriod(value)}
								className="accent-[#ffd700]"
							/>
							{say(label)}
						</label>
					))}
				</div>
				<Button className="mt-3" onClick={() => setConfirming(true)}>
					{say(protectionScreen.startBreak(name))}
				</Button>
				<p id={fields.period.errorId} role="alert" className="mt-1 min-h-5 text-sm font-semibold text-red-400">
					{error && say(error)}
				</p>
			</fieldset>
			<Dialog
				open={confirming}
				title={say(protectionScreen.confirmTitle(name, periodLabel))}
				onClose={() => setConfirming(false)}
				actions={
					<>
						<Button variant="outline" onClick={() => setConfirming(false)}>
							{say(protectionScreen.cancel)}
						</Button>
						<Button type="submit" form={form.id} busy={fetcher.state !== "idle"}>
							{say(protectionScreen.confirmBreak(name))}
						</Button>
					</>
				}
			>
				<p>{say(protectionScreen.confirmBody(periodLabel))}</p>
				<p className="font-bold text-white">{say(protectionScreen.cannotUndo)}</p>
			</Dialog>
		</fetcher.Form>
	);
}
