/**
 * /user/responsible-gaming's action (docs/decisions/0950-pages-on-the-data-layer.md): a limit saved or removed, or a
 * break started, through the logic /api/protection calls (`setOwnLimit`, `startOwnBreak` in server/protection.ts)
 * after the same role and schema checks (`limitFormSchema`/`limitSchema`, `exclusionSchema`). A refusal goes back
 * to the field it concerns (or the form) as Conform's reply with a fitting status, so what the player typed stays
 * and nothing changes; after a save the framework revalidates the page's loaders and the root's.
 */
import { env } from "cloudflare:workers";
import { parse } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { exclusionSchema, limitFormSchema, limitSchema } from "~/domain/validation/protection";
import { setOwnLimit, startOwnBreak } from "~/server/protection";
import type { ProtectionReply } from "../components/protection/limit-form";
import { pageDatabase, requirePageRole } from "./page-session.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A limit's removal: its kind checked by the API's own `limitSchema` (amount null), a refusal at the amount. */
function removal(form: FormData) {
	return parse(form, {
		resolve: (value) => {
			const checked = limitSchema.safeParse({ kind: value.kind, amount: null });
			return checked.success
				? { value: checked.data }
				: { error: { amount: checked.error.issues.map((issue) => issue.message) } };
		},
	});
}

export async function protectionAction({ request, context }: Args) {
	const session = await requirePageRole(request, context, "user");
	const form = await request.formData();
	const actor = { id: session.id, role: session.role, ip: request.headers.get("CF-Connecting-IP") };
	const db = pageDatabase();
	if (form.get("intent") === "break") {
		const submission = parseWithZod(form, { schema: exclusionSchema, disableAutoCoercion: true });
		if (submission.status !== "success") return data<ProtectionReply>({ result: submission.reply() }, 422);
		const answer = await startOwnBreak(db, env, actor, submission.value);
		if (!answer.ok)
			return data<ProtectionReply>({ result: submission.reply({ formErrors: [answer.message] }) }, answer.status);
		return { result: submission.reply(), sent: answer.message } satisfies ProtectionReply;
	}
	const submission =
		form.get("intent") === "remove"
			? removal(form)
			: parseWithZod(form, { schema: limitFormSchema, disableAutoCoercion: true });
	if (submission.status !== "success" || !submission.value)
		return data<ProtectionReply>({ result: submission.reply() }, 422);
	const { message } = await setOwnLimit(db, env, actor, submission.value);
	return { result: submission.reply({ resetForm: true }), sent: message } satisfies ProtectionReply;
}
