import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "~/app/lib/auth-store";
import { tokenExpiresAt, useSessionRenewal } from "~/app/lib/use-room";

/** A token whose payload says it expires at `exp` (seconds); the signature is irrelevant to the client. */
const tokenExpiring = (exp: number) =>
	`h.${btoa(JSON.stringify({ sub: "u1", exp }))
		.replaceAll("+", "-")
		.replaceAll("/", "_")
		.replace(/=+$/, "")}.s`;

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

/** A stand-in for the table socket: an event target with the socket's calls spied on. */
function fakeSocket(readyState: number) {
	return Object.assign(new EventTarget(), { readyState, send: vi.fn(), reconnect: vi.fn() });
}

beforeEach(() => {
	authStore.reset();
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe("the table's session renewal", () => {
	it("reads a token's expiry from its payload, and nothing from junk", () => {
		expect(tokenExpiresAt(tokenExpiring(1_800_000_000))).toBe(1_800_000_000_000);
		for (const junk of [null, "", "a.b.c", "x", "a.e30.b"]) expect(tokenExpiresAt(junk)).toBeNull();
	});

	it("hands every new access token to the open socket, and refreshes a minute before the token expires", async () => {
		const now = Date.now();
		authStore.setAuth({ token: tokenExpiring(Math.floor(now / 1000) + 15 * 60), user });
		const socket = fakeSocket(WebSocket.OPEN);
		const refresh = vi.fn(
			async (_input: RequestInfo | URL) => new Response(JSON.stringify({ token: "renewed", user }), { status: 200 }),
		);
		vi.stubGlobal("fetch", refresh);
		renderHook(() => useSessionRenewal(socket, true));
		expect(socket.send).not.toHaveBeenCalled();

		// 13 minutes 59 seconds in: nothing yet; at 14 minutes the session is refreshed.
		await act(() => vi.advanceTimersByTimeAsync(14 * 60_000 - 2_000));
		expect(refresh).not.toHaveBeenCalled();
		await act(() => vi.advanceTimersByTimeAsync(2_000));
		expect(refresh).toHaveBeenCalledTimes(1);
		expect(String(refresh.mock.calls[0]?.[0])).toContain("/api/auth/refresh-token");
		expect(socket.send).toHaveBeenCalledWith(JSON.stringify({ type: "renewSession", token: "renewed" }));

		// A token from elsewhere (another request's refresh) is handed over too, once.
		act(() => authStore.setAuth({ token: tokenExpiring(Math.floor(now / 1000) + 30 * 60), user }));
		act(() => authStore.set({ userDataLoading: true }));
		expect(socket.send).toHaveBeenCalledTimes(2);
	});

	it("sends nothing for a spectator or a closed socket", () => {
		authStore.setAuth({ token: tokenExpiring(Math.floor(Date.now() / 1000) + 900), user });
		const closed = fakeSocket(WebSocket.CLOSED);
		const spectator = fakeSocket(WebSocket.OPEN);
		renderHook(() => useSessionRenewal(closed, true));
		renderHook(() => useSessionRenewal(spectator, false));
		act(() => authStore.setAuth({ token: tokenExpiring(Math.floor(Date.now() / 1000) + 1800), user }));
		expect(closed.send).not.toHaveBeenCalled();
		expect(spectator.send).not.toHaveBeenCalled();
	});

	it("reconnects at once when the room says the session ended, before the close handshake completes", () => {
		authStore.setAuth({ token: tokenExpiring(Math.floor(Date.now() / 1000) + 900), user });
		const socket = fakeSocket(WebSocket.OPEN);
		const spectator = fakeSocket(WebSocket.OPEN);
		renderHook(() => useSessionRenewal(socket, true));
		renderHook(() => useSessionRenewal(spectator, false));
		const say = (target: EventTarget, message: object) =>
			target.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(message) }));
		say(socket, { type: "gameStarted", serverNow: 1 });
		expect(socket.reconnect).not.toHaveBeenCalled();
		say(socket, { type: "sessionEnded", serverNow: 1, code: 4001, message: "Your session has ended." });
		expect(socket.reconnect).toHaveBeenCalledTimes(1);
		say(spectator, { type: "sessionEnded", serverNow: 1, code: 4001, message: "Your session has ended." });
		expect(spectator.reconnect).not.toHaveBeenCalled();
	});
});
