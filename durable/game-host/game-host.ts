/**
 * GameHost: what every live game's room shares (docs/decisions/0810-game-host.md), written once. A game's room
 * (RouletteRoom, CrashRoom, …) extends it and supplies its phases and their timing, its messages and bet validation
 * (in `domain/<game>/`), how a result is drawn from the round's fairness inputs and how each bet settles. The host
 * owns:
 *
 * - the socket upgrade and its budgets before any work, the viewer's identity from the Worker's headers, frames
 *   checked before they are read (game-host/sockets.ts, docs/decisions/0736-socket-budgets.md);
 * - sessions that end everywhere: `disconnectUser`, `disconnectSession`, an expired socket closed before it acts,
 *   the token renewed over the socket (docs/decisions/0735-sessions-end-everywhere.md);
 * - spectators (a socket without a viewer: it hears everything and may say nothing);
 * - the stored state and the alarm that carries the round clock (the game says when it is due);
 * - the table's catalogue row: its switch (`refreshTableStatus`: a table switched off finishes its round and opens
 *   no other) and its limits, read when a round opens (docs/decisions/0745-table-limits-from-the-catalogue.md);
 * - the settlement owed: revealed rounds are settled exactly once, each alarm first finishing what an error or an
 *   eviction left (game-host/settlement.ts), then announced;
 * - group commit of stakes (game-host/group-commit.ts) and the table feed (game-host/table-feed.ts) as parts the
 *   game wires.
 *
 * Live state is kept in the object's own storage so that it survives eviction and restarts; money and history are
 * in D1 (docs/decisions/0003-d1-and-durable-object-storage.md).
 */
import { DurableObject } from "cloudflare:workers";
import { rouletteMessages } from "~/domain/messages";
import { type BetLimits, TABLE_LIMITS } from "~/domain/roulette/bets";
import { CLOSE, type Viewer } from "~/domain/roulette/room-contract";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { authenticate, sessionStillLive } from "~/server/authenticate";
import { type Database, database } from "~/server/db/client";
import { deliverNotifications, type NotificationRow } from "~/server/notifications";
import { relayStub } from "~/server/table-rooms";
import { roomD1 } from "./d1-latency";
import type { HostState, OutgoingMessage } from "./host-state";
import { type RoomOptions, type RoomTestOptions, roomOptionsFrom } from "./options";
import { type RelayedSocketInfo, RelayLinks } from "./relay-links";
import { readTableConfig, type TableConfig } from "./round-records";
import { RoomSockets, viewerOf } from "./sockets";
import { TableFeed } from "./table-feed";

const STATE_KEY = "state";
/** The relays that delivered sockets to this room (docs/decisions/0870-relays.md), kept across its instances. */
const RELAYS_KEY = "relays";

/** A frame's renewal of the socket's session: handled by the host for every game. */
export type RenewRequest = { type: "renewSession"; token: string | null };

/** How a game builds its host: its first state, and its timings from the vars. */
export type GameSetup<S, Timing> = {
	initialState: S;
	timingFrom: (vars: Record<string, unknown>) => Timing;
};

export abstract class GameHost<
	S extends HostState<Owed>,
	Owed extends { roundId: string },
	Parsed extends { type: string },
	Timing,
