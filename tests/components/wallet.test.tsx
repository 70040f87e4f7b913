import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BetHistoryTable } from "~/app/components/wallet/bet-history-table";
import { PlayerTransactionTable } from "~/app/components/wallet/transaction-table";
import { StatusBadge } from "~/app/components/wallet/ui";
import { type BetHistoryRow, fetchBetHistory } from "~/app/lib/bet-history";
import { type Transaction, upiLink } from "~/app/lib/transactions";

afterEach(cleanup);

const won: BetHistoryRow = {
	id: "bet-aaaaaaaa-1",
	createdAt: Date.UTC(2026, 10, 22, 9, 30),
	roundId: "round-0000-12345678",
	roundSeq: 42,
	type: "straight",
	numbers: [17],
	amount: 100,
	payout: 3600,
	status: "won",
	wallet: "real",
	result: 17,
	resultColor: "black",
	operatorSet: false,
};
const lostTokens: BetHistoryRow = {
	...won,
	id: "bet-bbbbbbbb-2",
	roundId: "round-0000-87654321",
	type: "corner",
	numbers: [1, 2, 4, 5],
	amount: 50,
	payout: 0,
	status: "lost",
	wallet: "tokens",
	result: 0,
	operatorSet: true,
};

describe("the bet history table", () => {
	it("has the spec's columns and shows each bet's result, numbers, type, stake and payout", () => {
		render(<BetHistoryTable rows={[won, lostTokens]} />);
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toEqual([
			"DATE",
			"TIME",
			"ROUND ID",
			"TRANSACTION",
			"BET RESULT",
			"NUMBER",
			"BET TYPE",
			"AMOUNT",
			"PAYOUT",
		]);
		const [first, second] = screen.getAllByTestId("bet-row");
		if (!first || !second) throw new Error("two rows expected");
		const a = within(first);
		expect(a.getByText("Win")).toBeTruthy();
		expect(a.getByText("12345678")).toBeTruthy();
		expect(a.getByText("straight")).toBeTruthy();
		expect(a.getByText("₹100")).toBeTruthy();
		expect(a.getByText("₹3,600").className).toContain("text-green-400");
		expect(a.queryByText("operator-set")).toBeNull();
		const b = within(second);
		expect(b.getByText("Loss")).toBeTruthy();
		expect(["1", "2", "4", "5"].every((n) => b.getByText(n, { selector: "span" }))).toBe(true);
		expect(b.getByText("50 tokens")).toBeTruthy();
		expect(b.getByText("operator-set")).toBeTruthy();
	});

	it("says so when there are no bets", () => {
		render(<BetHistoryTable rows={[]} />);
		expect(screen.getByText("No bet history available")).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
	});
});

const approvedDeposit: Transaction = {
	id: "tx-aaaaaaaa-1",
	user: { id: "u1", name: "Asha", phone: "+919812458629" },
	transactionType: "deposit",
	amount: 500,
	transactionStatus: "approved",
	utr: "123456789012",
	upiId: "royalecasino@okaxis",
	paymentMethod: "upi",
	recipientName: null,
	bankName: null,
	bankAccountNumber: null,
	ifscCode: null,
	bonusTokens: 50,
	adminNote: null,
	decidedAt: "2026-11-22T09:35:00.000Z",
	createdAt: "2026-11-22T09:30:00.000Z",
	updatedAt: "2026-11-22T09:35:00.000Z",
};

describe("the player's transaction table", () => {
	it("shows the play-token bonus under an approved deposit, and none where none was credited", () => {
		const pending: Transaction = {
			...approvedDeposit,
			id: "tx-bbbbbbbb-2",
			transactionStatus: "pending",
			bonusTokens: null,
		};
		render(<PlayerTransactionTable rows={[approvedDeposit, pending]} caption="All Transactions" />);
		const [approved, waiting] = screen.getAllByTestId("transaction-row");
		if (!approved || !waiting) throw new Error("two rows expected");
		expect(within(approved).getByTestId("deposit-bonus").textContent).toBe("+ 50 bonus tokens");
		expect(within(waiting).queryByTestId("deposit-bonus")).toBeNull();
	});

	it("dates each row in India time, labelled IST, whatever the machine's zone", () => {
		// 20:00 UTC on the 22nd is 1:30 am on the 23rd in India.
		const late: Transaction = { ...approvedDeposit, createdAt: "2026-11-22T20:00:00.000Z" };
		render(<PlayerTransactionTable rows={[late]} caption="All Transactions" />);
		const [row] = screen.getAllByTestId("transaction-row");
		expect(row?.lastElementChild?.textContent).toBe("23 Nov 2026, 1:30 am IST");
	});
});

