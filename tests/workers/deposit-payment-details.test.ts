/**
 * Payment details only for a deposit the player may make now (docs/decisions/0311): the check before the QR and
 * UPI ID answers every refusal exactly as the deposit request itself would (same status, same message), and says
 * nothing about where to pay. Moments are explicit: breaks and earlier deposits are written with their own times.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { authMessages, paymentMessages } from "~/domain/messages";
import { operatorMessages } from "~/domain/operator";
import { EXCLUSION_PERIODS, protectionMessages } from "~/domain/protection";
import { formatIstDateTime } from "~/domain/time";
import { DEPOSIT } from "~/domain/validation/payments";
import { type ApiAnswer, call, newUtr } from "./helpers/api";
import { png200 } from "./helpers/images";
import { fetchApiWith, LICENSED_VARS } from "./helpers/operator";
import { authHeaders, createUser, type TestUser } from "./helpers/users";

const DETAILS = "/api/transactions/deposit/payment-details";
const HOUR = 3_600_000;
const UPI_ID = "royale.deposits@okaxis";

type DetailsAnswer = { data?: { qrCodeUrl: string; upiId: string }; message?: string };

let qrCodeUrl = "";

beforeAll(async () => {
	const admin = await createUser({ role: "admin" });
	const form = new FormData();
	form.append("upiId", UPI_ID);
	form.append("qrCode", new File([png200], "qr.png", { type: "image/png" }));
	const saved = await call<{ data: { data: { qrCodeUrl: string } } }>("POST", "/api/payment-settings", {
		as: admin,
		body: form,
	});
	expect(saved.status).toBe(200);
	qrCodeUrl = saved.body.data.data.qrCodeUrl;
});

function details(player: TestUser, amount: number, paymentMethod = "upi") {
	return call<DetailsAnswer>("GET", `${DETAILS}?amount=${amount}&paymentMethod=${paymentMethod}`, { as: player });
}

function depositRequest(player: TestUser, amount: number) {
	return call<{ message: string }>("POST", "/api/transactions/deposit", {
		as: player,
		json: { amount, utr: newUtr(), paymentMethod: "upi" },
	});
}

/** The check refuses with `status` and `message` and no payment details, and so does the deposit request. */
async function expectRefusedLikeTheRequest(player: TestUser, amount: number, status: number, message: string) {
	expect(await details(player, amount)).toEqual({ status, body: { message } });
	expect(await depositRequest(player, amount)).toEqual({ status, body: { message } });
}

async function startBreak(player: TestUser, kind: "cool_off" | "self_exclusion", startsAt: number, endsAt: number) {
	await env.DB.prepare("INSERT INTO exclusions (id, user_id, kind, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)")
		.bind(crypto.randomUUID(), player.id, kind, startsAt, endsAt)
		.run();
}

async function pastDeposit(player: TestUser, rupees: number, status: "pending" | "approved", createdAt: number) {
	await env.DB.prepare(
		"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, created_at, updated_at) VALUES (?, ?, 'deposit', ?, ?, ?, ?)",
	)
		.bind(crypto.randomUUID(), player.id, rupees * 100, status, createdAt, createdAt)
		.run();
}

async function setLimit(player: TestUser, kind: "deposit_day" | "deposit_week" | "deposit_month", amount: number) {
	expect((await call("PUT", "/api/protection/limits", { as: player, json: { kind, amount } })).status).toBe(200);
}

