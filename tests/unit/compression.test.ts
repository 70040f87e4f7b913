import { describe, expect, it } from "vitest";
import { negotiateEncoding, withContentEncoding } from "~/worker/lib/compression";

describe("negotiateEncoding", () => {
	it("prefers brotli, falls back to gzip, and honours q-values", () => {
		expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
		expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
		expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
		expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
		expect(negotiateEncoding("*")).toBe("br");
		expect(negotiateEncoding("*;q=0, gzip")).toBe("gzip");
	});

	it("answers null when the client accepts neither", () => {
		expect(negotiateEncoding(null)).toBeNull();
		expect(negotiateEncoding("")).toBeNull();
		expect(negotiateEncoding("identity")).toBeNull();
		expect(negotiateEncoding("deflate")).toBeNull();
		expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeNull();
	});
});

describe("withContentEncoding", () => {
	const request = (acceptEncoding?: string, method = "GET") =>
		new Request("http://localhost/", { method, headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
	const page = () => new Response("<!DOCTYPE html><p>hi</p>", { headers: { "Content-Type": "text/html" } });

	it("marks text responses with the negotiated encoding and varies on Accept-Encoding", async () => {
		const response = withContentEncoding(request("gzip, br"), page());
		expect(response.headers.get("Content-Encoding")).toBe("br");
		expect(response.headers.get("Vary")).toContain("Accept-Encoding");
		expect(await response.text()).toBe("<!DOCTYPE html><p>hi</p>");
		const json = withContentEncoding(request("gzip"), Response.json({ ok: true }));
		expect(json.headers.get("Content-Encoding")).toBe("gzip");
	});

	it("leaves uncompressible, already encoded, HEAD and unaccepted responses alone", () => {
		const png = new Response(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "image/png" } });
		expect(withContentEncoding(request("br"), png).headers.get("Content-Encoding")).toBeNull();
		const encoded = new Response("x", { headers: { "Content-Type": "text/plain", "Content-Encoding": "gzip" } });
		expect(withContentEncoding(request("br"), encoded).headers.get("Content-Encoding")).toBe("gzip");
		expect(withContentEncoding(request("br", "HEAD"), page()).headers.get("Content-Encoding")).toBeNull();
		const identity = withContentEncoding(request("identity"), page());
		expect(identity.headers.get("Content-Encoding")).toBeNull();
		expect(identity.headers.get("Vary")).toContain("Accept-Encoding");
		expect(withContentEncoding(request("br"), new Response(null, { status: 204 })).headers.get("Vary")).toBeNull();
	});
});
