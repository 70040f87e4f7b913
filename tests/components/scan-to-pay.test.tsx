/**
 * The deposit form and Scan to Pay on the page's action (issue 30): Conform's per-field errors with the spec's words,
 * the check's answer opening Scan to Pay, a refused UTR kept with its message under it, the sent request shown as
 * pending with a link to Requests (walk finding 5b), only the ways to pay that exist (walk finding 4), and an amount
 * typed before hydration kept.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DepositForm } from "~/app/components/wallet/deposit-form";
import { ScanToPay } from "~/app/components/wallet/scan-to-pay";
import { paymentMessages } from "~/domain/messages";

afterEach(cleanup);

const DETAILS = { upiId: "casino@upi", qrCodeUrl: "" };

function NothingYet() {
	return null;
}

function ScanToPayOnly() {
	return <ScanToPay payment={{ amount: 300, method: "upi", details: DETAILS }} onClose={() => {}} />;
}

/** The deposit form with a stand-in for the page's action, which records what was posted. */
function renderDeposit(answer: (form: FormData) => unknown) {
	const posted: FormData[] = [];
	const Stub = createRoutesStub([
		{
			path: "/user/deposits-withdrawals",
			Component: DepositForm,
			action: async ({ request }) => {
				const form = await request.formData();
				posted.push(form);
				return answer(form);
			},
		},
	]);
	render(<Stub initialEntries={["/user/deposits-withdrawals"]} />);
	return posted;
}

describe("Scan to Pay", () => {
	it('says "Please Enter your UTR Number." until a UTR is typed, then the UTR\'s own problem, then nothing', async () => {
		const Stub = createRoutesStub([{ path: "/", Component: ScanToPayOnly }]);
		render(<Stub />);
		const dialog = await screen.findByRole("dialog");
		fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
		expect((await within(dialog).findByRole("alert")).textContent).toBe("Please Enter your UTR Number.");
		const utr = within(dialog).getByLabelText("UTR number");
		fireEvent.input(utr, { target: { value: "12345" } });
		await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(paymentMessages.utrInvalid));
		fireEvent.input(utr, { target: { value: "123456789012" } });
		await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
		expect(utr.getAttribute("aria-invalid")).toBeNull();
	});
});

describe("the deposit form", () => {
	it("offers only UPI, the way to pay the operator configures (walk finding 4)", async () => {
		renderDeposit(() => null);
		expect((await screen.findByTestId("deposit-method")).textContent).toBe("UPI");
		expect(screen.queryByRole("radio")).toBeNull();
		for (const gone of ["Card", "Netbanking", "Cash", "UPI SafePay"]) expect(screen.queryByText(gone)).toBeNull();
	});

	it("refuses too small an amount under the field, before asking the server, and keeps what was typed", async () => {
		const posted = renderDeposit(() => null);
		const amount = (await screen.findByRole("spinbutton", { name: "Amount (₹)" })) as HTMLInputElement;
		fireEvent.input(amount, { target: { value: "100" } });
		fireEvent.click(await screen.findByRole("button", { name: "Deposit ₹100" }));
		expect((await screen.findByRole("alert")).textContent).toBe(paymentMessages.depositAtLeast(300));
		expect(amount.getAttribute("aria-invalid")).toBe("true");
		expect(amount.value).toBe("100");
		expect(posted).toHaveLength(0);
	});

	it("checks the deposit with the page's action, opens Scan to Pay, and after the UTR shows it pending with a link to Requests", async () => {
		const posted = renderDeposit((form) =>
			form.get("intent") === "check-deposit"
				? {
						result: { status: "success" },
						checked: { amount: Number(form.get("amount")), method: "upi", details: DETAILS, bonus: null },
					}
				: form.get("utr") === "111111111111"
					? { result: { status: "error", error: { utr: [paymentMessages.utrUsed] } } }
					: {
							result: { status: "success" },
							sent: { message: paymentMessages.depositSent, amount: 3100, utr: String(form.get("utr")) },
						},
		);
		fireEvent.click(await screen.findByRole("button", { name: "Increase by ₹100" }));
		fireEvent.click(await screen.findByRole("button", { name: "Deposit ₹3,100" }));
		const dialog = await screen.findByRole("dialog", { name: "Scan to Pay" });
		expect(posted[0]?.get("intent")).toBe("check-deposit");
		expect(posted[0]?.get("amount")).toBe("3100");
		expect(posted[0]?.get("paymentMethod")).toBe("upi");
		expect(within(dialog).getByText("Amount:").textContent).toContain("₹3,100");
		// A UTR the server refuses: its message under the field, the UTR as typed.
		const utr = within(dialog).getByLabelText("UTR number") as HTMLInputElement;
		fireEvent.input(utr, { target: { value: "111111111111" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
		expect((await within(dialog).findByRole("alert")).textContent).toBe(paymentMessages.utrUsed);
		expect((within(dialog).getByLabelText("UTR number") as HTMLInputElement).value).toBe("111111111111");
		fireEvent.input(within(dialog).getByLabelText("UTR number"), { target: { value: "123456789012" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		const deposit = posted.at(-1);
		expect([deposit?.get("intent"), deposit?.get("amount"), deposit?.get("utr")]).toEqual([
			"deposit",
			"3100",
			"123456789012",
		]);
		expect(deposit?.get("idempotencyKey")).toBeTruthy();
		const sent = screen.getByTestId("deposit-sent");
		expect(sent.textContent).toContain("Your deposit of ₹3,100 (UTR 123456789012) is pending review.");
		expect(within(sent).getByRole("link", { name: "See it in Requests" }).getAttribute("href")).toBe("/user/requests");
	});

	it("shows a refusal of the deposit itself under the button, with the way to the player's limits", async () => {
		renderDeposit(() => ({
			result: { status: "success" },
			refusal: { message: "This deposit would go over your daily deposit limit.", ownLimits: true },
		}));
		fireEvent.click(await screen.findByRole("button", { name: "Deposit ₹3,000" }));
		const refusal = await screen.findByTestId("deposit-refusal");
		expect(refusal.textContent).toContain("This deposit would go over your daily deposit limit.");
		expect(within(refusal).getByRole("link", { name: "See your limits and breaks" })).toBeTruthy();
		expect(screen.queryByRole("dialog")).toBeNull();
	});

	it("keeps an amount typed into the server's HTML before hydration", async () => {
		// The server's HTML of the field, typed into before the form's script ran.
		const { renderToString } = await import("react-dom/server");
		const { hydrateRoot } = await import("react-dom/client");
		const Stub = createRoutesStub([{ path: "/", Component: DepositForm, HydrateFallback: NothingYet }]);
		const container = document.createElement("div");
		document.body.appendChild(container);
		container.innerHTML = renderToString(<Stub />);
		const served = container.querySelector("input[type=number]") as HTMLInputElement | null;
		if (served) served.value = "4500";
		await act(async () => {
			hydrateRoot(container, <Stub />);
		});
		const amount = (await within(container).findByRole("spinbutton", { name: "Amount (₹)" })) as HTMLInputElement;
		expect(amount.value).toBe("4500");
		expect(await within(container).findByRole("button", { name: "Deposit ₹4,500" })).toBeTruthy();
		container.remove();
	});
});
