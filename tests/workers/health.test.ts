import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
	it("answers with the database's state and the security headers", async () => {
		const response = await exports.default.fetch("http://localhost/api/health");
		expect(response.status).toBe(200);
		const body = await response.json<{
			status: string;
			operatorMode: string;
			database: { migrationsApplied: number };
		}>();
		expect(body.status).toBe("ok");
		expect(body.operatorMode).toBe("demo");
		expect(body.database.migrationsApplied).toBeGreaterThan(0);
		expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
		expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
		expect(response.headers.get("x-content-type-options")).toBe("nosniff");
		expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
	});

	it("answers unknown API paths with a JSON 404", async () => {
		const response = await exports.default.fetch("http://localhost/api/no-such-thing");
		expect(response.status).toBe(404);
		expect(await response.json()).toEqual({ message: "Not found" });
	});
});

describe("response compression", () => {
	it("marks the Worker's JSON for the encoding the client accepts, and only then", async () => {
		const brotli = await exports.default.fetch("http://localhost/api/health", {
			headers: { "Accept-Encoding": "gzip, deflate, br" },
		});
		expect(brotli.headers.get("content-encoding")).toBe("br");
		expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
		expect((await brotli.json<{ status: string }>()).status).toBe("ok");

		const gzip = await exports.default.fetch("http://localhost/api/health", { headers: { "Accept-Encoding": "gzip" } });
		expect(gzip.headers.get("content-encoding")).toBe("gzip");
		expect((await gzip.json<{ status: string }>()).status).toBe("ok");

		const plain = await exports.default.fetch("http://localhost/api/health", {
			headers: { "Accept-Encoding": "identity" },
		});
		expect(plain.headers.get("content-encoding")).toBeNull();
		expect((await plain.json<{ status: string }>()).status).toBe("ok");
	});
});
