/** The player's money screens in Hindi (issue 17): labels, statuses, bet names, amounts and dates for a Hindi reader. */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, MemoryRouter, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BetHistoryFilterForm } from "~/app/components/wallet/bet-history-filters";
import { BetHistoryTable } from "~/app/components/wallet/bet-history-table";
import { PlayerTransactionTable } from "~/app/components/wallet/transaction-table";
import { StatusBadge } from "~/app/components/wallet/ui";
import { authStore } from "~/app/lib/auth-store";
import type { BetHistoryRow } from "~/app/lib/bet-history";
import type { Transaction } from "~/app/lib/transactions";
import DepositsWithdrawals from "~/app/routes/user/deposits-withdrawals";
import Requests from "~/app/routes/user/requests";
import { formatIstDate, formatIstDateTime, formatIstTime } from "~/domain/time";
import { useHindi } from "./helpers/i18n";

const player = {
	id: "u1",
	name: "Asha",
	phone: "+919876543210",
	role: "user" as const,
	status: "active" as const,
	isVerified: true,
	realBalance: 2500,
	playTokens: 40,
	createdAt: 0,
	locale: "hi" as const,
};

beforeEach(async () => {
	authStore.reset();
	await useHindi();
});
afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

/** The fixtures are roulette bets (a crash bet has no numbers nor pocket). */
type RouletteRow = Extract<BetHistoryRow, { game: "roulette" }>;

const won: RouletteRow = {
	game: "roulette",
	id: "bet-aaaaaaaa-1",
	createdAt: Date.UTC(2026, 10, 22, 9, 30),
	roundId: "round-0000-12345678",
	tableId: "main",
	roundSeq: 42,
	type: "split",
	numbers: [20, 17],
	amount: 100,
	payout: 1800,
	status: "won",
	wallet: "real",
	result: 17,
	resultColor: "black",
	operatorSet: false,
	call: null,
};
const refundedTokens: RouletteRow = {
	...won,
	id: "bet-bbbbbbbb-2",
	roundSeq: 41,
	type: "dozen",
	numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
	amount: 1500,
	payout: null,
	status: "refunded",
	wallet: "tokens",
	result: 3,
	resultColor: "red",
	operatorSet: true,
	call: null,
};

describe("the bet history in Hindi", () => {
	it("names the columns, the bets, outcomes and colours in Hindi, and dates rows in hi-IN, India time", () => {
		render(
			<MemoryRouter>
				<BetHistoryTable rows={[won, refundedTokens]} />
			</MemoryRouter>,
		);
		expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
			"दाँव",
			"राशि",
			"जीत/हार",
			"पेआउट",
			"नतीजा",
			"राउंड",
			"तारीख",
			"समय",
		]);
		const [first, second] = screen.getAllByTestId("bet-row");
		if (!first || !second) throw new Error("two rows expected");
		const a = within(first);
		expect(a.getByTestId("bet-name").textContent).toBe("स्प्लिट 17/20");
		expect(a.getByTestId("bet-outcome").textContent).toBe("जीत");
		expect(a.getByText("₹1,800")).toBeTruthy();
		expect(a.getByText("काला")).toBeTruthy();
		expect(a.getByRole("link", { name: "राउंड #42 वेरिफ़ाई करें" })).toBeTruthy();
		const date = formatIstDate(won.createdAt, "hi-IN");
		expect(date).toContain("नवंबर");
		expect(a.getByText(date)).toBeTruthy();
		expect(a.getByText(formatIstTime(won.createdAt, "hi-IN"))).toBeTruthy();
		const b = within(second);
		expect(b.getByTestId("bet-name").textContent).toBe("पहले 12");
		expect(b.getByTestId("bet-outcome").textContent).toBe("वापस");
		expect(b.getByText("1,500 टोकन")).toBeTruthy();
		expect(b.getByText("लाल")).toBeTruthy();
		expect(b.getByText("ऑपरेटर द्वारा तय")).toBeTruthy();
	});

	it("names racetrack calls in Hindi over their bets, the French names staying French", () => {
		const call = (id: string, kind: "voisins" | "neighbours", total: number) =>
			({
				id,
				kind,
				centre: kind === "neighbours" ? 17 : null,
				n: kind === "neighbours" ? 2 : null,
				chip: 10,
				total,
			}) as const;
		render(
			<MemoryRouter>
				<BetHistoryTable
					rows={[
						{ ...won, id: "v1", type: "street", numbers: [0, 2, 3], amount: 20, call: call("c1", "voisins", 90) },
						{ ...won, id: "n1", type: "straight", numbers: [17], amount: 10, call: call("c2", "neighbours", 50) },
						{
							...refundedTokens,
							id: "n2",
							type: "straight",
							numbers: [6],
							amount: 10,
							call: call("c3", "neighbours", 50),
						},
					]}
				/>
			</MemoryRouter>,
		);
		expect(screen.getAllByTestId("bet-call").map((line) => line.textContent)).toEqual([
			"Voisins du Zéro, ₹90",
			"17 के पड़ोसी (हर तरफ़ 2), ₹50",
			"17 के पड़ोसी (हर तरफ़ 2), 50 टोकन",
		]);
		expect(screen.getAllByTestId("bet-name").map((name) => name.textContent)).toEqual([
			"↳ट्रायो 0/2/3",
			"↳स्ट्रेट 17",
			"↳स्ट्रेट 6",
		]);
	});

	it("says there are no bets in Hindi, and filters in Hindi", () => {
		render(
			<MemoryRouter>
				<BetHistoryTable rows={[]} />
				<BetHistoryFilterForm filters={{ from: "", to: "", wallet: "tokens", outcome: "" }} onApply={() => {}} />
			</MemoryRouter>,
		);
		expect(screen.getByText("अभी तक कोई दाँव नहीं")).toBeTruthy();
		const form = screen.getByRole("form", { name: "दाँव फ़िल्टर करें" });
		const options = (label: string) =>
			[...within(form).getByLabelText(label).querySelectorAll("option")].map((o) => o.textContent);
		expect(options("वॉलेट")).toEqual(["सभी वॉलेट", "असली पैसा", "प्ले टोकन"]);
		expect(options("जीत/हार")).toEqual(["सभी", "जीत", "हार", "वापस"]);
		expect(within(form).getByLabelText("शुरुआती तारीख")).toBeTruthy();
		expect(within(form).getByRole("button", { name: "फ़िल्टर करें" })).toBeTruthy();
		expect(within(form).getByRole("link", { name: "फ़िल्टर साफ़ करें" })).toBeTruthy();
	});
});

