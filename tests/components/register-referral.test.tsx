/**
 * A friend's referral link, `/register?ref=<code>` (issue 32): the register form carries the code, and the phone's
 * verification sends it, so the server records the referral (tests/workers/referral-register.test.ts).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OtpPanel } from "~/app/components/otp-panel";
import { authStore } from "~/app/lib/auth-store";
import Register from "~/app/routes/register";

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	authStore.reset();
});

describe("registering through a referral link", () => {
	it("fills the friend's code in from ?ref=, and it stays editable", () => {
		authStore.set({ isLoading: false });
		const Stub = createRoutesStub([{ path: "/register", Component: Register }]);
		render(<Stub initialEntries={["/register?ref=ABCD2345"]} />);
		const field = screen.getByLabelText("Friend's referral code (optional)") as HTMLInputElement;
		expect(field.value).toBe("ABCD2345");
		fireEvent.change(field, { target: { value: "" } });
		expect(field.value).toBe("");
	});

	it("sends the code with the phone's verification", async () => {
		const bodies: unknown[] = [];
		vi.stubGlobal(
			"fetch",
			vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
				const raw = init?.body ?? (input instanceof Request ? await input.text() : undefined);
				bodies.push(typeof raw === "string" ? JSON.parse(raw) : raw);
				return new Response(JSON.stringify({ message: "ok", referral: "joined" }), {
					status: 200,
					headers: { "Content-Type": "application/json" },
				});
			}),
		);
		authStore.startOtp({
			phone: "+919876543210",
			purpose: "register",
			expiresAt: Date.now() + 60_000,
			registrationId: "00000000-0000-4000-8000-000000000001",
		});
		const verified = vi.fn();
		render(<OtpPanel referral="ABCD2345" onVerified={verified} />);
		fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: /Verify/ }));
		});
		expect(bodies).toEqual([
			{
				phone: "+919876543210",
				otp: "123456",
				registrationId: "00000000-0000-4000-8000-000000000001",
				ref: "ABCD2345",
			},
		]);
		expect(verified).toHaveBeenCalledOnce();
	});
});
