/**
 * The room's side of its relays (docs/decisions/0870-relays.md): a relayed player's socket is a stand-in here
 * (`RelayedSocket`: it sends, closes and carries its viewer like a socket), so every game's code that sends to "a
 * socket" works unchanged. What the room sends is queued per relay and goes as one call per relay per turn of the
 * event loop, at most one in flight per relay: an event for the whole table is one entry per relay, not per player.
 */
import type { Viewer } from "~/domain/roulette/room-contract";

/** A socket a relay accepted: its id at the relay, who it is, and its address (the budgets). */
export type RelayedSocketInfo = { id: string; viewer: Viewer | null; address: string };

/** What the room asks a relay to do, in order. */
export type RelayOp =
	| { kind: "all"; text: string; except?: string[] }
	| { kind: "admins"; text: string }
	| { kind: "to"; id: string; text: string }
	| { kind: "close"; id: string; code: number; reason: string }
	| { kind: "attach"; id: string; viewer: Viewer }
	| { kind: "end"; tag: string; keep?: string }
	| { kind: "hello" };

/** What a relay answers a delivery: the socket ids it no longer has. */
export type RelayChannel = { deliver(room: string, ops: RelayOp[]): Promise<string[]> };

/** Tags as the room gives its own sockets (game-host/sockets.ts), so lookups by tag see relayed sockets too. */
export function tagsOf(viewer: Viewer | null, address: string): string[] {
	return viewer
		? [`user:${viewer.userId}`, `role:${viewer.role}`, `session:${viewer.sessionId}`, `addr:${address}`]
		: ["spectator", `addr:${address}`];
}

/** A relayed player's socket as the room sees it: enough of WebSocket for RoomSockets and the games. */
export class RelayedSocket {
	constructor(
		private readonly links: RelayLinks,
		readonly relay: string,
		readonly id: string,
		private viewer: Viewer | null,
		readonly tags: string[],
	) {}

	send(text: string): void {
		this.links.push(this.relay, { kind: "to", id: this.id, text });
	}

	close(code = 1000, reason = ""): void {
		this.links.remove(this);
		this.links.push(this.relay, { kind: "close", id: this.id, code, reason });
	}

	deserializeAttachment(): Viewer | null {
		return this.viewer;
	}

	/** A renewal: the relay's socket carries the new expiry too (its own checks read it). */
	serializeAttachment(viewer: Viewer): void {
		this.viewer = viewer;
		this.links.push(this.relay, { kind: "attach", id: this.id, viewer });
	}
}

export class RelayLinks {
	private readonly sockets = new Map<string, RelayedSocket>();
	private readonly tagged = new Map<string, Set<RelayedSocket>>();
	private readonly queues = new Map<string, RelayOp[]>();
	private readonly sending = new Set<string>();
	/** Relays this room delivers table-wide events to (stored by the room: they outlive its instance). */
	readonly relays = new Set<string>();
	/** Deliveries made and the entries they carried (tests and the benchmark read them). */
	readonly sent = { calls: 0, entries: 0 };
	/** This instance of the room: a relay that sees a new one attaches its sockets again. */
	readonly incarnation = crypto.randomUUID();

	constructor(
		private readonly reach: (relay: string) => RelayChannel,
		private readonly learned: () => void,
	) {}

	/** Registers (or replaces) a relay's socket; returns its stand-in. */
	attach(relay: string, info: RelayedSocketInfo): WebSocket {
		const old = this.sockets.get(`${relay}|${info.id}`);
		if (old) this.remove(old);
		const socket = new RelayedSocket(this, relay, info.id, info.viewer, tagsOf(info.viewer, info.address));
		this.sockets.set(`${relay}|${info.id}`, socket);
		for (const tag of socket.tags) {
			const set = this.tagged.get(tag) ?? new Set();
			set.add(socket);
			this.tagged.set(tag, set);
		}
		if (!this.relays.has(relay)) {
			this.relays.add(relay);
			this.learned();
		}
		return socket as unknown as WebSocket;
	}

	get(relay: string, id: string): WebSocket | undefined {
		return this.sockets.get(`${relay}|${id}`) as unknown as WebSocket | undefined;
	}

	/** A relay's socket closed there. */
	forget(relay: string, id: string): void {
		const socket = this.sockets.get(`${relay}|${id}`);
		if (socket) this.remove(socket);
	}

	remove(socket: RelayedSocket): void {
		if (this.sockets.get(`${socket.relay}|${socket.id}`) !== socket) return;
		this.sockets.delete(`${socket.relay}|${socket.id}`);
		for (const tag of socket.tags) this.tagged.get(tag)?.delete(socket);
	}

	withTag(tag: string): WebSocket[] {
		return [...(this.tagged.get(tag) ?? [])] as unknown as WebSocket[];
	}

	all(): WebSocket[] {
		return [...this.sockets.values()] as unknown as WebSocket[];
	}

	count(): number {
		return this.sockets.size;
	}

	/** One entry per relay for the whole table (but the relayed sockets in `except`, told something else). */
	broadcast(text: string, except?: Set<WebSocket>): void {
		const skipped = new Map<string, string[]>();
		for (const ws of except ?? []) {
			if (!(ws instanceof RelayedSocket)) continue;
			skipped.set(ws.relay, [...(skipped.get(ws.relay) ?? []), ws.id]);
		}
		for (const relay of this.relays) {
			const ids = skipped.get(relay);
			this.push(relay, ids ? { kind: "all", text, except: ids } : { kind: "all", text });
		}
	}

	/** One entry per relay that has an admin's socket. */
	toAdmins(text: string): void {
		const relays = new Set([...(this.tagged.get("role:admin") ?? [])].map((s) => s.relay));
		for (const relay of relays) this.push(relay, { kind: "admins", text });
	}

	/**
	 * Ends a tag's sessions on every relay, also on sockets this instance has not heard of (a room restarted since
	 * they connected); returns how many the room knew.
	 */
	endSessions(tag: string, keepSessionId?: string): number {
		const keep = keepSessionId === undefined ? null : `session:${keepSessionId}`;
		const ended = [...(this.tagged.get(tag) ?? [])].filter((s) => keep === null || !s.tags.includes(keep));
		for (const socket of ended) this.remove(socket);
		for (const relay of this.relays) {
			this.push(relay, { kind: "end", tag, ...(keepSessionId === undefined ? {} : { keep: keepSessionId }) });
		}
		return ended.length;
	}

	push(relay: string, op: RelayOp): void {
		const queue = this.queues.get(relay);
		if (queue) queue.push(op);
		else this.queues.set(relay, [op]);
		if (!this.sending.has(relay)) {
			this.sending.add(relay);
			// After this turn: everything the room sends in one moment goes in one call.
			queueMicrotask(() => void this.flush(relay));
		}
	}

	/** Sends a relay's queue, one call at a time; what queues meanwhile goes in the next call. */
	private async flush(relay: string): Promise<void> {
		try {
			for (let ops = this.take(relay); ops.length > 0; ops = this.take(relay)) {
				this.sent.calls++;
				this.sent.entries += ops.length;
				try {
					const gone = await this.reach(relay).deliver(this.incarnation, ops);
					for (const id of gone) this.forget(relay, id);
				} catch (error) {
					// The relay is unreachable: these frames are lost for its sockets, which resync when they reconnect.
					console.error("[room] delivery to relay", relay, "failed", error);
				}
			}
		} finally {
			this.sending.delete(relay);
		}
	}

	private take(relay: string): RelayOp[] {
		const ops = this.queues.get(relay) ?? [];
		this.queues.delete(relay);
		return ops;
	}
}
