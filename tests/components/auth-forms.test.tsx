/**
 * The login and register forms on Conform with the API's rules (issue 30): each field's own problem under it, all
 * at once, focus on the first, nothing sent; the server's refusal under the form, with what was typed kept.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authStore } from "~/app/lib/auth-store";
import Login from "~/app/routes/login";
import Register from "~/app/routes/register";
import { accountMessages as m, promotionMessages } from "~/domain/messages";
import "./helpers/i18n";

// The login page loads its rules when the form is first used; loaded once here, so that takes no test's time.
beforeAll(async () => {
	await import("~/app/lib/login-rules");
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	authStore.reset();
});

/** The error line a field's aria-describedby names. */
function errorOf(field: HTMLElement): string | null | undefined {
	const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
	return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute("role") === "alert")?.textContent;
}

/** Every request body sent, answered with `status` and `body`. */
function answerWith(status: number, body: object): unknown[] {
	const sent: unknown[] = [];
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const raw = init?.body ?? (input instanceof Request ? await input.text() : undefined);
			sent.push(typeof raw === "string" ? JSON.parse(raw) : raw);
			return Response.json(body, { status });
		}),
	);
	return sent;
}

function renderAt(path: string, Component: () => React.ReactNode, entry = path) {
	authStore.set({ isLoading: false });
	const Stub = createRoutesStub([{ path, Component }]);
	render(<Stub initialEntries={[entry]} />);
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("the login form", () => {
	it("names each problem under its field at once, focuses the first, and keeps what was typed on a refusal", async () => {
		const sent = answerWith(401, { message: "Invalid phone number or password" });
		renderAt("/login", Login);
		const phone = screen.getByLabelText("Phone Number");
		const password = screen.getByLabelText("Password");
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
		});
		await waitFor(() => expect(errorOf(phone)).toBe(m.enterPhone));
		expect(errorOf(password)).toBe(m.fillAllFields);
		expect(phone.getAttribute("aria-invalid")).toBe("true");
		expect(document.activeElement).toBe(phone);
		expect(sent).toEqual([]);

		// A phone that is not one: only the phone is wrong.
		fireEvent.input(phone, { target: { value: "12345" } });
		fireEvent.input(password, { target: { value: "whatever123" } });
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
		});
		await waitFor(() => expect(errorOf(phone)).toBe(m.invalidPhone));
		expect(errorOf(password)).toBeUndefined();
		expect(sent).toEqual([]);

		// The server's refusal under the form; the phone and password stay as typed.
		fireEvent.input(phone, { target: { value: "98765 43210" } });
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
		});
		await waitFor(() => expect(screen.getByText("Invalid phone number or password")).toBeTruthy());
		expect(sent).toEqual([{ phone: "+919876543210", password: "whatever123" }]);
		expect(value("Phone Number")).toBe("98765 43210");
		expect(value("Password")).toBe("whatever123");
		expect(errorOf(screen.getByLabelText("Phone Number"))).toBeUndefined();
	});
});

describe("the register form", () => {
	it("names every missing field at once and focuses the first, sending nothing", async () => {
		const sent = answerWith(200, {});
		renderAt("/register", Register);
		fireEvent.click(screen.getByRole("checkbox"));
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "Register" }));
		});
		const name = screen.getByLabelText("Name");
		await waitFor(() => expect(errorOf(name)).toBe(m.enterName));
		expect(errorOf(screen.getByLabelText("Phone"))).toBe(m.enterPhone);
		expect(errorOf(screen.getByLabelText("Password"))).toBe(m.fillAllFields);
		expect(document.activeElement).toBe(name);
		expect(sent).toEqual([]);
	});

	it("says the phone's and the referral code's problems beside them, the rest untouched", async () => {
		const sent = answerWith(200, {});
		renderAt("/register", Register, "/register?ref=NOPE");
		fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Meera Nair" } });
		fireEvent.input(screen.getByLabelText("Password"), { target: { value: "Meera@2026x" } });
		fireEvent.click(screen.getByRole("checkbox"));
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "Register" }));
		});
		const phone = screen.getByLabelText("Phone");
		await waitFor(() => expect(errorOf(phone)).toBe(m.enterPhone));
		expect(errorOf(screen.getByLabelText("Friend's referral code (optional)"))).toBe(
			promotionMessages.referralCodeInvalid,
		);
		expect(errorOf(screen.getByLabelText("Name"))).toBeUndefined();
		expect(document.activeElement).toBe(phone);
		expect(screen.queryByText(m.fillAllFields)).toBeNull();
		expect(sent).toEqual([]);
	});

	it("sends the referral code from ?ref=, and keeps what was typed when the server refuses", async () => {
		const sent = answerWith(429, { message: m.tooManyAttempts });
		renderAt("/register", Register, "/register?ref=ABCD2345");
		expect(value("Friend's referral code (optional)")).toBe("ABCD2345");
		fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Meera Nair" } });
		fireEvent.input(screen.getByLabelText("Phone"), { target: { value: "9876543210" } });
		fireEvent.input(screen.getByLabelText("Password"), { target: { value: "Meera@2026x" } });
		fireEvent.click(screen.getByRole("checkbox"));
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "Register" }));
		});
		await waitFor(() => expect(screen.getByText(m.tooManyAttempts)).toBeTruthy());
		expect(sent).toEqual([
			{ name: "Meera Nair", phone: "+919876543210", password: "Meera@2026x", ref: "ABCD2345", acceptTerms: true },
		]);
		expect(value("Name")).toBe("Meera Nair");
		expect(value("Phone")).toBe("9876543210");
		expect(value("Friend's referral code (optional)")).toBe("ABCD2345");
	});
});
