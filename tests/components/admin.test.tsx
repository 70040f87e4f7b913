import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { biggestWinText, StatsStrip } from "~/app/components/home/stats-strip";
import { authStore } from "~/app/lib/auth-store";
import { adjustmentError } from "~/app/lib/member-actions";
import Audit from "~/app/routes/admin/audit";
import Games from "~/app/routes/admin/games";
import MemberPage from "~/app/routes/admin/member";
import Members from "~/app/routes/admin/members";
import { adminMessages, statusConfirmations } from "~/domain/admin";
import { paymentMessages } from "~/domain/messages";
import { memberPageData } from "./helpers/member-page";
import { reconciliationReport, renderReconciliation } from "./helpers/reconciliation-page";
import { renderReviewList } from "./helpers/review-list";

const player = {
	id: "u1",
	name: "Asha",
	phone: "+919876543210",
	role: "user" as const,
	status: "active" as const,
	isVerified: true,
	realBalance: 100,
	playTokens: 5,
	createdAt: 0,
};

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Call = { url: URL; method: string; body: unknown };
function mockFetch(handler: (call: Call) => Response) {
	const calls: Call[] = [];
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
			const method = init?.method ?? (input instanceof Request ? input.method : "GET");
			const raw = init?.body ?? (input instanceof Request ? await input.text() : undefined);
			const call = { url, method, body: typeof raw === "string" && raw ? JSON.parse(raw) : undefined };
			calls.push(call);
			return handler(call);
		}),
	);
	return calls;
}

/**
 * Clicks `opener`, checks the confirmation and cancels it (nothing is sent), then clicks again and confirms.
 */
function confirmAfterCancel(
	calls: Call[],
	opener: HTMLElement,
	dialog: { title: string; text: string; confirm: string },
) {
	fireEvent.click(opener);
	const shown = screen.getByRole("dialog", { name: dialog.title });
	expect(shown.textContent).toContain(dialog.text);
	fireEvent.click(within(shown).getByRole("button", { name: "Cancel" }));
	expect(screen.queryByRole("dialog")).toBeNull();
	expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
	fireEvent.click(opener);
	fireEvent.click(
		within(screen.getByRole("dialog", { name: dialog.title })).getByRole("button", { name: dialog.confirm }),
	);
}

beforeEach(() => authStore.reset());
afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe("home stats strip", () => {
	const stats = { realBalance: 2500, playTokens: 40, betsToday: 3, biggestWinToday: { real: 3600, tokens: null } };

	it("shows nothing without the loader's figures (signed out)", () => {
		const { container } = render(<StatsStrip stats={null} />);
		expect(container.innerHTML).toBe("");
	});

	it("shows the player's real figures as the home loader read them", () => {
		render(<StatsStrip stats={stats} />);
		expect(screen.getByTestId("strip-bets").textContent).toBe("3");
		expect(screen.getByTestId("strip-balance").textContent).toContain("₹2,500 · 40 tokens");
		expect(screen.getByTestId("strip-win").textContent).toContain("₹3,600");
	});

	it("says None yet when there is no win today", () => {
		expect(biggestWinText({ real: null, tokens: null })).toBe("None yet");
		expect(biggestWinText({ real: 100000, tokens: 20 })).toBe("₹1,00,000 · 20 tokens");
	});
});

const member = (id: string, name: string, status: "active" | "banned") => ({
	id,
	name,
	phone: "9876543210",
	status,
	isVerified: true,
	realBalance: 10,
	playTokens: 0,
	createdAt: 0,
	deleted: false,
	role: "user",
});

function MembersWithToasts(props: Parameters<typeof Members>[0]) {
	return (
		<>
			<Members {...props} />
			<Toaster />
		</>
	);
}

