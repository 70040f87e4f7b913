/**
 * RouletteRoom: one live roulette table (one object per table of the catalogue, `idFromName(tableId)`) on the game
 * host (durable/game-host/game-host.ts, docs/decisions/0810-game-host.md), which owns its sockets, sessions, stored
 * state, switch and owed settlements. Roulette supplies its parts (docs/decisions/0800-room-in-parts.md): the round
 * clock (phases switched by alarms at absolute deadlines, decided by roulette/round-machine.ts), the round's
 * commitment and result, the players' bet book of the round (roulette/bet-book.ts, roulette/bet-admission.ts), their
 * rows in the host's group commit (roulette/bet-rows.ts), each bet's settlement (roulette/settlement.ts) and the
 * operator's forced result.
 *
 * Bets are D1 rows written in the same batch as their stake's ledger entry, so the book of the current round can
 * always be rebuilt from D1.
 */
import { commitmentOf, newServerSeed, resultFromSeed } from "~/domain/fairness";
import { messages, rouletteMessages } from "~/domain/messages";
import { may } from "~/domain/operator-roles";
import type { Seat } from "~/domain/roulette/protocol";
import type { Viewer } from "~/domain/roulette/room-contract";
import { type ParsedClientMessage, parseClientMessage } from "~/domain/roulette/socket-messages";
import { type RoundTiming, roundTimingFrom } from "~/domain/roulette/timing";
import { isPocket, pocketRefusal } from "~/domain/roulette/wheel";
import type { Role } from "~/domain/users";
import { balancesOf } from "~/server/ledger";
import type { NotificationRow } from "~/server/notifications";
import { GameHost } from "./game-host/game-host";
import { GroupCommit, rupeeBalances } from "./game-host/group-commit";
import { insertRound, lastSeqInD1 } from "./game-host/round-records";
import { BetAdmission } from "./roulette/bet-admission";
import { BetBook } from "./roulette/bet-book";
import { rouletteRows, type Submission } from "./roulette/bet-rows";
import { auditForcedResult } from "./roulette/forced-result";
import { announceResults } from "./roulette/results-announcement";
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
} from "./roulette/round-machine";
import { settleRouletteRound } from "./roulette/settlement";
import { type SyncState, syncStateMessage } from "./roulette/sync-state";

export class RouletteRoom extends GameHost<RoomState, Unsettled, ParsedClientMessage, RoundTiming> {
	private readonly book = new BetBook();
	private readonly commits: GroupCommit<Submission>;
	private readonly admission: BetAdmission;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env, { initialState: INITIAL_ROOM_STATE, timingFrom: roundTimingFrom });
		this.commits = new GroupCommit(
			this.db,
			this.d1,
			this.options.groupCommit,
			() => this.options.groupWindowMs,
			rouletteRows,
		);
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
	}

	protected override async restore(): Promise<void> {
		if (this.state.round) await this.book.load(this.db, this.state.round.roundId);
	}

	// ---------------------------------------------------------------- the test seam

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
		await this.store();
	}

	// ---------------------------------------------------------------- messages

	protected override parseMessage(text: string): ParsedClientMessage {
		return parseClientMessage(text);
	}

	protected override async onMessage(ws: WebSocket, viewer: Viewer, parsed: ParsedClientMessage): Promise<void> {
		switch (parsed.type) {
			case "placeBets":
				return this.admission.placeBets(ws, viewer, parsed.message);
			case "forceResult": {
				if (!may(viewer.role, "runTables")) return this.sockets.sendError(ws, "You do not have permission to do that.");
				const outcome = await this.forceResult(parsed.message.number, { id: viewer.userId, role: viewer.role }, null);
				if ("message" in outcome) return this.sockets.sendError(ws, outcome.message);
				return;
			}
			default:
				return this.sockets.sendError(ws, messages.invalidMessage);
		}
	}

	/** The state a client needs on (re)connect; `seat` is the viewer's own part. */
	syncState(seat: Seat | null = null, admin = false): SyncState {
		return syncStateMessage(this.state, { feed: this.feed, book: this.book, now: Date.now() }, seat, admin);
	}

	protected override async syncStateFor(viewer: Viewer | null) {
		if (!viewer) return this.syncState();
		const balances = rupeeBalances(await balancesOf(this.db, viewer.userId));
		const bets = this.book.placed(this.state.round?.roundId ?? null, viewer.userId);
		const seat: Seat = { userId: viewer.userId, role: viewer.role, bets, balances };
		return this.syncState(seat, may(viewer.role, "runTables"));
	}

	protected override tableClosedMessage(): string {
		return rouletteMessages.tableDisabled;
	}

	// ---------------------------------------------------------------- operator

	/**
	 * Forces the next result (admin only; the API and the admin socket both come here) for the round whose betting
	 * closes next: marked operator-set, audited, its real-money stakes refunded, not settled (docs/product.md#operator-mode).
	 */
	async forceResult(
		number: unknown,
		actor: { id: string; role: Role },
		ip: string | null,
	): Promise<{ number: number; roundId: string | null } | { message: string; status: 403 | 422 }> {
		if (!may(actor.role, "runTables")) return { message: "You do not have permission to do that.", status: 403 };
		if (!isPocket(number)) return { message: pocketRefusal(number), status: 422 };
		const round = this.state.round;
		const roundId = round && this.bettingOpen(round) ? round.roundId : null;
		const before = this.state.pendingForce?.number ?? null;
		await auditForcedResult(this.db, { actorId: actor.id, tableId: this.tableId, roundId, before, number, ip });
		await this.step({ type: "forced", number, by: actor.id });
		this.sockets.broadcastToAdmins({ type: "resultForced", number, roundId });
		return { number, roundId };
	}

	// ---------------------------------------------------------------- clock

	protected override async onAlarm(): Promise<void> {
		await this.step({ type: "alarm", now: Date.now() });
	}

	protected override alarmAt(state: RoomState): number | null {
		return alarmFor(state, Date.now())?.at ?? null;
	}

	private bettingOpen(round: StoredRound): boolean {
		return bettingOpen(this.state, round, Date.now());
	}

	protected override async openRound(start: number, previousSeq: number | null): Promise<void> {
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
				const limits = this.catalogue.limits;
				return this.step({ type: "roundDrawn", start: effect.start, roundId, seq, serverSeed, commitment, limits });
			}
		}
	}

	// ---------------------------------------------------------------- settlement

	protected override settleOwed(round: Unsettled): Promise<NotificationRow[]> {
		// An operator-set round's refunds are told to the players' pages.
		return settleRouletteRound(this.db, this.d1, round, this.options);
	}

	/** betResult to each player of the round (if connected), and the round's winners to the winners list. */
	protected override async announceOwed(round: Unsettled): Promise<void> {
		const parts = { db: this.db, sockets: this.sockets, feed: this.feed };
		await announceResults(parts, round, this.state.recentWinners ?? [], (recentWinners) =>
			this.save({ ...this.state, recentWinners }),
		);
	}
}
