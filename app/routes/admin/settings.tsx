import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { paymentMessages } from "~/domain/messages/money";
import { fourEyesMessages } from "~/domain/messages/operator";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { fourEyesFormSchema } from "~/domain/validation/four-eyes";
import { paymentSettingsSchema, QR_IMAGE } from "~/domain/validation/payments";
import { fourEyesThreshold, saveFourEyesThreshold } from "~/server/four-eyes";
import { paymentDetails } from "~/server/payment-settings";
import { FourEyesForm, type FourEyesReply } from "../../components/admin/four-eyes-form";
import { adminTitle } from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { Field, FieldError, inputClass } from "../../components/ui/field";
import { authFetch, messageOf } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import { notify } from "../../lib/toast";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.settings.heading) },
];

const ALLOWED_TYPES = QR_IMAGE.accept.split(",");

/**
 * Where players pay and the second approver threshold (whole rupees, or null), read as GET /api/payment-settings and
 * GET /api/admin/four-eyes read them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "changeSettings");
	const db = pageDatabase();
	const [details, paise] = await Promise.all([paymentDetails(db), fourEyesThreshold(db)]);
	return { details, fourEyes: paise === null ? null : paiseToRupees(paise) };
}

type PaymentDetails = Route.ComponentProps["loaderData"]["details"];

/** Saves the second approver threshold, as PUT /api/admin/four-eyes does (audited). */
export async function action({ request, context }: Route.ActionArgs): Promise<FourEyesReply> {
	const session = await requirePagePermission(request, context, "changeSettings");
	const submission = parseWithZod(await request.formData(), { schema: fourEyesFormSchema });
	if (submission.status !== "success") return { result: submission.reply() };
	const { threshold } = submission.value;
	await saveFourEyesThreshold(pageDatabase(), threshold === undefined ? null : rupeesToPaise(threshold), {
		id: session.id,
		role: session.role,
		ip: request.headers.get("CF-Connecting-IP"),
	});
	return { result: submission.reply(), saved: fourEyesMessages.thresholdSaved };
}

/** /admin/settings (docs/product.md#money): the payment QR and UPI ID players pay to, and the second approver. */
export default function AdminSettings({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const [editing, setEditing] = useState(false);
	const revalidator = useRevalidator();
	const details = loaderData.details;

	return (
		<section aria-labelledby="settings-heading" className="rounded-2xl bg-raised p-4 md:p-6">
			<h1 id="settings-heading" className="mb-4 text-2xl font-black">
				{t("settings.heading")}
			</h1>
			{editing ? (
				<EditForm
					current={details}
					onCancel={() => setEditing(false)}
					onSaved={() => {
						setEditing(false);
						void revalidator.revalidate();
					}}
				/>
			) : (
				<div className="grid gap-4 rounded-xl bg-panel p-4 md:grid-cols-[auto_1fr] md:items-start">
					<div>
						<p className="mb-2 text-sm font-bold text-gray-300">{t("settings.qr")}</p>
						{details.qrCodeUrl ? (
							<img
								src={details.qrCodeUrl}
								alt={t("settings.qrAlt")}
								data-testid="current-qr"
								className="size-48 rounded-lg bg-white object-contain p-1"
							/>
						) : (
							<p className="text-gray-300">{t("settings.noQr")}</p>
						)}
					</div>
					<div>
						<p className="text-sm font-bold text-gray-300">{t("settings.upiId")}</p>
						<p className="text-lg font-bold" data-testid="current-upi">
							{details.upiId || "—"}
						</p>
						<Button className="mt-4" onClick={() => setEditing(true)}>
							<Pencil className="size-4" aria-hidden="true" /> {t("edit")}
						</Button>
					</div>
				</div>
			)}
			<FourEyesForm threshold={loaderData.fourEyes} />
		</section>
	);
}

function EditForm({
	current,
	onCancel,
	onSaved,
}: {
	current: PaymentDetails;
	onCancel: () => void;
	onSaved: () => void;
}) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const [file, setFile] = useState<File | null>(null);
	const [upiId, setUpiId] = useState(current.upiId);
	const [problem, setProblem] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);
	const id = useId();

	const submit = async (e: FormEvent) => {
		e.preventDefault();
		if (!file && !current.qrCodeUrl) return setProblem(paymentMessages.qrRequiredFirstTime);
		if (file && !ALLOWED_TYPES.includes(file.type)) return setProblem(paymentMessages.qrWrongType);
		if (file && file.size > QR_IMAGE.maxBytes) return setProblem(paymentMessages.qrTooLarge);
		const parsed = paymentSettingsSchema.safeParse({ upiId });
		if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? paymentMessages.upiIdRequired);
		setProblem(null);
		setSaving(true);
		try {
			const body = new FormData();
			body.set("upiId", parsed.data.upiId);
			if (file) body.set("qrCode", file);
			const response = await authFetch("/api/payment-settings", { method: "POST", body });
			const answer: unknown = await response.json().catch(() => null);
			if (response.ok) {
				notify.success(messageOf(answer, paymentMessages.settingsSaved));
				onSaved();
				return;
			}
			const message = messageOf(answer, paymentMessages.accountSettingsFailed);
			setProblem(message);
			notify.error(message);
		} catch {
			setProblem(paymentMessages.reviewFailed);
			notify.error(paymentMessages.reviewFailed);
		} finally {
			setSaving(false);
		}
	};

	return (
		<form onSubmit={submit} noValidate className="grid max-w-lg gap-4 rounded-xl bg-panel p-4">
			<Field
				label={t("settings.qrImage")}
				hint={`${current.qrCodeUrl ? t("settings.keepImage") : t("settings.firstImage")} ${t("settings.maxSize")}`}
			>
				{(control) => (
					<input
						{...control}
						type="file"
						accept={`${QR_IMAGE.accept},.png,.jpg,.jpeg`}
						onChange={(e) => setFile(e.target.files?.[0] ?? null)}
						className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-cta file:px-3 file:py-1.5 file:font-bold file:text-black"
					/>
				)}
			</Field>
			<Field label={t("settings.upiId")}>
				{(control) => (
					<input
						{...control}
						value={upiId}
						onChange={(e) => setUpiId(e.target.value)}
						autoComplete="off"
						className={inputClass}
					/>
				)}
			</Field>
			<FieldError id={`${id}-error`} message={problem && say(problem)} />
			<div className="flex gap-3">
				<Button type="submit" variant="success" busy={saving} busyLabel={t("settings.saving")}>
					{t("save")}
				</Button>
				<Button variant="ghost" onClick={onCancel}>
					{t("dialog.cancel", { ns: "common" })}
				</Button>
			</div>
		</form>
	);
}
