/**
 * The room's sockets: accepting them (tags and the viewer attachment), the budgets checked before any work
 * (docs/decisions/0736-socket-budgets.md), closing them (sessions that end or expire,
 * docs/decisions/0735-sessions-end-everywhere.md) and sending to one, to all, or to the admins.
 * Sockets are hibernatable: who a socket is lives in its tags and attachment, never only in memory.
 */
import { rouletteMessages } from "~/domain/messages";
import { FRAME_SEPARATOR } from "~/domain/roulette/protocol";
import { CLOSE, ROOM_IDENTITY_HEADERS, type Viewer, viewerFromHeaders } from "~/domain/roulette/room-contract";
import { ConnectBudget, MessageBudget } from "../socket-guard";
import type { OutgoingMessage } from "./host-state";
import type { RoomOptions } from "./options";
import { RelayedSocket, type RelayedSocketInfo, type RelayLinks, tagsOf } from "./relay-links";

/** Why a frame is dropped before it is read, or the viewer who may be heard. */
export type FrameCheck = { ok: true; viewer: Viewer } | { ok: false };

export class RoomSockets {
	private readonly messageBudget = new MessageBudget();
	private readonly connectBudget = new ConnectBudget();
	/** Sockets the room has closed: frames still arriving on them are dropped unread. */
	private readonly closed = new WeakSet<WebSocket>();

	constructor(
		private readonly ctx: DurableObjectState,
		private readonly options: Pick<RoomOptions<unknown>, "budgets" | "clock">,
		/** A room's relayed sockets (docs/decisions/0870-relays.md); none at a relay itself. */
		readonly relayed: RelayLinks | null = null,
	) {}

	/** The sockets with a tag: the room's own and those its relays hold. */
	private tagged(tag: string): WebSocket[] {
		const own = this.ctx.getWebSockets(tag);
		return this.relayed ? [...own, ...this.relayed.withTag(tag)] : own;
	}

	/** Whether the per-address and per-user socket budgets have room for one more (the table's total). */
	private crowded(viewer: Viewer | null, address: string): boolean {
		const { budgets } = this.options;
		return (
			this.tagged(`addr:${address}`).length >= budgets.socketsPerAddress ||
			(viewer !== null && this.tagged(`user:${viewer.userId}`).length >= budgets.socketsPerUser)
		);
	}

	/** A relay's socket, admitted by the table's budgets (the relay spent the connect budget); null when refused. */
	admitRelayed(relay: string, info: RelayedSocketInfo): WebSocket | null {
		if (!this.relayed || this.crowded(info.viewer, info.address)) return null;
		return this.relayed.attach(relay, info);
	}

	/** Who an upgrade request is (the Worker's headers), and whether the per-address and per-user budgets let it in. */
	admit(request: Request): { ok: true; viewer: Viewer | null; address: string } | { ok: false } {
		const viewer = viewerFromHeaders(request.headers);
		const address = request.headers.get(ROOM_IDENTITY_HEADERS.client) || "unknown";
		const { budgets, clock } = this.options;
		if (this.crowded(viewer, address) || !this.connectBudget.admit(address, clock(), budgets.connectsPerMinute)) {
			return { ok: false };
		}
		return { ok: true, viewer, address };
	}

	/** Accepts a hibernatable socket, tagged for the lookups the room makes (and `more`), with its viewer attached. */
	accept(server: WebSocket, viewer: Viewer | null, address: string, more: string[] = []): void {
		// Tags are capped at 256 characters each; ids and address subjects are far shorter.
		this.ctx.acceptWebSocket(server, [...tagsOf(viewer, address), ...more]);
		server.serializeAttachment(viewer);
	}

	/**
	 * The cheapest refusals first, none of them answered message by message: a flood costs the room nothing but
	 * closing the socket. A spectator's frame closes 1008, an oversized one 1009, a spent budget 1008.
	 */
	checkFrame(ws: WebSocket, raw: string | ArrayBuffer): FrameCheck {
		if (this.closed.has(ws)) return { ok: false };
		const viewer = viewerOf(ws);
		if (!viewer) return this.refuse(ws, CLOSE.policy, rouletteMessages.spectatorMessage);
		const size = typeof raw === "string" ? raw.length : raw.byteLength;
		const { budgets, clock } = this.options;
		if (size > budgets.maxFrame) return this.refuse(ws, CLOSE.tooBig, rouletteMessages.messageTooBig);
		// A relayed frame was counted by its relay, where all of a player's sockets are (its message budget).
		if (!(ws instanceof RelayedSocket) && !this.messageBudget.spend(viewer.userId, clock(), budgets)) {
			return this.refuse(ws, CLOSE.policy, rouletteMessages.tooManyMessages);
		}
		return { ok: true, viewer };
	}