describe("fetchBetHistory", () => {
	afterEach(() => vi.unstubAllGlobals());

	it("reads the engine's answer and pages it by 10", async () => {
		const fetch = vi.fn(async () => Response.json({ bets: [won], page: 2, pageSize: 10, total: 23 }));
		vi.stubGlobal("fetch", fetch);
		const answer = await fetchBetHistory(2);
		const called = new URL(String((fetch.mock.calls[0] as unknown[])[0]), "http://localhost");
		expect(`${called.pathname}${called.search}`).toBe("/api/user/bets?page=2&pageSize=10");
		expect(answer).toEqual({
			ok: true,
			page: { rows: [won], pagination: { page: 2, pageSize: 10, total: 23, totalPages: 3 } },
		});
	});

	it("passes on the server's message on failure", async () => {
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => Response.json({ message: "Nope" }, { status: 403 })),
		);
		expect(await fetchBetHistory(1)).toEqual({ ok: false, message: "Nope" });
	});
});

describe("wallet helpers", () => {
	it("builds a standard upi://pay link with payee, name, amount and currency", () => {
		const url = new URL(upiLink("royale@okaxis", 5000));
		expect(url.protocol).toBe("upi:");
		expect(url.searchParams.get("pa")).toBe("royale@okaxis");
		expect(url.searchParams.get("pn")).toBe("Roulette Royale");
		expect(url.searchParams.get("am")).toBe("5000");
		expect(url.searchParams.get("cu")).toBe("INR");
	});

	it("labels each status", () => {
		render(
			<>
				<StatusBadge status="pending" />
				<StatusBadge status="approved" />
				<StatusBadge status="rejected" />
			</>,
		);
		expect(screen.getByText("Pending").dataset.status).toBe("pending");
		expect(screen.getByText("Approved").dataset.status).toBe("approved");
		expect(screen.getByText("Rejected").dataset.status).toBe("rejected");
	});
});

describe("the admin's payment settings screen", () => {
	afterEach(() => vi.unstubAllGlobals());

	it("shows the server's message (or the spec's fallback) with Retry, and Retry loads the details", async () => {
		const answers = [
			() => Response.json({ message: "Database unavailable" }, { status: 503 }),
			() => new Response("not json", { status: 500 }),
			() => Response.json({ data: { data: { qrCodeUrl: "/api/uploads/qr/x.png", upiId: "pay@okaxis" } } }),
		];
		const fetch = vi.fn(async () => (answers.shift() ?? answers[0])?.() ?? new Response(null, { status: 500 }));
		vi.stubGlobal("fetch", fetch);
		const { default: AdminSettings } = await import("~/app/routes/admin/settings");
		render(<AdminSettings />);
		expect((await screen.findByRole("alert")).textContent).toContain("Database unavailable");
		fireEvent.click(screen.getByRole("button", { name: "Retry" }));
		expect((await screen.findByText("Failed to load payment details.")).closest("[role=alert]")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Retry" }));
		expect((await screen.findByTestId("current-upi")).textContent).toBe("pay@okaxis");
		expect(screen.getByRole("img", { name: "Current payment QR code" }).getAttribute("src")).toBe(
			"/api/uploads/qr/x.png",
		);
		expect(fetch).toHaveBeenCalledTimes(3);
	});

	it("asks for a QR image on first setup and shows Saving... while the save runs", async () => {
		let release: (r: Response) => void = () => {};
		const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
			if (init?.method === "POST") return new Promise<Response>((r) => (release = r));
			return Response.json({ data: { data: { qrCodeUrl: "", upiId: "" } } });
		});
		vi.stubGlobal("fetch", fetch);
		const { default: AdminSettings } = await import("~/app/routes/admin/settings");
		render(<AdminSettings />);
		fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
		fireEvent.change(screen.getByLabelText("UPI ID"), { target: { value: "pay@okaxis" } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(screen.getByRole("alert").textContent).toBe("Please select a QR image (PNG/JPG) for first-time setup.");
		expect(fetch).toHaveBeenCalledTimes(1);

		const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "qr.png", { type: "image/png" });
		fireEvent.change(screen.getByLabelText("QR image (PNG/JPG)"), { target: { files: [png] } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByRole("button", { name: "Saving..." })).toBeTruthy();
		const [, init] = fetch.mock.calls[1] ?? [];
		const body = init?.body as FormData;
		expect(body.get("upiId")).toBe("pay@okaxis");
		expect((body.get("qrCode") as File).name).toBe("qr.png");
		release(
			Response.json({
				message: "Payment settings saved.",
				data: { data: { qrCodeUrl: "/q.png", upiId: "pay@okaxis" } },
			}),
		);
		expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
	});
});
