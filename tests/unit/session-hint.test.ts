import { describe, expect, it } from "vitest";
import { mayHaveSession } from "~/worker/lib/sessions";

const page = (headers: Record<string, string>) => new Request("https://casino.example/", { headers });

describe("mayHaveSession (whether the start-up refresh can succeed)", () => {
	it("is true when the session cookie came with the request", () => {
		expect(mayHaveSession(page({ Cookie: "a=1; __Host-rr_refresh=abc", "Sec-Fetch-Site": "same-origin" }))).toBe(true);
	});

	it("is false for a same-site, typed or bookmarked visit without the cookie", () => {
		for (const site of ["same-origin", "same-site", "none"]) {
			expect(mayHaveSession(page({ "Sec-Fetch-Site": site }))).toBe(false);
			expect(mayHaveSession(page({ Cookie: "rr_refresh=not-the-host-cookie", "Sec-Fetch-Site": site }))).toBe(false);
		}
	});

	it("stays true when the browser may have withheld the SameSite=Strict cookie (a link from another site) or says nothing", () => {
		expect(mayHaveSession(page({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
		expect(mayHaveSession(page({}))).toBe(true);
	});
});
