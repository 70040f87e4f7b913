/**
 * Operator roles through the console (docs/decisions/0863-operator-roles.md): a cashier lands on their first page,
 * sees only their pages, cannot open settings by address, and adds an internal note on a member's page without
 * being offered the ban; the player never sees the note.
 */
import { expect, test } from "@playwright/test";
import { DEMO_CASHIER, expectNoSeriousViolations, randomPhone, signIn, verifiedPlayer } from "./helpers/auth";

test("a cashier sees their pages only, cannot open settings, and notes a member's call @mobile", async ({
	page,
	request,
}) => {
	const phone = randomPhone();
	const player = await verifiedPlayer(request, {
		phone,
		name: `Noor Notetest${phone.slice(-5)}`,
		password: "Noor@2026x",
	});
	await signIn(page, DEMO_CASHIER.phone, DEMO_CASHIER.password);
	await expect(page).toHaveURL(/\/admin\/members$/, { timeout: 20_000 });
	const nav = page.getByRole("navigation", { name: "Admin pages" });
	await expect(nav.getByRole("link")).toHaveText([
		"Members",
		"AML flags",
		"Deposits",
		"Bank statement",
		"Approved deposits",
		"Withdrawals",
		"Approved withdrawals",
		"Go to Website",
	]);
	// Settings by address: the server sends the cashier back to their own first page.
	await page.goto("/admin/settings");
	await expect(page).toHaveURL(/\/admin\/members$/);
	await expect(page.getByRole("heading", { name: "Settings" })).toHaveCount(0);

	await page.getByLabel("Search members by name, phone or id").fill(phone);
	await page.getByRole("button", { name: "Search" }).click();
	await expect(page.getByTestId("member-row")).toHaveCount(1);
	await expect(page.getByRole("button", { name: /Ban User/ })).toHaveCount(0);
	await page.getByRole("link", { name: /^Profile/ }).click();
	await expect(page.getByRole("heading", { name: player.name, level: 1 })).toBeVisible();
	await page.getByRole("tab", { name: "Status" }).click();
	await expect(page.getByRole("button", { name: "Ban User" })).toHaveCount(0);

	await page
		.getByRole("navigation", { name: "History sections" })
		.getByRole("link", { name: "Internal notes" })
		.click();
	await expect(page).toHaveURL(/section=notes/);
	const note = `Called about UTR ${phone.slice(-4)}`;
	await page.getByLabel("New note").fill(note);
	await page.getByRole("button", { name: "Add note" }).click();
	await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
	await expect(page.getByTestId("story-row").first()).toContainText(note);
	await expect(page.getByTestId("story-row").first()).toContainText("Demo Cashier");
	await expectNoSeriousViolations(page);
});
