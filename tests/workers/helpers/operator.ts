import { env } from "cloudflare:workers";
import { api } from "~/worker/api";

/** A complete licensed deployment that serves players in Malta and Great Britain (docs/product.md#operator-mode). */
export const LICENSED_VARS = {
	OPERATOR_MODE: "licensed",
	LICENCE_HOLDER: "Example Gaming Ltd",
	LICENCE_NUMBER: "MGA/B2C/123/2026",
	LICENCE_JURISDICTION: "Malta",
	ALLOWED_COUNTRIES: "MT,GB",
} as const;

/**
 * Sends `init` to the API as deployed with other vars, from `country` as Cloudflare's edge would report it
 * (workerd exposes RequestInit.cf as request.cf).
 */
export function fetchApiWith(
	vars: Record<string, string>,
	path: string,
	country: string | null,
	init: RequestInit = {},
): Promise<Response> {
	const request = new Request(`http://localhost${path}`, { ...init, ...(country ? { cf: { country } } : {}) });
	const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
	return Promise.resolve(api.fetch(request, { ...env, ...vars }, ctx));
}