const rejectedWithdrawal: Transaction = {
	id: "tx-aaaaaaaa-1",
	user: { id: "u1", name: "Asha", phone: "+919812458629" },
	transactionType: "withdraw",
	amount: 1200,
	transactionStatus: "rejected",
	utr: null,
	upiId: null,
	paymentMethod: null,
	recipientName: "Asha",
	bankName: "State Bank of India",
	bankAccountNumber: "123456789012",
	ifscCode: "SBIN0001234",
	bonusTokens: null,
	adminNote: "Name does not match",
	decidedAt: "2026-11-22T09:35:00.000Z",
	createdAt: "2026-11-22T20:00:00.000Z",
	updatedAt: "2026-11-22T09:35:00.000Z",
};
const approvedDeposit: Transaction = {
	...rejectedWithdrawal,
	id: "tx-bbbbbbbb-2",
	transactionType: "deposit",
	amount: 5000,
	transactionStatus: "approved",
	utr: "123456789012",
	paymentMethod: "card",
	bonusTokens: 500,
	adminNote: null,
};

describe("the transaction history in Hindi", () => {
	it("shows types, statuses, the reason and the bonus in Hindi, and the date in hi-IN", () => {
		render(<PlayerTransactionTable rows={[rejectedWithdrawal, approvedDeposit]} caption="सभी लेन-देन" />);
		expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
			"ID",
			"प्रकार",
			"राशि",
			"UTR / बैंक",
			"स्टेटस",
			"तारीख",
		]);
		const [withdrawal, deposit] = screen.getAllByTestId("transaction-row");
		if (!withdrawal || !deposit) throw new Error("two rows expected");
		expect(within(withdrawal).getByText("निकासी")).toBeTruthy();
		expect(within(withdrawal).getByText("नामंज़ूर").dataset.status).toBe("rejected");
		expect(within(withdrawal).getByText("कारण: Name does not match")).toBeTruthy();
		// 20:00 UTC on the 22nd is the 23rd in India.
		const shown = formatIstDateTime(rejectedWithdrawal.createdAt, "hi-IN");
		expect(shown).toMatch(/^23 नवंबर 2026, \d{1,2}:\d{2} [AP]M IST$/);
		expect(withdrawal.lastElementChild?.textContent).toBe(shown);
		expect(within(deposit).getByText("जमा")).toBeTruthy();
		expect(within(deposit).getByText("मंज़ूर")).toBeTruthy();
		expect(within(deposit).getByTestId("deposit-bonus").textContent).toBe("+ 500 बोनस टोकन");
		expect(within(deposit).getByText("₹5,000")).toBeTruthy();
	});

	it("labels each status in Hindi", () => {
		render(
			<>
				<StatusBadge status="pending" />
				<StatusBadge status="approved" />
				<StatusBadge status="rejected" />
			</>,
		);
		expect(screen.getByText("पेंडिंग").dataset.status).toBe("pending");
		expect(screen.getByText("मंज़ूर").dataset.status).toBe("approved");
		expect(screen.getByText("नामंज़ूर").dataset.status).toBe("rejected");
	});

	it("shows a pending request with its method in Hindi", async () => {
		const pending = { ...approvedDeposit, transactionStatus: "pending" as const, bonusTokens: null };
		const Stub = createRoutesStub([
			{
				path: "/",
				Component: Requests,
				loader: () => ({
					data: [pending],
					pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 },
					balances: { realBalance: 2500, playTokens: 40 },
				}),
			},
		]);
		render(<Stub initialEntries={["/"]} />);
		const card = await screen.findByTestId("request-card");
		expect(screen.getByRole("heading", { name: /पेंडिंग अनुरोध/ })).toBeTruthy();
		expect(card.textContent).toContain("कार्ड • UTR 123456789012");
		expect(card.textContent).toContain("पेंडिंग");
		expect(card.textContent).toContain(formatIstDateTime(pending.createdAt, "hi-IN"));
	});
});

