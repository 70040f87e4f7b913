import { type FormEvent, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { accountMessages as m } from "~/domain/messages";
import { isOperator } from "~/domain/operator-roles";
import { PASSWORD_MIN_LENGTH, registerSchema } from "~/domain/validation/auth";
import { AuthCard, Field, FormError, SubmitButton } from "../components/auth-ui";
import { OtpPanel } from "../components/otp-panel";
import { RealMoneyNotice } from "../components/real-money-notice";
import { api, messageOf } from "../lib/api";
import { authStore } from "../lib/auth-store";
import { useSay } from "../lib/i18n";
import { pageTitle } from "../lib/page-meta";
import { notify } from "../lib/toast";
import { useAuth } from "../lib/use-auth";
import { routeNamespaces } from "../locales";
import { auth } from "../locales/en/auth";
import type { Route } from "./+types/register";

export const handle = routeNamespaces({ auth });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, (c) => c.auth.titles.register) }];

export default function Register() {
	const { user, isLoading, otp, resetOtp } = useAuth();
	const navigate = useNavigate();
	const { t } = useTranslation("auth");
	const [params] = useSearchParams();
	// A friend's referral link (`/register?ref=<code>`) fills the code in; it is recorded when the phone is verified.
	const [form, setForm] = useState({ name: "", phone: "", password: "", ref: params.get("ref") ?? "" });
	const [acceptTerms, setAcceptTerms] = useState(false);
	const [error, setError] = useState<string | null>(null);
	// The phone's own problem, told beside it (WCAG 3.3.1): the one field the register rules can name on their own.
	const [phoneError, setPhoneError] = useState<string | null>(null);
	const say = useSay();
	const [busy, setBusy] = useState(false);

	if (!isLoading && user) {
		// Already signed in: a referral link takes a player to the join form of their bonuses page.
		const to = isOperator(user.role)
			? "/admin"
			: form.ref
				? `/user/bonuses?ref=${encodeURIComponent(form.ref)}`
				: "/user";
		return <Navigate to={to} replace />;
	}

	async function submit(event: FormEvent) {
		event.preventDefault();
		setError(null);
		setPhoneError(null);
		const parsed = registerSchema.safeParse({ ...form, acceptTerms });
		if (!parsed.success) {
			const message = parsed.error.issues[0]?.message ?? m.registrationFailed;
			const phoneProblem = !form.phone.trim() ? m.enterPhone : message === m.invalidPhone ? m.invalidPhone : null;
			// Only the phone wrong: its message beside it is the whole story, not "Please fill in all fields".
			const onlyPhone = phoneProblem !== null && (message === m.invalidPhone || (form.name.trim() && form.password));
			setPhoneError(phoneProblem);
			setError(onlyPhone ? null : message);
			notify.error(onlyPhone ? phoneProblem : message);
			if (phoneProblem) {
				const phone = (event.currentTarget as HTMLFormElement).elements.namedItem("phone");
				if (phone instanceof HTMLInputElement) phone.focus();
			}
			return;
		}
		setBusy(true);
		try {
			const response = await api.api.auth.register.$post({ json: { ...form, acceptTerms } });
			const body = (await response.json()) as {
				message?: string;
				otpExpiresAt?: number;
				serverNow?: number;
				registrationId?: string;
			};
			if (response.ok && body.otpExpiresAt) {
				notify.success(m.registered);
				authStore.set({ registrationData: { name: parsed.data.name, phone: parsed.data.phone } });
				authStore.startOtp({
					phone: parsed.data.phone,
					purpose: "register",
					expiresAt: body.otpExpiresAt,
					serverNow: body.serverNow,
					registrationId: body.registrationId,
				});
				return;
			}
			const message = messageOf(body, m.registrationFailed);
			setError(message);
			notify.error(message);
		} catch {
			setError(m.registrationFailed);
			notify.error(m.registrationFailed);
		} finally {
			setBusy(false);
		}
	}

	const showOtp = otp?.purpose === "register";

	return (
		<AuthCard title={t("register.title")} subtitle={t("register.subtitle")}>
			<RealMoneyNotice className="mb-4" />
			{showOtp ? (
				<OtpPanel
					referral={form.ref.trim() || null}
					onVerified={() => {
						resetOtp();
						navigate("/login");
					}}
				/>
			) : (
				<form onSubmit={submit} noValidate>
					<Field
						label={t("register.name")}
						name="name"
						autoComplete="name"
						value={form.name}
						onChange={(e) => setForm({ ...form, name: e.target.value })}
					/>
					<Field
						label={t("register.phone")}
						name="phone"
						type="tel"
						inputMode="tel"
						autoComplete="tel-national"
						placeholder="+91 XXXXX XXXXX"
						hint={t("register.phoneHint")}
						error={phoneError && say(phoneError)}
						value={form.phone}
						onChange={(e) => setForm({ ...form, phone: e.target.value })}
					/>
					<Field
						label={t("password")}
						name="password"
						type="password"
						autoComplete="new-password"
						hint={t("register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
						value={form.password}
						onChange={(e) => setForm({ ...form, password: e.target.value })}
					/>
					<Field
						label={t("register.referral")}
						name="ref"
						autoComplete="off"
						autoCapitalize="characters"
						hint={t("register.referralHint")}
						value={form.ref}
						onChange={(e) => setForm({ ...form, ref: e.target.value })}
					/>
					<label className="mb-4 flex items-start gap-2 text-sm text-gray-200">
						<input
							type="checkbox"
							name="acceptTerms"
							className="mt-0.5 size-4 accent-[var(--color-gold)]"
							checked={acceptTerms}
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
					<FormError message={error} />
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
