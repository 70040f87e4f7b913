import { env } from "cloudflare:workers";
import type { ServerMessage } from "../../../domain/roulette/protocol";

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
	static async connect(via: { fetch: (input: string, init?: RequestInit) => Promise<Response> }, url: string) {
		const response = await via.fetch(url, { headers: { Upgrade: "websocket" } });
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

	close() {
		this.socket.close(1000, "test done");
	}
}

/** A room of its own for one test, so tests never share a round. */
export function isolatedRoom(name = crypto.randomUUID()) {
	return env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(name));
}
