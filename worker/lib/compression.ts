/**
 * Compression of the responses the Worker generates (HTML pages, React Router data, /api JSON).
 *
 * The Worker only names the encoding: workerd compresses a body whose response carries
 * `Content-Encoding` (the runtime's default `encodeBody: "automatic"`), in production and locally.
 * Static assets never pass through here: Cloudflare's edge compresses them in production and the
 * local server does the same (vite.config.ts, docs/decisions/0750-compression-and-first-load.md).
 */

/** Text types worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

export type Encoding = "br" | "gzip";

/** The best encoding the client accepts (`br` before `gzip`), honouring `q=0`; null when neither. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
	if (!acceptEncoding) return null;
	const quality = new Map<string, number>();
	for (const part of acceptEncoding.split(",")) {
		const [name = "", ...params] = part.trim().toLowerCase().split(";");
		if (!name) continue;
		const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
		const value = q ? Number(q.slice(2)) : 1;
		quality.set(name, Number.isFinite(value) ? value : 0);
	}
	const of = (name: Encoding) => quality.get(name) ?? (quality.has("*") ? (quality.get("*") ?? 0) : 0);
	const br = of("br");
	const gzip = of("gzip");
	if (br <= 0 && gzip <= 0) return null;
	return br >= gzip ? "br" : "gzip";
}

/** The response, marked for compression when it is a text body the client can decode. */
export function withContentEncoding(request: Request, response: Response): Response {
	// A WebSocket upgrade's response cannot be rebuilt; HEAD and empty answers have nothing to compress.
	if (response.status === 101 || response.webSocket || !response.body || request.method === "HEAD") return response;
	if (response.headers.has("Content-Encoding")) return response;
	if (!COMPRESSIBLE_TYPE.test(response.headers.get("Content-Type") ?? "")) return response;
	const headers = new Headers(response.headers);
	headers.append("Vary", "Accept-Encoding");
	const encoding = negotiateEncoding(request.headers.get("Accept-Encoding"));
	if (encoding) {
		headers.set("Content-Encoding", encoding);
		headers.delete("Content-Length");
	}
	return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
