/**
 * `useAuth()`: the signed-in user and the session actions, for any screen.
 *
 *   const { user, accessToken, isLoading, logout, refreshUser } = useAuth();
 *
 * - `user` is null when signed out; `isLoading` is true until the start-up refresh answered.
 * - `login(phone, password)` → the answer's `{ ok, status, message, body }`; on success the store is signed in.
 * - `logout()` → true on success (the store is cleared either way only on success).
 * - `refreshUser()` re-reads the user's record (balances) from GET /api/user/:id.
 * - `setBalances({ realBalance, playTokens })` after a bet or a deposit answer.
 */
import { useCallback, useSyncExternalStore } from "react";
import { accountMessages } from "~/domain/messages/account";
import { api, errorMessage, refreshSession } from "./api";
import { type AuthState, authStore } from "./auth-store";

/**
 * Start-up refresh (docs/product.md#accounts): skipped when one is running, a token is already held, or the
 * server saw no session cookie on this visit (`mayHaveSession`, worker/lib/sessions.ts).
 */
export function initAuth({ mayHaveSession = true }: { mayHaveSession?: boolean } = {}): Promise<boolean> | null {
	const { isRefreshing, accessToken } = authStore.get();
	if (isRefreshing || accessToken || !mayHaveSession) {
		authStore.set({ isLoading: false });
		return null;
	}
	return refreshSession();
}

export async function logout(): Promise<boolean> {
	try {
		const response = await api.api.auth.logout.$post();
		if (!response.ok) return false;
		authStore.clear();
		return true;
	} catch {
		return false;
	}
}

/** Ends every session of the player, on every device (and every table socket); signed out here too. */
export async function signOutEverywhere(): Promise<boolean> {
	try {
		const response = await api.api.auth["logout-all"].$post();
		if (!response.ok) return false;
		authStore.clear();
		return true;
	} catch {
		return false;
	}
}

export async function refreshUser(): Promise<void> {
	const id = authStore.get().user?.id;
	if (!id) return;
	authStore.set({ userDataLoading: true });
	try {
		const response = await api.api.user[":id"].$get({ param: { id } });
		if (response.ok) {
			const { user } = await response.json();
			if (authStore.get().user?.id === user.id) authStore.set({ user });
		}
	} finally {
		authStore.set({ userDataLoading: false });
	}
}

export type LoginAnswer = {
	ok: boolean;
	status: number;
	message: string;
	needsVerification?: boolean;
	/** With needsVerification: the registration attempt whose credentials this login proved. */
	registrationId?: string;
};

export async function login(phone: string, password: string): Promise<LoginAnswer> {
	try {
		const response = await api.api.auth.login.$post({ json: { phone, password } });
		const body = (await response.json()) as {
			message?: string;
			token?: string;
			needsVerification?: boolean;
			registrationId?: string;
		};
		if (response.ok && "token" in body) {
			authStore.setAuth(body as Parameters<typeof authStore.setAuth>[0]);
			return { ok: true, status: response.status, message: body.message ?? accountMessages.loggedIn };
		}
		return {
			ok: false,
			status: response.status,
			message: body.message ?? accountMessages.loginFailed,
			needsVerification: body.needsVerification === true,
			registrationId: body.registrationId,
		};
	} catch {
		return { ok: false, status: 0, message: accountMessages.loginFailed };
	}
}

export function useAuth(): AuthState & {
	login: typeof login;
	logout: typeof logout;
	refreshUser: typeof refreshUser;
	setBalances: typeof authStore.setBalances;
	resetOtp: typeof authStore.resetOtp;
} {
	const state = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.getServer);
	const setBalances = useCallback((b: { realBalance: number; playTokens: number }) => authStore.setBalances(b), []);
	const resetOtp = useCallback(() => authStore.resetOtp(), []);
	return { ...state, login, logout, refreshUser, setBalances, resetOtp };
}

export { errorMessage };
