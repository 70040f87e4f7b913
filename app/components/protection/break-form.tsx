/**
 * A cool-off or a self-exclusion (docs/product.md#player-protection): a period to choose and a confirmation that says
 * it cannot be undone. On Conform with the API's rule (`exclusionSchema`, loaded when
 * a break form is first used: app/lib/protection-rules.ts): the confirmation's
 * button submits the form; a refusal shows under the periods (the field it concerns) or the form, the period kept.
 */
import { getInputProps } from "@conform-to/react";
import { useId, useState } from "react";
import { protectionScreen } from "~/domain/messages/protection";
import { type ExclusionKind, PERIOD_LABELS } from "~/domain/protection";
import { api } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { type ApiFormOutcome, laterRules, useLaterRulesForm } from "../../lib/use-sent-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

/** POST /api/protection/exclusions: the server's message, or its refusal. */
async function startBreak(kind: ExclusionKind, period: string): Promise<ApiFormOutcome> {
	try {
		const res = await api.api.protection.exclusions.$post({
			json: { kind, period } as { kind: "cool_off"; period: "24h" },
		});
		const body = (await res.json().catch(() => ({}))) as { message?: string };
		if (res.ok) return { ok: true, message: body.message ?? "" };
		return { ok: false, message: body.message ?? protectionScreen.saveFailed };
	} catch {
		return { ok: false, message: protectionScreen.saveFailed };
	}
}

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
	const { form, fields, busy, formProps } = useLaterRulesForm({
		id: useId(),
		rules: breakRules,
		defaultValue: { kind, period },
		send: async (value) => {
			const outcome = await startBreak(value.kind, value.period);
			setConfirming(false);
			return outcome;
		},
		onSent: (message) => {
			notify.success(message);
			onStarted();
		},
	});
	const error = fields.period.errors?.[0] ?? form.errors?.[0];

	return (
		<form method="post" {...formProps}>
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
						<Button type="submit" form={form.id} busy={busy}>
							{say(protectionScreen.confirmBreak(name))}
						</Button>
					</>
				}
			>
				<p>{say(protectionScreen.confirmBody(periodLabel))}</p>
				<p className="font-bold text-white">{say(protectionScreen.cannotUndo)}</p>
			</Dialog>
		</form>
	);
}
