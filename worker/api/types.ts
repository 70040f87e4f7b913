import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "../db/schema";
import type { Role } from "../lib/access-token";

/** The signed-in user, as the auth middleware resolved it for this request. */
export type AuthUser = { id: string; name: string; role: Role };

/** Hono's environment for every /api router: bindings plus per-request variables. */
export type AppEnv = {
	Bindings: Env;
	Variables: {
		db: DrizzleD1Database<typeof schema>;
		/** Set by requireAuth / requireRole. */
		user: AuthUser;
	};
};
