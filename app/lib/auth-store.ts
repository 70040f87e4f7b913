/**
 * The client's auth store (docs/product.md#accounts). The access token lives only in memory;
 * the refresh token is an httpOnly cookie the browser sends to /api/auth/*.
 *
 * Screens use `useAuth()` (app/lib/use-auth.ts). Non-React code (the API
 * client) uses `authStore` directly.
 */
import type { PublicUser } from "~/domain/users";

export type AuthUser = PublicUser;
export type OtpPurpose = "register" | "reset";

export type OtpState = {
	phone: string;
	purpose: OtpPurpose;
	/** Server time (epoch ms) when the current code expires. */
	expiresAt: number;
	/** server clock − local clock, so the countdown matches the server whatever the device's clock. */
	clockOffsetMs: number;
	/** The registration attempt the server started for this client: its codes verify only this attempt. */
	registrationId?: string;
};

export type AuthState = {
	user: AuthUser | null;
	accessToken: string | null;
	/** True until the start-up refresh has answered (signed in or not). */
	isLoading: boolean;
	/** True while the user's record is being re-read (balances). */
	userDataLoading: boolean;
	isRefreshing: boolean;
	otp: OtpState | null;
	isPhoneVerified: boolean;
	registrationData: { name: string; phone: string } | null;
};

export const initialAuthState: AuthState = {
	user: null,
	accessToken: null,
	isLoading: true,
	userDataLoading: false,
	isRefreshing: false,
	otp: null,
	isPhoneVerified: false,
	registrationData: null,
};

let state: AuthState = initialAuthState;
const listeners = new Set<() => void>();

function set(patch: Partial<AuthState>) {
	state = { ...state, ...patch };
	for (const listener of listeners) listener();
}

export const authStore = {
	get: (): AuthState => state,
	getServer: (): AuthState => initialAuthState,
	subscribe(listener: () => void): () => void {
		listeners.add(listener);
		return () => listeners.delete(listener);
	},
	set,
	/** Stores an auth answer; one without a token does nothing. */
	setAuth(answer: { token?: string | null; user?: AuthUser | null }) {
		if (!answer.token) return;
		set({ accessToken: answer.token, user: answer.user ?? state.user, isLoading: false });
	},
	/** Signed out locally (the server side is /api/auth/logout). */
	clear() {
		set({ user: null, accessToken: null, isLoading: false, isRefreshing: false, userDataLoading: false });
	},
	setBalances(balances: { realBalance: number; playTokens: number }) {
		if (state.user) set({ user: { ...state.user, ...balances } });
	},
	startOtp(otp: {
		phone: string;
		purpose: OtpPurpose;
		expiresAt: number;
		serverNow?: number;
		registrationId?: string;
	}) {
		set({
			otp: {
				phone: otp.phone,
				purpose: otp.purpose,
				expiresAt: otp.expiresAt,
				clockOffsetMs: otp.serverNow ? otp.serverNow - Date.now() : 0,
				registrationId: otp.registrationId,
			},
		});
	},
	/** Clears the OTP/registration state. */
	resetOtp() {
		set({ otp: null, isPhoneVerified: false, registrationData: null });
	},
	/** For tests: back to the start. */
	reset() {
		state = initialAuthState;
		for (const listener of listeners) listener();
	},
};
