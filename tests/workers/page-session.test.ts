/** The session a page request is read with (docs/decisions/0950): the refresh cookie without rotating, or a bearer. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { pageSession } from "~/worker/lib/page-session";
import {
	endAllSessionsStatements,
	REFRESH_COOKIE,
	ROTATED_TOKEN_GRACE_MS,
	revokeFamily,
	rotateRefreshToken,
	sessionOfRefreshToken,
	startSession,
} from "~/worker/lib/sessions";
import { authHeaders, createUser } from "./helpers/users";

const db = () => database(env.DB);

function pageRequest(headers: Record<string, string>) {
	return new Request("https://casino.test/user/requests", { headers });
}

describe("a page request's session", () => {
	it("reads the refresh cookie's user and session, and does not rotate the token", async () => {
		const user = await createUser();
		const { token, sessionId } = await startSession(db(), user.id);
		const cookie = { Cookie: `theme=dark; __Host-${REFRESH_COOKIE}=${token}` };
		const session = await pageSession(db(), env.JWT_SECRET, pageRequest(cookie));
		expect(session).toEqual({ id: user.id, name: "Test user", role: "user", sessionId });
		// Still the current token: the API's refresh rotates it as before.
		expect((await rotateRefreshToken(db(), token)).ok).toBe(true);
	});

	it("reads an access token when the request carries one, and nobody without either", async () => {
		const admin = await createUser({ role: "admin" });
		const session = await pageSession(db(), env.JWT_SECRET, pageRequest(authHeaders(admin)));
		expect(session?.role).toBe("admin");
		expect(session?.sessionId).toBe(admin.sessionId);
		expect(await pageSession(db(), env.JWT_SECRET, pageRequest({}))).toBeNull();
		expect(await pageSession(db(), env.JWT_SECRET, pageRequest({ Authorization: "Bearer nonsense" }))).toBeNull();
	});

	it("accepts a just-rotated token for ROTATED_TOKEN_GRACE_MS, then no longer", async () => {
		const user = await createUser();
		const start = Date.now();
		const { token } = await startSession(db(), user.id, {}, start);
		expect((await rotateRefreshToken(db(), token, {}, start)).ok).toBe(true);
		expect(await sessionOfRefreshToken(db(), token, start + ROTATED_TOKEN_GRACE_MS)).not.toBeNull();
		expect(await sessionOfRefreshToken(db(), token, start + ROTATED_TOKEN_GRACE_MS + 1)).toBeNull();
	});

	it("refuses a revoked, an expired or an unknown token, and the token of a banned player", async () => {
		const user = await createUser();
		const revoked = await startSession(db(), user.id);
		await revokeFamily(db(), revoked.sessionId);
		expect(await sessionOfRefreshToken(db(), revoked.token)).toBeNull();
		const start = Date.now();
		const old = await startSession(db(), user.id, {}, start);
		expect(await sessionOfRefreshToken(db(), old.token, start + 31 * 24 * 60 * 60 * 1000)).toBeNull();
		expect(await sessionOfRefreshToken(db(), "not-a-token")).toBeNull();

		const banned = await createUser();
		const live = await startSession(db(), banned.id);
		await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(banned.id).run();
		expect(await sessionOfRefreshToken(db(), live.token)).toBeNull();

		const signedOutEverywhere = await createUser();
		const ended = await startSession(db(), signedOutEverywhere.id);
		await db().batch([...endAllSessionsStatements(db(), signedOutEverywhere.id)]);
		expect(await sessionOfRefreshToken(db(), ended.token)).toBeNull();
	});
});
