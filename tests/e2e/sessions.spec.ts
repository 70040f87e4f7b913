import { expect, test } from "@playwright/test";
import { signIn, verifiedPlayer } from "./helpers/auth";

test.describe("sessions end everywhere", () => {
	test("Sign out on all devices, clicked on one phone, signs the player out at the table on another", async ({
		browser,
		request,
	}) => {
		const { phone, password } = await verifiedPlayer(request, { name: "Meera Iyer", password: "Meera@2026" });

		// Two devices: one at the table, one on the profile page.
		const tableDevice = await browser.newContext();
		const otherDevice = await browser.newContext();
		try {
			const table = await tableDevice.newPage();
			await signIn(table, phone, password);
			await expect(table.getByRole("button", { name: "Account menu" })).toBeVisible();
			await table.goto("/casino/game/auto-roulette");
			await expect(table.getByRole("button", { name: "Account menu" })).toBeVisible();

			const profile = await otherDevice.newPage();
			await signIn(profile, phone, password);
			await expect(profile.getByRole("button", { name: "Account menu" })).toBeVisible();
			await profile.goto("/user");
			await profile.getByRole("tab", { name: "Sessions" }).click();
			await profile.getByRole("button", { name: "Sign out on all devices" }).click();
			await expect(profile.getByText("You have been signed out on every device.")).toBeVisible();
			await expect(profile).toHaveURL(/\/login$/);

			// The table's socket was closed by the server; its reconnect finds no session, so the table is signed out.
			await expect(table.getByRole("link", { name: "Log in", exact: true }).first()).toBeVisible({ timeout: 15_000 });
			await expect(table.getByRole("button", { name: "Account menu" })).toHaveCount(0);
		} finally {
			await tableDevice.close();
			await otherDevice.close();
		}
	});
});
