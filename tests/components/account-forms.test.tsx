/**
 * The account's name, password, limit, break and forgot-password forms on Conform with the API's schemas (issue 30): each field's own error under
 * it, all at once, focus on the first; a refusal from the server under the field it concerns, with what was typed.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NameForm } from "~/app/components/account/name-form";
import { PasswordForm } from "~/app/components/account/password-form";
import ForgotPassword from "~/app/routes/forgot-password";
import ResponsibleGaming from "~/app/routes/user/responsible-gaming";
import { accountMessages as m } from "~/domain/messages";
import { protectionMessages } from "~/domain/protection";
import "./helpers/i18n";

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

function NameFormOfAsha() {
	return <NameForm current="Asha" />;
}

function renderForm(Component: () => React.ReactNode) {
	const Stub = createRoutesStub([{ path: "/user", Component, loader: () => null }]);
	render(<Stub initialEntries={["/user"]} />);
}

/** Records each request's body in `sent` and answers every one with `status` and `body`. */
function answerWith(sent: unknown[], status: number, body: object) {
	vi.stubGlobal(
		"fetch",
		vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
			sent.push(JSON.parse(String(init?.body)));
			return Response.json(body, { status });
		}),
	);
}

/** The error line a field's aria-describedby names. */
function errorOf(field: HTMLElement): string | null | undefined {
	const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
	return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute("role") === "alert")?.textContent;
}

describe("the password form", () => {
	it("names every empty field at once, focuses the first, then keeps what was typed when the server refuses", async () => {
		const posted: unknown[] = [];
		answerWith(posted, 422, { message: m.wrongCurrentPassword });
		renderForm(PasswordForm);
		const current = await screen.findByLabelText("Current password");
		const fresh = screen.getByLabelText("New password");
		const confirm = screen.getByLabelText("Confirm new password");
		fireEvent.click(screen.getByRole("button", { name: "Change password" }));
		await waitFor(() => expect(errorOf(current)).toBe(m.fillAllFields));
		expect(errorOf(fresh)).toBe(m.fillAllFields);
		expect(errorOf(confirm)).toBe(m.fillAllFields);
		expect(document.activeElement).toBe(current);
		expect(posted).toHaveLength(0);

		// Too short and not matching: both, each under its own field.
		fireEvent.input(current, { target: { value: "Old@2026x" } });
		fireEvent.input(fresh, { target: { value: "short" } });
		fireEvent.input(confirm, { target: { value: "other" } });
		fireEvent.click(screen.getByRole("button", { name: "Change password" }));
		await waitFor(() => expect(errorOf(fresh)).toBe(m.passwordTooShort));
		expect(errorOf(confirm)).toBe(m.passwordsDoNotMatch);
		expect(errorOf(current)).toBeFalsy();

		// The server says the current password is wrong: under that field, and nothing typed is lost.
		fireEvent.input(fresh, { target: { value: "Rohan@2027" } });
		fireEvent.input(confirm, { target: { value: "Rohan@2027" } });
		fireEvent.click(screen.getByRole("button", { name: "Change password" }));
		await waitFor(() => expect(errorOf(screen.getByLabelText("Current password"))).toBe(m.wrongCurrentPassword));
		expect(posted).toEqual([
			{ currentPassword: "Old@2026x", newPassword: "Rohan@2027", confirmPassword: "Rohan@2027" },
		]);
		expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("Rohan@2027");
		expect((screen.getByLabelText("Confirm new password") as HTMLInputElement).value).toBe("Rohan@2027");
	});
});

describe("the name form", () => {
	it("refuses an empty name under the field before anything is sent", async () => {
		const fetch = vi.fn();
		vi.stubGlobal("fetch", fetch);
		renderForm(NameFormOfAsha);
		const name = await screen.findByLabelText("Display name");
		fireEvent.input(name, { target: { value: "   " } });
		fireEvent.click(screen.getByRole("button", { name: "Save name" }));
		await waitFor(() => expect(errorOf(name)).toBe(m.enterName));
		expect(name.getAttribute("aria-invalid")).toBe("true");
		expect(fetch).not.toHaveBeenCalled();
	});
});

const noLimit = { value: null, pending: null };
const VIEW = {
	limits: {
		deposit_day: noLimit,
		deposit_week: noLimit,
		deposit_month: noLimit,
		loss_day: noLimit,
		reality_check_minutes: noLimit,
	},
	usage: { deposit_day: 0, deposit_week: 0, deposit_month: 0, loss_day: 0 },
	exclusion: null,
};

/** The page's action stubbed: records each form posted in `sent` and answers with `reply()` (status 200 or `data()`). */
function pageWithAction(sent: Array<Record<string, FormDataEntryValue>>, reply: () => unknown, onRead = () => {}) {
	return createRoutesStub([
		{
			path: "/",
			Component: ResponsibleGaming,
			loader: () => {
				onRead();
				return VIEW;
			},
			action: async ({ request }) => {
				sent.push(Object.fromEntries(await request.formData()));
				return reply();
			},
		},
	]);
}

