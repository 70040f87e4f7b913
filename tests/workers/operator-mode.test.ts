import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api as app } from "~/worker/api";

/** The API as deployed with other vars, and a request from a given country (Cloudflare's request.cf). */
async function callAs(vars: Record<string, string>, path: string, country: string | null, body: unknown) {
	const request = new Request(`http://localhost/api${path}`, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify(body),
		// workerd exposes RequestInit.cf as request.cf, as Cloudflare's edge fills it in production.
		...(country ? { cf: { country } } : {}),
	});
	const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
	return app.fetch(request, { ...env, ...vars }, ctx);
}

const licensed = {
	OPERATOR_MODE: "licensed",
	LICENCE_HOLDER: "Example Gaming Ltd",
	LICENCE_NUMBER: "MGA/B2C/123/2026",
	LICENCE_JURISDICTION: "Malta",
	ALLOWED_COUNTRIES: "MT,GB",
};

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
