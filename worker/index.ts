/**
 * The Worker entry: /api goes to Hono, everything else to React Router's SSR.
 * The game rooms' Durable Object classes (RouletteRoom, CrashRoom, AndarBaharRoom, DragonTigerRoom) are exported from here for the runtime.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestLocale } from "~/domain/i18n/locales";
import { operatorConfigFrom, publicLicence } from "~/domain/operator";
import {
	AML_BACKFILL_CRON_BUDGET_MS,
	AML_REFUND_SWEEP_MS,
	backfillAmlFlags,
	playersRefundedSince,
	refreshAmlFlags,
} from "~/server/aml";
import { database } from "~/server/db/client";
import { deliverNotifications, sweepDueNotifications } from "~/server/notifications";
import { requestCountry } from "~/server/operator-access";
import {
	countryContext,
	licenceContext,
	localeContext,
	moneyNoticesContext,
	nonceContext,
	sessionContext,
	sessionHintContext,
} from "~/server/page-context";
import { expireBonuses, payWeeklyCashback } from "~/server/promotion-jobs";
import { RECONCILIATION_CRON_BUDGET_MS, runReconciliation } from "~/server/reconciliation-runs";
import { api } from "./api";
import { withContentEncoding } from "./lib/compression";
import { cachedPublicRead, isPublicRead, personalByDefault } from "./lib/edge-cache";
import { purgeExpired } from "./lib/housekeeping";
import { localizedApiResponse } from "./lib/localized-response";
import { announce } from "./lib/notices";
import { memoisedPageSession } from "./lib/page-session";
import { mayHaveSession } from "./lib/sessions";
import { contentSecurityPolicy, newNonce, withSecurityHeaders } from "./security-headers";

export { AndarBaharRoom } from "~/durable/andar-bahar-room";
export { CrashRoom } from "~/durable/crash-room";
export { DragonTigerRoom } from "~/durable/dragon-tiger-room";
export { NotificationsHub } from "~/durable/notifications-hub";
export { TableRelay } from "~/durable/relay/table-relay";
export { RouletteRoom } from "~/durable/roulette-room";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
	async fetch(request, env, ctx) {
		const { pathname } = new URL(request.url);
		if (pathname === "/api" || pathname.startsWith("/api/")) {
			const answer = async () =>
				withSecurityHeaders(personalByDefault(await api.fetch(request, env, ctx)), contentSecurityPolicy(null, false));
			// Public, slow-changing reads from the data centre's cache (PUBLIC_READ_CACHE=off: never; the bench's "before").
			const cached = isPublicRead(request) && (env as unknown as Record<string, unknown>).PUBLIC_READ_CACHE !== "off";
			const response = cached ? await cachedPublicRead(request, ctx, answer) : await answer();
			// The reader's language after the cache: the cached copy is the same for everyone (docs/decisions/0920).
			return withContentEncoding(request, await localizedApiResponse(response, requestLocale(request.headers)));
		}
		const nonce = newNonce();
		// Loaders read bindings from `cloudflare:workers`; the context carries per-request values.
		const context = new RouterContextProvider();
		context.set(nonceContext, nonce);
		context.set(localeContext, requestLocale(request.headers));
		context.set(countryContext, requestCountry(request));
		context.set(sessionHintContext, mayHaveSession(request));
		context.set(sessionContext, memoisedPageSession(database(env.DB), env.JWT_SECRET, request));
		context.set(licenceContext, publicLicence(operatorConfigFrom(env as unknown as Record<string, unknown>)));
		context.set(moneyNoticesContext, (keys) => announce(env, database(env.DB), keys));
		const response = await requestHandler(request, context);
		return withContentEncoding(
			request,
			withSecurityHeaders(response, contentSecurityPolicy(nonce, import.meta.env.DEV)),
		);
	},
	/** The hourly cron trigger (wrangler.toml): deletes expired codes, rate-limit windows and sessions; sends late notifications. */
	async scheduled(_controller, env) {
		const db = database(env.DB);
		const counts = await purgeExpired(db);
		// Time-based notifications (a raised limit in force, a break over) that no hub alarm has written yet.
		const due = await sweepDueNotifications(db, Date.now());
		await deliverNotifications(env, due);
		// Stored AML flags of players whose stakes an operator-set round refunded (their play counts less now).
		const refunded = await playersRefundedSince(db, Date.now() - AML_REFUND_SWEEP_MS);
		await refreshAmlFlags(db, refunded);
		// Flags for requests made before flags were stored, a bounded step a run until none is left.
		const backfill = await backfillAmlFlags(db, { budgetMs: AML_BACKFILL_CRON_BUDGET_MS });
		console.log(
			JSON.stringify({
				event: "housekeeping",
				...counts,
				notifications: due.length,
				amlRefreshed: refunded.length,
				amlBackfilled: backfill.refreshed,
				amlBackfillDone: backfill.done,
			}),
		);
		// Promotions (docs/decisions/0850-promotions.md): bonuses past their expiry end; last IST week's cashback, once.
		const now = Date.now();
		const expired = await expireBonuses(db, now);
		const cashback = await payWeeklyCashback(db, now);
		console.log(JSON.stringify({ event: "promotions", expired, cashback }));
		// The money check, carried on in bounded steps (docs/decisions/0420-operator-scale.md).
		const run = await runReconciliation(env.DB, RECONCILIATION_CRON_BUDGET_MS);
		console.log(
			JSON.stringify({
				event: "reconciliation",
				run: run.id,
				finished: run.finishedAt !== null,
				ok: run.ok,
				walletsChecked: run.walletsChecked,
				requestsChecked: run.requestsChecked,
			}),
		);
	},
} satisfies ExportedHandler<Env>;
