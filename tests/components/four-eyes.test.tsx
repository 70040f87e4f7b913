/** The second approver threshold on /admin/settings: the loader's value, the action's answer, a bad value refused. */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import AdminSettings from "~/app/routes/admin/settings";
import { fourEyesMessages } from "~/domain/messages";
import "./helpers/i18n";

afterEach(cleanup);

describe("the second approver threshold", () => {
	it("shows the stored threshold, posts a new one to the page's action and says it is saved", async () => {
		const posted: FormData[] = [];
		const Stub = createRoutesStub([
			{
				path: "/admin/settings",
				Component: AdminSettings as never,
				loader: () => ({ details: { qrCodeUrl: "", upiId: "pay@okaxis" }, fourEyes: 50_000 }),
				action: async ({ request }) => {
					posted.push(await request.formData());
					return { result: { status: "success" }, saved: fourEyesMessages.thresholdSaved };
				},
			},
		]);
		render(<Stub initialEntries={["/admin/settings"]} />);
		const field = (await screen.findByLabelText("Threshold (₹)")) as HTMLInputElement;
		expect(field.value).toBe("50000");
		fireEvent.change(field, { target: { value: "-3" } });
		fireEvent.click(screen.getByRole("button", { name: "Save threshold" }));
		expect(await screen.findByText(fourEyesMessages.thresholdInvalid)).toBeTruthy();
		expect(posted).toHaveLength(0);
		fireEvent.change(field, { target: { value: "75000" } });
		fireEvent.click(screen.getByRole("button", { name: "Save threshold" }));
		await waitFor(() => expect(screen.getByRole("status").textContent).toBe(fourEyesMessages.thresholdSaved));
		expect(posted[0]?.get("intent")).toBe("four-eyes");
		expect(posted[0]?.get("threshold")).toBe("75000");
	});
});
