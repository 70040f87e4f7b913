/**
 * TableRelay: a Durable Object between a table's players and its room (docs/decisions/0870-relays.md), for every
 * game on the host. Its name is `<game>/<table>/<index>`; the Worker sends a player's sockets to one relay of the
 * table (by a hash of the user, so all of a player's sockets meet on one relay, where their budgets are counted).
 *
 * The relay holds the sockets and does what needs no authority: the per-address and per-user socket budgets, the
 * connect and message budgets, the frame size, the game's message schema and the socket's expiry; it forwards the
 * rest in short batches (relay/intake.ts). The room decides everything else, at its clock on receipt, and answers
 * through the relay: one delivery per relay per moment carries the table's events once, and per-player messages by
 * socket id (game-host/relay-links.ts).
 */
import { DurableObject } from "cloudflare:workers";
import { parseCardClientMessage } from "~/domain/cards/bets";
import { parseCrashClientMessage } from "~/domain/crash/bets";
import { messages, rouletteMessages } from "~/domain/messages";
import { CLOSE } from "~/domain/roulette/room-contract";
import { parseClientMessage } from "~/domain/roulette/socket-messages";
import type { GameKind } from "~/domain/tables";
import { relayTarget, tableRoom } from "~/server/table-rooms";
import type { RelayedSocketInfo, RelayOp } from "../game-host/relay-links";
import { RoomSockets, sendFrame, sendText, viewerOf } from "../game-host/sockets";
import { type SocketBudgets, socketBudgetsFrom } from "../socket-guard";
import { type Frame, Intake } from "./intake";

/** What a relay calls on its room (the game host's relay RPCs). */
type RelayedRoom = {
	relayOpen(relay: string, info: RelayedSocketInfo): Promise<boolean>;
	relayAttach(relay: string, infos: RelayedSocketInfo[]): Promise<void>;
	relayFrames(relay: string, frames: Frame[]): Promise<string[]>;
};

/** Each game's schema, as its room reads it: what is `invalid` here is answered here, as the room would. */
const PARSERS: Record<GameKind, (text: string) => { type: string }> = {
	roulette: parseClientMessage,
	crash: parseCrashClientMessage,
	"andar-bahar": parseCardClientMessage,
	"dragon-tiger": parseCardClientMessage,
};

/** How long a relay holds frames before sending them to the room, unless RELAY_WINDOW_MS says (0–100 ms). */
const WINDOW_MS = 5;
const NAME_KEY = "name";
/** Resent submissions and their answers remembered per socket, so a copy of an answer is not told twice. */
const ANSWERS_KEPT = 32;

/** What a relay reads from its vars; `windowMs` null (tests only) holds frames until the test sends them. */
export type RelayOptions = { clock: () => number; budgets: SocketBudgets; windowMs: number | null };