describe("admin members list", () => {
	/** The page with its loader standing in for the server's: it asks the (mocked) API with the page's query. */
	function renderMembers(at = "/admin/members") {
		const Stub = createRoutesStub([
			{
				path: "/admin/members",
				Component: MembersWithToasts,
				loader: async ({ request }) => ({
					...((await (
						await fetch(`http://localhost/api/admin/members${new URL(request.url).search}`)
					).json()) as object),
					canManage: true,
				}),
			},
		]);
		return render(<Stub initialEntries={[at]} />);
	}

	it("searches on the server and pages by keyset with Prev/Next", async () => {
		// Two pages: the first answers a `next`, the second (after=cursor-1) none.
		const calls = mockFetch(({ url }) => {
			const second = url.searchParams.get("after") === "1700000000000.a1";
			return json({
				users: [
					member(
						second ? "a2" : "a1",
						`${url.searchParams.has("search") ? "Found " : ""}Ravi ${second ? 2 : 1}`,
						"active",
					),
				],
				next: second ? null : "1700000000000.a1",
				pageSize: 10,
			});
		});
		renderMembers();
		const rowText = () => screen.getAllByTestId("member-row")[0]?.textContent;
		await waitFor(() => expect(rowText()).toContain("Ravi 1"));
		// The members API answers "9876543210"; the screen shows the one phone format (formatPhone).
		expect(rowText()).toContain("+91 98765 43210");
		expect(screen.getByText("Page 1")).toBeTruthy();
		expect((screen.getByRole("button", { name: "Prev" }) as HTMLButtonElement).disabled).toBe(true);
		fireEvent.change(screen.getByLabelText("Search members by name, phone or id"), { target: { value: " RaVi " } });
		fireEvent.click(screen.getByRole("button", { name: "Search" }));
		await waitFor(() => expect(calls.at(-1)?.url.searchParams.get("search")).toBe("RaVi"));
		// The search's page is on the screen before Next is pressed (Next then keeps the search in the address).
		await waitFor(() => expect(rowText()).toContain("Found Ravi 1"));
		fireEvent.click(screen.getByRole("button", { name: "Next" }));
		await waitFor(() => expect(rowText()).toContain("Ravi 2"));
		expect(calls.at(-1)?.url.searchParams.get("after")).toBe("1700000000000.a1");
		expect(calls.at(-1)?.url.searchParams.get("search")).toBe("RaVi");
		expect(screen.getByText("Page 2")).toBeTruthy();
		expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
		// Prev goes back to the first page, read again from the start.
		fireEvent.click(screen.getByRole("button", { name: "Prev" }));
		await waitFor(() => expect(rowText()).toContain("Ravi 1"));
		expect(calls.at(-1)?.url.searchParams.get("after")).toBeNull();
	});

	it("bans only after the confirmation, then reloads the list", async () => {
		let status: "active" | "banned" = "active";
		const calls = mockFetch(({ method }) => {
			if (method === "PUT") {
				status = "banned";
				return json({ message: adminMessages.statusUpdated });
			}
			return json({ users: [member("a1", "Ravi", status)], next: null, pageSize: 10 });
		});
		renderMembers();
		const row = (await screen.findAllByTestId("member-row"))[0] as HTMLElement;
		fireEvent.click(within(row).getByRole("button", { name: /Ban User/ }));
		expect(screen.getByText(statusConfirmations.ban)).toBeTruthy();
		// Cancel changes nothing.
		fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
		expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
		fireEvent.click(within(row).getByRole("button", { name: /Ban User/ }));
		const dialog = screen.getByText(statusConfirmations.ban).closest("dialog") as HTMLElement;
		fireEvent.click(within(dialog).getByRole("button", { name: "Ban User" }));
		await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
		const put = calls.find((c) => c.method === "PUT");
		expect(put?.url.pathname).toBe("/api/admin/members/a1/status");
		expect(put?.body).toEqual({ status: "banned" });
		expect(await screen.findByText(adminMessages.statusUpdated)).toBeTruthy();
		expect(await within(row).findByText("Banned")).toBeTruthy();
	});
});

