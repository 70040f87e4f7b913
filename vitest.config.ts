import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** `~/` is the repository root, as in vite.config.ts and tsconfig.json. */
const rootAlias = { find: /^~\//, replacement: here("./") };

/**
 * The Worker, the API and the rooms inside workerd, on real local D1/R2/DO. `bindings` add to the suite's own;
 * `include` defaults to every Workers test but `exclude`.
 */
function workersProject(
	name: string,
	bindings: Record<string, string>,
	exclude: string[],
	include = ["tests/workers/**/*.test.ts"],
) {
	return {
		plugins: [
			cloudflareTest(async () => ({
				main: "./worker/index.ts",
				wrangler: { configPath: "./wrangler.toml" },
				miniflare: {
					bindings: {
						JWT_SECRET: "test-secret-that-is-only-used-by-the-test-suite",
						// Short phases keep the suite fast; the timings are configuration, not code paths.
						ROUND_BETTING_MS: "3000",
						ROUND_SPINNING_MS: "1000",
						ROUND_RESULT_MS: "1000",
						TEST_MIGRATIONS: await readD1Migrations(here("./migrations")),
						...bindings,
					},
				},
			})),
		],
		resolve: {
			alias: [
				rootAlias,
				{
					find: "virtual:react-router/server-build",
					replacement: here("./tests/workers/helpers/server-build-stub.ts"),
				},
			],
		},
		test: { name, testTimeout: 20_000, include, exclude, setupFiles: ["./tests/workers/helpers/apply-migrations.ts"] },
	};
}

export default defineConfig({
	test: {
		// Two test files at a time: the default (one fewer than the cores) runs them one by one on a 2-core machine.
		maxWorkers: 2,
		projects: [
			{
				// Pure domain code, in Node.
				resolve: { alias: [rootAlias] },
				// The exhaustive checks (every bet geometry, every multiplier) take seconds on a busy 2-core machine.
				test: { name: "unit", testTimeout: 15_000, include: ["tests/unit/**/*.test.ts"], environment: "node" },
			},
			{
				// React components in a DOM. Route modules import `cloudflare:workers` for their loaders, which the tests
				// stub (createRoutesStub): the module resolves to bindings that refuse to be read.
				resolve: {
					alias: [
						rootAlias,
						{ find: "cloudflare:workers", replacement: here("./tests/components/helpers/cloudflare-workers-stub.ts") },
					],
				},
				test: {
					name: "components",
					// A whole table screen renders and replays rounds in happy-dom: 15 s and more on a busy 2-core machine.
					testTimeout: 30_000,
					include: ["tests/components/**/*.test.tsx"],
					environment: "happy-dom",
					setupFiles: ["./tests/components/helpers/i18n.ts", "./tests/components/helpers/dom-waits.ts"],
				},
			},
			// A cheaper scrypt for the suite's hundreds of registrations and logins (worker/lib/password.ts).
			workersProject("workers", { PASSWORD_HASH_LOG2_N: "12" }, ["tests/workers/hashing-queue.test.ts"]),
			// The hashing queue's bounds only show when each hash costs what it does in production.
			workersProject("workers-hashing", {}, [], ["tests/workers/hashing-queue.test.ts"]),
		],
	},
});