export class TableRelay extends DurableObject<Env> {
	private readonly options: RelayOptions;
	private readonly sockets: RoomSockets;
	private readonly intake: Intake;
	private name = "";
	private game: GameKind | null = null;
	private room: RelayedRoom | null = null;
	/** The room instance that last delivered; a new one has not heard of our sockets. */
	private roomIncarnation: string | null = null;
	/** Per socket, submissions the relay sent again (their answers are passed once) and the answers passed. */
	private readonly resent = new Map<string, { submissions: Set<string>; answered: string[] }>();

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		const vars = env as unknown as Record<string, unknown>;
		const windowMs = Number(vars.RELAY_WINDOW_MS);
		this.options = {
			clock: Date.now,
			budgets: socketBudgetsFrom(vars),
			windowMs: Number.isInteger(windowMs) && windowMs >= 0 && windowMs <= 100 ? windowMs : WINDOW_MS,
		};
		this.named(ctx.id.name ?? "");
		this.sockets = new RoomSockets(ctx, this.options);
		this.intake = new Intake({
			storage: ctx.storage,
			windowMs: () => this.options.windowMs,
			forward: (frames) => this.reachRoom().relayFrames(this.name, frames),
			reattach: (ids) => this.reattach(ids),
			refuse: (frame) => this.refuse(frame),
			resending: (frames) => this.resending(frames),
		});
		ctx.blockConcurrencyWhile(async () => {
			// The runtime gives the name back to an object reached by name; an alarm may wake it without one.
			const stored = await ctx.storage.get<string>(NAME_KEY);
			if (ctx.id.name === undefined && stored) this.named(stored);
			else if (ctx.id.name && stored !== ctx.id.name) await ctx.storage.put(NAME_KEY, ctx.id.name);
			await this.intake.restore();
		});
	}

	/** The relay's name says its game and table, hence its room. */
	private named(name: string): void {
		this.name = name;
		const target = relayTarget(name);
		this.game = target?.game ?? null;
		// The game host's RPCs, the same on every game's class.
		this.room = target ? (tableRoom(this.env, target.tableId, target.game) as unknown as RelayedRoom) : null;
	}

	/** Tests only: the clock, the budgets and the window (lasts until the object is evicted). */
	configureForTests({
		budgets,
		...options
	}: Partial<Omit<RelayOptions, "budgets">> & { budgets?: Partial<SocketBudgets> }) {
		Object.assign(this.options, options, { budgets: { ...this.options.budgets, ...budgets } });
	}

	/** Tests only: sends the held frames now; how many were held. */
	async flushForTests(): Promise<number> {
		const held = this.intake.pending();
		await this.intake.flush();
		return held;
	}

	/** Tests only: frames held or on their way to the room. */
	pendingForTests(): number {
		return this.intake.pending();
	}

	private reachRoom(): RelayedRoom {
		if (!this.room) throw new Error(`Not a relay's name: ${this.name}`);
		return this.room;
	}

	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
			return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
		}
		if (!this.room) return Response.json({ message: rouletteMessages.tableNotFound }, { status: 404 });
		const admitted = this.sockets.admit(request);
		if (!admitted.ok) return Response.json({ message: rouletteMessages.tooManyConnections }, { status: 429 });
		const id = crypto.randomUUID();
		const { 0: client, 1: server } = new WebSocketPair();
		// Accepted first, so that what the room sends it at once (its first state) finds it here.
		this.sockets.accept(server, admitted.viewer, admitted.address, [`sock:${id}`]);
		const info = { id, viewer: admitted.viewer, address: admitted.address };
		const opened = await this.room.relayOpen(this.name, info).catch((error: unknown) => {
			console.error("[relay] the room did not take a socket", error);
			return null;
		});
		if (!opened) {
			this.sockets.close(server, CLOSE.policy, rouletteMessages.tooManyConnections);
			const status = opened === null ? 503 : 429;
			const message = opened === null ? messages.serverError : rouletteMessages.tooManyConnections;
			return Response.json({ message }, { status });
		}
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		const frame = this.sockets.checkFrame(ws, raw);
		if (!frame.ok) return;
		const text = typeof raw === "string" ? raw : new TextDecoder().decode(raw);
		const type = this.game ? PARSERS[this.game](text).type : "invalid";
		// In the room's order: a renewal is the room's; an expired socket closes before anything else is read.
		if (type !== "renewSession") {
			if (this.sockets.expired(frame.viewer)) {
				return this.sockets.close(ws, CLOSE.sessionExpired, rouletteMessages.sessionExpired);
			}
			if (type === "invalid") return this.sockets.sendError(ws, messages.invalidMessage);
		}
		this.intake.add({ id: socketId(this.ctx, ws), text });
	}

	/** Frames held when the relay was evicted: the new instance restored them; they go now. */
	override async alarm(): Promise<void> {
		await this.intake.alarmRan();
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		try {
			// 1005/1006 are reserved and must never be echoed (docs/stack.md#runtime).
			ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
		} catch {
			// already closed
		}
		const id = socketId(this.ctx, ws);
		this.resent.delete(id);
		this.intake.add({ id, text: null });
	}

	/** RPC from the room: what it sends, in order; the ids of sockets this relay no longer has. */
	async deliver(roomIncarnation: string, ops: RelayOp[]): Promise<string[]> {
		if (roomIncarnation !== this.roomIncarnation) {
			// A room that restarted (or a relay that did) attaches every socket again before acting on anything.
			this.roomIncarnation = roomIncarnation;
			const all = this.ctx.getWebSockets().map((ws) => socketId(this.ctx, ws));
			if (all.length > 0) await this.reattach(all);
		}
		const gone: string[] = [];
		for (const op of ops) {
			if (op.kind === "all") sendText(this.allBut(op.except), op.text);
			else if (op.kind === "admins") sendText(this.ctx.getWebSockets("role:admin"), op.text);
			else if (op.kind === "end") this.sockets.endSessions(op.tag, op.keep);
			else if (op.kind !== "hello") {
				const ws = this.ctx.getWebSockets(`sock:${op.id}`)[0];
				if (!ws) gone.push(op.id);
				else if (op.kind === "to") this.sendOnce(ws, op.id, op.text);
				else if (op.kind === "close") this.sockets.close(ws, op.code, op.reason, true);
				else ws.serializeAttachment(op.viewer);
			}
		}
		return gone;
	}

	/** This relay's sockets but those of `ids`. */
	private allBut(ids: string[] | undefined): WebSocket[] {
		const all = this.ctx.getWebSockets();
		if (!ids) return all;
		const skipped = new Set(ids.flatMap((id) => this.ctx.getWebSockets(`sock:${id}`)));
		return all.filter((ws) => !skipped.has(ws));
	}

	/**
	 * A per-player message. The answers to a submission the relay sent again pass once each (the room may have read
	 * the first copy too); a player's own copies are answered as the room answers them, each.
	 */
	private sendOnce(ws: WebSocket, id: string, text: string): void {
		const resent = this.resent.get(id);
		const submission = resent ? submissionOf(text) : undefined;
		if (resent && submission && resent.submissions.has(submission)) {
			const answer = `${/^\{"type":"([^"]+)"/.exec(text)?.[1]}:${submission}`;
			if (resent.answered.includes(answer)) return;
			resent.answered = [...resent.answered.slice(1 - ANSWERS_KEPT), answer];
		}
		sendFrame(ws, text);
	}

	private resending(frames: Frame[]): void {
		for (const { id, text } of frames) {
			const submission = text ? submissionOf(text) : undefined;
			if (!submission) continue;
			const resent = this.resent.get(id) ?? { submissions: new Set<string>(), answered: [] };
			if (resent.submissions.size >= ANSWERS_KEPT) resent.submissions.clear();
			resent.submissions.add(submission);
			this.resent.set(id, resent);
		}
	}

	/** Attaches sockets at the room again (a room that restarted, a socket it forgot); the ids still here. */
	private async reattach(ids: string[]): Promise<string[]> {
		const infos = ids.flatMap((id) => {
			const ws = this.ctx.getWebSockets(`sock:${id}`)[0];
			if (!ws) return [];
			const address =
				this.ctx
					.getTags(ws)
					.find((t) => t.startsWith("addr:"))
					?.slice(5) ?? "unknown";
			return [{ id, viewer: viewerOf(ws), address }];
		});
		if (infos.length > 0) await this.reachRoom().relayAttach(this.name, infos);
		return infos.map((i) => i.id);
	}

	private refuse(frame: Frame): void {
		const ws = this.ctx.getWebSockets(`sock:${frame.id}`)[0];
		const submission = frame.text ? submissionOf(frame.text) : undefined;
		if (ws) this.sockets.sendError(ws, messages.serverError, submission);
	}
}

function submissionOf(text: string): string | undefined {
	return /"submissionId":"([^"]+)"/.exec(text)?.[1];
}

function socketId(ctx: DurableObjectState, ws: WebSocket): string {
	return (
		ctx
			.getTags(ws)
			.find((t) => t.startsWith("sock:"))
			?.slice(5) ?? ""
	);
}
