import { env } from "cloudflare:workers";
import { type ClientMessage, messagesOfFrame, type ServerMessage } from "~/domain/roulette/protocol";
import { ROOM_IDENTITY_HEADERS } from "~/domain/roulette/room-contract";
import { database } from "~/server/db/client";
import { startSession } from "~/worker/lib/sessions";

/**
 * A test client on a room's socket that records every message it receives: a RouletteRoom's by default, or another
 * game's (`M`, the messages it receives; `C`, those it sends: helpers/crash-room.ts).
 */
export class RoomClient<M extends { type: string } = ServerMessage, C = ClientMessage> {
	readonly messages: M[] = [];
	/** The types of each frame's messages, in order of arrival (a frame may carry several). */
	readonly frames: M["type"][][] = [];
	private waiters: Array<() => void> = [];
	/** The close the server sent, once it has. */
	closedWith: { code: number; reason: string } | null = null;
	/** Settles when the socket closes: with the server's close code and reason. */
	readonly closed: Promise<{ code: number; reason: string }>;

	private constructor(readonly socket: WebSocket) {
		socket.addEventListener("message", (event) => {
			const messages = messagesOfFrame(String(event.data)) as unknown as M[];
			this.frames.push(messages.map((m) => m.type));
			this.messages.push(...messages);
			for (const wake of this.waiters.splice(0)) wake();
		});
		this.closed = new Promise((resolve) => {
			socket.addEventListener("close", (event) => {
				this.closedWith = { code: event.code, reason: event.reason };
				resolve(this.closedWith);
			});
		});
	}

	/** Waits for the server to close the socket, at most `timeoutMs`; the close code and reason. */
	async waitClosed(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
		let timer: ReturnType<typeof setTimeout> | undefined;
		const timeout = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error(`Not closed within ${timeoutMs} ms`)), timeoutMs);
		});
		try {
			return await Promise.race([this.closed, timeout]);
		} finally {
			clearTimeout(timer);
		}
	}

	/** Opens a socket to a room: by default through the Worker (the path a browser takes). */
	static async connect<M extends { type: string } = ServerMessage, C = ClientMessage>(
		via: { fetch: (input: string, init?: RequestInit) => Promise<Response> },
		url: string,
		headers: Record<string, string> = {},
	) {
		const response = await via.fetch(url, { headers: { Upgrade: "websocket", ...headers } });
		if (response.status !== 101 || !response.webSocket) throw new Error(`No upgrade: ${response.status}`);
		response.webSocket.accept();
		return new RoomClient<M, C>(response.webSocket);
	}

	/** Waits for the first message of a type after `from` (an index into messages). */
	async next<T extends M["type"]>(type: T, { from = 0, timeoutMs = 10_000 } = {}): Promise<Extract<M, { type: T }>> {
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const found = this.messages.slice(from).find((m) => m.type === type);
			if (found) return found as Extract<M, { type: T }>;
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

	/** Waits until `found` returns something, checking again on every message this client receives. */
	async until<T>(found: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
		return untilAny([this], found, what, timeoutMs);
	}

	/** Calls `wake` on this client's next message; returns the way to cancel that. */
	onNextMessage(wake: () => void): () => void {
		this.waiters.push(wake);
		return () => {
			this.waiters = this.waiters.filter((w) => w !== wake);
		};
	}

	/** Sends a client message (or any raw text). */
	send(message: C | string) {
		this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
	}

	/** Waits for the reply to a placeBets submission: its betsPlaced or its error. */
	async reply(submissionId: string, { from = 0, timeoutMs = 10_000 } = {}) {
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const found = (this.messages as unknown as ServerMessage[])
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

/**
 * Waits until `found` returns something, checking again whenever any of `clients` receives a message (no polling):
 * at most `timeoutMs`, then fails naming `what`.
 */
export async function untilAny<T>(
	clients: Array<{ onNextMessage(wake: () => void): () => void }>,
	found: () => T | undefined,
	what: string,
	timeoutMs = 10_000,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const result = found();
		if (result !== undefined) return result;
		const left = deadline - Date.now();
		if (left <= 0) throw new Error(`${what}: not within ${timeoutMs} ms`);
		let cancels: Array<() => void> = [];
		await new Promise<void>((resolve) => {
			const timer = setTimeout(resolve, left);
			const wake = () => {
				clearTimeout(timer);
				resolve();
			};
			cancels = clients.map((c) => c.onNextMessage(wake));
		});
		for (const cancel of cancels) cancel();
	}
}

/** A room of its own for one test, so tests never share a round. */
export async function isolatedRoom(name: string = crypto.randomUUID()) {
	// Every room is a table of the catalogue (its switch and limits are its row): a copy of the main table's.
	await env.DB.prepare(
		`INSERT INTO tables (id, name, min_bet_paise, max_bet_paise, chip_values_paise, status, sort_order)
		 SELECT ?1, 'Test table ' || ?1, min_bet_paise, max_bet_paise, chip_values_paise, status, 100 FROM tables
		 WHERE id = 'main'`,
	)
		.bind(name)
		.run();
	return roomNamed(name);
}

/** A table's room by its name (the table id). */
export function roomNamed(name: string) {
	return env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(name));
}

export type RoomStub = ReturnType<typeof roomNamed>;

/**
 * The identity headers the Worker sets after checking a token: a user, their live session and a token that
 * expires in 15 minutes unless told otherwise.
 */
export function identityHeaders(
	user: { id: string; role: string; name?: string; sessionId: string },
	extra: { country?: string; tokenExpiresAt?: number; client?: string } = {},
): Record<string, string> {
	return {
		[ROOM_IDENTITY_HEADERS.userId]: user.id,
		[ROOM_IDENTITY_HEADERS.role]: user.role,
		[ROOM_IDENTITY_HEADERS.name]: encodeURIComponent(user.name ?? "Test player"),
		[ROOM_IDENTITY_HEADERS.sessionId]: user.sessionId,
		[ROOM_IDENTITY_HEADERS.tokenExpiresAt]: String(extra.tokenExpiresAt ?? Date.now() + 15 * 60_000),
		...(extra.country === undefined ? {} : { [ROOM_IDENTITY_HEADERS.country]: extra.country }),
		...(extra.client === undefined ? {} : { [ROOM_IDENTITY_HEADERS.client]: extra.client }),
	};
}

/**
 * Connects to an isolated room as a user (or a spectator), with the headers the Worker would set after
 * checking the token. Each connection comes from an address of its own unless `client` names one, so only
 * the tests of the per-address budgets meet them.
 */
export async function connectAs<M extends { type: string } = ServerMessage, C = ClientMessage>(
	stub: DurableObjectStub,
	user: { id: string; role: string; name?: string; sessionId?: string } | null,
	client = `test-${crypto.randomUUID()}`,
	/** The access token's expiry the Worker would pass (room clock, epoch ms); a held clock may run past the usual. */
	tokenExpiresAt?: number,
) {
	// The room accepts a signed-in socket only while its session is live: without one given, start one.
	const sessionId = user ? (user.sessionId ?? (await startSession(database(env.DB), user.id)).sessionId) : null;
	const headers =
		user && sessionId
			? identityHeaders({ ...user, sessionId }, { client, tokenExpiresAt })
			: { [ROOM_IDENTITY_HEADERS.client]: client };
	return RoomClient.connect<M, C>(stub, "http://room/", headers);
}