describe("admin member page: token adjustment", () => {
	it("checks amount and reason before asking the server, then sends one idempotent request", async () => {
		const calls = mockFetch(({ method }) => {
			if (method === "POST") return json({ message: adminMessages.adjustmentSaved });
			return json({ message: "x" }, 500);
		});
		const Stub = createRoutesStub([
			{ path: "/admin/member/:id", Component: MemberPage as never, loader: () => memberPageData() },
		]);
		render(
			<>
				<Stub initialEntries={["/admin/member/m1"]} />
				<Toaster />
			</>,
		);
		// The phone in the one display format (formatPhone), as on every screen.
		expect((await screen.findByText("Phone")).nextElementSibling?.textContent).toBe("+91 98765 43210");
		fireEvent.click(await screen.findByRole("tab", { name: "Balance" }));
		const submit = screen.getByRole("button", { name: "Adjust tokens" });
		fireEvent.change(screen.getByLabelText("Tokens (negative to remove)"), { target: { value: "12.5" } });
		fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Goodwill" } });
		fireEvent.click(submit);
		expect(await screen.findByText(adminMessages.adjustmentAmount)).toBeTruthy();
		fireEvent.change(screen.getByLabelText("Tokens (negative to remove)"), { target: { value: "-20" } });
		fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "   " } });
		fireEvent.click(submit);
		expect(await screen.findByText(adminMessages.adjustmentReasonRequired)).toBeTruthy();
		expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
		fireEvent.change(screen.getByLabelText("Reason"), { target: { value: " Chargeback " } });
		fireEvent.click(submit);
		await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
		const post = calls.find((c) => c.method === "POST");
		expect(post?.url.pathname).toBe("/api/admin/members/m1/adjustments");
		expect(post?.body).toMatchObject({ amount: -20, reason: "Chargeback" });
		expect((post?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
	});

	it("adjustmentError uses the server's messages", () => {
		expect(adjustmentError("0", "x")).toBe(adminMessages.adjustmentAmount);
		expect(adjustmentError("", "x")).toBe(adminMessages.adjustmentAmount);
		expect(adjustmentError("5", "")).toBe(adminMessages.adjustmentReasonRequired);
		expect(adjustmentError("-5", "why")).toBeNull();
	});
});

describe("admin games page: bet limits", () => {
	it("says that a limit change applies from the next round, and checks the bounds with the server's message", async () => {
		authStore.setAuth({ token: "t", user: { ...player, role: "admin" } });
		const roulette = {
			id: "roulette",
			name: "Roulette",
			status: "active",
			minBet: 10,
			maxBet: 50_000,
			isCore: true,
			updatedAt: 0,
		};
		const calls = mockFetch(() => json({ games: [roulette] }));
		renderGames();
		expect(await screen.findByText("₹10 – ₹50,000")).toBeTruthy();
		expect(document.body.textContent).toContain(adminMessages.gameLimitsFromNextRound);
		expect(adminMessages.gameLimitsFromNextRound).toContain("applies from the next round");
		fireEvent.click(screen.getByRole("button", { name: /^Edit/ }));
		const form = screen.getByRole("form", { name: "Edit Roulette" });
		fireEvent.change(within(form).getByLabelText("Max bet (₹)"), { target: { value: "60000" } });
		fireEvent.click(within(form).getByRole("button", { name: "Save" }));
		expect(within(form).getByRole("alert").textContent).toBe(adminMessages.gameLimits);
		expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
	});
});

