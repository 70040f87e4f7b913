import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

declare global {
	namespace Cloudflare {
		interface Env {
			TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
		}
	}
}

// Applies migrations/ to the test database before each file (idempotent).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
