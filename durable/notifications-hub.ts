/**
 * NotificationsHub: one Durable Object per player (`idFromName(userId)`), holding a hibernatable socket from each of
 * the player's open pages (docs/decisions/0900-notifications.md). The API, the room and the cron hand it notifications
 * after their D1 batch commits, and it sends them to every open page. It also wakes itself (an alarm) when one of
 * the player's time-based notifications falls due: a raised limit that takes effect, a break that ends.
 *
 * The sockets only listen: a client has nothing to send, so any frame closes its socket unread
 * (docs/decisions/0736-socket-budgets.md). Sessions end here as at the table (docs/decisions/0735): logout, sign out
 * everywhere, password reset, ban and deletion close the sockets (4001), and a socket whose token has expired is
 * closed (4002) instead of being sent to, so the page reconnects with a fresh token or finds its session over.
 */
import { DurableObject } from "cloudflare:workers";
import { rouletteMessages } from "~/domain/messages";
import { type NotificationSocketMessage, type NotificationView, notificationMessages } from "~/domain/notifications";
import { CLOSE, viewerFromHeaders } from "~/domain/roulette/room-contract";
import { sessionStillLive } from "~/server/authenticate";
import { type Database, database } from "~/server/db/client";
import { deliverNotifications, nextDueAt, sweepDueNotifications } from "~/server/notifications";
import { ConnectBudget } from "./socket-guard";

/** Open pages per player, and new sockets per player per minute (a reload loop or a tab farm is refused). */
export const HUB_BUDGETS = { sockets: 16, connectsPerMinute: 60 } as const;

/** What a socket carries across hibernation: its session and when its token expires. */
type HubSocket = { sessionId: string; tokenExpiresAt: number };

const USER_KEY = "userId";

export class NotificationsHub extends DurableObject<Env> {
	private readonly db: Database = database(this.env.DB);
	private readonly connects = new ConnectBudget();
	/** Tests only: the clock token expiry is judged by. */
	private clock: () => number = Date.now;

	/** Tests only: drive the clock instead of waiting for a token to expire. */
	configureForTests({ clock }: { clock?: () => number }): void {
		if (clock) this.clock = clock;
	}

	/** The upgrade, forwarded by the Worker after it verified the token (identity in the room's headers). */
	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
			return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
		}
		const viewer = viewerFromHeaders(request.headers);
		if (!viewer) return Response.json({ message: notificationMessages.playersOnly }, { status: 403 });
		if (
			this.ctx.getWebSockets().length >= HUB_BUDGETS.sockets ||
			!this.connects.admit("player", this.clock(), HUB_BUDGETS.connectsPerMinute)
		) {
			return Response.json({ message: notificationMessages.tooManySockets }, { status: 429 });
		}
		await this.remember(viewer.userId);
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server, [`session:${viewer.sessionId}`]);
		server.serializeAttachment({
			sessionId: viewer.sessionId,
			tokenExpiresAt: viewer.tokenExpiresAt,
		} satisfies HubSocket);
		// As at the table: a logout that ran between the Worker's check and now has already looked for this socket.
		if (!(await sessionStillLive(this.db, viewer.userId, viewer.sessionId))) {
			this.close(server, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		}
		return new Response(null, { status: 101, webSocket: client });
	}

	/** A client has nothing to say here: any frame closes its socket, unread. */
	override async webSocketMessage(ws: WebSocket): Promise<void> {
		this.close(ws, CLOSE.policy, notificationMessages.nothingToSend);
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		try {
			ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
		} catch {
			// already closed
		}
	}

	/** Sends a notification to every open page of the player; returns how many got it. */
	async deliver(notification: NotificationView): Promise<number> {
		const message = JSON.stringify({ type: "notification", notification } satisfies NotificationSocketMessage);
		let sent = 0;
		for (const ws of this.ctx.getWebSockets()) {
			const socket = ws.deserializeAttachment() as HubSocket | null;
			if (!socket || socket.tokenExpiresAt <= this.clock()) {
				// The page reconnects with a fresh token and reads what it missed.
				this.close(ws, CLOSE.sessionExpired, rouletteMessages.sessionExpired);
				continue;
			}
			try {
				ws.send(message);
				sent++;
			} catch {
				// closing already
			}
		}
		return sent;
	}

	/** Logout: closes the pages of one session. */
	async disconnectSession(sessionId: string): Promise<number> {
		return this.endAll(this.ctx.getWebSockets(`session:${sessionId}`));
	}

	/**
	 * Ban, deletion, password reset, sign out everywhere: closes every page of the player; a password change or
	 * "sign out all others" keeps the pages of `exceptSessionId`.
	 */
	async disconnectUser(exceptSessionId?: string): Promise<number> {
		const kept = exceptSessionId ? new Set(this.ctx.getWebSockets(`session:${exceptSessionId}`)) : new Set();
		return this.endAll(this.ctx.getWebSockets().filter((ws) => !kept.has(ws)));
	}

	/** Wakes the hub at `at` to notify a time-based event of the player (a limit change's or a break's time). */
	async schedule(userId: string, at: number): Promise<void> {
		await this.remember(userId);
		const current = await this.ctx.storage.getAlarm();
		if (current === null || at < current) await this.ctx.storage.setAlarm(at);
	}

	override async alarm(): Promise<void> {
		const userId = await this.ctx.storage.get<string>(USER_KEY);
		if (!userId) return;
		const now = Date.now();
		await deliverNotifications(this.env, await sweepDueNotifications(this.db, now, userId));
		const next = await nextDueAt(this.db, userId, now);
		if (next !== null) await this.ctx.storage.setAlarm(next);
	}

	private async remember(userId: string): Promise<void> {
		if ((await this.ctx.storage.get<string>(USER_KEY)) !== userId) await this.ctx.storage.put(USER_KEY, userId);
	}

	private endAll(sockets: WebSocket[]): number {
		for (const ws of sockets) this.close(ws, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		return sockets.length;
	}

	/** Tells the page why (4001/4002) before closing, as the table does (docs/decisions/0735, addendum). */
	private close(ws: WebSocket, code: number, reason: string): void {
		if (code === CLOSE.sessionEnded || code === CLOSE.sessionExpired) {
			try {
				ws.send(JSON.stringify({ type: "sessionEnded", code, message: reason } satisfies NotificationSocketMessage));
			} catch {
				// gone already
			}
		}
		try {
			ws.close(code, reason);
		} catch {
			// already closing
		}
	}
}
