/**
 * /admin/member/:id (issue 33): a member's whole story from the page's loader. Each section of the history in its
 * table, the filters of the open section, the internal notes' form (its action, checked before it is sent), and
 * what a role may not do not offered.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import MemberPage from "~/app/routes/admin/member";
import { operatorRoleMessages } from "~/domain/messages";
import { memberPageData } from "./helpers/member-page";

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const AT = Date.UTC(2026, 10, 20, 6, 30);
function pageData(story: Record<string, unknown>, roles = { canManage: true, canAdjust: true }) {
	return memberPageData({ story, ...roles });
}

function renderPage(
	data: ReturnType<typeof pageData>,
	at = "/admin/member/m1",
	action?: (args: { request: Request }) => unknown,
) {
	const Stub = createRoutesStub([
		{ path: "/admin/member/:id", Component: MemberPage as never, loader: () => data, action },
	]);
	render(<Stub initialEntries={[at]} />);
}

describe("a member's whole story", () => {
	it("lists the deposits with their status filter, and links every section of the history", async () => {
		renderPage(
			pageData({
				section: "deposits",
				rows: [
					{
						id: "d1",
						createdAt: AT,
						amount: 2500,
						status: "approved",
						utr: "412345678901",
						paymentMethod: "upi",
						bankName: null,
						account: null,
						adminNote: null,
						decidedAt: AT,
					},
				],
				next: "1.d1",
			}),
			"/admin/member/m1?section=deposits",
		);
		const sections = await screen.findByRole("navigation", { name: "History sections" }, { timeout: 5_000 });
		expect(
			within(sections)
				.getAllByRole("link")
				.map((l) => l.textContent),
		).toEqual([
			"Deposits",
			"Withdrawals",
			"Bets",
			"Ledger",
			"Sessions and devices",
			"Notifications sent",
			"Bonuses",
			"Audit trail",
			"Internal notes",
		]);
		expect(within(sections).getByRole("link", { name: "Deposits" }).getAttribute("aria-current")).toBe("page");
		const table = screen.getByRole("region", { name: "Deposits" });
		const row = within(table).getByTestId("story-row");
		expect(row.textContent).toContain("₹2,500");
		expect(row.textContent).toContain("Approved");
		expect(row.textContent).toContain("412345678901");
		const filters = screen.getByRole("form", { name: "Filter the history" });
		expect(
			within(within(filters).getByLabelText("Status"))
				.getAllByRole("option")
				.map((o) => o.textContent),
		).toEqual(["All", "Pending", "Approved", "Rejected"]);
		expect(screen.getByRole("navigation", { name: "History pages" })).toBeTruthy();
	});

	it("names each bet's game and table, and each audit entry's change by field", async () => {
		renderPage(
			pageData({
				section: "bets",
				rows: [
					{
						id: "b1",
						createdAt: AT,
						tableId: "crash",
						roundSeq: 7,
						amount: 100,
						payout: 250,
						status: "won",
						wallet: "real",
						game: "crash",
						type: "crash",
					},
					{
						id: "b2",
						createdAt: AT,
						tableId: "andar-bahar",
						roundSeq: 3,
						amount: 50,
						payout: null,
						status: "pending",
						wallet: "tokens",
						game: "andar-bahar",
						type: "andar",
					},
				],
				next: null,
			}),
		);
		const bets = await screen.findAllByTestId("story-row", {}, { timeout: 5_000 });
		expect(bets[0]?.textContent).toContain("Crash");
		expect(bets[0]?.textContent).toContain("crash #7");
		expect(bets[0]?.textContent).toContain("Won");
		expect(bets[1]?.textContent).toContain("Andar Bahar");
		expect(bets[1]?.textContent).toContain("Waiting");
		cleanup();
		renderPage(
			pageData({
				section: "audit",
				rows: [
					{
						id: 9,
						createdAt: AT,
						action: "member.ban",
						actorName: "Asha",
						actorRole: "admin",
						before: { status: "active" },
						after: { status: "banned" },
					},
				],
				next: null,
			}),
		);
		const entry = await screen.findByTestId("story-row", {}, { timeout: 5_000 });
		expect(entry.textContent).toContain("Member banned");
		expect(entry.textContent).toContain("Asha");
		expect(entry.textContent).toContain("active → banned");
	});

	it("adds an internal note through the page's action, refusing an empty one before it is sent", async () => {
		const sent: FormData[] = [];
		renderPage(
			pageData({
				section: "notes",
				rows: [{ id: "n1", body: "Asked about a late deposit", authorName: "Ravi", createdAt: AT }],
				next: null,
			}),
			"/admin/member/m1?section=notes",
			async ({ request }: { request: Request }) => {
				sent.push(await request.formData());
				return { result: { status: "success", initialValue: {} }, saved: operatorRoleMessages.noteSaved };
			},
		);
		expect((await screen.findByTestId("story-row", {}, { timeout: 5_000 })).textContent).toContain(
			"Asked about a late deposit",
		);
		expect(screen.getByText(/the player never does/)).toBeTruthy();
		const add = screen.getByRole("button", { name: "Add note" });
		fireEvent.click(add);
		expect(await screen.findByText(operatorRoleMessages.noteEmpty)).toBeTruthy();
		expect(sent).toHaveLength(0);
		fireEvent.change(screen.getByLabelText("New note"), { target: { value: "Called back, all fine" } });
		fireEvent.click(add);
		expect(await screen.findByText(operatorRoleMessages.noteSaved)).toBeTruthy();
		expect(sent.map((form) => [form.get("intent"), form.get("body")])).toEqual([["note", "Called back, all fine"]]);
	});

	it("offers support neither the ban nor the token adjustment", async () => {
		renderPage(pageData({ section: "deposits", rows: [], next: null }, { canManage: false, canAdjust: false }));
		fireEvent.click(await screen.findByRole("tab", { name: "Balance" }, { timeout: 5_000 }));
		expect(screen.getByTestId("member-real").textContent).toBe("₹100");
		expect(screen.queryByRole("button", { name: "Adjust tokens" })).toBeNull();
		fireEvent.click(screen.getByRole("tab", { name: "Status" }));
		expect(screen.queryByRole("button", { name: "Ban User" })).toBeNull();
		expect(screen.getByText("Nothing here yet.")).toBeTruthy();
	});
});
