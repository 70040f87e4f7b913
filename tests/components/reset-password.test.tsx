/**
 * The reset form (/verify-reset-otp): it checks the password typed twice itself and sends the spec's payload
 * (phone, otp, newPassword); a refusal without a message from the server says the spec's "Password reset failed".
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import VerifyResetOtp from "~/app/routes/verify-reset-otp";

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

function renderForm(answer: () => Response) {
	const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
	vi.stubGlobal("fetch", fetch);
	const Stub = createRoutesStub([{ path: "/verify-reset-otp", Component: VerifyResetOtp }]);
	render(<Stub initialEntries={["/verify-reset-otp?phone=9876543210"]} />);
	return fetch;
}

async function fill(confirm: string) {
	fireEvent.change(await screen.findByLabelText("OTP"), { target: { value: "123456" } });
	fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "Brand@New123" } });
	fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirm } });
	await act(async () => {
		fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
	});
}

describe("the reset form", () => {
	it("refuses a confirmation that does not match without asking the server", async () => {
		const fetch = renderForm(() => Response.json({ message: "Password reset successful. Please login." }));
		await fill("Brand@New124");
		expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
		expect(fetch).not.toHaveBeenCalled();
	});

	it("sends phone, otp and newPassword, and says 'Password reset failed' when the server gives no message", async () => {
		const fetch = renderForm(() => new Response("upstream error", { status: 500 }));
		await fill("Brand@New123");
		const [, init] = fetch.mock.calls[0] ?? [];
		expect(JSON.parse(String(init?.body))).toEqual({ phone: "9876543210", otp: "123456", newPassword: "Brand@New123" });
		expect((await screen.findByRole("alert")).textContent).toBe("Password reset failed");
	});
});
