/**
 * The operators' internal notes on a member (docs/decisions/0863-operator-roles.md): newest first, and a form of the
 * page's action that adds one (audited). The player never sees them.
 */
import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { memberNoteSchema, NOTE_MAX } from "~/domain/validation/operators";
import type { MemberNote } from "~/server/operators";
import { useFormat, useSay } from "../../../lib/i18n";
import { Button } from "../../ui/button";
import { Field, FieldError, inputClass } from "../../ui/field";

export type NoteReply = { result: SubmissionResult<string[]>; saved?: string };

export function MemberNotes({ notes }: { notes: MemberNote[] }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const fetcher = useFetcher<NoteReply>();
	const answer = fetcher.state === "idle" ? fetcher.data : undefined;
	const [form, fields] = useForm({
		id: "member-note",
		lastResult: answer?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: memberNoteSchema }),
		shouldValidate: "onSubmit",
		shouldRevalidate: "onInput",
	});
	const error = fields.body.errors?.[0];
	return (
		<div className="flex flex-col gap-4">
			<p className="text-sm text-gray-300">{t("member.story.notes.intro")}</p>
			<fetcher.Form method="post" {...getFormProps(form)} className="flex max-w-2xl flex-col gap-2">
				<input type="hidden" name="intent" value="note" />
				<Field label={t("member.story.notes.label")} id={fields.body.id} error={error ? say(error) : null}>
					{(control) => (
						<textarea
							{...getTextareaProps(fields.body)}
							{...control}
							key={fields.body.key}
							rows={3}
							maxLength={NOTE_MAX}
							className={inputClass}
						/>
					)}
				</Field>
				<FieldError id={form.errorId} message={form.errors?.[0] ? say(form.errors[0]) : null} />
				{answer?.saved && (
					<p role="status" className="text-sm font-semibold text-green-400">
						{say(answer.saved)}
					</p>
				)}
				<Button type="submit" variant="secondary" className="w-fit" busy={fetcher.state !== "idle"}>
					{t("member.story.notes.add")}
				</Button>
			</fetcher.Form>
			{notes.length === 0 ? (
				<p className="text-gray-300">{t("member.story.empty")}</p>
			) : (
				<ul className="flex flex-col gap-2" aria-label={t("member.story.tabs.notes")}>
					{notes.map((note) => (
						<li key={note.id} data-testid="story-row" className="rounded-lg bg-panel p-3">
							<p className="whitespace-pre-wrap break-words">{note.body}</p>
							<p className="mt-1 text-xs text-gray-300">
								{note.authorName} · {format.dateTime(note.createdAt)}
							</p>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}
