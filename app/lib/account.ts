/**
 * The player's account settings (docs/decisions/0110-account-settings-and-sessions.md): the name, the password and
 * the sessions list. Each call answers `{ ok, message }` for the form or the toast; a saved name goes into the
 * auth store at once, so the header and the account menu show it.
 */
import type { InferResponseType } from "hono/client";
import { accountMessages as m } from "~/domain/messages/account";
import { api, messageOf } from "./api";
import { authStore } from "./auth-store";

export type Outcome = { ok: boolean; message: string };

/** One live session, as GET /api/auth/sessions lists it. */
export type SessionItem = InferResponseType<typeof api.api.auth.sessions.$get, 200>["sessions"][number];

/** Runs a call and reads its `{ message }`; a network failure is `fallback`. */
async function outcomeOf(
	call: () => Promise<{ ok: boolean; json(): Promise<unknown> }>,
	fallback: string,
	onOk?: (body: unknown) => void,
): Promise<Outcome> {
	try {
		const response = await call();
		const body = await response.json().catch(() => null);
		if (response.ok) onOk?.(body);
		return { ok: response.ok, message: messageOf(body, fallback) };
	} catch {
		return { ok: false, message: fallback };
	}
}

export function saveName(name: string): Promise<Outcome> {
	return outcomeOf(
		() => api.api.user.profile.$patch({ json: { name } }),
		m.profileUpdateFailed,
		(body) => {
			const { user } = body as InferResponseType<typeof api.api.user.profile.$patch, 200>;
			if (user && authStore.get().user?.id === user.id) authStore.set({ user });
		},
	);
}

export function changePassword(form: {
	currentPassword: string;
	newPassword: string;
	confirmPassword: string;
}): Promise<Outcome> {
	return outcomeOf(() => api.api.auth["change-password"].$post({ json: form }), m.passwordChangeFailed);
}

export async function loadSessions(): Promise<SessionItem[] | null> {
	try {
		const response = await api.api.auth.sessions.$get();
		if (!response.ok) return null;
		return (await response.json()).sessions;
	} catch {
		return null;
	}
}

export function endSession(id: string): Promise<Outcome> {
	return outcomeOf(() => api.api.auth.sessions[":id"].$delete({ param: { id } }), m.sessionEndFailed);
}

export function endOtherSessions(): Promise<Outcome> {
	return outcomeOf(() => api.api.auth.sessions["revoke-others"].$post(), m.sessionEndFailed);
}