describe("GET /api/transactions/deposit/payment-details", () => {
	it("gives an allowed player the UPI ID and the QR image to pay to", async () => {
		const player = await createUser();
		expect(await details(player, 3_000)).toEqual({ status: 200, body: { data: { qrCodeUrl, upiId: UPI_ID } } });
	});

	it("gives a self-excluded player the reason and no payment details", async () => {
		const player = await createUser();
		const now = Date.now();
		const endsAt = now - 30 * 24 * HOUR + EXCLUSION_PERIODS.self_exclusion["6m"];
		await startBreak(player, "self_exclusion", now - 30 * 24 * HOUR, endsAt);
		await expectRefusedLikeTheRequest(
			player,
			3_000,
			403,
			protectionMessages.excludedDeposit(formatIstDateTime(endsAt)),
		);
	});

	it("gives a cooling-off player the reason, and the details again once the cool-off has ended", async () => {
		const player = await createUser();
		const now = Date.now();
		const endsAt = now - 2 * HOUR + EXCLUSION_PERIODS.cool_off["24h"];
		await startBreak(player, "cool_off", now - 2 * HOUR, endsAt);
		await expectRefusedLikeTheRequest(player, 300, 403, protectionMessages.excludedDeposit(formatIstDateTime(endsAt)));

		const before = await createUser();
		await startBreak(before, "cool_off", now - 25 * HOUR, now - HOUR);
		expect((await details(before, 300)).status).toBe(200);
	});

	it("refuses a player whose daily limit is used up, counting only the last 24 hours", async () => {
		const player = await createUser();
		await setLimit(player, "deposit_day", 1_000);
		const now = Date.now();
		await pastDeposit(player, 600, "approved", now - 23 * HOUR);
		await pastDeposit(player, 400, "pending", now - HOUR);
		// Outside the daily window: does not count.
		await pastDeposit(player, 5_000, "approved", now - 25 * HOUR);
		await expectRefusedLikeTheRequest(player, 300, 403, protectionMessages.depositLimit("daily", "₹0"));
	});

	it("checks the entered amount against what is left of each limit", async () => {
		const player = await createUser();
		await setLimit(player, "deposit_week", 2_000);
		await pastDeposit(player, 1_500, "approved", Date.now() - 3 * 24 * HOUR);
		await expectRefusedLikeTheRequest(player, 600, 403, protectionMessages.depositLimit("weekly", "₹500"));
		expect(await details(player, 500)).toEqual({ status: 200, body: { data: { qrCodeUrl, upiId: UPI_ID } } });
	});

	it("refuses while the most deposit requests a player may have are waiting, like the request does", async () => {
		const player = await createUser();
		for (let i = 0; i < DEPOSIT.maxPendingRequests; i++) await pastDeposit(player, 300, "pending", Date.now() - HOUR);
		await expectRefusedLikeTheRequest(
			player,
			300,
			429,
			paymentMessages.tooManyPendingDeposits(DEPOSIT.maxPendingRequests),
		);
	});

	it("judges the amount by the deposit's own rules (422), and admits players only", async () => {
		const player = await createUser();
		expect(await details(player, 300, "netbanking")).toEqual({
			status: 422,
			body: { message: paymentMessages.depositAtLeast(500) },
		});
		expect(await call("GET", DETAILS, { as: player })).toEqual({
			status: 422,
			body: { message: paymentMessages.amountRequired },
		});
		const admin = await createUser({ role: "admin" });
		expect(await details(admin, 3_000)).toEqual({ status: 403, body: { message: authMessages.forbidden } });
		expect(await call("GET", `${DETAILS}?amount=3000`)).toEqual({
			status: 401,
			body: { message: authMessages.unauthorized },
		});
	});

	it("leaves players no other way to the payment details", async () => {
		const player = await createUser();
		expect(await call("GET", "/api/payment-settings", { as: player })).toEqual({
			status: 403,
			body: { message: authMessages.forbidden },
		});
	});
});

describe("payment details in licensed operator mode", () => {
	async function callAs(
		vars: Record<string, string>,
		country: string | null,
		player: TestUser,
		method: "GET" | "POST",
		path: string,
		json?: unknown,
	): Promise<ApiAnswer<DetailsAnswer>> {
		const response = await fetchApiWith(vars, path, country, {
			method,
			headers: { "Content-Type": "application/json", ...authHeaders(player) },
			body: json === undefined ? undefined : JSON.stringify(json),
		});
		return { status: response.status, body: await response.json<DetailsAnswer>() };
	}

	async function expectRefused(vars: Record<string, string>, country: string | null, status: number, message: string) {
		const player = await createUser();
		expect(await callAs(vars, country, player, "GET", `${DETAILS}?amount=3000`)).toEqual({
			status,
			body: { message },
		});
		expect(
			await callAs(vars, country, player, "POST", "/api/transactions/deposit", { amount: 3_000, utr: newUtr() }),
		).toEqual({ status, body: { message } });
	}

	it("refuses with 503 naming the missing settings while the licence is incomplete", async () => {
		await expectRefused(
			{ OPERATOR_MODE: "licensed", LICENCE_HOLDER: "Example Gaming Ltd" },
			"MT",
			503,
			operatorMessages.notConfigured(["LICENCE_NUMBER", "LICENCE_JURISDICTION", "ALLOWED_COUNTRIES"]),
		);
	});

	it("refuses with 451 from a country outside the allow-list, or an unknown one", async () => {
		await expectRefused(LICENSED_VARS, "IN", 451, operatorMessages.countryBlocked("IN"));
		await expectRefused(LICENSED_VARS, null, 451, operatorMessages.countryBlocked(null));
	});

	it("gives the details to a player in an allowed country", async () => {
		const player = await createUser();
		expect(await callAs(LICENSED_VARS, "GB", player, "GET", `${DETAILS}?amount=3000`)).toEqual({
			status: 200,
			body: { data: { qrCodeUrl, upiId: UPI_ID } },
		});
	});
});
