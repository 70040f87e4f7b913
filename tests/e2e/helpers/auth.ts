/** Shared e2e helpers for accounts: sign in through the form, read one-time codes from the server log, axe. */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { serverLogFile } from "~/playwright.config";

export const DEMO_ADMIN = { phone: "9000000000", password: "Admin@12345" } as const;
export const DEMO_PLAYER = { phone: "9000000001", password: "Player@12345" } as const;
export const DEMO_CASHIER = { phone: "9000000002", password: "Cashier@12345" } as const;

/**
 * A client address of its own for a request made through the API. Every e2e request comes from 127.0.0.1, and
 * the per-address registration limit (20 an hour) would refuse the suite's later players; real players come
 * from many addresses. The local server keeps a `CF-Connecting-IP` the client sends.
 */
export function ownAddress(): Record<string, string> {
	const byte = () => Math.floor(Math.random() * 256);
	return { "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` };
}

export function randomPhone(): string {
	return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** The newest one-time code the log sender printed for a phone (`[otp] +91XXXXXXXXXX 123456`). */
export async function codeFromServerLog(phone: string): Promise<string> {
	let code: string | undefined;
	await expect
		.poll(
			() => {
				const lines = readFileSync(serverLogFile, "utf8")
					.split("\n")
					.filter((l) => l.includes(`[otp] +91${phone} `));
				code = /\[otp\] \+91\d{10} (\d{6})/.exec(lines.at(-1) ?? "")?.[1];
				return code;
			},
			{ timeout: 10_000 },
		)
		.toMatch(/^\d{6}$/);
	return code ?? "";
}

/** The account notices (`[notice] +91… account-exists`) the log sender has written for a phone so far. */
export function noticesFromServerLog(phone: string): string[] {
	return readFileSync(serverLogFile, "utf8")
		.split("\n")
		.filter((l) => l.includes(`[notice] +91${phone} `));
}

export async function signIn(page: Page, phone: string, password: string) {
	await page.goto("/login");
	await page.getByLabel("Phone Number").fill(phone);
	await page.getByLabel("Password").fill(password);
	await page.getByRole("button", { name: "Sign In" }).click();
}

export async function expectNoSeriousViolations(page: Page) {
	// Toasts fade in and out, and axe measures contrast mid-animation (with the opacity), which makes
	// any run that catches one flaky; the toaster is checked on its own when settled (shell.spec.ts).
	// Every violation with all its nodes; passes and the rest summarised (axe's documented way to run faster).
	const results = await new AxeBuilder({ page })
		.options({ resultTypes: ["violations"] })
		.exclude("[data-sonner-toaster]")
		.analyze();
	const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
	expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

/** A verified player made through the API (register, then the logged code), from an address of its own. */
export async function verifiedPlayer(
	request: APIRequestContext,
	player: { name: string; password: string; phone?: string },
): Promise<{ name: string; password: string; phone: string }> {
	const phone = player.phone ?? randomPhone();
	const data = { name: player.name, phone, password: player.password, acceptTerms: true };
	// The player's own address for both steps, as a real player's phone would have (the suite's players outgrow one
	// address's hourly budget of code checks too).
	const headers = ownAddress();
	expect((await request.post("/api/auth/register", { headers, data })).status()).toBe(201);
	const otp = await codeFromServerLog(phone);
	expect((await request.post("/api/auth/verify-otp", { headers, data: { phone, otp } })).status()).toBe(200);
	return { name: player.name, password: player.password, phone };
}

/** A verified player with `rupees` of real balance: a deposit by UTR through the API, approved by the demo admin. */
export async function fundedPlayer(
	request: APIRequestContext,
	player: { name: string; password: string },
	rupees: number,
): Promise<{ name: string; password: string; phone: string }> {
	const made = await verifiedPlayer(request, player);
	await approvedDeposit(request, made, rupees);
	return made;
}

/** A deposit of `rupees` by UTR through the API for a player, approved by the demo admin. */
export async function approvedDeposit(
	request: APIRequestContext,
	player: { phone: string; password: string },
	rupees: number,
): Promise<void> {
	const bearer = (phone: string, password: string) => bearerHeader(request, phone, password);
	const utr = String(Math.floor(1e11 + Math.random() * 9e11));
	const deposit = await request.post("/api/transactions/deposit", {
		headers: await bearer(player.phone, player.password),
		data: { amount: rupees, utr },
	});
	expect(deposit.status()).toBe(201);
	const { data } = (await deposit.json()) as { data: { id: string } };
	const approve = await request.put(`/api/transactions/${data.id}/approve`, {
		headers: await bearer(DEMO_ADMIN.phone, DEMO_ADMIN.password),
	});
	expect(approve.status()).toBe(200);
}

/** The Authorization header of a fresh API login. */
async function bearerHeader(request: APIRequestContext, phone: string, password: string) {
	const login = await request.post("/api/auth/login", { data: { phone, password } });
	expect(login.status()).toBe(200);
	return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A pending withdrawal of `rupees` through the API, for a player with at least that real balance. */
export async function pendingWithdrawal(
	request: APIRequestContext,
	player: { phone: string; password: string },
	rupees: number,
): Promise<void> {
	const withdrawal = await request.post("/api/transactions/withdraw", {
		headers: await bearerHeader(request, player.phone, player.password),
		data: {
			amount: rupees,
			bankName: "State Bank of India",
			bankAccountNumber: "123456789012",
			ifscCode: "SBIN0001234",
			recipientName: "Test Payee",
		},
	});
	expect(withdrawal.status()).toBe(201);
}