const refusedAt = (field: string, message: string) =>
	data({ result: { status: "error", error: { [field]: [message] } } }, 409);

describe("a limit form", () => {
	it("refuses what is not a whole number in range under the field, and keeps what was typed when the server refuses", async () => {
		const sent: Array<Record<string, FormDataEntryValue>> = [];
		const Stub = pageWithAction(sent, () => refusedAt("amount", "Limits cannot change now."));
		render(<Stub initialEntries={["/"]} />);
		const daily = within(await screen.findByTestId("limit-deposit_day"));
		const field = daily.getByLabelText("New limit (₹)") as HTMLInputElement;
		const save = daily.getByRole("button", { name: "Save" });
		fireEvent.input(field, { target: { value: "12.5" } });
		fireEvent.click(save);
		await waitFor(() => expect(daily.getByRole("alert").textContent).toBe(protectionMessages.wholeNumber));
		fireEvent.input(field, { target: { value: "20000000" } });
		await waitFor(() => expect(daily.getByRole("alert").textContent).toBe(protectionMessages.limitRange));
		expect(sent).toEqual([]);
		fireEvent.input(field, { target: { value: "5000" } });
		fireEvent.click(save);
		await waitFor(() => expect(daily.getByRole("alert").textContent).toBe("Limits cannot change now."));
		expect(sent).toEqual([{ intent: "limit", kind: "deposit_day", amount: "5000" }]);
		expect((daily.getByLabelText("New limit (₹)") as HTMLInputElement).value).toBe("5000");
	});
});

describe("a break form", () => {
	it("starts the chosen break only from its confirmation, and keeps the period with the refusal under it", async () => {
		const sent: Array<Record<string, FormDataEntryValue>> = [];
		let answer: () => unknown = () =>
			data({ result: { status: "error", error: { "": [protectionMessages.exclusionActive] } } }, 409);
		let reads = 0;
		const Stub = pageWithAction(
			sent,
			() => answer(),
			() => {
				reads++;
			},
		);
		render(<Stub initialEntries={["/"]} />);
		const coolOff = within(await screen.findByTestId("break-cool_off"));
		fireEvent.click(coolOff.getByLabelText("7 days"));
		fireEvent.click(coolOff.getByRole("button", { name: "Start cool-off" }));
		const dialog = within(screen.getByRole("dialog", { name: "Cool-off for 7 days?" }));
		// Cancel first: nothing is sent.
		fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(sent).toEqual([]);

		fireEvent.click(coolOff.getByRole("button", { name: "Start cool-off" }));
		fireEvent.click(screen.getByRole("button", { name: "Yes, start my cool-off" }));
		await waitFor(() => expect(coolOff.getByRole("alert").textContent).toBe(protectionMessages.exclusionActive));
		const posted = { intent: "break", kind: "cool_off", period: "7d" };
		expect(sent).toEqual([posted]);
		expect(screen.queryByRole("dialog")).toBeNull();
		expect((coolOff.getByLabelText("7 days") as HTMLInputElement).checked).toBe(true);
		expect(screen.getByTestId("break-cool_off").getAttribute("aria-describedby")).toBe(coolOff.getByRole("alert").id);

		// Accepted: the framework reads the page's view again.
		const readsBefore = reads;
		answer = () => ({ result: { status: "success" }, sent: protectionMessages.exclusionStarted("1 Dec 2026") });
		fireEvent.click(coolOff.getByRole("button", { name: "Start cool-off" }));
		fireEvent.click(screen.getByRole("button", { name: "Yes, start my cool-off" }));
		await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
		expect(sent).toEqual([posted, posted]);
		await waitFor(() => expect(coolOff.getByRole("alert").textContent).toBe(""));
	});
});

describe("the forgot-password form", () => {
	it("asks for the phone under its field before anything is sent, and keeps it when the server refuses", async () => {
		const sent: unknown[] = [];
		answerWith(sent, 429, { message: m.tooManyAttempts });
		const Stub = createRoutesStub([{ path: "/forgot-password", Component: ForgotPassword }]);
		render(<Stub initialEntries={["/forgot-password"]} />);
		const phone = await screen.findByLabelText("Phone Number");
		fireEvent.click(screen.getByRole("button", { name: "Send OTP" }));
		await waitFor(() => expect(errorOf(phone)).toBe(m.enterPhone));
		expect(sent).toEqual([]);
		fireEvent.input(phone, { target: { value: "9876543210" } });
		fireEvent.click(screen.getByRole("button", { name: "Send OTP" }));
		await waitFor(() => expect(errorOf(screen.getByLabelText("Phone Number"))).toBe(m.tooManyAttempts));
		expect(sent).toHaveLength(1);
		expect((screen.getByLabelText("Phone Number") as HTMLInputElement).value).toBe("9876543210");
	});
});
