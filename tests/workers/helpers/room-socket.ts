import { env } from "cloudflare:workers";
import type { ClientMessage, ServerMessage } from "../../../domain/roulette/protocol";
import { ROOM_IDENTITY_HEADERS } from "../../../durable/roulette-room";

/** A test client on a RouletteRoom socket that records every message it receives. */
export class RoomClient {
	readonly messages: ServerMessage[] = [];
	private waiters: Array<() => void> = [];

	private constructor(readonly socket: WebSocket) {
		socket.addEventListener("message", (event) => {
			this.messages.push(JSON.parse(String(event.data)) as ServerMessage);
			for (const wake of this.waiters.splice(0)) wake();
		});
	}

	/** Opens a socket to a room: by default through the Worker (the path a browser takes). */
	static async connect(
		via: { fetch: (input: string, init?: RequestInit) => Promise<Response> },
		url: string,
		headers: Record<string, string> = {},
	) {
		const response = await via.fetch(url, { headers: { Upgrade: "websocket", ...headers } });
		if (response.status !== 101 || !response.webSocket) throw new Error(`No upgrade: ${response.status}`);
		response.webSocket.accept();
		return new RoomClient(response.webSocket);
	}

	/** Waits for the first message of a type after `from` (an index into messages). */
	async next<T extends ServerMessage["type"]>(
		type: T,
		{ from = 0, timeoutMs = 10_000 } = {},
	): Promise<Extract<ServerMessage, { type: T }>> {
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const found = this.messages.slice(from).find((m) => m.type === type);
			if (found) return found as Extract<ServerMessage, { type: T }>;
			const left = deadline - Date.now();
			if (left <= 0) throw new Error(`No ${type} within ${timeoutMs} ms; got ${this.messages.map((m) => m.type)}`);
			await new Promise<void>((resolve) => {
				const timer = setTimeout(resolve, left);
				this.waiters.push(() => {
					clearTimeout(timer);
					resolve();
				});
			});
		}
	}

	/** Sends a client message (or any raw text). */
	send(message: ClientMessage | string) {
		this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
	}

	/** Waits for the reply to a placeBets submission: its betsPlaced or its error. */
	async reply(submissionId: string, { from = 0, timeoutMs = 10_000 } = {}) {
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const found = this.messages
				.slice(from)
				.find(
					(m): m is Extract<ServerMessage, { type: "betsPlaced" | "error" }> =>
						(m.type === "betsPlaced" || m.type === "error") && m.submissionId === submissionId,
				);
			if (found) return found;
			const left = deadline - Date.now();
			if (left <= 0) throw new Error(`No reply to ${submissionId}; got ${JSON.stringify(this.messages)}`);
			await new Promise<void>((resolve) => {
				const timer = setTimeout(resolve, left);
				this.waiters.push(() => {
					clearTimeout(timer);
					resolve();
				});
			});
		}
	}

	close() {
		this.socket.close(1000, "test done");
	}
}

/** A room of its own for one test, so tests never share a round. */
export function isolatedRoom(name = crypto.randomUUID()) {
	return env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(name));
}

/** Connects to an isolated room as a user, with the identity headers the Worker would set after checking the token. */
export function connectAs(stub: DurableObjectStub, user: { id: string; role: string; name?: string } | null) {
	const headers: Record<string, string> = user
		? {
				[ROOM_IDENTITY_HEADERS.userId]: user.id,
				[ROOM_IDENTITY_HEADERS.role]: user.role,
				[ROOM_IDENTITY_HEADERS.name]: encodeURIComponent(user.name ?? "Test player"),
			}
		: {};
	return RoomClient.connect(stub, "http://room/", headers);
}