describe("admin games page: switching a game off", () => {
	it("asks before disabling (Cancel changes nothing) and switches on without asking", async () => {
		authStore.setAuth({ token: "t", user: { ...player, role: "admin" } });
		let status = "active";
		const calls = mockFetch(({ method, body }) => {
			if (method === "PUT") {
				status = (body as { status: string }).status;
				return json({ message: adminMessages.gameSaved });
			}
			return json({
				games: [{ id: "g1", name: "Blackjack", status, minBet: 10, maxBet: 1000, isCore: false, updatedAt: 0 }],
			});
		});
		renderGames();
		const toggle = await screen.findByRole("switch", { name: /Blackjack/ });
		confirmAfterCancel(calls, toggle, {
			title: "Disable Blackjack?",
			text: "Players will not be able to play Blackjack",
			confirm: "Disable",
		});
		await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
		expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "disabled" });
		await waitFor(() =>
			expect(screen.getByRole("switch", { name: /Blackjack/ }).getAttribute("aria-checked")).toBe("false"),
		);

		// Switching back on is not destructive: one click.
		fireEvent.click(screen.getByRole("switch", { name: /Blackjack/ }));
		expect(screen.queryByRole("dialog")).toBeNull();
		await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
		expect(calls.filter((c) => c.method === "PUT")[1]?.body).toEqual({ status: "active" });
	});
});

describe("admin deposits and withdrawals: approval", () => {
	const pending = (type: "deposit" | "withdraw") => ({
		id: `t-${type}`,
		userId: "u1",
		user: { name: "Asha", phone: "9876543210" },
		transactionType: type,
		transactionStatus: "pending",
		amount: 5000,
		paymentMethod: "upi",
		utr: type === "deposit" ? "123456789012" : null,
		bankName: type === "withdraw" ? "SBI" : null,
		recipientName: type === "withdraw" ? "Asha" : null,
		bankAccountNumber: type === "withdraw" ? "123456789" : null,
		ifscCode: type === "withdraw" ? "SBIN0001234" : null,
		adminNote: null,
		createdAt: 0,
		updatedAt: 0,
	});

	for (const [type, confirmText] of [
		["deposit", paymentMessages.approveDepositConfirm("₹5,000 deposit of Asha")],
		["withdraw", paymentMessages.approveWithdrawalConfirm("₹5,000 withdrawal of Asha")],
	] as const) {
		it(`approves a ${type} only after the confirmation; Cancel changes nothing`, async () => {
			authStore.setAuth({ token: "t", user: { ...player, role: "admin" } });
			const calls = mockFetch(({ method }) =>
				method === "PUT"
					? json({ message: paymentMessages.approved, data: { ...pending(type), transactionStatus: "approved" } })
					: json({ data: [pending(type)], pagination: { pageSize: 10, next: null } }),
			);
			renderReviewList(type, "Review");
			const approve = await screen.findByRole("button", { name: /^Approve ₹5,000/ });
			confirmAfterCancel(calls, approve, {
				title: paymentMessages.approveTitle,
				text: confirmText,
				confirm: "Approve",
			});
			await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
			expect(calls.find((c) => c.method === "PUT")?.url.pathname).toBe(`/api/transactions/t-${type}/approve`);
			expect(await screen.findByText(paymentMessages.approved)).toBeTruthy();
		});
	}
});

describe("admin audit log", () => {
	it("calls its who-column Actor: players appear there for their own protection actions", async () => {
		authStore.setAuth({ token: "t", user: { ...player, role: "admin" } });
		mockFetch(() =>
			json({
				entries: [
					{
						id: "a1",
						createdAt: 0,
						actorId: "u1",
						actorName: "Asha",
						action: "protection.limit",
						targetType: "user",
						targetId: "u1",
						before: null,
						after: null,
					},
				],
				actions: ["protection.limit"],
				next: null,
				pageSize: 10,
			}),
		);
		renderAudit();
		await screen.findByTestId("audit-row");
		const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
		expect(headers).toContain("Actor");
		expect(headers).not.toContain("Admin");
		expect(screen.getByLabelText("Actor id")).toBeTruthy();
	});
});

