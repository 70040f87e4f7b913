import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, authFetch } from "~/app/lib/api";
import { authStore } from "~/app/lib/auth-store";
import { initAuth, useAuth } from "~/app/lib/use-auth";

const user = {
	id: "u1",
	name: "Asha",
	phone: "+919876543210",
	role: "user" as const,
	status: "active" as const,
	isVerified: true,
	realBalance: 100,
	playTokens: 5,
	createdAt: 0,
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function mockFetch(handler: Handler) {
	const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
		handler(input instanceof Request ? input.url : String(input), init ?? {}),
	);
	vi.stubGlobal("fetch", spy);
	return spy;
}

const bearer = (init: RequestInit) => new Headers(init.headers).get("Authorization");
const calls = (spy: ReturnType<typeof mockFetch>, path: string) =>
	spy.mock.calls.filter(([input]) => String(input).includes(path));

beforeEach(() => authStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe("the API client", () => {
	it("sends cookies and the bearer header", async () => {
		authStore.setAuth({ token: "t1", user });
		const spy = mockFetch(() => json({ user }));
		await api.api.user[":id"].$get({ param: { id: "u1" } });
		const [, init] = spy.mock.calls[0] ?? [];
		expect(init?.credentials).toBe("include");
		expect(bearer(init ?? {})).toBe("Bearer t1");
	});

	it("on a 401 refreshes once and retries once with the new token; concurrent 401s share the refresh", async () => {
		authStore.setAuth({ token: "old", user });
		const spy = mockFetch(async (url, init) => {
			if (url.endsWith("/api/auth/refresh-token")) {
				await new Promise((r) => setTimeout(r, 10));
				return json({ token: "new", user });
			}
			return bearer(init) === "Bearer new" ? json({ user }) : json({ message: "Please log in to continue." }, 401);
		});
		const answers = await Promise.all([
			authFetch("/api/user/u1"),
			authFetch("/api/user/u1"),
			authFetch("/api/user/u1"),
		]);
		expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
		expect(calls(spy, "/api/auth/refresh-token")).toHaveLength(1);
		expect(calls(spy, "/api/user/u1")).toHaveLength(6);
		expect(authStore.get().accessToken).toBe("new");
	});

	it("retries only once: a second 401 is returned as is", async () => {
		authStore.setAuth({ token: "old", user });
		const spy = mockFetch((url) =>
			url.endsWith("/refresh-token") ? json({ token: "new", user }) : json({ message: "no" }, 401),
		);
		expect((await authFetch("/api/user/u1")).status).toBe(401);
		expect(calls(spy, "/api/user/u1")).toHaveLength(2);
		expect(calls(spy, "/refresh-token")).toHaveLength(1);
	});

	it("a failed refresh signs the user out and rejects the request with its 401", async () => {
		authStore.setAuth({ token: "old", user });
		mockFetch((url) =>
			url.endsWith("/refresh-token") ? json({ message: "expired" }, 401) : json({ message: "no" }, 401),
		);
		expect((await authFetch("/api/user/u1")).status).toBe(401);
		expect(authStore.get().user).toBeNull();
		expect(authStore.get().accessToken).toBeNull();
	});

	it("a refresh that cannot reach the server, or meets a server error, keeps the session for a later try", async () => {
		authStore.setAuth({ token: "old", user });
		mockFetch((url) => {
			if (url.endsWith("/refresh-token")) throw new TypeError("Failed to fetch");
			return json({ message: "no" }, 401);
		});
		expect((await authFetch("/api/user/u1")).status).toBe(401);
		expect(authStore.get().user).toEqual(user);
		expect(authStore.get().accessToken).toBe("old");
		expect(authStore.get().isRefreshing).toBe(false);

		mockFetch((url) => (url.endsWith("/refresh-token") ? json({ message: "unavailable" }, 503) : json({}, 401)));
		await authFetch("/api/user/u1");
		expect(authStore.get().user).toEqual(user);
	});

	it("a refresh answer without a token counts as a failed refresh", async () => {
		authStore.setAuth({ token: "old", user });
		mockFetch((url) => (url.endsWith("/refresh-token") ? json({ user }) : json({ message: "no" }, 401)));
		await authFetch("/api/user/u1");
		expect(authStore.get().user).toBeNull();
	});

	it("never refreshes for /api/auth/ calls", async () => {
		const spy = mockFetch(() => json({ message: "Invalid phone number or password" }, 401));
		expect((await authFetch("/api/auth/login", { method: "POST" })).status).toBe(401);
		expect(spy).toHaveBeenCalledTimes(1);
	});
});

function Who() {
	const { user: u, isLoading } = useAuth();
	return <p>{isLoading ? "loading" : (u?.name ?? "signed out")}</p>;
}

describe("the auth store", () => {
	it("ignores auth data without a token", () => {
		authStore.setAuth({ token: null, user });
		expect(authStore.get().user).toBeNull();
	});

	it("the start-up refresh signs in when the server returns a user, and is skipped when a token exists or one is running", async () => {
		const spy = mockFetch(() => json({ token: "t", user }));
		render(<Who />);
		expect(screen.getByText("loading")).toBeTruthy();
		const first = initAuth();
		const second = initAuth();
		expect(second).toBeNull();
		await act(async () => {
			await first;
		});
		expect(screen.getByText("Asha")).toBeTruthy();
		expect(initAuth()).toBeNull();
		expect(spy).toHaveBeenCalledTimes(1);
	});

	it("the start-up refresh leaves a visitor signed out when there is no session", async () => {
		mockFetch(() => json({ message: "expired" }, 401));
		await initAuth();
		expect(authStore.get()).toMatchObject({ user: null, accessToken: null, isLoading: false });
	});

	it("skips the start-up refresh when the server saw no session cookie on this visit", async () => {
		const spy = mockFetch(() => json({ token: "t", user }));
		const view = within(render(<Who />).container);
		expect(view.getByText("loading")).toBeTruthy();
		await act(async () => {
			expect(initAuth({ mayHaveSession: false })).toBeNull();
		});
		expect(view.getByText("signed out")).toBeTruthy();
		expect(spy).not.toHaveBeenCalled();
	});

	it("resetOtp clears the OTP and registration state", () => {
		authStore.startOtp({ phone: "+919876543210", purpose: "register", expiresAt: 1 });
		authStore.set({ isPhoneVerified: true, registrationData: { name: "A", phone: "+919876543210" } });
		authStore.resetOtp();
		expect(authStore.get()).toMatchObject({ otp: null, isPhoneVerified: false, registrationData: null });
	});
});
