/**
 * The /api application: one Hono router per area, grouped with app.route().
 * `ApiType` is what the client's typed `hc` client is built from.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { messages } from "~/domain/messages";
import { database } from "~/server/db/client";
import { configurePasswordHashing, HASHING_RETRY_AFTER_SECONDS, PasswordHashingBusyError } from "../lib/password";
import { adminResults } from "./admin-results";
import { adminRounds } from "./admin-rounds";
import { adminTables } from "./admin-tables";
import { aml } from "./aml";
import { audit } from "./audit";
import { auth } from "./auth";
import { bankStatements } from "./bank-statements";
import { dashboard } from "./dashboard";
import { favourites } from "./favourites";
import { fourEyes } from "./four-eyes";
import { adminGames, publicGames } from "./games";
import { health } from "./health";
import { members } from "./members";
import { sameOriginOnly } from "./middleware/same-origin";
import { notifications } from "./notifications";
import { memberNotesApi, operators } from "./operators";
import { paymentSettings, uploads } from "./payment-settings";
import { adminPromotions, publicPromotions, referralRoutes } from "./promotions";
import { protection } from "./protection";
import { reconciliation } from "./reconciliation";
import { room } from "./room";
import { rounds } from "./rounds";
import { sessions } from "./sessions";
import { stats } from "./stats";
import { publicTables } from "./tables";
import { transactions } from "./transactions";
import type { AppEnv } from "./types";
import { userBets } from "./user-bets";
import { userProfile } from "./user-profile";
import { userStats } from "./user-stats";
import { users } from "./users";

export const api = new Hono<AppEnv>()
	.basePath("/api")
	.use(async (c, next) => {
		c.set("db", database(c.env.DB));
		configurePasswordHashing(c.env);
		await next();
	})
	.use(sameOriginOnly)
	.route("/health", health)
	.route("/room", room)
	.route("/protection", protection)
	.route("/notifications", notifications)
	.route("/admin/aml", aml)
	.route("/admin/members", members)
	.route("/admin/members", memberNotesApi)
	.route("/admin/operators", operators)
	.route("/games", publicGames)
	.route("/tables", publicTables)
	.route("/admin/games", adminGames)
	.route("/admin/tables", adminTables)
	.route("/promotions/referral", referralRoutes)
	.route("/promotions", publicPromotions)
	.route("/admin/promotions", adminPromotions)
	.route("/admin/audit", audit)
	.route("/admin/stats", stats)
	.route("/admin/dashboard", dashboard)
	.route("/admin/four-eyes", fourEyes)
	.route("/admin/results", adminResults)
	.route("/transactions", transactions)
	.route("/payment-settings", paymentSettings)
	.route("/uploads", uploads)
	.route("/admin/reconciliation", reconciliation)
	.route("/admin/bank-statements", bankStatements)
	.route("/auth", auth)
	.route("/auth/sessions", sessions)
	.route("/rounds", rounds)
	.route("/admin/rounds", adminRounds)
	.route("/user/bets", userBets)
	// `users` answers GET /user/:id; mount any other /user/<word> router (e.g. /user/bets) BEFORE it,
	// or its path would be taken for an id.
	.route("/user/stats", userStats)
	.route("/user/favourites", favourites)
	.route("/user/profile", userProfile)
	.route("/user", users);

api.notFound((c) => c.json({ message: messages.notFound }, 404));
api.onError((error, c) => {
	// Too many password hashes queued in this isolate: refused rather than queued without bound.
	if (error instanceof PasswordHashingBusyError) {
		c.header("Retry-After", String(HASHING_RETRY_AFTER_SECONDS));
		return c.json({ message: messages.serverBusy }, 503);
	}
	// Hono's own refusals (e.g. a body that is not JSON) keep their status, with our error shape.
	if (error instanceof HTTPException && error.status < 500) {
		return c.json({ message: messages.badRequest }, error.status);
	}
	console.error("[api]", c.req.method, c.req.path, error);
	return c.json({ message: messages.serverError }, 500);
});

export type ApiType = typeof api;