describe("the audit log's changes", () => {
	it("shows each change as the fields that differ, before and after, not raw JSON", async () => {
		authStore.setAuth({ token: "t", user: { ...player, role: "admin" } });
		mockFetch(() =>
			json({
				entries: [
					{
						id: "a2",
						createdAt: 0,
						actorId: "admin-1",
						actorName: "Operator",
						action: "deposit.approve",
						targetType: "money_transaction",
						targetId: "tx-1",
						before: { status: "pending", amountPaise: 150000, userId: "u1" },
						after: { status: "approved", creditedPaise: 150000, statementLine: { row: 2 } },
					},
				],
				actions: ["deposit.approve"],
				next: null,
				pageSize: 10,
			}),
		);
		renderAudit();
		const row = await screen.findByTestId("audit-row");
		const [before, after] = [...row.querySelectorAll("td")].slice(4) as unknown as [HTMLElement, HTMLElement];
		const pairs = (cell: HTMLElement) =>
			[...cell.querySelectorAll("dt")].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
		expect(pairs(before)).toEqual([
			"status=pending",
			"amountPaise=150000",
			"userId=u1",
			"creditedPaise=—",
			"statementLine.row=—",
		]);
		expect(pairs(after)).toEqual([
			"status=approved",
			"amountPaise=—",
			"userId=—",
			"creditedPaise=150000",
			"statementLine.row=2",
		]);
		expect(row.textContent).not.toContain("{");
	});
});

describe("reconciliation before its first run", () => {
	it("reads as not yet checked: neutral, and no money identity of ₹0", async () => {
		authStore.setAuth({ token: "t", user: { ...player, role: "admin" } });
		mockFetch(() => json(reconciliationReport()));
		renderReconciliation();
		const status = await screen.findByTestId("recon-status");
		expect(status.getAttribute("data-state")).toBe("not-checked");
		expect(status.className).not.toContain("green");
		expect(status.textContent).toContain("Not checked yet");
		expect(screen.queryByTestId("identity-approvedDeposits")).toBeNull();
	});
});

describe("reconciliation with a bonus that disagrees with its ledgers", () => {
	it("lists the bonus, its figures and what is wrong, counted in the mismatches", async () => {
		authStore.setAuth({ token: "t", user: { ...player, role: "admin" } });
		const bonusMismatches = [
			{
				bonusId: "b1",
				userId: "u1",
				status: "active",
				amount: 500,
				balance: 900,
				ledgerTotal: 500,
				bonusConversion: 0,
				realConversion: 0,
				problems: ["balance", "status"],
			},
		];
		const checked = { ok: false, checkedAt: "2026-11-27T10:00:00.000Z", walletsChecked: 4, playersChecked: 2 };
		mockFetch(() => json(reconciliationReport({ ...checked, bonusesChecked: 3, bonusMismatches })));
		renderReconciliation();
		const status = await screen.findByTestId("recon-status");
		expect(status.getAttribute("data-state")).toBe("mismatch");
		expect(screen.getByTestId("recon-mismatches").textContent).toBe("1");
		expect(status.textContent).toContain("4 wallets, 2 players and 3 bonuses checked");
		expect(screen.getByRole("heading", { name: "Bonus mismatches" })).toBeTruthy();
		const list = screen.getByTestId("recon-bonus-mismatches");
		expect(list.textContent).toContain("Bonus b1 of u1 (active, ₹500): balance 900, bonus ledger 500");
		expect(list.textContent).toContain("Balance differs from the bonus ledger · Status differs from the bonus ledger");
	});
});

/** The audit page with its loader standing in for the server's: it asks the (mocked) API for the page. */
function renderAudit() {
	const Stub = createRoutesStub([
		{
			path: "/admin/audit",
			Component: Audit,
			loader: async ({ request }) =>
				(await fetch(`http://localhost/api/admin/audit${new URL(request.url).search}`)).json(),
		},
	]);
	render(<Stub initialEntries={["/admin/audit"]} />);
}

/** The games page with its loader standing in for the server's: it reads the (mocked) catalogue, again after a save. */
function renderGames() {
	const Stub = createRoutesStub([
		{
			path: "/admin/games",
			Component: GamesWithToasts,
			loader: async () => (await fetch("http://localhost/api/games")).json(),
		},
	]);
	render(<Stub initialEntries={["/admin/games"]} />);
}

function GamesWithToasts(props: Parameters<typeof Games>[0]) {
	return (
		<>
			<Games {...props} />
			<Toaster />
		</>
	);
}
