/** Scan to Pay's UTR field (walk finding 5, issue 30): the refusal clears once a valid UTR is typed. */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ScanToPay } from "~/app/components/wallet/scan-to-pay";

afterEach(cleanup);

describe("Scan to Pay", () => {
	it('says "Please Enter your UTR Number." until a valid UTR is typed, then no longer', () => {
		render(
			<MemoryRouter>
				<ScanToPay
					payment={{ amount: 300, method: "upi", details: { upiId: "casino@upi", qrCodeUrl: "" } }}
					onClose={() => {}}
				/>
			</MemoryRouter>,
		);
		const dialog = screen.getByRole("dialog");
		fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
		expect(within(dialog).getByRole("alert").textContent).toBe("Please Enter your UTR Number.");
		const utr = within(dialog).getByLabelText("UTR number");
		fireEvent.change(utr, { target: { value: "12345" } });
		// Not yet a UTR: the refusal still holds.
		expect(within(dialog).getByRole("alert").textContent).toBe("Please Enter your UTR Number.");
		fireEvent.change(utr, { target: { value: "123456789012" } });
		expect(within(dialog).queryByRole("alert")).toBeNull();
		expect(utr.getAttribute("aria-invalid")).toBeNull();
	});
});