> extends DurableObject<Env> {
	protected state: S;
	protected readonly d1: D1Database = roomD1(this.env);
	protected readonly db: Database = database(this.d1);
	protected readonly options: RoomOptions<Timing>;
	protected readonly sockets: RoomSockets;
	protected readonly feed: TableFeed;
	/** The table this room runs: its name (`idFromName`), which is the table's id in the catalogue. */
	protected tableId: string;
	/** The catalogue's per-bet limits (and a crash table's cap) as last read with the switch; the next round opens with them. */
	protected catalogue: { limits: BetLimits; maxWinPaise: number | null } = { limits: TABLE_LIMITS, maxWinPaise: null };
	/** What the room handled since it started: frames (its own sockets' and its relays'), and its relays' calls. */
	private readonly handled = { frames: 0, relayCalls: 0 };
	/** Relayed submissions just started, by `${userId}:${submissionId}`: a copy starts a turn after (readRelayed). */
	private readonly starting = new Map<string, Promise<void>>();
	private settling: Promise<void> | null = null;
	/** A round being opened for a newcomer to an idle table (openIfIdle). */
	private opening: Promise<void> | null = null;

	constructor(ctx: DurableObjectState, env: Env, setup: GameSetup<S, Timing>) {
		super(ctx, env);
		this.state = setup.initialState;
		this.options = roomOptionsFrom(env as unknown as Record<string, unknown>, setup.timingFrom);
		this.tableId = ctx.id.name ?? MAIN_TABLE_ID;
		const relays = new RelayLinks(
			(name) => relayStub(env, name),
			() => void ctx.storage.put(RELAYS_KEY, [...relays.relays]),
		);
		this.sockets = new RoomSockets(ctx, this.options, relays);
		this.feed = new TableFeed(this.sockets, () => this.options.feedSlice);
		// The game's own parts are built by its constructor, which runs before this callback's first await returns.
		ctx.blockConcurrencyWhile(async () => {
			this.state = (await ctx.storage.get<S>(STATE_KEY)) ?? this.state;
			// The runtime gives the name back to an object reached by name; an alarm may wake it without one.
			if (ctx.id.name === undefined && this.state.tableId) this.tableId = this.state.tableId;
			else if (this.state.tableId !== this.tableId) {
				this.state = { ...this.state, tableId: this.tableId };
				await ctx.storage.put(STATE_KEY, this.state);
			}
			await this.restore();
			// A new instance tells its relays at once: they attach their sockets again (their players keep watching).
			for (const name of (await ctx.storage.get<string[]>(RELAYS_KEY)) ?? []) {
				relays.relays.add(name);
				relays.push(name, { kind: "hello" });
			}
		});
	}

	// ---------------------------------------------------------------- what a game supplies

	/** Rebuilds what the game keeps in memory (its bet book) from D1 after the object starts. */
	protected abstract restore(): Promise<void>;
	/** Reads one frame's text: the game's messages, a renewal, or the game's "invalid". */
	protected abstract parseMessage(text: string): Parsed | RenewRequest;
	/** Acts on a message of a signed-in socket whose token is live (budgets and expiry already checked). */
	protected abstract onMessage(ws: WebSocket, viewer: Viewer, message: Parsed): Promise<void>;
	/** The state a (re)connecting socket is sent first. */
	protected abstract syncStateFor(viewer: Viewer | null): Promise<OutgoingMessage>;
	/** Opens a round at `start` (a newcomer at an idle table, a table switched back on). */
	protected abstract openRound(start: number, previousSeq: number | null): Promise<void>;
	/** The alarm fired: the game moves its round on (owed settlements were finished first). */
	protected abstract onAlarm(): Promise<void>;
	/** When the stored state needs the alarm (a phase's deadline, a settlement retry), in real epoch ms; or none. */
	protected abstract alarmAt(state: S): number | null;
	/** Settles one revealed round in D1, exactly once however often it is called; the notifications it wrote. */
	protected abstract settleOwed(owed: Owed): Promise<NotificationRow[]>;
	/** Tells a settled round's players (and the table) what it paid; losing this loses only the telling. */
	protected abstract announceOwed(owed: Owed): Promise<void>;
	/** What the table's players are told when it is switched off. */
	protected abstract tableClosedMessage(): string;

	/** The time a round opens at when the host opens it: the wall clock (a game may read its own, tests' clock). */
	protected now(): number {
		return Date.now();
	}

	// ---------------------------------------------------------------- the test seam

	/**
	 * Tests only, and the one way they change the room: the clock, the socket budgets, the phase lengths, the
	 * settlement chunk and hook, the vars read per message (see RoomOptions). Lasts until the object is evicted.
	 */
	configureForTests({ budgets, ...options }: RoomTestOptions<Timing>): void {
		Object.assign(this.options, options, { budgets: { ...this.options.budgets, ...budgets } });
	}

	// ---------------------------------------------------------------- sockets

	/** WebSocket upgrades, forwarded by the Worker (which sets the identity headers) from ROOM_SOCKET_PATH. */
	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
			return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
		}
		// Budgets per address and per user, checked before any work (docs/decisions/0736-socket-budgets.md).
		const admitted = this.sockets.admit(request);
		if (!admitted.ok) return Response.json({ message: rouletteMessages.tooManyConnections }, { status: 429 });
		// Nobody was watching: open a round first, so the newcomer's syncState already shows it.
		await this.openIfIdle();
		const { 0: client, 1: server } = new WebSocketPair();
		this.sockets.accept(server, admitted.viewer, admitted.address);
		await this.welcome(server, admitted.viewer);
		return new Response(null, { status: 101, webSocket: client });
	}

	/**
	 * A socket just accepted (the room's own or a relay's): the Worker checked the token before forwarding; a logout
	 * that ran since closed the session's sockets before this one was accepted. Checked after accepting, so a logout
	 * from now on finds it by its tags. Then its first state.
	 */
	private async welcome(ws: WebSocket, viewer: Viewer | null): Promise<void> {
		if (viewer && !(await sessionStillLive(this.db, viewer.userId, viewer.sessionId))) {
			return this.sockets.close(ws, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		}
		ws.send(JSON.stringify(await this.syncStateFor(viewer)));
	}

	// ---------------------------------------------------------------- relays (docs/decisions/0870-relays.md)

	/** RPC from a relay: a socket it accepted, within the table's budgets (false: refused, the relay answers 429). */
	async relayOpen(relay: string, info: RelayedSocketInfo): Promise<boolean> {
		const socket = this.sockets.admitRelayed(relay, info);
		if (!socket) return false;
		await this.openIfIdle();
		await this.welcome(socket, info.viewer);
		return true;
	}

	/** RPC from a relay that found this room new (or a socket unknown here): its sockets, attached again as they are. */
	async relayAttach(relay: string, infos: RelayedSocketInfo[]): Promise<void> {
		for (const info of infos) this.sockets.relayed?.attach(relay, info);
	}

	/**
	 * RPC from a relay: its sockets' frames in order (text null: the socket closed), each read as if it came on a
	 * socket of the room's own, at the room's clock on receipt. Answers go back through the relay; the ids of sockets
	 * the room does not know are returned (the relay attaches them and sends their frames again).
	 */
	async relayFrames(relay: string, frames: { id: string; text: string | null }[]): Promise<string[]> {
		const unknown: string[] = [];
		this.handled.relayCalls++;
		for (const { id, text } of frames) {
			const socket = this.sockets.relayed?.get(relay, id);
			if (!socket) {
				if (text !== null) unknown.push(id);
			} else if (text === null) this.sockets.relayed?.forget(relay, id);
			else this.readRelayed(socket, text);
		}
		return unknown;
	}

	/**
	 * Reads a relayed frame now, as if it came on a socket of the room's own, unless it is a copy of a submission that
	 * started within this turn: the runtime hands the room its own sockets' messages one per turn, so a copy finds its
	 * first one in flight; a copy relayed in the same batch starts a turn after its first one, likewise (the fault
	 * suite found a copy of a bet refused when both began in one turn).
	 */
	private readRelayed(socket: WebSocket, text: string): void {
		const read = (): void => this.readNow(socket, text);
		const submission = /"submissionId":"([^"]+)"/.exec(text)?.[1];
		const viewer = viewerOf(socket);
		if (!submission || !viewer) {
			read();
			return;
		}
		const key = `${viewer.userId}:${submission}`;
		const before = this.starting.get(key);
		if (!before) read();
		const started = (before ? before.then(read) : Promise.resolve()).then(
			() => new Promise<void>((resolve) => setTimeout(resolve, 0)),
		);
		this.starting.set(key, started);
		void started.then(() => {
			if (this.starting.get(key) === started) this.starting.delete(key);
		});
	}

	private readNow(socket: WebSocket, text: string): void {
		this.webSocketMessage(socket, text).catch((error: unknown) => console.error("[room] relayed frame", error));
	}

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		this.handled.frames++;
		const frame = this.sockets.checkFrame(ws, raw);
		if (!frame.ok) return;
		const { viewer } = frame;
		const parsed = this.parseMessage(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
		if (isRenewal(parsed)) return this.onRenewSession(ws, viewer, parsed.token);
		// A socket never acts beyond its token's expiry: the client reconnects (or renews) with a fresh token.
		if (this.sockets.expired(viewer)) {
			return this.sockets.close(ws, CLOSE.sessionExpired, rouletteMessages.sessionExpired);
		}
		return this.onMessage(ws, viewer, parsed as Parsed);
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		try {
			// 1005/1006 are reserved and must never be echoed (docs/stack.md#runtime).
			ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
		} catch {
			// already closed
		}
	}

	/** RPC: closes a user's sockets (ban, deletion, reset, sign out everywhere), or all but those of `exceptSessionId`. */
	async disconnectUser(userId: string, exceptSessionId?: string): Promise<number> {
		return this.sockets.endSessions(`user:${userId}`, exceptSessionId);
	}

	/** RPC for logout and ending one session of the sessions list: closes every socket of that session. */
	async disconnectSession(sessionId: string): Promise<number> {
		return this.sockets.endSessions(`session:${sessionId}`);
	}

	/**
	 * A signed-in socket renews its access token (the client refreshes before expiry) instead of reconnecting.
	 * The new token must be live and of the same user and session; anything else ends the socket.
	 */
	private async onRenewSession(ws: WebSocket, viewer: Viewer, token: string | null): Promise<void> {
		const user = token === null ? null : await authenticate(this.db, this.env.JWT_SECRET, token);
		if (!user || user.id !== viewer.userId || user.sessionId !== viewer.sessionId || user.role !== viewer.role) {
			return this.sockets.close(ws, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		}
		this.sockets.renewed(ws, viewer, user.tokenExpiresAt);
		this.sockets.send(ws, { type: "sessionRenewed", expiresAt: user.tokenExpiresAt });
	}

	// ---------------------------------------------------------------- the table's switch

	/** RPC for the table's switch (docs/decisions/0200-round-engine.md#games-switch): re-reads its row and acts on it. */
	async refreshTableStatus(): Promise<boolean> {
		const enabled = await this.readTableEnabled();
		this.sockets.broadcast({
			type: "tableStatus",
			tableEnabled: enabled,
			message: enabled ? null : this.tableClosedMessage(),
		});
		if (enabled && this.state.status === "idle" && this.sockets.count() > 0) await this.openRound(this.now(), null);
		return enabled;
	}

	/**
	 * Tests and the benchmark: the frames and relay calls this instance handled, its own sockets, and its deliveries
	 * to relays with the entries they carried.
	 */
	handledForTests() {
		const sent = this.sockets.relayed?.sent ?? { calls: 0, entries: 0 };
		return { ...this.handled, ownSockets: this.sockets.own().length, deliveries: sent.calls, entries: sent.entries };
	}

	/** Round ids whose settlement is still owed (an admin report and the tests read it). */
	pendingSettlements(): string[] {
		return (this.state.unsettled ?? []).map((u) => u.roundId);
	}

	// ---------------------------------------------------------------- clock

	override async alarm(): Promise<void> {
		await this.settlePending();
		await this.onAlarm();
	}

	/** Newcomers to an idle table share one opening round: D1 calls do not hold the input gate, so they could race. */
	protected async openIfIdle(): Promise<void> {
		if (this.state.status !== "idle" || !(await this.readTableEnabled()) || this.state.status !== "idle") return;
		this.opening ??= this.openRound(this.now(), null).finally(() => (this.opening = null));
		await this.opening;
	}

	// ---------------------------------------------------------------- settlement

	/** Settles every revealed round that is not settled yet; a failure is left for the next alarm. */
	protected async settlePending(): Promise<void> {
		if (this.settling) return this.settling;
		this.settling = (async () => {
			for (const round of [...(this.state.unsettled ?? [])]) {
				try {
					// Notifications the settlement wrote go to the players' pages (deliverNotifications never throws).
					await deliverNotifications(this.env, await this.settleOwed(round));
					await this.save({
						...this.state,
						unsettled: (this.state.unsettled ?? []).filter((u) => u.roundId !== round.roundId),
					});
				} catch (error) {
					console.error("[room] settlement of", round.roundId, "failed; the next alarm retries", error);
					continue;
				}
				try {
					await this.announceOwed(round);
				} catch (error) {
					// The money is settled; only the notification is lost (syncState has the balances).
					console.error("[room] announcing", round.roundId, "failed", error);
				}
			}
		})().finally(() => {
			this.settling = null;
		});
		return this.settling;
	}

	// ---------------------------------------------------------------- storage

	/** Persists the state, then arms the alarm for the current phase's deadline (or a settlement retry). */
	protected async save(state: S): Promise<void> {
		this.state = state;
		await this.ctx.storage.put(STATE_KEY, state);
		const at = this.alarmAt(state);
		if (at !== null) await this.ctx.storage.setAlarm(at);
		else await this.ctx.storage.deleteAlarm();
	}

	/** Stores the state as it is (the game changed a field the alarm does not depend on). */
	protected async store(): Promise<void> {
		await this.ctx.storage.put(STATE_KEY, this.state);
	}

	/** Reads the table's row: its switch, and its limits for the next round (one query: every round opening reads it). */
	protected async readTableEnabled(): Promise<boolean> {
		const { enabled, limits, maxWinPaise }: TableConfig = await readTableConfig(this.db, this.tableId);
		if (limits) this.catalogue = { limits, maxWinPaise };
		if (enabled !== (this.state.tableEnabled ?? true)) {
			this.state = { ...this.state, tableEnabled: enabled };
			await this.ctx.storage.put(STATE_KEY, this.state);
		}
		return enabled;
	}
}

function isRenewal(parsed: { type: string }): parsed is RenewRequest {
	return parsed.type === "renewSession";
}
