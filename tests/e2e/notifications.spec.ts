/**
 * Notifications in the browser (docs/decisions/0900-notifications.md): an admin's decision reaches the player's open
 * page without a reload (a toast and the bell's count), the list shows it, and "Mark all read" clears the count.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousViolations, ownAddress, signIn, verifiedPlayer } from "./helpers/auth";

async function bearer(request: APIRequestContext, phone: string, password: string) {
	const login = await request.post("/api/auth/login", { headers: ownAddress(), data: { phone, password } });
	expect(login.status()).toBe(200);
	return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test("an approved deposit reaches the player's open page live, and the list marks it read @mobile", async ({
	page,
	request,
}) => {
	const player = await verifiedPlayer(request, { name: "Neha Notify", password: "Player@12345" });
	await signIn(page, player.phone, player.password);
	await expect(page.getByText("Login successfully!")).toBeVisible();
	await page.goto("/");
	const bell = page.getByTestId("notification-bell");
	// The page's notification socket is open once the bell knows the count.
	await expect(bell).toHaveAttribute("data-unread", "0");
	await expect(bell).toHaveAccessibleName("Notifications");

	const utr = String(Math.floor(1e11 + Math.random() * 9e11));
	const deposit = await request.post("/api/transactions/deposit", {
		headers: await bearer(request, player.phone, player.password),
		data: { amount: 1_000, utr },
	});
	expect(deposit.status()).toBe(201);
	const { data } = (await deposit.json()) as { data: { id: string } };
	const approve = await request.put(`/api/transactions/${data.id}/approve`, {
		headers: await bearer(request, DEMO_ADMIN.phone, DEMO_ADMIN.password),
	});
	expect(approve.status()).toBe(200);

	// No reload: the toast and the count arrive over the socket.
	await expect(
		page.getByText("Your deposit of ₹1,000 is in your wallet. You also got 100 bonus play tokens."),
	).toBeVisible();
	await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
	const box = await bell.boundingBox();
	expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);

	// On a phone the toast lies over the header and its bell for a few seconds, so a player closes it first (in one CI
	// run a tap on the bell under it left the page where it was).
	const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Deposit approved" });
	await toast.getByRole("button", { name: "Close toast" }).click();
	await expect(toast).toHaveCount(0);
	await bell.click();
	await expect(page).toHaveURL(/\/user\/notifications$/);
	const item = page.getByTestId("notification").first();
	await expect(item).toContainText("Deposit approved");
	await expect(page.getByTestId("unread-count")).toHaveText("1 unread");
	await expectNoSeriousViolations(page);
	await page.getByRole("button", { name: "Mark all read" }).click();
	await expect(page.getByTestId("unread-count")).toHaveText("0 unread");
	await expect(bell).toHaveAccessibleName("Notifications");
	await expect(item.getByRole("button", { name: "Mark read" })).toHaveCount(0);
});
