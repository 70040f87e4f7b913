import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localCompression } from "./scripts/lib/local-compression.ts";
import { localKeepAlive } from "./scripts/lib/local-keep-alive.ts";
import { shellChunk } from "./scripts/lib/shell-chunk.ts";

// CF_PERSIST_PATH lets the e2e suite and benchmarks run on their own local D1/R2/DO state.
const persistPath = process.env.CF_PERSIST_PATH;

export default defineConfig({
	// `~/` is the repository root (docs/decisions/0016-layout-and-imports.md).
	resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./", import.meta.url)) }] },
	plugins: [
		localCompression(),
		localKeepAlive(),
		cloudflare({
			viteEnvironment: { name: "ssr" },
			persistState: persistPath ? { path: persistPath } : true,
		}),
		tailwindcss(),
		reactRouter(),
		shellChunk(),
	],
	optimizeDeps: { include: ["partysocket/react"] },
	server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
	preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