	private refuse(ws: WebSocket, code: number, reason: string): FrameCheck {
		this.close(ws, code, reason);
		return { ok: false };
	}

	/** Whether the viewer's token has expired by the room's clock: such a socket may not act. */
	expired(viewer: Viewer): boolean {
		return viewer.tokenExpiresAt <= this.options.clock();
	}

	/** After a renewal: the socket may act until the new token's expiry. */
	renewed(ws: WebSocket, viewer: Viewer, tokenExpiresAt: number): void {
		ws.serializeAttachment({ ...viewer, tokenExpiresAt } satisfies Viewer);
	}

	/** Closes a socket; an ended or expired session is told so first (unless `told`: the room told it already). */
	close(ws: WebSocket, code: number, reason: string, told = false): void {
		this.closed.add(ws);
		if (!told && (code === CLOSE.sessionEnded || code === CLOSE.sessionExpired)) {
			try {
				this.send(ws, { type: "sessionEnded", code, message: reason });
			} catch {
				// the socket is gone already; the close below is then a no-op too
			}
		}
		try {
			ws.close(code, reason);
		} catch {
			// already closing
		}
	}

	/**
	 * Closes every socket with this tag (`user:<id>`, `session:<id>`) as an ended session, except those of
	 * `keepSessionId` (change password, "sign out all others"); returns how many.
	 */
	endSessions(tag: string, keepSessionId?: string): number {
		const keep = keepSessionId === undefined ? null : `session:${keepSessionId}`;
		const sockets = this.ctx.getWebSockets(tag).filter((ws) => keep === null || !this.ctx.getTags(ws).includes(keep));
		for (const ws of sockets) this.close(ws, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		return sockets.length + (this.relayed?.endSessions(tag, keepSessionId) ?? 0);
	}

	/** Closes signed-in sockets whose token expired without renewal (once per round; messages check on their own). */
	closeExpired(): void {
		for (const ws of this.all()) {
			const viewer = viewerOf(ws);
			if (viewer && this.expired(viewer)) this.close(ws, CLOSE.sessionExpired, rouletteMessages.sessionExpired);
		}
	}

	count(): number {
		return this.ctx.getWebSockets().length + (this.relayed?.count() ?? 0);
	}

	ofUser(userId: string): WebSocket[] {
		return this.tagged(`user:${userId}`);
	}

	/** Every open socket of the table, its relays' included. */
	all(): WebSocket[] {
		const own = this.ctx.getWebSockets();
		return this.relayed ? [...own, ...this.relayed.all()] : own;
	}

	/** The room's own sockets: the table's but those its relays hold (they are reached by `toRelays`). */
	own(): WebSocket[] {
		return this.ctx.getWebSockets();
	}

	/** One text for every relayed socket but those in `except`: one entry per relay, however many players it holds. */
	toRelays(text: string, except?: Set<WebSocket>): void {
		this.relayed?.broadcast(text, except);
	}

	/** Several messages go as one frame, in their order: one send per socket (and per relay) for one moment. */
	broadcast(...messages: OutgoingMessage[]): void {
		const text = messages.map(stamped).join(FRAME_SEPARATOR);
		sendText(this.ctx.getWebSockets(), text);
		this.relayed?.broadcast(text);
	}

	broadcastToAdmins(message: OutgoingMessage): void {
		// Every placed submission is announced here: no text is made when no admin is watching.
		const admins = this.tagged("role:admin");
		if (admins.length === 0) return;
		const text = stamped(message);
		sendText(this.ctx.getWebSockets("role:admin"), text);
		this.relayed?.toAdmins(text);
	}

	send(ws: WebSocket, message: OutgoingMessage): void {
		sendText([ws], stamped(message));
	}

	sendError(ws: WebSocket, message: string, submissionId?: string): void {
		this.send(ws, { type: "error", message, ...(submissionId ? { submissionId } : {}) });
	}
}

/** The message as sent, with the server's clock at the moment of sending. */
function stamped(message: OutgoingMessage): string {
	const { type, ...rest } = message;
	return JSON.stringify({ type, serverNow: Date.now(), ...rest });
}

export function sendText(sockets: Iterable<WebSocket>, text: string): void {
	for (const ws of sockets) sendFrame(ws, text);
}

export function sendFrame(ws: WebSocket, text: string): void {
	try {
		ws.send(text);
	} catch {
		// a socket closing as we send; its close handler cleans up
	}
}

/** A socket's viewer; null for a spectator. A socket accepted before sessions were tracked counts as expired. */
export function viewerOf(ws: WebSocket): Viewer | null {
	const viewer = (ws.deserializeAttachment() as Partial<Viewer> | null) ?? null;
	if (!viewer?.userId) return null;
	return { ...viewer, sessionId: viewer.sessionId ?? "", tokenExpiresAt: viewer.tokenExpiresAt ?? 0 } as Viewer;
}
