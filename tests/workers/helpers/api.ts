import { exports } from "cloudflare:workers";
import { authHeaders, type TestUser } from "./users";

/** Calls the API the way the client does: JSON body, bearer token when signed in. */
export function api(path: string, user: TestUser | null, init: { method?: string; body?: unknown } = {}) {
	return exports.default.fetch(`http://localhost/api${path}`, {
		method: init.method ?? "GET",
		headers: { "Content-Type": "application/json", ...(user ? authHeaders(user) : {}) },
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	});
}
