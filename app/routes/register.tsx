import { getFormProps, getInputProps } from "@conform-to/react";
import { useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { accountMessages as m } from "~/domain/messages/account";
import { isOperator } from "~/domain/operator-roles";
import { PASSWORD_MIN_LENGTH, registerFormSchema } from "~/domain/validation/auth";
import { AuthCard, Field, FormError, SubmitButton } from "../components/auth-ui";
import { OtpPanel } from "../components/otp-panel";
import { RealMoneyNotice } from "../components/real-money-notice";
import { FieldError } from "../components/ui/field";
import { api, messageOf } from "../lib/api";
import { authStore } from "../lib/auth-store";
import { useSay } from "../lib/i18n";
import { pageTitle } from "../lib/page-meta";
import { notify } from "../lib/toast";
import { useApiForm } from "../lib/use-api-form";
import { useAuth } from "../lib/use-auth";
import { routeNamespaces } from "../locales";
import { auth } from "../locales/en/auth";
import type { Route } from "./+types/register";

type RegisterAnswer = { message?: string; otpExpiresAt?: number; serverNow?: number; registrationId?: string };

export const handle = routeNamespaces({ auth });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, (c) => c.auth.titles.register) }];

/**
 * /register on Conform with the API's rules (`registerFormSchema`, app/lib/use-api-form.ts): each problem under its
 * field, all at once, focus on the first; the server's refusal under the form, with what was typed kept.
 */
export default function Register() {
	const { user, isLoading, otp, resetOtp } = useAuth();
	const navigate = useNavigate();
	const { t } = useTranslation("auth");
	const [params] = useSearchParams();
	const [acceptTerms, setAcceptTerms] = useState(false);
	// The code the verification carries: the one sent with the registration.
	const [referral, setReferral] = useState<string | null>(null);
	const say = useSay();
	const { form, fields, busy } = useApiForm({
		id: useId(),
		schema: registerFormSchema,
		// A friend's referral link (`/register?ref=<code>`) fills the code in; it is recorded when the phone is verified.
		defaultValue: { ref: params.get("ref") ?? "" },
		send: async ({ name, phone, password, ref }) => {
			try {
				const response = await api.api.auth.register.$post({ json: { name, phone, password, ref, acceptTerms: true } });
				const body = (await response.json()) as RegisterAnswer;
				if (response.ok && body.otpExpiresAt) {
					authStore.set({ registrationData: { name, phone } });
					setReferral(ref);
					authStore.startOtp({
						phone,
						purpose: "register",
						expiresAt: body.otpExpiresAt,
						serverNow: body.serverNow,
						registrationId: body.registrationId,
					});
					return { ok: true, message: m.registered };
				}
				return { ok: false, message: messageOf(body, m.registrationFailed) };
			} catch {
				return { ok: false, message: m.registrationFailed };
			}
		},
		onSent: (message) => notify.success(message),
		onRefused: (message) => notify.error(message),
	});
	const errorOf = (field: { errors?: string[] }) => {
		const error = field.errors?.[0];
		return error ? say(error) : null;
	};

	if (!isLoading && user) {
		// Already signed in: a referral link takes a player to the join form of their bonuses page.
		const ref = typeof fields.ref.value === "string" ? fields.ref.value : "";
		const to = isOperator(user.role) ? "/admin" : ref ? `/user/bonuses?ref=${encodeURIComponent(ref)}` : "/user";
		return <Navigate to={to} replace />;
	}

	const showOtp = otp?.purpose === "register";

	return (
		<AuthCard title={t("register.title")} subtitle={t("register.subtitle")}>
			<RealMoneyNotice className="mb-4" />
			{showOtp ? (
				<OtpPanel
					referral={referral}
					onVerified={() => {
						resetOtp();
						navigate("/login");
					}}
				/>
			) : (
				<form method="post" {...getFormProps(form)}>
					<Field
						{...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
						key={fields.name.key}
						label={t("register.name")}
						autoComplete="name"
						error={errorOf(fields.name)}
					/>
					<Field
						{...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })}
						key={fields.phone.key}
						label={t("register.phone")}
						inputMode="tel"
						autoComplete="tel-national"
						placeholder="+91 XXXXX XXXXX"
						hint={t("register.phoneHint")}
						error={errorOf(fields.phone)}
					/>
					<Field
						{...getInputProps(fields.password, { type: "password", ariaAttributes: false })}
						key={fields.password.key}
						label={t("password")}
						autoComplete="new-password"
						hint={t("register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
						error={errorOf(fields.password)}
					/>
					<Field
						{...getInputProps(fields.ref, { type: "text", ariaAttributes: false })}
						key={fields.ref.key}
						label={t("register.referral")}
						autoComplete="off"
						autoCapitalize="characters"
						hint={t("register.referralHint")}
						error={errorOf(fields.ref)}
					/>
					<label className="mb-4 flex items-start gap-2 text-sm text-gray-200">
						<input
							{...getInputProps(fields.acceptTerms, { type: "checkbox", ariaAttributes: false })}
							key={fields.acceptTerms.key}
							aria-describedby={fields.acceptTerms.errors ? fields.acceptTerms.errorId : undefined}
							aria-invalid={fields.acceptTerms.errors ? true : undefined}
							className="mt-0.5 size-4 accent-[var(--color-gold)]"
							onChange={(e) => setAcceptTerms(e.target.checked)}
						/>
						<span>
							<Trans
								t={t}
								i18nKey="register.consent"
								components={{
									terms: <Link to="/pages/terms" className="text-purple-300 underline hover:text-gold" />,
									privacy: <Link to="/pages/privacy" className="text-purple-300 underline hover:text-gold" />,
								}}
							/>
						</span>
					</label>
					<FieldError id={fields.acceptTerms.errorId} message={errorOf(fields.acceptTerms)} />
					<FormError message={form.errors?.[0] ?? null} />
					<SubmitButton disabled={!acceptTerms} busy={busy} busyLabel={t("register.submitting")}>
						{t("register.submit")}
					</SubmitButton>
				</form>
			)}
			<p className="mt-6 text-center text-sm text-gray-300">
				{t("register.haveAccount")}{" "}
				<Link to="/login" className="font-semibold text-purple-300 underline hover:text-gold">
					{t("register.signIn")}
				</Link>
			</p>
		</AuthCard>
	);
}
