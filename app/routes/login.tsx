import { getInputProps } from "@conform-to/react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { accountMessages as m } from "~/domain/messages/account";
import { isOperator } from "~/domain/operator-roles";
import { AuthCard, Field, FormError, SubmitButton } from "../components/auth-ui";
import { authStore } from "../lib/auth-store";
import { useSay } from "../lib/i18n";
import { pageTitle } from "../lib/page-meta";
import { returnPath } from "../lib/return-path";
import { notify } from "../lib/toast";
import { useAuth } from "../lib/use-auth";
import { laterRules, useLaterRulesForm } from "../lib/use-sent-form";
import { routeNamespaces } from "../locales";
import { auth } from "../locales/en/auth";
import type { Route } from "./+types/login";

export const handle = routeNamespaces({ auth });

// The form's rules are the API's zod schemas (~25 KB compressed with their Conform adapter): they load when the
// visitor starts filling the form, not with the page (`useLaterRulesForm`, app/lib/use-sent-form.ts); if they cannot load, the
// server checks the same rules and answers with the same words. The code panel, shown only for an unverified
// account, loads when it is needed.
const loginRules = laterRules(() => import("../lib/login-rules").then((rules) => rules.checkLogin));
const loadOtp = () => import("../components/otp-panel");
const OtpPanel = lazy(() => loadOtp().then(({ OtpPanel }) => ({ default: OtpPanel })));

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, (c) => c.auth.titles.login) }];

export default function Login() {
	const { user, isLoading, login, otp, resetOtp } = useAuth();
	const navigate = useNavigate();
	// The page that sent the visitor here (a table's Log In), to go back to once signed in.
	const returnTo = returnPath(useSearchParams()[0]);
	const { t } = useTranslation("auth");
	const say = useSay();
	const [verifying, setVerifying] = useState(false);
	// Signed in by this form: it navigates itself (to the page that sent the visitor here).
	const signedIn = useRef(false);
	// On Conform (docs/decisions/0950-pages-on-the-data-layer.md): each problem under its field, all at once, focus
	// on the first; the server's refusal under the form, with what was typed kept.
	const { form, fields, busy, reset, formProps } = useLaterRulesForm({
		id: useId(),
		rules: loginRules,
		send: async ({ phone, password }) => {
			const answer = await login(phone, password);
			if (answer.ok) {
				signedIn.current = true;
				return { ok: true, message: m.loggedIn };
			}
			if (answer.needsVerification) {
				setVerifying(true);
				// Offer a new code at once; if the last one is still valid the timer shows how long it lasts.
				void loadOtp().then(({ resendOtp }) => resendOtp(phone, "register", answer.registrationId));
			}
			return { ok: false, message: answer.message };
		},
		onSent: (message) => {
			notify.success(message);
			const role = authStore.get().user?.role;
			navigate(returnTo ?? (isOperator(role) ? "/admin" : "/"), { replace: true });
		},
		onRefused: (message) => notify.error(message),
	});
	const errorOf = (field: { errors?: string[] }) => {
		const error = field.errors?.[0];
		return error ? say(error) : null;
	};

	// Already signed in: to the role's own area (docs/product.md#screens).
	if (!isLoading && user && !busy && !signedIn.current)
		return <Navigate to={isOperator(user.role) ? "/admin" : "/user"} replace />;

	return (
		<AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
			{verifying && otp ? (
				<>
					<p className="mb-3 text-sm text-amber-300">{say(m.notVerified)}</p>
					<Suspense>
						<OtpPanel
							onVerified={() => {
								setVerifying(false);
								resetOtp();
								reset();
								notify.info(t("login.verifiedSignIn"));
							}}
						/>
					</Suspense>
				</>
			) : (
				<form method="post" {...formProps}>
					<Field
						{...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })}
						key={fields.phone.key}
						label={t("phoneNumber")}
						inputMode="tel"
						autoComplete="tel-national"
						placeholder={t("phonePlaceholder")}
						error={errorOf(fields.phone)}
					/>
					<Field
						{...getInputProps(fields.password, { type: "password", ariaAttributes: false })}
						key={fields.password.key}
						label={t("password")}
						autoComplete="current-password"
						error={errorOf(fields.password)}
					/>
					<FormError message={form.errors?.[0] ?? null} />
					<SubmitButton busy={busy} busyLabel={t("login.submitting")}>
						{t("login.submit")}
					</SubmitButton>
				</form>
			)}
			<div className="mt-6 flex flex-col items-center gap-2 text-sm text-gray-300">
				<p>
					{t("login.noAccount")}{" "}
					<Link to="/register" className="font-semibold text-purple-300 underline hover:text-gold">
						{t("login.register")}
					</Link>
				</p>
				<p>
					{t("login.forgotPassword")}{" "}
					<Link to="/forgot-password" className="font-semibold text-purple-300 underline hover:text-gold">
						{t("login.clickHere")}
					</Link>
				</p>
			</div>
		</AuthCard>
	);
}
