import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OtpPanel } from "~/app/components/otp-panel";
import { authStore } from "~/app/lib/auth-store";

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
	authStore.reset();
	vi.useFakeTimers({ shouldAdvanceTime: false });
	vi.setSystemTime(1_000_000);
});
afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

/** A panel for a code expiring in 60 s whose server refuses every code with `message`. */
function openPanelRefusing(message: string) {
	authStore.startOtp({ phone: "+919876543210", purpose: "register", expiresAt: 1_060_000 });
	vi.stubGlobal(
		"fetch",
		vi.fn(async () => json({ message }, 400)),
	);
	render(<OtpPanel onVerified={() => {}} />);
}

/** Types a code, presses Verify and lets the server's answer arrive. */
async function submitCode(code: string) {
	fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: code } });
	await act(async () => {
		fireEvent.click(screen.getByRole("button", { name: "Verify" }));
	});
	await act(async () => {
		await Promise.resolve();
	});
}

describe("the OTP panel", () => {
	it("counts down to the server's expiry, then says OTP expired and enables Resend, which restarts the timer", async () => {
		// The server's clock is 5 s ahead of the device; the timer follows the server.
		const registrationId = "0b5f6f1e-8d1c-4a55-9a3e-2f1d7c9b1a20";
		authStore.startOtp({
			phone: "+919876543210",
			purpose: "register",
			expiresAt: 1_065_000,
			serverNow: 1_005_000,
			registrationId,
		});
		const fetchSpy = vi.fn(async () =>
			json({ message: "OTP sent via whatsapp", otpExpiresAt: 1_125_000, serverNow: 1_065_000 }),
		);
		vi.stubGlobal("fetch", fetchSpy);
		render(<OtpPanel onVerified={() => {}} />);

		expect(screen.getByText(/We sent a 6-digit code to/).textContent).toContain("code to +91 98765 43210.");
		expect(screen.getByTestId("otp-timer").textContent).toBe("01:00");
		const resend = screen.getByRole("button", { name: "Resend OTP" }) as HTMLButtonElement;
		expect(resend.disabled).toBe(true);
		await act(async () => {
			vi.advanceTimersByTime(30_000);
		});
		expect(screen.getByTestId("otp-timer").textContent).toBe("00:30");
		await act(async () => {
			vi.advanceTimersByTime(30_000);
		});
		expect(screen.getByTestId("otp-timer").textContent).toBe("00:00");
		expect(screen.getByRole("status").textContent).toBe("OTP expired");
		expect(resend.disabled).toBe(false);

		await act(async () => {
			fireEvent.click(resend);
		});
		await act(async () => {
			await Promise.resolve();
		});
		expect(fetchSpy).toHaveBeenCalledTimes(1);
		const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
		expect(String(url)).toContain("/api/auth/resend-otp");
		// The new code is asked for this client's own registration attempt.
		expect(JSON.parse(String(init.body))).toEqual({ phone: "+919876543210", purpose: "register", registrationId });
		await act(async () => {
			vi.advanceTimersByTime(300);
		});
		expect(screen.getByTestId("otp-timer").textContent).toBe("01:00");
		expect(resend.disabled).toBe(true);
	});

	it("shows only the current error: a wrong-code message goes when the code expires", async () => {
		openPanelRefusing("Incorrect verification code. 4 tries left.");
		await submitCode("123456");
		expect(screen.getByRole("alert").textContent).toBe("Incorrect verification code. 4 tries left.");
		await act(async () => {
			vi.advanceTimersByTime(60_000);
		});
		expect(screen.getByRole("status").textContent).toBe("OTP expired");
		expect(screen.getByRole("alert").textContent).toBe("");
	});

	it("says OTP expired once when the server also answers it for an expired code", async () => {
		openPanelRefusing("OTP expired");
		await act(async () => {
			vi.advanceTimersByTime(60_000);
		});
		await submitCode("123456");
		expect(screen.getByRole("status").textContent).toBe("OTP expired");
		expect(screen.getByRole("alert").textContent).toBe("");
	});

	it("checks the code's format before asking the server", async () => {
		authStore.startOtp({ phone: "+919876543210", purpose: "register", expiresAt: 1_060_000 });
		const fetchSpy = vi.fn();
		vi.stubGlobal("fetch", fetchSpy);
		render(<OtpPanel onVerified={() => {}} />);
		fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123" } });
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "Verify" }));
		});
		expect(screen.getByRole("alert").textContent).toBe("Please enter a valid verification code");
		expect(fetchSpy).not.toHaveBeenCalled();
	});
});
