import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { accountMessages as m } from "~/domain/messages";
import { isOperator } from "~/domain/operator-roles";
import { AuthCard, Field, FormError, SubmitButton } from "../components/auth-ui";
import { authStore } from "../lib/auth-store";
import { useSay } from "../lib/i18n";
import { pageTitle } from "../lib/page-meta";
import { returnPath } from "../lib/return-path";
import { notify } from "../lib/toast";
import { useAuth } from "../lib/use-auth";
import { routeNamespaces } from "../locales";
import { auth } from "../locales/en/auth";
import type { Route } from "./+types/login";

export const handle = routeNamespaces({ auth });

// The form's rules are the API's zod schemas (~25 KB compressed): they load when the visitor starts filling the form,
// not with the page; if they cannot load, the server checks the same rules and answers with the same words. The
// code panel, shown only for an unverified account, loads when it is needed.
const loadRules = () => import("~/domain/validation/auth");
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
	const [phone, setPhone] = useState("");
	const [password, setPassword] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const [verifying, setVerifying] = useState(false);

	// Already signed in: to the role's own area (docs/product.md#screens).
	if (!isLoading && user && !busy) return <Navigate to={isOperator(user.role) ? "/admin" : "/user"} replace />;

	async function submit(event: FormEvent) {
		event.preventDefault();
		setError(null);
		const parsed = (await loadRules().catch(() => null))?.loginSchema.safeParse({ phone, password });
		if (parsed && !parsed.success) {
			const message = parsed.error.issues[0]?.message ?? m.loginFailed;
			setError(message);
			notify.error(message);
			return;
		}
		setBusy(true);
		const answer = await login(phone, password);
		if (answer.ok) {
			notify.success(m.loggedIn);
			const role = authStore.get().user?.role;
			navigate(returnTo ?? (isOperator(role) ? "/admin" : "/"), { replace: true });
			return;
		}
		setBusy(false);
		setError(answer.message);
		notify.error(answer.message);
		if (answer.needsVerification) {
			setVerifying(true);
			// Offer a new code at once; if the last one is still valid the timer shows how long it lasts.
			await (await loadOtp()).resendOtp(phone, "register", answer.registrationId);
		}
	}

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
								setError(null);
								notify.info(t("login.verifiedSignIn"));
							}}
						/>
					</Suspense>
				</>
			) : (
				<form onSubmit={submit} onFocus={() => void loadRules().catch(() => null)} noValidate>
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
					<Field
						label={t("password")}
						name="password"
						type="password"
						autoComplete="current-password"
						value={password}
						onChange={(e) => setPassword(e.target.value)}
					/>
					<FormError message={error} />
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