function renderDeposits() {
	authStore.setAuth({ token: "t", user: player });
	// The player area's loader gives the record (app/routes/user/layout.tsx), as in the app.
	const Stub = createRoutesStub([
		{
			id: "routes/user/layout",
			path: "/user",
			loader: () => ({ user: player }),
			Component: Outlet,
			children: [{ path: "deposits-withdrawals", Component: DepositsWithdrawals }],
		},
	]);
	return render(<Stub initialEntries={["/user/deposits-withdrawals"]} />);
}

describe("deposits and withdrawals in Hindi", () => {
	it("shows the deposit form in Hindi and refuses too small an amount with the Hindi message", async () => {
		const fetch = vi.fn(async () => Response.json({}));
		vi.stubGlobal("fetch", fetch);
		renderDeposits();
		expect(await screen.findByRole("heading", { name: "जमा और निकासी" })).toBeTruthy();
		expect(screen.getByRole("tab", { name: "जमा" }).getAttribute("aria-selected")).toBe("true");
		// The one way to pay that exists (walk finding 4): UPI stays UPI.
		expect(screen.getByTestId("deposit-method").textContent).toBe("UPI");
		expect(screen.getByText("भुगतान का तरीका")).toBeTruthy();
		expect(screen.getAllByText("₹300 से").length).toBeGreaterThan(0);
		expect(screen.getByText("₹300 से ₹50,000 तक, ₹100 के मल्टीपल में")).toBeTruthy();
		const amount = screen.getByRole("spinbutton", { name: "राशि (₹)" });
		expect(screen.getByRole("button", { name: "₹100 बढ़ाएँ" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "₹3,000 जमा करें" })).toBeTruthy();
		fireEvent.input(amount, { target: { value: "100" } });
		fireEvent.click(await screen.findByRole("button", { name: "₹100 जमा करें" }));
		expect((await screen.findByRole("alert")).textContent).toBe("कृपया कम से कम ₹300 जमा करें");
		expect(fetch).not.toHaveBeenCalled();
	});

	it("shows the withdrawal form in Hindi and its refusals in Hindi", async () => {
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => Response.json({})),
		);
		renderDeposits();
		fireEvent.click(await screen.findByRole("tab", { name: "निकासी" }));
		const form = screen.getByRole("form", { name: "पैसे निकालें" });
		expect(within(form).getByText("निकालने लायक बैलेंस: ₹2,500")).toBeTruthy();
		for (const label of ["राशि (₹)", "बैंक का नाम", "बैंक खाता नंबर", "IFSC कोड", "पाने वाले का नाम"]) {
			expect(within(form).getByLabelText(label)).toBeTruthy();
		}
		fireEvent.change(within(form).getByLabelText("राशि (₹)"), { target: { value: "1200" } });
		fireEvent.click(within(form).getByRole("button", { name: "निकासी का अनुरोध भेजें" }));
		// Each empty field says so under itself, all at once (the amount is fine); focus goes to the first.
		const bankName = within(form).getByLabelText("बैंक का नाम");
		await waitFor(() => expect(document.activeElement).toBe(bankName));
		for (const label of ["बैंक का नाम", "बैंक खाता नंबर", "IFSC कोड", "पाने वाले का नाम"]) {
			const input = within(form).getByLabelText(label);
			expect(input.getAttribute("aria-invalid"), label).toBe("true");
			const error = document.getElementById(input.getAttribute("aria-describedby") ?? "");
			expect(error?.textContent, label).toBe("निकासी की सभी जानकारी ज़रूरी है");
		}
		expect(within(form).getByLabelText("राशि (₹)").getAttribute("aria-invalid")).toBeNull();
		expect(within(form).getAllByRole("alert")).toHaveLength(4);
	});
});
