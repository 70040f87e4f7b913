import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fetchApiWith, LICENSED_VARS as licensed } from "./helpers/operator";

/** The API as deployed with other vars, and a request from a given country (Cloudflare's request.cf). */
function callAs(vars: Record<string, string>, path: string, country: string | null, body: unknown) {
	return fetchApiWith(vars, `/api${path}`, country, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify(body),
	});
}

function newPlayer() {
	return {
		name: "Asha Rao",
		phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
		password: "Secret@123",
		acceptTerms: true,
	};
}

describe("operator mode on registration", () => {
	it("answers 503 naming the missing settings while licensed mode is incomplete", async () => {
		const response = await callAs(
			{ OPERATOR_MODE: "licensed", LICENCE_HOLDER: "Example Gaming Ltd" },
			"/auth/register",
			"MT",
			newPlayer(),
		);
		expect(response.status).toBe(503);
		expect((await response.json<{ message: string }>()).message).toBe(
			"Real-money play is not available yet: the operator has not configured LICENCE_NUMBER, LICENCE_JURISDICTION, ALLOWED_COUNTRIES.",
		);
	});

	it("refuses registration from a country outside the allow-list with 451 and creates nothing", async () => {
		const player = newPlayer();
		const response = await callAs(licensed, "/auth/register", "IN", player);
		expect(response.status).toBe(451);
		expect((await response.json<{ message: string }>()).message).toContain("not available from your country (IN)");
		const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE phone = ?")
			.bind(`+91${player.phone}`)
			.first();
		expect(row).toEqual({ n: 0 });
	});

	it("lets an allowed country register in licensed mode, and everyone in demo mode", async () => {
		expect((await callAs(licensed, "/auth/register", "MT", newPlayer())).status).toBe(201);
		expect((await callAs({ OPERATOR_MODE: "demo" }, "/auth/register", null, newPlayer())).status).toBe(201);
	});
});
