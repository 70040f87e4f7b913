/**
 * The typed API client: `api.api.<area>.<route>.$get/$post(...)`, built on
 * `hc<ApiType>` so request and answer types follow the Hono routers.
 *
 * Every request sends cookies and, when signed in, `Authorization: Bearer <token>`.
 * On a 401 from anything outside /api/auth/, it refreshes the session once
 * (concurrent 401s share one refresh) and retries the request once with the new
 * token; if the refresh fails the user is signed out and the 401 is returned (docs/product.md#accounts).
 *
 *   const res = await api.api.user[":id"].$get({ param: { id } });
 *   if (!res.ok) notify.error(await errorMessage(res, "Something Went Wrong!"));
 */
import { hc } from "hono/client";
import { accountMessages } from "~/domain/messages/account";
import type { ApiType } from "~/worker/api";
import { type AuthUser, authStore } from "./auth-store";

let refreshing: Promise<boolean> | null = null;

/**
 * Asks for a new access token with the refresh cookie. One at a time: a second
 * caller gets the running attempt. Resolves true when signed in.
 * Only the server's refusal (4xx, or an answer without a token) signs the user out. A network that is down or a
 * server error (5xx) leaves the session as it is, to be refreshed when it can be: a player whose phone drops
 * the network for a minute stays signed in.
 */
export function refreshSession(): Promise<boolean> {
	if (refreshing) return refreshing;
	authStore.set({ isRefreshing: true });
	refreshing = (async () => {
		let response: Response;
		try {
			response = await fetch("/api/auth/refresh-token", { method: "POST", credentials: "include" });
		} catch {
			return false;
		}
		try {
			if (response.status >= 500) return false;
			if (!response.ok) throw new Error(accountMessages.sessionExpired);
			const body = (await response.json()) as { token?: string; user?: AuthUser };
			if (!body.token) throw new Error(accountMessages.noRefreshToken);
			authStore.setAuth(body);
			return true;
		} catch {
			authStore.clear();
			return false;
		}
	})().finally(() => {
		authStore.set({ isRefreshing: false, isLoading: false });
		refreshing = null;
	});
	return refreshing;
}

function pathOf(input: RequestInfo | URL): string {
	const url = input instanceof Request ? input.url : String(input);
	return new URL(url, "http://localhost").pathname;
}

function send(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
	const headers = new Headers(init?.headers);
	const token = authStore.get().accessToken;
	if (token) headers.set("Authorization", `Bearer ${token}`);
	return fetch(input, { ...init, headers, credentials: "include" });
}

/** fetch with cookies, the bearer header and the one-retry-on-401 refresh. */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
	const response = await send(input, init);
	if (response.status !== 401 || pathOf(input).startsWith("/api/auth/")) return response;
	const refreshed = await refreshSession();
	if (!refreshed) return response;
	return send(input, init);
}

const base = typeof window === "undefined" ? "http://localhost" : window.location.origin;

export const api = hc<ApiType>(base, { fetch: authFetch });

/**
 * The same client for the public reads, without the bearer header: the Worker answers a read that carries one fresh
 * from D1, and one without it from the edge cache (worker/lib/edge-cache.ts), the same answer for everyone.
 */
export const publicApi = hc<ApiType>(base);

/** The server's `{ message }`, or the fallback when there is none. */
export async function errorMessage(response: { json(): Promise<unknown> }, fallback: string): Promise<string> {
	try {
		return messageOf(await response.json(), fallback);
	} catch {
		return fallback;
	}
}

/** `body.message` when it is a non-empty string, else the fallback. */
export function messageOf(body: unknown, fallback: string): string {
	const message = (body as { message?: unknown } | null)?.message;
	return typeof message === "string" && message ? message : fallback;
}
