import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { accountMessages as m } from "~/domain/messages";
import { forgotPasswordSchema, nationalNumber } from "~/domain/validation/auth";
import { AuthCard, Field, FormError, SubmitButton } from "../components/auth-ui";
import { api, messageOf } from "../lib/api";
import { authStore } from "../lib/auth-store";
import { pageTitle } from "../lib/page-meta";
import { notify } from "../lib/toast";
import { routeNamespaces } from "../locales";
import { auth } from "../locales/en/auth";
import type { Route } from "./+types/forgot-password";

export const handle = routeNamespaces({ auth });

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.auth.titles.forgotPassword) },
];

export default function ForgotPassword() {
	const navigate = useNavigate();
	const { t } = useTranslation("auth");
	const [phone, setPhone] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);

	async function submit(event: FormEvent) {
		event.preventDefault();
		setError(null);
		const parsed = forgotPasswordSchema.safeParse({ phone });
		if (!parsed.success) {
			const message = parsed.error.issues[0]?.message ?? m.forgotFailed;
			setError(message);
			notify.error(message);
			return;
		}
		setBusy(true);
		try {
			const response = await api.api.auth["forgot-password"].$post({ json: { phone } });
			const body = (await response.json()) as { message?: string; otpExpiresAt?: number; serverNow?: number };
			if (response.ok && body.otpExpiresAt) {
				notify.success(m.otpSent);
				const national = nationalNumber(parsed.data.phone);
				authStore.startOtp({
					phone: parsed.data.phone,
					purpose: "reset",
					expiresAt: body.otpExpiresAt,
					serverNow: body.serverNow,
				});
				navigate(`/verify-reset-otp?phone=${national}`);
				return;
			}
			const message = messageOf(body, m.forgotFailed);
			setError(message);
			notify.error(message);
		} catch {
			setError(m.forgotFailed);
			notify.error(m.forgotFailed);
		} finally {
			setBusy(false);
		}
	}

	return (
		<AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
			<form onSubmit={submit} noValidate>
				<Field
					label={t("phoneNumber")}
					name="phone"
					type="tel"
					inputMode="tel"
					autoComplete="tel-national"
					placeholder={t("phonePlaceholder")}
					value={phone}
					onChange={(e) => setPhone(e.target.value)}
				/>
				<FormError message={error} />
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
