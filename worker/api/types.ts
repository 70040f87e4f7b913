import type { AuthenticatedUser } from "~/server/authenticate";
import type { Database } from "~/server/db/client";

/** The signed-in user, as the auth middleware resolved it for this request (with the session it came from). */
export type AuthUser = AuthenticatedUser;

/** Hono's environment for every /api router: bindings plus per-request variables. */
export type AppEnv = {
	Bindings: Env;
	Variables: {
		db: Database;
		/** Set by requireAuth / requireRole. */
		user: AuthUser;
	};
};
