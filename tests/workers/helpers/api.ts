import { exports } from "cloudflare:workers";
import { authHeaders, type TestUser } from "./users";

export type ApiAnswer<T = Record<string, unknown>> = { status: number; body: T };

/** Calls the Worker's /api like a browser would, optionally as a user, and reads the JSON answer. */
export async function call<T = Record<string, unknown>>(
	method: string,
	path: string,
	options: { as?: TestUser; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
	const headers: Record<string, string> = { ...(options.as ? authHeaders(options.as) : {}), ...options.headers };
	let body = options.body;
	if (options.json !== undefined) {
		headers["Content-Type"] = "application/json";
		body = JSON.stringify(options.json);
	}
	const response = await exports.default.fetch(`http://localhost${path}`, { method, headers, body });
	const text = await response.text();
	return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A fresh, unique 12-digit UTR. */
export function newUtr(): string {
	return String(Math.floor(Math.random() * 9e11) + 1e11);
}

/** Calls the API the way the client does: JSON body, bearer token when signed in. */
export function api(path: string, user: TestUser | null, init: { method?: string; body?: unknown } = {}) {
	return exports.default.fetch(`http://localhost/api${path}`, {
		method: init.method ?? "GET",
		headers: { "Content-Type": "application/json", ...(user ? authHeaders(user) : {}) },
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	});
}
