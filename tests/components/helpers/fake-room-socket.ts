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
