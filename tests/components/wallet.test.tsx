import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BetHistoryTable } from "~/app/components/wallet/bet-history-table";
import { PlayerTransactionTable } from "~/app/components/wallet/transaction-table";
import { StatusBadge } from "~/app/components/wallet/ui";
import { type BetHistoryRow, betHistorySearch, betHistoryView, isFiltered } from "~/app/lib/bet-history";
import { depositQr, type Transaction, upiLink } from "~/app/lib/transactions";
import BetHistory from "~/app/routes/user/bet-history";

afterEach(cleanup);

/** The fixtures are roulette bets (a crash bet has no numbers nor pocket). */
type RouletteRow = Extract<BetHistoryRow, { game: "roulette" }>;

const won: RouletteRow = {
	game: "roulette",
	id: "bet-aaaaaaaa-1",
	createdAt: Date.UTC(2026, 10, 22, 9, 30),
	roundId: "round-0000-12345678",
	tableId: "main",
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
	call: null,
};
const lostTokens: RouletteRow = {
	...won,
	id: "bet-bbbbbbbb-2",
	roundId: "round-0000-87654321",
	roundSeq: 41,
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
	it("names a card bet by its game and spot and its round by the winner (a Dragon Tiger tie: half back)", () => {
		const tie: BetHistoryRow = {
			game: "dragon-tiger",
			id: "bet-cccccccc-3",
			createdAt: Date.UTC(2026, 10, 22, 9, 40),
			roundId: "round-0000-11112222",
			tableId: "dragon-tiger",
			roundSeq: 7,
			type: "dragon",
			amount: 10,
			payout: 5,
			status: "lost",
			wallet: "real",
			cards: [4, 30],
			cardResult: "tie",
		};
		render(
			<MemoryRouter>
				<BetHistoryTable rows={[tie]} />
			</MemoryRouter>,
		);
		const row = within(screen.getByTestId("bet-row"));
		expect(row.getByTestId("bet-name").textContent).toBe("Dragon Tiger: Dragon");
		expect(row.getByTestId("bet-outcome").textContent).toBe("Lost");
		expect(row.getByText("₹5")).toBeTruthy();
		expect(row.getByText("Tie won")).toBeTruthy();
	});

	it("stacks each bet as a card on a phone, every value under its column's name (walk finding 13b)", () => {
		render(
			<MemoryRouter>
				<BetHistoryTable rows={[won, lostTokens]} />
			</MemoryRouter>,
		);
		const table = screen.getByRole("table");
		// Under md: the table a block of cards, the header for screen readers only, the sideways width from md up.
		for (const cls of ["max-md:block", "max-md:[&_thead]:sr-only", "max-md:[&_tbody_tr]:grid", "md:min-w-[44rem]"]) {
			expect(table.className.split(" ")).toContain(cls);
		}
		expect(table.className.split(" ")).not.toContain("min-w-[44rem]");
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		for (const row of screen.getAllByTestId("bet-row")) {
			const cells = [...row.querySelectorAll("td")];
			// The bet's name leads the card (two thirds of its first line); every other value is named by its column.
			expect(cells[0]?.hasAttribute("data-lead")).toBe(true);
			expect(cells.slice(1).map((cell) => cell.getAttribute("data-label"))).toEqual(headers.slice(1));
		}
	});

	it("names each bet, states amounts in their wallet's unit, the result and outcome, and links the round to /verify", () => {
		render(
			<MemoryRouter>
				<BetHistoryTable rows={[won, lostTokens]} />
			</MemoryRouter>,
		);
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toEqual(["BET", "AMOUNT", "OUTCOME", "PAYOUT", "RESULT", "ROUND", "DATE", "TIME"]);
		const [first, second] = screen.getAllByTestId("bet-row");
		if (!first || !second) throw new Error("two rows expected");
		const a = within(first);
		expect(a.getByTestId("bet-name").textContent).toBe("Straight 17");
		expect(a.getByTestId("bet-outcome").textContent).toBe("Won");
		expect(a.getByText("₹100")).toBeTruthy();
		expect(a.getByText("₹3,600").className).toContain("text-green-400");
		expect(a.queryByText("operator-set")).toBeNull();
		const verify = a.getByRole("link", { name: "Verify round #42" });
		expect(verify.getAttribute("href")).toBe("/verify?round=round-0000-12345678");
		const b = within(second);
		// The corner by its name, not its four numbers.
		expect(b.getByTestId("bet-name").textContent).toBe("Corner 1/2/4/5");
		expect(b.getByTestId("bet-outcome").textContent).toBe("Lost");
		expect(b.getByText("50 tokens")).toBeTruthy();
		expect(b.getByText("0 tokens")).toBeTruthy();
		expect(b.getByText("operator-set")).toBeTruthy();
		expect(b.getByRole("link", { name: "Verify round #41" })).toBeTruthy();
	});

	it("lists a racetrack call's bets under its name and whole stake, each call once, the plain bets on their own", () => {
		const voisins = { id: "call-1", kind: "voisins", centre: null, n: null, chip: 10, total: 90 } as const;
		const around17 = { id: "call-2", kind: "neighbours", centre: 17, n: 1, chip: 20, total: 60 } as const;
		const part = (
			id: string,
			type: RouletteRow["type"],
			numbers: number[],
			amount: number,
			call: RouletteRow["call"],
		) =>
			({
				...won,
				id,
				type,
				numbers,
				amount,
				payout: null,
				status: "pending",
				result: null,
				resultColor: null,
				call,
			}) as RouletteRow;
		const rows = [
			part("b1", "straight", [25], 20, around17),
			part("b2", "straight", [17], 20, around17),
			part("b3", "street", [0, 2, 3], 20, voisins),
			part("b4", "split", [4, 7], 10, voisins),
			// Another call's bets may come in between: each call is listed once, where its first bet is.
			part("b5", "straight", [34], 20, around17),
			part("b6", "red", [1, 3], 10, null),
			part("b7", "corner", [25, 26, 28, 29], 20, voisins),
			part("b8", "red", [1, 3], 10, { ...voisins, id: "call-3" }),
		];
		render(
			<MemoryRouter>
				<BetHistoryTable rows={rows} />
			</MemoryRouter>,
		);
		const lines = screen.getAllByRole("row").slice(1);
		const listed = lines.map((line) =>
			line.dataset.testid === "bet-call"
				? `${line.textContent}`
				: `${line.dataset.callPart ? "  " : ""}${within(line).getByTestId("bet-name").textContent}`,
		);
		expect(listed).toEqual([
			"Neighbours of 17 (1 each side), ₹60",
			"  ↳Straight 25",
			"  ↳Straight 17",
			"  ↳Straight 34",
			"Voisins du Zéro, ₹90",
			"  ↳Trio 0/2/3",
			"  ↳Split 4/7",
			"  ↳Corner 25/26/28/29",
			"Red",
			"Voisins du Zéro, ₹90",
			"  ↳Red",
		]);
		// A part's own stake in its own column.
		expect(within(lines[1] as HTMLElement).getByText("₹20")).toBeTruthy();
		cleanup();
		// In play tokens, the call's stake is in tokens.
		render(
			<MemoryRouter>
				<BetHistoryTable
					rows={[{ ...part("t1", "split", [0, 3], 10, { ...voisins, kind: "jeu-zero", total: 40 }), wallet: "tokens" }]}
				/>
			</MemoryRouter>,
		);
		expect(screen.getByTestId("bet-call").textContent).toBe("Jeu Zéro, 40 tokens");
	});

	it("says so when there are no bets, or none that match the filters", () => {
		render(<BetHistoryTable rows={[]} />);
		expect(screen.getByText("No bet history available")).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
		cleanup();
		render(<BetHistoryTable rows={[]} empty="No bets match these filters" />);
		expect(screen.getByText("No bets match these filters")).toBeTruthy();
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

describe("the bet history's pages", () => {
	afterEach(() => vi.unstubAllGlobals());

	it("opens each next page after the previous one's `next`, with the filters, and goes back with Prev", async () => {
		const calls: URLSearchParams[] = [];
		// The route's loader as the server runs it (server/bet-history.ts), reduced to its answers by `after`.
		const Stub = createRoutesStub([
			{
				path: "/user/bet-history",
				Component: BetHistory,
				loader: ({ request }) => {
					const query = new URL(request.url).searchParams;
					calls.push(query);
					return query.get("after") === "1732270000000.bet-2"
						? { ok: true, page: { rows: [lostTokens], next: null } }
						: { ok: true, page: { rows: [won], next: "1732270000000.bet-2" } };
				},
			},
		]);
		render(<Stub initialEntries={["/user/bet-history?wallet=real"]} />);
		expect(await screen.findByText("Page 1")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Next" }));
		expect(await screen.findByText("Page 2")).toBeTruthy();
		expect(Object.fromEntries(calls.at(-1) ?? [])).toEqual({ after: "1732270000000.bet-2", wallet: "real" });
		// The last page: no Next.
		expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
		expect(screen.getAllByTestId("bet-name").map((name) => name.textContent)).toEqual(["Corner 1/2/4/5"]);
		// Back to the first page: the route's own data again, the newest bets.
		fireEvent.click(screen.getByRole("button", { name: "Prev" }));
		expect(await screen.findByText("Page 1")).toBeTruthy();
		expect(screen.getAllByTestId("bet-name").map((name) => name.textContent)).toEqual(["Straight 17"]);
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

	it("picks one QR for Scan to Pay: the upi:// one with the amount when there is a UPI ID, else the uploaded image", () => {
		const uploaded = "/api/uploads/qr/00000000-0000-4000-8000-000000000000.png";
		expect(depositQr({ upiId: "royale@okaxis", qrCodeUrl: uploaded }, 3000)).toEqual({
			kind: "upi",
			link: upiLink("royale@okaxis", 3000),
		});
		expect(depositQr({ upiId: "royale@okaxis", qrCodeUrl: "" }, 3000)).toEqual({
			kind: "upi",
			link: upiLink("royale@okaxis", 3000),
		});
		expect(depositQr({ upiId: "", qrCodeUrl: uploaded }, 3000)).toEqual({ kind: "image", src: uploaded });
		expect(depositQr({ upiId: "", qrCodeUrl: "" }, 3000)).toBeNull();
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

	it("shows where players pay from the page's loader, with no loading state of its own", async () => {
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => Response.json({ data: { data: { qrCodeUrl: "/api/uploads/qr/x.png", upiId: "pay@okaxis" } } })),
		);
		await renderSettings();
		expect((await screen.findByTestId("current-upi")).textContent).toBe("pay@okaxis");
		expect(screen.getByRole("img", { name: "Current payment QR code" }).getAttribute("src")).toBe(
			"/api/uploads/qr/x.png",
		);
		expect(screen.queryByText("Loading...")).toBeNull();
	});

	it("asks for a QR image on first setup and shows Saving... while the save runs", async () => {
		let release: (r: Response) => void = () => {};
		const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
			if (init?.method === "POST") return new Promise<Response>((r) => (release = r));
			return Response.json({ data: { data: { qrCodeUrl: "", upiId: "" } } });
		});
		vi.stubGlobal("fetch", fetch);
		await renderSettings();
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

	it("says the spec's words when a save fails: the server's message, else 'Account settings failed'", async () => {
		const saves = [
			() => Response.json({ message: "UPI ID is required" }, { status: 422 }),
			() => new Response("upstream error", { status: 500 }),
		];
		vi.stubGlobal(
			"fetch",
			vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
				init?.method === "POST"
					? (saves.shift()?.() ?? new Response(null, { status: 500 }))
					: Response.json({ data: { data: { qrCodeUrl: "/api/uploads/qr/x.png", upiId: "pay@okaxis" } } }),
			),
		);
		await renderSettings();
		fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect((await screen.findByRole("alert")).textContent).toBe("UPI ID is required");
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		await screen.findByText("Account settings failed. Please try again.", { selector: "[role=alert], [role=alert] *" });
	});
});

describe("the bet history's address", () => {
	it("reads the filters from it, and writes only the filters in use", () => {
		expect(betHistoryView(new URLSearchParams("wallet=tokens&outcome=won"))).toEqual({
			from: "",
			to: "",
			wallet: "tokens",
			outcome: "won",
		});
		expect(String(betHistorySearch({ from: "2026-11-22", to: "", wallet: "all", outcome: "lost" }))).toBe(
			"from=2026-11-22&outcome=lost",
		);
		expect(String(betHistorySearch({ from: "", to: "", wallet: "all", outcome: "all" }))).toBe("");
		expect(isFiltered({ from: "", to: "", wallet: "all", outcome: "all" })).toBe(false);
		expect(isFiltered({ wallet: "real" })).toBe(true);
	});
});

/**
 * /admin/settings through a data router: its loader stands in for the server's, reading where players pay from the
 * (mocked) API and no second approver threshold; a save revalidates it.
 */
async function renderSettings() {
	const { default: AdminSettings } = await import("~/app/routes/admin/settings");
	const Stub = createRoutesStub([
		{
			path: "/admin/settings",
			Component: AdminSettings as never,
			loader: async () => {
				const answer = (await (await fetch("/api/payment-settings")).json()) as { data: { data: unknown } };
				return { details: answer.data.data, fourEyes: null };
			},
		},
	]);
	render(<Stub initialEntries={["/admin/settings"]} />);
	await screen.findByRole("heading", { name: "Second approver for large withdrawals" });
}
