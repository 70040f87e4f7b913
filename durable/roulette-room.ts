/**
 * RouletteRoom: the one live table. It owns the round clock (phases switched by
 * alarms at absolute deadlines), the round's commitment and result, and the
 * players' sockets (hibernatable, so idle sockets cost nothing).
 *
 * Live state is kept in the object's own storage so that it survives eviction
 * and restarts; D1 holds the durable history (rounds) that the API serves.
 */
import { DurableObject } from "cloudflare:workers";
import { commitmentOf, newServerSeed, resultFromSeed } from "../domain/fairness";
import { messages } from "../domain/messages";
import {
	LAST_RESULTS_KEPT,
	type PastResult,
	type RoomStatus,
	type RoundSnapshot,
	type ServerMessage,
} from "../domain/roulette/protocol";
import { type RoundTiming, roundTimingFrom } from "../domain/roulette/timing";
import { colorOf } from "../domain/roulette/wheel";

/** The stored round keeps its seed secret until the result is revealed. */
type StoredRound = Omit<RoundSnapshot, "serverSeed"> & { serverSeed: string };

type RoomState = { status: RoomStatus; round: StoredRound | null; lastResults: PastResult[] };

const STATE_KEY = "state";
/** An alarm later than this starts the next phase from "now", so nobody gets a shortened betting window. */
const LATE_ALARM_TOLERANCE_MS = 2_000;

export class RouletteRoom extends DurableObject<Env> {
	private state: RoomState = { status: "idle", round: null, lastResults: [] };
	private readonly timing: RoundTiming;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.timing = roundTimingFrom(env as unknown as Record<string, unknown>);
		ctx.blockConcurrencyWhile(async () => {
			this.state = (await ctx.storage.get<RoomState>(STATE_KEY)) ?? this.state;
		});
	}

	/** WebSocket upgrades, forwarded by the Worker from ROOM_SOCKET_PATH. */
	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
			return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
		}
		// Nobody was watching: open a round first, so the newcomer's syncState already shows it.
		if (this.state.status === "idle") await this.openRound(Date.now(), null);
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server);
		server.send(JSON.stringify(this.syncState()));
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, _message: string | ArrayBuffer): Promise<void> {
		// Players' messages (placeBets, forceResult) arrive with the round engine; until then none is understood.
		this.send(ws, { type: "error", serverNow: Date.now(), message: messages.invalidMessage });
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		try {
			// 1005/1006 are reserved and must never be echoed (STACK.md).
			ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
		} catch {
			// already closed
		}
	}

	override async alarm(): Promise<void> {
		await this.advance(Date.now());
	}

	/** The state a client needs on (re)connect. */
	syncState(): Extract<ServerMessage, { type: "syncState" }> {
		return {
			type: "syncState",
			serverNow: Date.now(),
			status: this.state.status,
			round: this.state.round ? publicRound(this.state.round) : null,
			lastResults: this.state.lastResults,
		};
	}

	/** Moves the round on by one phase if its deadline has passed. */
	private async advance(now: number): Promise<void> {
		const round = this.state.round;
		if (!round || this.state.status === "idle") return;
		if (now < round.phaseEndsAt) {
			await this.ctx.storage.setAlarm(round.phaseEndsAt);
			return;
		}
		const start = now - round.phaseEndsAt > LATE_ALARM_TOLERANCE_MS ? now : round.phaseEndsAt;
		switch (round.phase) {
			case "betting":
				return this.closeBetting(round, start);
			case "spinning":
				return this.revealResult(round, start);
			case "result":
				if (this.ctx.getWebSockets().length === 0) return this.goIdle();
				return this.openRound(start, round.seq);
		}
	}

	private async openRound(start: number, previousSeq: number | null): Promise<void> {
		const serverSeed = newServerSeed();
		const roundId = crypto.randomUUID();
		const seq = (previousSeq ?? this.state.round?.seq ?? (await this.lastSeqInD1())) + 1;
		const round: StoredRound = {
			roundId,
			seq,
			phase: "betting",
			phaseStartedAt: start,
			phaseEndsAt: start + this.timing.bettingMs,
			roundEndTime: start + this.timing.bettingMs,
			commitment: await commitmentOf(serverSeed),
			result: null,
			serverSeed,
			operatorSet: false,
		};
		await this.env.DB.prepare(
			"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, ?, ?, ?)",
		)
			.bind(round.roundId, round.seq, round.commitment, round.phaseStartedAt, round.roundEndTime)
			.run();
		await this.save({ ...this.state, status: "running", round });
		this.broadcast({ type: "gameStarted", serverNow: Date.now(), round: publicRound(round) });
	}

	private async closeBetting(round: StoredRound, start: number): Promise<void> {
		const next: StoredRound = {
			...round,
			phase: "spinning",
			phaseStartedAt: start,
			phaseEndsAt: start + this.timing.spinningMs,
			result: await resultFromSeed(round.serverSeed, round.roundId),
		};
		await this.save({ ...this.state, round: next });
		this.broadcast({ type: "bettingClosed", serverNow: Date.now(), round: publicRound(next) });
		this.broadcast({ type: "spinning", serverNow: Date.now(), round: publicRound(next) });
	}

	private async revealResult(round: StoredRound, start: number): Promise<void> {
		const result = round.result ?? (await resultFromSeed(round.serverSeed, round.roundId));
		const next: StoredRound = {
			...round,
			phase: "result",
			phaseStartedAt: start,
			phaseEndsAt: start + this.timing.resultMs,
			result,
		};
		await this.env.DB.prepare("UPDATE rounds SET server_seed = ?, result = ?, result_at = ? WHERE id = ?")
			.bind(round.serverSeed, result, start, round.roundId)
			.run();
		const past: PastResult = {
			roundId: round.roundId,
			seq: round.seq,
			result,
			color: colorOf(result),
			operatorSet: round.operatorSet,
			at: start,
		};
		const lastResults = [past, ...this.state.lastResults.filter((r) => r.roundId !== round.roundId)].slice(
			0,
			LAST_RESULTS_KEPT,
		);
		await this.save({ ...this.state, round: next, lastResults });
		this.broadcast({
			type: "roundResult",
			serverNow: Date.now(),
			round: publicRound(next, true),
			result,
			color: colorOf(result),
		});
	}

	private async goIdle(): Promise<void> {
		await this.save({ ...this.state, status: "idle" });
	}

	/** Persists the state, then arms the alarm for the current phase's deadline. */
	private async save(state: RoomState): Promise<void> {
		this.state = state;
		await this.ctx.storage.put(STATE_KEY, state);
		if (state.status === "running" && state.round) await this.ctx.storage.setAlarm(state.round.phaseEndsAt);
		else await this.ctx.storage.deleteAlarm();
	}

	private async lastSeqInD1(): Promise<number> {
		const row = await this.env.DB.prepare("SELECT MAX(seq) AS seq FROM rounds").first<{ seq: number | null }>();
		return row?.seq ?? 0;
	}

	private broadcast(message: ServerMessage): void {
		const text = JSON.stringify(message);
		for (const ws of this.ctx.getWebSockets()) {
			try {
				ws.send(text);
			} catch {
				// a socket closing as we send; its close handler cleans up
			}
		}
	}

	private send(ws: WebSocket, message: ServerMessage): void {
		try {
			ws.send(JSON.stringify(message));
		} catch {
			// closing
		}
	}
}

/** The round as players may see it: the seed only once the result is out. */
function publicRound(round: StoredRound, revealSeed = round.phase === "result"): RoundSnapshot {
	return { ...round, serverSeed: revealSeed ? round.serverSeed : null };
}
