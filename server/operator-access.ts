/**
 * Whether a request may act with real money (docs/product.md#operator-mode): the operator's configuration and the
 * player's country as Cloudflare saw it. The API's middleware (worker/api/middleware/operator.ts) and the pages'
 * actions ask the same question here.
 */
import { operatorConfigFrom, realMoneyAccess } from "~/domain/operator";

/** The request's country as Cloudflare saw it (absent locally). */
export function requestCountry(request: Request): string | null {
	const cf = (request as Request & { cf?: { country?: unknown } }).cf;
	return typeof cf?.country === "string" ? cf.country : null;
}

export function accessFor(env: Env, request: Request) {
	return realMoneyAccess(operatorConfigFrom(env as unknown as Record<string, unknown>), requestCountry(request));
}
