/**
 * A table screen's socket in component tests: `useRoomConnection` replaced (vi.mock of app/lib/room-connection), so
 * the room's messages go through the screen's own hook and reducer, and the test reads what the screen sends.
 */
export const fakeSocket = {
	onMessages: null as null | ((messages: never[], receivedAt: number) => void),
	onOpen: null as null | (() => void),
	sent: [] as unknown[],
};

export function fakeRoomConnection(options: {
	onMessages: (messages: never[], receivedAt: number) => void;
	onOpen?: () => void;
}) {
	fakeSocket.onMessages = options.onMessages;
	fakeSocket.onOpen = options.onOpen ?? null;
	return {
		connection: "open" as const,
		send: (message: unknown) => {
			fakeSocket.sent.push(message);
			return true;
		},
	};
}

/** A signed-in player at the table (the auth store as after log-in), with ₹`realBalance` and no play tokens. */
export async function seatPlayer(realBalance: number): Promise<void> {
	const { authStore } = await import("~/app/lib/auth-store");
	fakeSocket.sent.length = 0;
	authStore.setAuth({
		token: "t",
		user: {
			id: "u1",
			name: "Priya",
			phone: "9876543210",
			role: "user",
			status: "active",
			isVerified: true,
			realBalance,
			playTokens: 0,
		} as never,
	});
}
