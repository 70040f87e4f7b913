import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AuthenticatedUser } from "~/server/authenticate";
import type * as schema from "~/server/db/schema";

/** The signed-in user, as the auth middleware resolved it for this request (with the session it came from). */
export type AuthUser = AuthenticatedUser;

/** Hono's environment for every /api router: bindings plus per-request variables. */
export type AppEnv = {
	Bindings: Env;
	Variables: {
		db: DrizzleD1Database<typeof schema>;
		/** Set by requireAuth / requireRole. */
		user: AuthUser;
	};
};
