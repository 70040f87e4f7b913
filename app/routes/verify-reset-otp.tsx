import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { accountMessages as m } from "~/domain/messages/account";
import { normalizePhone, OTP_LENGTH, resetPasswordFormSchema } from "~/domain/validation/auth";
import { AuthCard, Field, FormError, SubmitButton } from "../components/auth-ui";
import { formatCountdown, resendOtp } from "../components/otp-panel";
import { Button } from "../components/ui/button";
import { api, messageOf } from "../lib/api";
import { pageTitle } from "../lib/page-meta";
import { notify } from "../lib/toast";
import { useAuth } from "../lib/use-auth";
import { useSecondsLeft } from "../lib/use-room";
import { routeNamespaces } from "../locales";
import { auth } from "../locales/en/auth";
import type { Route } from "./+types/verify-reset-otp";

export const handle = routeNamespaces({ auth });

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.auth.titles.resetPassword) },
];

export default function VerifyResetOtp() {
	const [params] = useSearchParams();
	const navigate = useNavigate();
	const { t } = useTranslation("auth");
	const { otp, resetOtp } = useAuth();
	const [form, setForm] = useState({ phone: params.get("phone") ?? "", otp: "", newPassword: "", confirmPassword: "" });
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const e164 = normalizePhone(form.phone);
	const timer = otp?.purpose === "reset" && otp.phone === e164 ? otp : null;
	const seconds = useSecondsLeft(timer?.expiresAt ?? null, timer?.clockOffsetMs ?? 0);

	async function submit(event: FormEvent) {
		event.preventDefault();
		setError(null);
		const parsed = resetPasswordFormSchema.safeParse(form);
		if (!parsed.success) {
			const message = parsed.error.issues[0]?.message ?? m.resetFailed;
			setError(message);
			notify.error(message);
			return;
		}
		setBusy(true);
		try {
			// The spec's payload: the confirmation stays in the form, which has checked it.
			const { phone, otp, newPassword } = form;
			const response = await api.api.auth["reset-password"].$post({ json: { phone, otp, newPassword } });
			const body: unknown = await response.json().catch(() => null);
			if (response.ok) {
				notify.success(m.passwordReset);
				resetOtp();
				navigate("/login");
				return;
			}
			const message = messageOf(body, m.passwordResetFailed);
			setError(message);
			notify.error(message);
		} catch {
			setError(m.resetFailed);
			notify.error(m.resetFailed);
		} finally {
			setBusy(false);
		}
	}

	const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
		setForm({ ...form, [key]: e.target.value });

	return (
		<AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
			<form onSubmit={submit} noValidate>
				<Field
					label={t("phoneNumber")}
					name="phone"
					type="tel"
					inputMode="tel"
					autoComplete="tel-national"
					value={form.phone}
					onChange={set("phone")}
				/>
				<Field
					label={t("reset.otp")}
					name="otp"
					inputMode="numeric"
					autoComplete="one-time-code"
					placeholder={t("otp.placeholder", { length: OTP_LENGTH })}
					maxLength={6}
					value={form.otp}
					onChange={(e) => setForm({ ...form, otp: e.target.value.replace(/\D/g, "") })}
					trailing={
						timer ? (
							<span className="min-w-14 font-mono font-bold text-purple-300" data-testid="otp-timer">
								{formatCountdown(seconds)}
							</span>
						) : null
					}
				/>
				<Field
					label={t("reset.newPassword")}
					name="newPassword"
					type="password"
					autoComplete="new-password"
					value={form.newPassword}
					onChange={set("newPassword")}
				/>
				<Field
					label={t("reset.confirmPassword")}
					name="confirmPassword"
					type="password"
					autoComplete="new-password"
					value={form.confirmPassword}
					onChange={set("confirmPassword")}
				/>
				<FormError message={error} />
				<SubmitButton busy={busy} busyLabel={t("reset.submitting")}>
					{t("reset.submit")}
				</SubmitButton>
			</form>
			<div className="mt-6 flex items-center justify-between text-sm">
				<Button variant="link" disabled={!e164 || seconds > 0} onClick={() => e164 && resendOtp(e164, "reset")}>
					{seconds > 0 ? t("reset.resendIn", { seconds }) : t("reset.resend")}
				</Button>
				<Link to="/login" className="text-gray-300 hover:text-gold">
					{t("backToLogin")}
				</Link>
			</div>
		</AuthCard>
	);
}
