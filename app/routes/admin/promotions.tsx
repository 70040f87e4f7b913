import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useFetcher } from "react-router";
import { authMessages } from "~/domain/messages/common";
import { AUDIENCES, PROMOTION_KINDS, PROMOTION_STATUSES, WAGERING_BASES } from "~/domain/promotions/rules";
import { promotionInputSchema } from "~/domain/promotions/schema";
import { DEFAULT_WEIGHTS, WEIGHT_KEYS } from "~/domain/promotions/wagering";
import type { z } from "~/domain/validation/zod";
import { allPromotions, type PromotionView, promotionView } from "~/server/promotions";
import { createPromotion, replacePromotion, setPromotionStatus } from "~/server/promotions-admin";
import { Button } from "../../components/ui/button";
import { Field, FieldError, inputClass } from "../../components/ui/field";
import { useSay } from "../../lib/i18n";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import { notify } from "../../lib/toast";
import type { Route } from "./+types/promotions";

/** The promotion's own fields of the form (without the intent and the id the form also sends). */
function promotionFields(formData: FormData): FormData {
	const fields = new FormData();
	for (const [name, value] of formData) if (name !== "intent" && name !== "id") fields.append(name, value);
	return fields;
}

/** Every promotion, newest first, as GET /api/admin/promotions lists them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "runPromotions");
	return { promotions: (await allPromotions(pageDatabase())).map(promotionView) };
}

/**
 * Creates or replaces a promotion (`intent=save`, with `id` to replace) or pauses/resumes one (`intent=status`), as
 * the API does (server/promotions-admin.ts): admins only, each change audited, refusals worded by the shared schema.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const session = await requirePagePermission(request, context, "runPromotions");
	const formData = await request.formData();
	const actor = { id: session.id, role: session.role, ip: request.headers.get("CF-Connecting-IP") };
	const db = pageDatabase();
	const id = String(formData.get("id") ?? "");
	if (formData.get("intent") === "status") {
		const status = formData.get("status");
		if (status !== "active" && status !== "paused") return data({ message: authMessages.forbidden }, 422);
		const outcome = await setPromotionStatus(db, id, status, actor);
		return outcome.kind === "saved"
			? { saved: outcome.promotion.code }
			: data({ message: outcome.message }, outcome.status);
	}
	const submission = parseWithZod(promotionFields(formData), { schema: promotionInputSchema });
	if (submission.status !== "success") return { result: submission.reply() };
	const outcome = id
		? await replacePromotion(db, id, submission.value, actor)
		: await createPromotion(db, submission.value, actor);
	if (outcome.kind === "refused") return { result: submission.reply({ formErrors: [outcome.message] }) };
	return { result: submission.reply({ resetForm: true }), saved: outcome.promotion.code };
}

const TEXT = ["code", "titleEn", "titleHi", "termsEn", "termsHi", "startsAt", "endsAt"] as const;
const NUMBERS = [
	"recentDepositDays",
	"maxClaims",
	"percent",
	"minDeposit",
	"minBonus",
	"maxBonus",
	"reward",
	"friendReward",
	"wageringMultiple",
	"expiryDays",
	"maxBet",
] as const;
const CHOICES = {
	kind: PROMOTION_KINDS,
	status: PROMOTION_STATUSES,
	audience: AUDIENCES,
	wageringBase: WAGERING_BASES,
};

type FormInput = z.input<typeof promotionInputSchema>;
type FormOutput = z.output<typeof promotionInputSchema>;

/** The form's starting values: the promotion being edited, or a new one starting now. */
function defaultsOf(p: PromotionView | null): Partial<FormInput> {
	if (!p)
		return {
			startsAt: new Date().toISOString(),
			wageringMultiple: 10,
			expiryDays: 30,
			weights: { ...DEFAULT_WEIGHTS },
		};
	return {
		...p,
		titleEn: p.title.en,
		titleHi: p.title.hi,
		termsEn: p.terms.en,
		termsHi: p.terms.hi,
		endsAt: p.endsAt ?? undefined,
	};
}

/** One text input of the form, labelled, with its error in the page's language. */
function TextField({
	label,
	meta,
	inputMode,
}: {
	label: string;
	meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
	inputMode?: "decimal" | "numeric";
}) {
	const say = useSay();
	return (
		<Field label={label} id={meta.id} error={say(meta.errors?.[0] ?? "")}>
			{(control) => (
				<input
					{...getInputProps(meta, { type: "text" })}
					{...control}
					key={meta.key}
					inputMode={inputMode}
					className={inputClass}
				/>
			)}
		</Field>
	);
}

