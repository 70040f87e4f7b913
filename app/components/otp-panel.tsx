/**
 * The verification-code panel (docs/product.md#accounts): a 6-digit input, a timer
 * counting down to the expiry the server returned, "OTP expired" at zero, and
 * Resend OTP enabled only then. Reads and updates `otp` in the auth store.
 */
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { accountMessages as m } from "~/domain/messages/account";
import { formatPhone, OTP_LENGTH, verifyOtpSchema } from "~/domain/validation/auth";
import { api, errorMessage, messageOf } from "../lib/api";
import { authStore } from "../lib/auth-store";
import { useSay } from "../lib/i18n";
import { notify } from "../lib/toast";
import { useAuth } from "../lib/use-auth";
import { useSecondsLeft } from "../lib/use-seconds-left";
import { Field, FormError } from "./auth-ui";
import { Button } from "./ui/button";

export function formatCountdown(seconds: number): string {
	return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Asks for a new code; keeps the timer in step with the server either way. */
export async function resendOtp(
	phone: string,
	purpose: "register" | "reset",
	registrationId?: string,
): Promise<boolean> {
	try {
		const response = await api.api.auth["resend-otp"].$post({ json: { phone, purpose, registrationId } });
		const body = (await response.json()) as { message?: string; otpExpiresAt?: number; serverNow?: number };
		if (body.otpExpiresAt)
			authStore.startOtp({ phone, purpose, expiresAt: body.otpExpiresAt, serverNow: body.serverNow, registrationId });
		if (response.ok) {
			notify.success(m.otpSent);
			return true;
		}
		notify.error(messageOf(body, m.resendFailed));
		return false;
	} catch {
		notify.error(m.resendFailed);
		return false;
	}
}

/** `referral`: the friend's code a registration carries (`?ref=`), recorded with the verification. */
export function OtpPanel({ onVerified, referral }: { onVerified: () => void; referral?: string | null }) {
	const { otp } = useAuth();
	const { t } = useTranslation("auth");
	const say = useSay();
	const [code, setCode] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const seconds = useSecondsLeft(otp?.expiresAt ?? null, otp?.clockOffsetMs ?? 0);
	const expired = otp !== null && seconds === 0;
	// At expiry, the error "OTP expired" (once per code; docs/product.md#accounts). It replaces an earlier
	// error such as "Incorrect verification code…", which no longer applies to an expired code.
	useEffect(() => {
		if (!expired) return;
		setError(null);
		notify.error(m.otpExpired);
	}, [expired]);
	if (!otp) return null;

	async function submit(event: FormEvent) {
		event.preventDefault();
		if (!otp) return;
		const parsed = verifyOtpSchema.safeParse({ phone: otp.phone, otp: code });
		if (!parsed.success) {
			setError(parsed.error.issues[0]?.message ?? m.invalidOtp);
			return;
		}
		setError(null);
		setBusy(true);
		try {
			const response = await api.api.auth["verify-otp"].$post({
				json: {
					phone: otp.phone,
					otp: code,
					registrationId: otp.registrationId,
					...(referral && otp.purpose === "register" ? { ref: referral } : {}),
				},
			});
			if (response.ok) {
				notify.success(m.verified);
				authStore.set({ isPhoneVerified: true, otp: null });
				onVerified();
				return;
			}
			const message = await errorMessage(response, m.otpVerificationFailed);
			setError(message);
			notify.error(message);
		} catch {
			setError(m.otpVerificationFailed);
			notify.error(m.otpVerificationFailed);
		} finally {
			setBusy(false);
		}
	}

	return (
		<form
			onSubmit={submit}
			noValidate
			aria-labelledby="otp-heading"
			className="mt-2 rounded-xl border border-edge bg-panel p-4"
		>
			<h2 id="otp-heading" className="text-lg font-bold">
				{t("otp.heading")}
			</h2>
			<p className="mb-3 text-sm text-gray-300">
				{t("otp.sent", { length: OTP_LENGTH, phone: formatPhone(otp.phone) })}
				{otp.purpose === "register" && <> {say(m.registerCodeHint)}</>}
			</p>
			<Field
				label={t("otp.code")}
				name="otp"
				inputMode="numeric"
				autoComplete="one-time-code"
				placeholder={t("otp.placeholder", { length: OTP_LENGTH })}
				maxLength={OTP_LENGTH}
				value={code}
				onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
				trailing={
					<span aria-live="off" className="min-w-14 font-mono font-bold text-purple-300" data-testid="otp-timer">
						{formatCountdown(seconds)}
					</span>
				}
			/>
			<p role="status" className="mb-2 min-h-5 text-sm text-amber-300">
				{expired ? say(m.otpExpired) : ""}
			</p>
			{/* The status line above already says "OTP expired": not twice. */}
			<FormError message={expired && error === m.otpExpired ? null : error} />
			<Button type="submit" variant="gradient" size="lg" className="w-full" busy={busy}>
				{t("otp.verify")}
			</Button>
			<Button
				variant="ghost"
				className="mt-3 w-full"
				disabled={!expired || busy}
				onClick={async () => {
					setError(null);
					setCode("");
					await resendOtp(otp.phone, otp.purpose, otp.registrationId);
				}}
			>
				{t("otp.resend")}
			</Button>
		</form>
	);
}
