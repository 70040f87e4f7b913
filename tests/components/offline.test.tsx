/** The table going offline (docs/decisions/0910-installable-app.md): the badge's word and the prompt reconnect. */
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOnline, useReconnectWhenOnline } from "~/app/lib/use-online";
import { useRoomSocketUrl } from "~/app/lib/use-room";
import { tableBadge, tableBadgeLabels } from "~/domain/messages";

const badge = (...args: Parameters<typeof tableBadge>) => tableBadgeLabels[tableBadge(...args)];

function setOnline(online: boolean) {
	vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
	window.dispatchEvent(new Event(online ? "online" : "offline"));
}

afterEach(() => {
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
});

describe("the table offline", () => {
	it("says Offline while the browser is offline, ahead of CLOSED and the connection", () => {
		expect(badge("offline", true)).toBe("Offline");
		expect(badge("offline", false)).toBe("Offline");
		expect(badge("open", true)).toBe("● LIVE");
		expect(badge("closed", true)).toBe("Reconnecting…");
		expect(badge("open", false)).toBe("CLOSED");
	});

	it("follows the browser's online and offline events", () => {
		const { result } = renderHook(() => useOnline());
		expect(result.current).toBe(true);
		act(() => setOnline(false));
		expect(result.current).toBe(false);
		act(() => setOnline(true));
		expect(result.current).toBe(true);
	});

	it("reconnects the socket the moment the browser is back online, and not before", () => {
		const socket = { reconnect: vi.fn() };
		const { unmount } = renderHook(() => useReconnectWhenOnline(socket));
		act(() => setOnline(false));
		expect(socket.reconnect).not.toHaveBeenCalled();
		act(() => setOnline(true));
		expect(socket.reconnect).toHaveBeenCalledTimes(1);
		unmount();
		act(() => setOnline(true));
		expect(socket.reconnect).toHaveBeenCalledTimes(1);
	});

	it("does not refresh the session for a reconnect while offline (a failed refresh would sign the player out)", async () => {
		const refresh = vi.fn(async () => new Response("{}", { status: 500 }));
		vi.stubGlobal("fetch", refresh);
		const { result } = renderHook(() => useRoomSocketUrl(true));
		await result.current();
		setOnline(false);
		await result.current();
		expect(refresh).not.toHaveBeenCalled();
		setOnline(true);
		await result.current();
		expect(refresh).toHaveBeenCalledTimes(1);
	});
});
