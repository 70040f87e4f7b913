/**
 * The bank statement page's forms (app/routes/admin/bank-statement.tsx): the upload (file and layout) and the
 * operator's own columns (Conform with the API's schema), and the list of recent uploads.
 */
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import type { GenericMapping } from "~/domain/bank-statement/layouts";
import { STATEMENT_LAYOUT_CHOICES, statementMappingSchema } from "~/domain/validation/bank-statement";
import { useFormat, useSay } from "../../../lib/i18n";
import { Button } from "../../ui/button";
import { Field, FieldError, inputClass } from "../../ui/field";
import type { StatementActionData } from "./types";

const box = "rounded-xl border border-edge bg-panel p-4";

export function UploadForm({ hasMapping }: { hasMapping: boolean }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const navigation = useNavigation();
	const answer = useActionData<StatementActionData>();
	const error = answer?.intent === "upload" ? answer.message : null;
	const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
	const base = useId();
	return (
		<Form method="post" encType="multipart/form-data" className={box} aria-labelledby={`${base}-title`}>
			<input type="hidden" name="intent" value="upload" />
			<h2 id={`${base}-title`} className="text-lg font-bold">
				{t("statement.uploadHeading")}
			</h2>
			<Field label={t("statement.file")} className="mt-3" error={error ? say(error) : null}>
				{(control) => (
					<input
						{...control}
						type="file"
						name="statement"
						accept=".csv,text/csv"
						required
						className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-raised file:px-3 file:py-1 file:text-white`}
					/>
				)}
			</Field>
			<Field label={t("statement.layout")} className="mt-3">
				{(control) => (
					<select {...control} name="layout" defaultValue="auto" className={inputClass}>
						{STATEMENT_LAYOUT_CHOICES.filter((choice) => choice !== "generic" || hasMapping).map((choice) => (
							<option key={choice} value={choice}>
								{t(`statement.layouts.${choice}`)}
							</option>
						))}
					</select>
				)}
			</Field>
			<Button type="submit" variant="primary" className="mt-4" busy={busy} busyLabel={t("statement.uploading")}>
				{t("statement.submit")}
			</Button>
		</Form>
	);
}

const COLUMNS = ["dateColumn", "creditColumn", "referenceColumn", "narrationColumn"] as const;

export function MappingForm({ mapping }: { mapping: GenericMapping | null }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const fetcher = useFetcher<StatementActionData>();
	const base = useId();
	const answer = fetcher.state === "idle" && fetcher.data?.intent === "mapping" ? fetcher.data : undefined;
	const [form, fields] = useForm({
		id: base,
		lastResult: answer?.result,
		defaultValue: mapping ?? { dateOrder: "dmy" },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: statementMappingSchema }),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
	});
	return (
		<fetcher.Form method="post" {...getFormProps(form)} className={box} aria-labelledby={`${base}-title`}>
			<input type="hidden" name="intent" value="mapping" />
			<h2 id={`${base}-title`} className="text-lg font-bold">
				{t("statement.mappingHeading")}
			</h2>
			<p className="mt-1 text-sm text-gray-300">{t("statement.mappingHint")}</p>
			<div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
				{COLUMNS.map((name) => {
					const meta = fields[name];
					const error = meta.errors?.[0];
					return (
						<Field key={name} label={t(`statement.${name}`)} id={meta.id} error={error ? say(error) : null}>
							{(control) => (
								<input
									{...getInputProps(meta, { type: "text" })}
									{...control}
									key={meta.key}
									autoComplete="off"
									className={inputClass}
								/>
							)}
						</Field>
					);
				})}
				<Field label={t("statement.dateOrder")} id={fields.dateOrder.id}>
					{(control) => (
						<select
							{...getSelectProps(fields.dateOrder)}
							{...control}
							key={fields.dateOrder.key}
							className={inputClass}
						>
							{(["dmy", "mdy", "ymd"] as const).map((order) => (
								<option key={order} value={order}>
									{t(`statement.orders.${order}`)}
								</option>
							))}
						</select>
					)}
				</Field>
			</div>
			<FieldError id={form.errorId} message={form.errors?.[0] ? say(form.errors[0]) : null} />
			{answer?.message && (
				<p role="status" className="mt-2 text-sm font-semibold text-green-400">
					{say(answer.message)}
				</p>
			)}
			<Button type="submit" variant="ghost" className="mt-4" busy={fetcher.state !== "idle"}>
				{t("statement.saveMapping")}
			</Button>
		</fetcher.Form>
	);
}

type Upload = { id: string; fileName: string; layout: string; uploadedAt: string; uploadedByName: string | null };

export function RecentStatements({ uploads, current }: { uploads: readonly Upload[]; current: string | null }) {
	const { t } = useTranslation("admin");
	const format = useFormat();
	if (uploads.length === 0) return <p className="text-gray-300">{t("statement.none")}</p>;
	return (
		<nav aria-label={t("statement.recent")}>
			<h2 className="mb-2 text-lg font-bold">{t("statement.recent")}</h2>
			<ul className="grid grid-cols-1 gap-1 text-sm">
				{uploads.map((upload) => (
					<li key={upload.id}>
						<Link
							to={`?upload=${upload.id}`}
							aria-current={upload.id === current ? "page" : undefined}
							className="inline-block py-1 underline aria-[current=page]:font-bold aria-[current=page]:text-gold"
						>
							{t("statement.uploaded", {
								file: upload.fileName,
								layout: layoutName(t, upload.layout),
								name: upload.uploadedByName ?? "",
								date: format.dateTime(upload.uploadedAt),
							})}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	);
}

type Translate = ReturnType<typeof useTranslation<"admin">>["t"];

export function layoutName(t: Translate, layout: string): string {
	const known = (STATEMENT_LAYOUT_CHOICES as readonly string[]).includes(layout);
	return known ? t(`statement.layouts.${layout as (typeof STATEMENT_LAYOUT_CHOICES)[number]}`) : layout;
}
