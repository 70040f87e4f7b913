/** The bank statement page (app/routes/admin/bank-statement.tsx) through its loader and action, stubbed. */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import AdminBankStatement from "~/app/routes/admin/bank-statement";
import type { StatementReport } from "~/server/bank-statements";
import type { TransactionView } from "~/server/wallet";
import "./helpers/i18n";

afterEach(cleanup);

function transaction(id: string, name: string, amount: number, utr: string): TransactionView {
	return {
		id,
		user: { id: `u-${id}`, name, phone: "9876543210" },
		transactionType: "deposit",
		amount,
		transactionStatus: "pending",
		utr,
		upiId: null,
		paymentMethod: "upi",
		recipientName: null,
		bankName: null,
		bankAccountNumber: null,
		ifscCode: null,
		bonusTokens: null,
		adminNote: null,
		decidedAt: null,
		createdAt: "2026-11-01T05:00:00.000Z",
		updatedAt: "2026-11-01T05:00:00.000Z",
	};
}

const line = (row: number, utr: string, amount: number) => ({
	row,
	date: "2026-11-01",
	amount,
	reference: "",
	narration: `UPI/${utr}/Payment/x@okicici`,
	utrs: [utr],
});

const report: StatementReport = {
	upload: {
		id: "6a0d7f0e-0000-4000-8000-000000000001",
		fileName: "icici-november.csv",
		layout: "icici",
		layoutName: "ICICI Bank",
		sizeBytes: 1200,
		uploadedAt: "2026-11-02T05:00:00.000Z",
		uploadedBy: { id: "admin", name: "Operator Asha" },
	},
	rowsRead: 5,
	problems: [{ row: 9, field: "amount", value: "12x" }],
	deposits: [
		{
			transaction: transaction("a", "Ravi", 1_500, "633212345678"),
			match: "matched",
			credit: line(2, "633212345678", 1_500),
			candidates: [line(2, "633212345678", 1_500)],
		},
		{
			transaction: transaction("b", "Neha", 2_000, "633212345679"),
			match: "amount_differs",
			credit: line(3, "633212345679", 1_900),
			candidates: [line(3, "633212345679", 1_900)],
		},
		{
			transaction: transaction("c", "Amit", 500, "633212345670"),
			match: "utr_not_found",
			credit: null,
			candidates: [],
		},
		{
			transaction: transaction("d", "Kiran", 700, "633212345671"),
			match: "ambiguous",
			credit: null,
			candidates: [line(4, "633212345671", 700), line(5, "633212345671", 700)],
		},
	],
	unclaimed: [line(6, "633299999999", 999)],
	counts: { matched: 1, amount_differs: 1, utr_not_found: 1, ambiguous: 1, unclaimed: 1 },
	morePending: false,
};

const loaderData = {
	uploads: [
		{
			id: report.upload.id,
			fileName: "icici-november.csv",
			layout: "icici",
			credits: 5,
			uploadedAt: report.upload.uploadedAt,
			uploadedByName: "Operator Asha",
		},
	],
	mapping: null,
	report,
	reportError: null,
};

describe("the bank statement page", () => {
	it("shows each deposit's match, the credits nobody claimed and the unreadable rows, and approves the matched ones", async () => {
		const posted: FormData[] = [];
		const Stub = createRoutesStub([
			{
				path: "/admin/bank-statement",
				Component: AdminBankStatement as never,
				loader: () => loaderData,
				action: async ({ request }) => {
					const form = await request.formData();
					posted.push(form);
					return {
						intent: "approve",
						message: "1 deposit approved.",
						results: [{ transactionId: "a", outcome: "approved", message: null }],
					};
				},
			},
		]);
		render(<Stub initialEntries={["/admin/bank-statement"]} />);
		expect(await screen.findByRole("heading", { level: 1, name: "Bank statement" })).toBeTruthy();
		expect(screen.getByTestId("statement-summary").textContent).toBe(
			"1 matched, 1 amount differs, 1 UTR not found, 1 ambiguous; 1 credits nobody claimed.",
		);
		const deposits = screen.getByRole("region", { name: "Pending deposits" });
		expect(within(deposits).getAllByRole("checkbox")).toHaveLength(1);
		const ravi = within(deposits).getByRole("checkbox", {
			name: /^Approve the deposit of Ravi, ₹1,500(\.00)?$/,
		}) as HTMLInputElement;
		expect(ravi.checked).toBe(true);
		for (const name of ["Matched", "Amount differs", "UTR not found", "Ambiguous"]) {
			expect(within(deposits).getByText(name)).toBeTruthy();
		}
		expect(within(deposits).getByText("Rows 4, 5")).toBeTruthy();
		const unclaimed = screen.getByRole("region", { name: "Credits nobody claimed" });
		expect(within(unclaimed).getByText("633299999999")).toBeTruthy();
		expect(screen.getByText("Row 9: “12x” is not an amount.")).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: "Approve the selected matched deposits" }));
		await waitFor(() => expect(screen.getByTestId("statement-approved").textContent).toBe("1 deposit approved."));
		expect(posted[0]?.get("intent")).toBe("approve");
		expect(posted[0]?.get("uploadId")).toBe(report.upload.id);
		expect(posted[0]?.getAll("transactionId")).toEqual(["a"]);
	});

	it("says a refused upload's reason under the file field", async () => {
		const Stub = createRoutesStub([
			{
				path: "/admin/bank-statement",
				Component: AdminBankStatement as never,
				loader: () => ({ ...loaderData, uploads: [], report: null }),
				action: () => ({ intent: "upload", message: "The statement file is empty." }),
			},
		]);
		render(<Stub initialEntries={["/admin/bank-statement"]} />);
		expect(await screen.findByText("No statement uploaded yet.")).toBeTruthy();
		const file = screen.getByLabelText("Statement file (CSV, up to 1 MB)") as HTMLInputElement;
		fireEvent.change(file, { target: { files: [new File([""], "empty.csv", { type: "text/csv" })] } });
		fireEvent.submit(file.form as HTMLFormElement);
		expect(await screen.findByText("The statement file is empty.")).toBeTruthy();
		expect(file.getAttribute("aria-invalid")).toBe("true");
	});
});