function PromotionForm({ editing, onDone }: { editing: PromotionView | null; onDone: () => void }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const fetcher = useFetcher<typeof action>();
	const reply = fetcher.state === "idle" && fetcher.data && "result" in fetcher.data ? fetcher.data : undefined;
	const [form, fields] = useForm<FormInput, FormOutput>({
		id: editing ? `promotion-${editing.id}` : "promotion-new",
		defaultValue: defaultsOf(editing),
		lastResult: reply?.result,
		onValidate: ({ formData }) => parseWithZod(promotionFields(formData), { schema: promotionInputSchema }),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
	});
	const saved = reply && "saved" in reply ? reply.saved : null;
	useEffect(() => {
		if (saved) {
			notify.success(t("promotions.saved", { code: saved }));
			onDone();
		}
	}, [saved, t, onDone]);
	const weights = fields.weights.getFieldset();
	return (
		<fetcher.Form method="post" {...getFormProps(form)} className="grid gap-3 rounded-xl bg-panel p-4 md:grid-cols-2">
			<h2 className="text-lg font-black md:col-span-2">
				{editing ? t("promotions.edit", { code: editing.code }) : t("promotions.create")}
			</h2>
			<input type="hidden" name="intent" value="save" />
			{editing && <input type="hidden" name="id" value={editing.id} />}
			{TEXT.map((name) => (
				<TextField key={name} label={t(`promotions.fields.${name}`)} meta={fields[name]} />
			))}
			{(Object.keys(CHOICES) as Array<keyof typeof CHOICES>).map((name) => (
				<Field
					key={name}
					label={t(`promotions.fields.${name}`)}
					id={fields[name].id}
					error={say(fields[name].errors?.[0] ?? "")}
				>
					{(control) => (
						<select {...getSelectProps(fields[name])} {...control} key={fields[name].key} className={inputClass}>
							{CHOICES[name].map((value) => (
								<option key={value} value={value}>
									{value}
								</option>
							))}
						</select>
					)}
				</Field>
			))}
			{NUMBERS.map((name) => (
				<TextField key={name} label={t(`promotions.fields.${name}`)} meta={fields[name]} inputMode="decimal" />
			))}
			{WEIGHT_KEYS.map((key) => (
				<TextField key={key} label={t(`promotions.weights.${key}`)} meta={weights[key]} inputMode="numeric" />
			))}
			<FieldError id={form.errorId} message={form.errors?.[0] ? say(form.errors[0]) : null} />
			<div className="flex gap-2 md:col-span-2">
				<Button type="submit" busy={fetcher.state !== "idle"} busyLabel={t("promotions.saving")}>
					{t("promotions.save")}
				</Button>
				{editing && (
					<Button type="button" variant="ghost" onClick={onDone}>
						{t("promotions.cancel")}
					</Button>
				)}
			</div>
		</fetcher.Form>
	);
}

function StatusButton({ promotion }: { promotion: PromotionView }) {
	const { t } = useTranslation("admin");
	const fetcher = useFetcher<typeof action>();
	const next = promotion.status === "active" ? "paused" : "active";
	return (
		<fetcher.Form method="post">
			<input type="hidden" name="intent" value="status" />
			<input type="hidden" name="id" value={promotion.id} />
			<input type="hidden" name="status" value={next} />
			<Button type="submit" size="sm" variant="secondary" busy={fetcher.state !== "idle"}>
				{next === "paused" ? t("promotions.pause") : t("promotions.resume")}
			</Button>
		</fetcher.Form>
	);
}

/** /admin/promotions (docs/decisions/0850-promotions.md): the promotions, create, edit, pause and resume. */
export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const [editing, setEditing] = useState<PromotionView | null>(null);
	return (
		<section aria-labelledby="promotions-heading" className="flex flex-col gap-4">
			<h1 id="promotions-heading" className="text-2xl font-black">
				{t("promotions.heading")}
			</h1>
			{/* `relative`: the actions column's visually hidden heading is positioned absolutely; without a containing
			    block inside the scroller it sat at the table's far edge and widened the phone's page to 546 px. */}
			<div className="relative overflow-x-auto">
				<table className="w-full text-sm">
					<thead>
						<tr className="text-left">
							<th className="p-2">{t("promotions.fields.code")}</th>
							<th className="p-2">{t("promotions.fields.titleEn")}</th>
							<th className="p-2">{t("promotions.fields.kind")}</th>
							<th className="p-2">{t("promotions.fields.status")}</th>
							<th className="p-2">{t("promotions.claims")}</th>
							<th className="p-2">
								<span className="sr-only">{t("promotions.actions")}</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{loaderData.promotions.map((p) => (
							<tr key={p.id} className="border-t border-edge" data-testid={`admin-promotion-${p.code}`}>
								<td className="p-2 font-mono font-bold">{p.code}</td>
								<td className="p-2">{p.title.en}</td>
								<td className="p-2">{p.kind}</td>
								<td className="p-2">{p.status}</td>
								<td className="p-2">{p.maxClaims === null ? p.claims : `${p.claims} / ${p.maxClaims}`}</td>
								<td className="flex gap-2 p-2">
									<Button type="button" size="sm" variant="ghost" onClick={() => setEditing(p)}>
										{t("promotions.editButton")}
									</Button>
									<StatusButton promotion={p} />
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<PromotionForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
		</section>
	);
}
