import { env } from "cloudflare:workers";
import { type Role, signAccessToken } from "~/server/access-token";
import { database } from "~/server/db/client";
import { startSession } from "~/worker/lib/sessions";

export type TestUser = { id: string; phone: string; role: Role; token: string; sessionId: string };

/** A verified, active user with wallets (and their opening ledger entries), plus a live session and its access token. */
export async function createUser(
	options: { role?: Role; realPaise?: number; tokensPaise?: number; name?: string } = {},
): Promise<TestUser> {
	const id = crypto.randomUUID();
	const role = options.role ?? "user";
	const phone = `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
	const statements = [
		env.DB.prepare(
			"INSERT INTO users (id, name, phone, role, operator_role, status, is_verified, adult_consent_at) VALUES (?, ?, ?, ?, ?, 'active', 1, ?)",
		).bind(
			id,
			options.name ?? `Test ${role}`,
			phone,
			// An operator is stored as 'admin' with their role beside it (docs/decisions/0863-operator-roles.md).
			role === "user" ? "user" : "admin",
			role === "user" ? null : role,
			Date.now(),
		),
	];
	for (const [wallet, paise] of [
		["real", options.realPaise ?? 0],
		["tokens", options.tokensPaise ?? 0],
	] as const) {
		statements.push(
			env.DB.prepare("INSERT INTO wallets (user_id, kind, balance_paise) VALUES (?, ?, ?)").bind(id, wallet, paise),
		);
		if (paise > 0) {
			statements.push(
				env.DB.prepare(
					"INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES (?, ?, ?, ?, 'seed', ?)",
				).bind(id, wallet, paise, paise, `seed:${id}:${wallet}`),
			);
		}
	}
	await env.DB.batch(statements);
	const { sessionId } = await startSession(database(env.DB), id);
	const token = await signAccessToken(env.JWT_SECRET, { userId: id, role, sessionEpoch: 0, sessionId });
	return { id, phone, role, token, sessionId };
}

export function authHeaders(user: { token: string }): Record<string, string> {
	return { Authorization: `Bearer ${user.token}` };
}

/** The session id (`sid`) an access token carries. */
export function sessionIdOf(token: string): string {
	const payload = (token.split(".")[1] ?? "").replaceAll("-", "+").replaceAll("_", "/");
	return (JSON.parse(atob(payload)) as { sid: string }).sid;
}
