import { getFormProps, getInputProps } from "@conform-to/react";
import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { accountMessages as m } from "~/domain/messages/account";
import { forgotPasswordSchema, nationalNumber } from "~/domain/validation/auth";
import { AuthCard, Field, SubmitButton } from "../components/auth-ui";
import { api, messageOf } from "../lib/api";
import { authStore } from "../lib/auth-store";
import { useSay } from "../lib/i18n";
import { pageTitle } from "../lib/page-meta";
import { notify } from "../lib/toast";
import { useApiForm } from "../lib/use-api-form";
import { routeNamespaces } from "../locales";
import { auth } from "../locales/en/auth";
import type { Route } from "./+types/forgot-password";

export const handle = routeNamespaces({ auth });

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.auth.titles.forgotPassword) },
];

/**
 * /forgot-password: the phone a reset code goes to, on Conform with the API's schema (`forgotPasswordSchema`,
 * app/lib/use-api-form.ts): the rule's message, or the server's refusal, under the field with the phone as typed.
 */
export default function ForgotPassword() {
	const navigate = useNavigate();
	const { t } = useTranslation("auth");
	const say = useSay();
	const { form, fields, busy } = useApiForm({
		id: useId(),
		schema: forgotPasswordSchema,
		send: async ({ phone }) => {
			try {
				const response = await api.api.auth["forgot-password"].$post({ json: { phone } });
				const body = (await response.json()) as { message?: string; otpExpiresAt?: number; serverNow?: number };
				if (response.ok && body.otpExpiresAt) {
					authStore.startOtp({ phone, purpose: "reset", expiresAt: body.otpExpiresAt, serverNow: body.serverNow });
					return { ok: true, message: m.otpSent };
				}
				return { ok: false, message: messageOf(body, m.forgotFailed), field: "phone" };
			} catch {
				return { ok: false, message: m.forgotFailed, field: "phone" };
			}
		},
		onSent: (message, { phone }) => {
			notify.success(message);
			navigate(`/verify-reset-otp?phone=${nationalNumber(phone)}`);
		},
	});
	// The phone is the form's one field: its rule's message (reported for the form) goes under it.
	const error = fields.phone.errors?.[0] ?? form.errors?.[0];

	return (
		<AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
			<form method="post" {...getFormProps(form)}>
				<Field
					{...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })}
					key={fields.phone.key}
					label={t("phoneNumber")}
					inputMode="tel"
					autoComplete="tel-national"
					placeholder={t("phonePlaceholder")}
					error={error ? say(error) : null}
				/>
				<SubmitButton busy={busy} busyLabel={t("forgot.submitting")}>
					{t("forgot.submit")}
				</SubmitButton>
			</form>
			<Link to="/login" className="mt-6 flex items-center justify-center gap-1 text-sm text-gray-300 hover:text-gold">
				<ArrowLeft className="size-4" aria-hidden="true" /> {t("backToLogin")}
			</Link>
		</AuthCard>
	);
}
