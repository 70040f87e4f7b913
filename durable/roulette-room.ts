/**
 * RouletteRoom: one live table (one object per table of the catalogue, `idFromName(tableId)`), composed of its parts (docs/decisions/0800-room-in-parts.md). It owns the
 * round clock (phases switched by alarms at absolute deadlines, decided by room/round-machine.ts), the round's
 * commitment and result, the players' bet book of the round (room/bet-book.ts, room/bet-admission.ts), their
 * commit and settlement (room/group-commit.ts, room/settlement.ts), and the sockets (hibernatable;
 * room/sockets.ts, room/table-feed.ts).
 *
 * Live state is kept in the object's own storage so that it survives eviction and restarts; money and history
 * are in D1 (docs/decisions/0003-d1-and-durable-object-storage.md). Bets are D1 rows written in the same batch
 * as their stake's ledger entry, so the book of the current round can always be rebuilt from D1.
 */
import { DurableObject } from "cloudflare:workers";
import { commitmentOf, newServerSeed, resultFromSeed } from "~/domain/fairness";
import { messages, rouletteMessages } from "~/domain/messages";
import { type BetLimits, TABLE_LIMITS } from "~/domain/roulette/bets";
import type { Seat } from "~/domain/roulette/protocol";
import { CLOSE, type Viewer } from "~/domain/roulette/room-contract";
import { parseClientMessage } from "~/domain/roulette/socket-messages";
import { isPocket, pocketRefusal } from "~/domain/roulette/wheel";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { authenticate, sessionStillLive } from "~/server/authenticate";
import { type Database, database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { deliverNotifications } from "~/server/notifications";
import { BetAdmission } from "./room/bet-admission";
import { BetBook } from "./room/bet-book";
import { roomD1 } from "./room/d1-latency";
import { GroupCommit, rupeeBalances } from "./room/group-commit";
import { type RoomOptions, type RoomTestOptions, roomOptionsFrom } from "./room/options";
import { announceResults } from "./room/results-announcement";
import {
	alarmFor,
	bettingOpen,
	INITIAL_ROOM_STATE,
	nextSeq,
	type RoomEffect,
	type RoomState,
	type RoundEvent,
	roundStep,
	type StoredRound,
	type Unsettled,
} from "./room/round-machine";
import { auditForcedResult, insertRound, lastSeqInD1, readTableRow } from "./room/round-records";
import { settleRound } from "./room/settlement";
import { RoomSockets } from "./room/sockets";
import { type SyncState, syncStateMessage } from "./room/sync-state";
import { TableFeed } from "./room/table-feed";

const STATE_KEY = "state";

export class RouletteRoom extends DurableObject<Env> {
	private state: RoomState = INITIAL_ROOM_STATE;
	private readonly d1: D1Database = roomD1(this.env);
	private readonly db: Database = database(this.d1);
	private readonly options: RoomOptions;
	private readonly sockets: RoomSockets;
	private readonly feed: TableFeed;
	private readonly book = new BetBook();
	private readonly commits: GroupCommit;
	private readonly admission: BetAdmission;
	private settling: Promise<void> | null = null;
	/** A round being opened for a newcomer to an idle table (openIfIdle). */
	private opening: Promise<void> | null = null;
	/** The catalogue's per-bet limits as last read with the switch; the next round opens with them. */
	private catalogueLimits: BetLimits = TABLE_LIMITS;
	/** The table this room runs: its name (`idFromName`), which is the table's id in the catalogue. */
	private tableId: string;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.options = roomOptionsFrom(env as unknown as Record<string, unknown>);
		this.tableId = ctx.id.name ?? MAIN_TABLE_ID;
		this.sockets = new RoomSockets(ctx, this.options);
		this.feed = new TableFeed(this.sockets, () => this.options.feedSlice);
		this.commits = new GroupCommit(this.db, this.d1, this.options.groupCommit, () => this.options.groupWindowMs);
		this.admission = new BetAdmission({
			db: this.db,
			options: this.options,
			book: this.book,
			commits: this.commits,
			sockets: this.sockets,
			feed: this.feed,
			round: () => this.state.round,
			bettingOpen: (round) => this.bettingOpen(round),
		});
		ctx.blockConcurrencyWhile(async () => {
			this.state = (await ctx.storage.get<RoomState>(STATE_KEY)) ?? this.state;
			// The runtime gives the name back to an object reached by name; an alarm may wake it without one.
			if (ctx.id.name === undefined && this.state.tableId) this.tableId = this.state.tableId;
			else if (this.state.tableId !== this.tableId) {
				this.state = { ...this.state, tableId: this.tableId };
				await ctx.storage.put(STATE_KEY, this.state);
			}
			if (this.state.round) await this.book.load(this.db, this.state.round.roundId);
		});
	}

	// ---------------------------------------------------------------- the test seam

	/**
	 * Tests only, and the one way they change the room: the clock, the socket budgets, the phase lengths, the
	 * settlement chunk and hook, the vars read per message (see RoomOptions). Lasts until the object is evicted.
	 */
	configureForTests({ budgets, ...options }: RoomTestOptions): void {
		Object.assign(this.options, options, { budgets: { ...this.options.budgets, ...budgets } });
	}

	/**
	 * Tests only: makes the current phase due now (and betting closed by the clock), in memory and storage, so the
	 * next alarm moves the round on one phase. The alarm itself stays where it is.
	 */
	async endPhaseForTests(): Promise<void> {
		const round = this.state.round;
		if (!round) throw new Error("the room has no round to move on");
		const due = Date.now() - 1;
		this.state = {
			...this.state,
			round: { ...round, phaseEndsAt: due, roundEndTime: round.phase === "betting" ? due : round.roundEndTime },
		};
		await this.ctx.storage.put(STATE_KEY, this.state);
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
		// The Worker checked the token before forwarding; a logout that ran since closed the session's sockets
		// before this one was accepted. Checked after accepting, so a logout from now on finds it by its tags.
		const viewer = admitted.viewer;
		if (viewer && !(await sessionStillLive(this.db, viewer.userId, viewer.sessionId))) {
			this.sockets.close(server, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
			return new Response(null, { status: 101, webSocket: client });
		}
		server.send(JSON.stringify(await this.syncStateFor(viewer)));
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		const frame = this.sockets.checkFrame(ws, raw);
		if (!frame.ok) return;
		const { viewer } = frame;
		const parsed = parseClientMessage(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
		if (parsed.type === "renewSession") return this.onRenewSession(ws, viewer, parsed.token);
		// A socket never acts beyond its token's expiry: the client reconnects (or renews) with a fresh token.
		if (this.sockets.expired(viewer)) {
			return this.sockets.close(ws, CLOSE.sessionExpired, rouletteMessages.sessionExpired);
		}
		switch (parsed.type) {
			case "placeBets":
				return this.admission.placeBets(ws, viewer, parsed.message);
			case "forceResult": {
				if (viewer.role !== "admin") return this.sockets.sendError(ws, "You do not have permission to do that.");
				const outcome = await this.forceResult(parsed.message.number, { id: viewer.userId, role: "admin" }, null);
				if ("message" in outcome) return this.sockets.sendError(ws, outcome.message);
				return;
			}
			default:
				return this.sockets.sendError(ws, messages.invalidMessage);
		}
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

	/** The state a client needs on (re)connect; `seat` is the viewer's own part. */
	syncState(seat: Seat | null = null, admin = false): SyncState {
		return syncStateMessage(this.state, { feed: this.feed, book: this.book, now: Date.now() }, seat, admin);
	}

	private async syncStateFor(viewer: Viewer | null) {
		if (!viewer) return this.syncState();
		const balances = rupeeBalances(await balancesOf(this.db, viewer.userId));
		const bets = this.book.placed(this.state.round?.roundId ?? null, viewer.userId);
		const seat: Seat = { userId: viewer.userId, role: viewer.role, bets, balances };
		return this.syncState(seat, viewer.role === "admin");
	}

	// ---------------------------------------------------------------- operator

	/**
	 * Forces the next result (admin only; the API and the admin socket both come here) for the round whose betting
	 * closes next: marked operator-set, audited, its real-money stakes refunded, not settled (docs/product.md#operator-mode).
	 */
	async forceResult(
		number: unknown,
		actor: { id: string; role: "user" | "admin" },
		ip: string | null,
	): Promise<{ number: number; roundId: string | null } | { message: string; status: 403 | 422 }> {
		if (actor.role !== "admin") return { message: "You do not have permission to do that.", status: 403 };
		if (!isPocket(number)) return { message: pocketRefusal(number), status: 422 };
		const round = this.state.round;
		const roundId = round && this.bettingOpen(round) ? round.roundId : null;
		const before = this.state.pendingForce?.number ?? null;
		await auditForcedResult(this.db, { actorId: actor.id, tableId: this.tableId, roundId, before, number, ip });
		await this.step({ type: "forced", number, by: actor.id });
		this.sockets.broadcastToAdmins({ type: "resultForced", number, roundId });
		return { number, roundId };
	}

	/** RPC for the table's switch (docs/decisions/0200-round-engine.md#games-switch): re-reads its row and acts on it. */
	async refreshTableStatus(): Promise<boolean> {
		const enabled = await this.readTableEnabled();
		this.sockets.broadcast({
			type: "tableStatus",
			tableEnabled: enabled,
			message: enabled ? null : rouletteMessages.tableDisabled,
		});
		if (enabled && this.state.status === "idle" && this.sockets.count() > 0) await this.openRound(Date.now(), null);
		return enabled;
	}

	/** Round ids whose settlement is still owed (an admin report and the tests read it). */
	pendingSettlements(): string[] {
		return (this.state.unsettled ?? []).map((u) => u.roundId);
	}

	// ---------------------------------------------------------------- clock

	override async alarm(): Promise<void> {
		await this.settlePending();
		await this.step({ type: "alarm", now: Date.now() });
	}

	private bettingOpen(round: StoredRound): boolean {
		return bettingOpen(this.state, round, Date.now());
	}

	/** Newcomers to an idle table share one opening round: D1 calls do not hold the input gate, so they could race. */
	private async openIfIdle(): Promise<void> {
		if (this.state.status !== "idle" || !(await this.readTableEnabled()) || this.state.status !== "idle") return;
		this.opening ??= this.openRound(Date.now(), null).finally(() => (this.opening = null));
		await this.opening;
	}

	private async openRound(start: number, previousSeq: number | null): Promise<void> {
		await this.run({ type: "openRound", start, previousSeq });
	}

	/** Feeds an event to the round machine and carries out its effects, in order. */
	private async step(event: RoundEvent): Promise<void> {
		for (const effect of roundStep(this.state, event, this.options.timing).effects) await this.run(effect);
	}

	private async run(effect: RoomEffect): Promise<void> {
		switch (effect.type) {
			case "persist":
				return this.save({ ...this.state, ...effect.patch });
			case "setAlarm":
				return this.ctx.storage.setAlarm(effect.at);
			case "broadcast":
				// Never ahead of a feed flush still going out in slices.
				await this.feed.sent();
				return this.sockets.broadcast(...effect.messages);
			case "flushFeed":
				return this.feed.flush();
			case "settle":
				return this.settlePending();
			case "recordRound":
				return insertRound(this.db, this.tableId, effect.round);
			case "resetBook":
				return this.book.reset(effect.roundId);
			case "closeExpiredSockets":
				return this.sockets.closeExpired();
			case "closeBetting": {
				// Bets accepted before the deadline are still being written: wait for them before the result exists.
				await this.commits.drain();
				const round = this.state.round;
				if (!round) return;
				const seedResult = await resultFromSeed(round.serverSeed, round.roundId);
				return this.step({ type: "bettingClosed", start: effect.start, seedResult });
			}
			case "revealResult": {
				const round = this.state.round;
				if (!round) return;
				const result = round.result ?? (await resultFromSeed(round.serverSeed, round.roundId));
				return this.step({ type: "resultDrawn", start: effect.start, result });
			}
			case "endRound": {
				const hasSockets = this.sockets.count() > 0;
				const tableEnabled = hasSockets && (await this.readTableEnabled());
				return this.step({
					type: "roundEnded",
					start: effect.start,
					previousSeq: effect.previousSeq,
					hasSockets,
					tableEnabled,
				});
			}
			case "openRound": {
				const serverSeed = newServerSeed();
				const roundId = crypto.randomUUID();
				const seq = nextSeq(this.state, effect.previousSeq, await lastSeqInD1(this.db, this.tableId));
				const commitment = await commitmentOf(serverSeed);
				const limits = this.catalogueLimits;
				return this.step({ type: "roundDrawn", start: effect.start, roundId, seq, serverSeed, commitment, limits });
			}
		}
	}

	// ---------------------------------------------------------------- settlement

	/** Settles every revealed round that is not settled yet; a failure is left for the next alarm. */
	private async settlePending(): Promise<void> {
		if (this.settling) return this.settling;
		this.settling = (async () => {
			for (const round of [...(this.state.unsettled ?? [])]) {
				try {
					// An operator-set round's refunds are told to the players' pages (deliverNotifications never throws).
					await deliverNotifications(this.env, await settleRound(this.db, this.d1, round, this.options));
					await this.save({
						...this.state,
						unsettled: (this.state.unsettled ?? []).filter((u) => u.roundId !== round.roundId),
					});
				} catch (error) {
					console.error("[room] settlement of", round.roundId, "failed; the next alarm retries", error);
					continue;
				}
				try {
					await this.announceResults(round);
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

	/** betResult to each player of the round (if connected), and the round's winners to the winners list. */
	private async announceResults(round: Unsettled): Promise<void> {
		const parts = { db: this.db, sockets: this.sockets, feed: this.feed };
		await announceResults(parts, round, this.state.recentWinners ?? [], (recentWinners) =>
			this.save({ ...this.state, recentWinners }),
		);
	}

	// ---------------------------------------------------------------- storage

	/** Persists the state, then arms the alarm for the current phase's deadline (or a settlement retry). */
	private async save(state: RoomState): Promise<void> {
		this.state = state;
		await this.ctx.storage.put(STATE_KEY, state);
		const alarm = alarmFor(state, Date.now());
		if (alarm) await this.ctx.storage.setAlarm(alarm.at);
		else await this.ctx.storage.deleteAlarm();
	}

	/** Reads the table's row: its switch, and its limits for the next round (one query: every round opening reads it). */
	private async readTableEnabled(): Promise<boolean> {
		const { enabled, limits } = await readTableRow(this.db, this.tableId);
		if (limits) this.catalogueLimits = limits;
		if (enabled !== (this.state.tableEnabled ?? true)) {
			this.state = { ...this.state, tableEnabled: enabled };
			await this.ctx.storage.put(STATE_KEY, this.state);
		}
		return enabled;
	}
}
