/**
 * The local server's compression (`npm start`, `vite preview` on workerd): brotli or gzip by
 * Accept-Encoding for every compressible response, static assets included, as Cloudflare's edge
 * does in production. Without it the local server sends ~600 KB of JS/CSS uncompressed, which no
 * deployment does. See docs/decisions/0750-compression-and-first-load.md.
 *
 * Pages and /api JSON are already marked for compression by the Worker (worker/lib/compression.ts);
 * Miniflare's dispatchFetch decodes those and renames the header to `MF-Content-Encoding`, so this
 * layer encodes them again, by the same Accept-Encoding rule.
 */
import { constants } from "node:zlib";
import compression from "compression";
import type { Connect, Plugin } from "vite";

export function localCompression(): Plugin {
	return {
		name: "roulette-royale:local-compression",
		enforce: "pre",
		configurePreviewServer(server) {
			// Registered before the Cloudflare plugin's request handler, so it wraps every response.
			server.middlewares.use((_req, res, next) => {
				// The decoded copy's marker is Miniflare's, not ours: drop it before the headers go out.
				const writeHead = res.writeHead;
				res.writeHead = function (this: typeof res, ...args: unknown[]) {
					const headers = args.find((a) => typeof a === "object" && a !== null) as Record<string, unknown> | undefined;
					if (headers) delete headers["mf-content-encoding"];
					res.removeHeader("mf-content-encoding");
					return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
				} as typeof res.writeHead;
				next();
			});
			const compress = compression({
				// Each chunk goes out as soon as it is written: streamed pages stay streamed.
				flush: constants.Z_SYNC_FLUSH,
				brotli: { flush: constants.BROTLI_OPERATION_FLUSH },
			});
			// compression's types name Express's request/response; it only uses Node's.
			server.middlewares.use(compress as unknown as Connect.NextHandleFunction);
		},
	};
}
