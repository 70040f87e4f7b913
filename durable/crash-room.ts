/**
 * CrashRoom: one crash table (the home page's Aviator; one object per crash table of the catalogue,
 * `idFromName(tableId)`) on the game host (durable/game-host/game-host.ts, docs/decisions/0810-game-host.md), which
 * owns its sockets, sessions, stored state, switch, group commit and owed settlements. The crash game supplies
 * (docs/decisions/0820-crash-game.md): its phases (betting → flying → crashed → the next round), the round's chain
 * link and the first bettors' seeds that give its crash point (crash/chain.ts, domain/crash/fairness.ts), its bets
 * (crash/players.ts) and cash-outs decided by the room's clock alone (crash/state.ts), paid once (crash/cash-outs.ts),
 * and the settlement of the rest at the crash (crash/settlement.ts).
 *
 * Time is the room's clock (`options.clock`: the wall clock, or a test's): the flight's multiplier, the betting
 * deadline and every cash-out are read from it, and the alarm is armed for the next moment the round changes (the
 * betting deadline, the next auto cash-out target, the crash, the next round). Under a test's clock the room never
 * wakes itself: the test runs its alarm.
 */
import { type ParsedCrashClientMessage, parseCrashClientMessage } from "~/domain/crash/bets";
import { crashPointFrom } from "~/domain/crash/fairness";
import { crashesAtMs, elapsedToReach, isPaidAt } from "~/domain/crash/flight";
import type { Multiplier } from "~/domain/crash/protocol";
import { type CrashTiming, crashTimingFrom } from "~/domain/crash/timing";
import { crashMessages, messages } from "~/domain/messages";
import type { Viewer } from "~/domain/roulette/room-contract";
import { DEFAULT_MAX_WIN_PAISE } from "~/domain/tables";
import { balancesOf } from "~/server/ledger";
import type { NotificationRow } from "~/server/notifications";
import { type CrashSubmission, crashRows } from "./crash/bet-rows";
import { CrashBook, type CrashBookBet } from "./crash/book";
import { CashOutCommit } from "./crash/cash-outs";
import { ChainStore, chainLengthFrom } from "./crash/chain";
import { CrashPlayers } from "./crash/players";
import { firstClientSeeds, settleCrashRound } from "./crash/settlement";
import {
	automaticAtCrash,
	automaticTarget,
	type CrashOwed,
	type CrashRound,
	type CrashState,
	cashOutPayoutPaise,
	crashBettingOpen,
	crashInstant,
	INITIAL_CRASH_STATE,
	LAST_CRASHES_KEPT,
	publicCrashRound,
} from "./crash/state";
import { GameHost } from "./game-host/game-host";
import { GroupCommit, rupeeBalances } from "./game-host/group-commit";
import { HELD_ALARM_MS, LATE_ALARM_TOLERANCE_MS, SETTLEMENT_RETRY_MS } from "./game-host/host-state";
import { RoundList } from "./game-host/round-list";
import { insertRound, lastSeqInD1 } from "./game-host/round-records";

export class CrashRoom extends GameHost<CrashState, CrashOwed, ParsedCrashClientMessage, CrashTiming> {
	private readonly book = new CrashBook();
	private readonly commits: GroupCommit<CrashSubmission>;
	private readonly cashOuts: CashOutCommit;
	private readonly list: RoundList;
	private readonly players: CrashPlayers;
	private readonly chain: ChainStore;
	/** Tests only: the crash point of the next flights instead of the fair one (fixCrashPointForTests). */
	private fixedCrashPoint: Multiplier | null = null;
	/** Each flying bet's automatic cash-out instant (room clock), once computed. */
	private readonly autoAt = new Map<string, number>();

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env, { initialState: INITIAL_CRASH_STATE, timingFrom: crashTimingFrom });
		const windowMs = () => this.options.groupWindowMs;
		this.commits = new GroupCommit(this.db, this.d1, this.options.groupCommit, windowMs, crashRows);
		this.cashOuts = new CashOutCommit(this.db, this.d1, windowMs);
		const roundId = () => this.state.round?.roundId ?? null;
		this.list = new RoundList(this.sockets, this.book, roundId, () => this.options.feedSlice);
		this.chain = new ChainStore(this.db, this.tableId, chainLengthFrom(env as unknown as Record<string, unknown>));
		this.players = new CrashPlayers({
			db: this.db,
			options: this.options,
			book: this.book,
			commits: this.commits,
			cashOuts: this.cashOuts,
			sockets: this.sockets,
			list: this.list,
			round: () => this.state.round,
			bettingOpen: (round) => crashBettingOpen(this.state, round, this.now()),
			now: () => this.now(),
		});
	}

	protected override async restore(): Promise<void> {
		if (this.state.round) await this.book.load(this.db, this.state.round.roundId);
	}

	protected override now(): number {
		return this.options.clock();
	}

	// ---------------------------------------------------------------- the test seam

	/** Tests only: the crash point of the flights that start from now on (null: the fair one again). */
	fixCrashPointForTests(crashPoint: Multiplier | null): void {
		this.fixedCrashPoint = crashPoint;
	}

	/** Tests only: the round as the room stores it (its secrets included). */
	roundForTests(): CrashRound | null {
		return this.state.round;
	}

	// ---------------------------------------------------------------- messages

	protected override parseMessage(text: string): ParsedCrashClientMessage {
		return parseCrashClientMessage(text);
	}

	protected override async onMessage(ws: WebSocket, viewer: Viewer, parsed: ParsedCrashClientMessage) {
		switch (parsed.type) {
			case "crashBet":
				return this.players.placeBet(ws, viewer, parsed.message);
			case "cashOut":
				return this.players.cashOut(ws, viewer, parsed.message);
			case "ping":
				return this.sockets.send(ws, { type: "pong", clientTime: parsed.clientTime });
			default:
				return this.sockets.sendError(ws, messages.invalidMessage);
		}
	}

	/** The state a client needs on (re)connect. */
	syncState(you: { userId: string; balances: { realBalance: number; playTokens: number } } | null = null) {
		const round = this.state.round;
		const current = round && this.book.holds(round.roundId);
		const list = current ? this.book.roundBets() : { bets: [], more: 0 };
		return {
			type: "syncState" as const,
			serverNow: this.now(),
			game: "crash" as const,
			round: round ? publicCrashRound(round) : null,
			lastCrashes: this.state.lastCrashes,
			you: you ? { bets: current ? this.book.mine(you.userId) : [], balances: you.balances } : null,
			roundBets: list.bets,
			roundBetsMore: list.more,
			tableEnabled: this.state.tableEnabled ?? true,
			feed: [],
		};
	}

	protected override async syncStateFor(viewer: Viewer | null) {
		if (!viewer) return this.syncState();
		const balances = rupeeBalances(await balancesOf(this.db, viewer.userId));
		return this.syncState({ userId: viewer.userId, balances });
	}

	protected override tableClosedMessage(): string {
		return crashMessages.tableDisabled;
	}

	// ---------------------------------------------------------------- the round clock

	protected override alarmAt(state: CrashState): number | null {
		const round = state.round;
		if (state.status === "running" && round) {
			const at =
				round.phase === "flying" ? Math.min(crashInstant(round), this.nextAutomatic(round)) : round.phaseEndsAt;
			// The room's clock is the wall's in play; under a test's clock the test runs the alarm itself.
			if (this.options.clock === Date.now) return at;
			return Date.now() + HELD_ALARM_MS;
		}
		if ((state.unsettled ?? []).length > 0) return Date.now() + SETTLEMENT_RETRY_MS;
		return null;
	}

	/** Arms the alarm for the stored state as it is now (a cash-out instant passed, or the book changed). */
	private async rearm(): Promise<void> {
		const at = this.alarmAt(this.state);
		if (at !== null) await this.ctx.storage.setAlarm(at);
	}

	protected override async onAlarm(): Promise<void> {
		const round = this.state.round;
		if (!round || this.state.status === "idle") return;
		const now = this.now();
		if (round.phase === "flying") {
			await this.payDueAutomatic(round, now);
			const crashAt = crashInstant(round);
			if (now < crashAt) return this.rearm();
			return this.crash(round, now - crashAt > LATE_ALARM_TOLERANCE_MS ? now : crashAt);
		}
		// An alarm that fires early re-arms itself and changes nothing; a late one starts the phase from now.
		if (now < round.phaseEndsAt) return this.rearm();
		const start = now - round.phaseEndsAt > LATE_ALARM_TOLERANCE_MS ? now : round.phaseEndsAt;
		if (round.phase === "betting") return this.startFlight(start);
		return this.endRound(start, round.seq);
	}

	/** Opens the next round: its chain link is claimed and its commitment recorded before any bet. */
	protected override async openRound(start: number, previousSeq: number | null): Promise<void> {
		const link = await this.chain.next();
		const seq = Math.max(previousSeq ?? this.state.round?.seq ?? 0, await lastSeqInD1(this.db, this.tableId)) + 1;
		const { limits, maxWinPaise } = this.catalogue;
		const round: CrashRound = {
			roundId: crypto.randomUUID(),
			seq,
			phase: "betting",
			phaseStartedAt: start,
			phaseEndsAt: start + this.options.timing.bettingMs,
			roundEndTime: start + this.options.timing.bettingMs,
			flightStartedAt: null,
			...link,
			clientSeeds: null,
			crashPoint: null,
			minBetPaise: limits.minBetPaise,
			maxBetPaise: limits.maxBetPaise,
			maxWinPaise: maxWinPaise ?? DEFAULT_MAX_WIN_PAISE,
		};
		await insertRound(this.db, this.tableId, round);
		this.book.reset(round.roundId);
		this.sockets.closeExpired();
		await this.save({ ...this.state, status: "running", round, tableEnabled: true });
		this.sockets.broadcast({ type: "bettingOpen", round: publicCrashRound(round) });
	}

	/** Betting closes: the bets being written are waited for, then the first bettors' seeds fix the crash point. */
	private async startFlight(start: number): Promise<void> {
		await this.commits.drain();
		const round = this.state.round;
		if (!round || round.phase !== "betting") return;
		const clientSeeds = await firstClientSeeds(this.db, round.roundId);
		const crashPoint = this.fixedCrashPoint ?? (await crashPointFrom(round.gameHash, clientSeeds));
		const flying: CrashRound = {
			...round,
			phase: "flying",
			phaseStartedAt: start,
			phaseEndsAt: start + crashesAtMs(crashPoint),
			flightStartedAt: start,
			clientSeeds,
			crashPoint,
		};
		this.autoAt.clear();
		await this.list.flush();
		await this.save({ ...this.state, round: flying });
		this.sockets.broadcast({ type: "flightStarted", round: publicCrashRound(flying) });
		// The instant crash (1.00×) ends the flight at once; a late alarm may already be past the crash too.
		if (this.now() >= crashInstant(flying)) await this.crash(flying, crashInstant(flying));
	}

	/** The next instant a flying bet's automatic target (auto cash-out or maximum win) is reached, if below the crash. */
	private nextAutomatic(round: CrashRound): number {
		let next = Number.POSITIVE_INFINITY;
		for (const bet of this.book.placed()) {
			if (bet.status !== "placed" || bet.cashing) continue;
			const at = this.automaticInstant(round, bet);
			if (at !== null && at < next) next = at;
		}
		return next;
	}

	private automaticInstant(round: CrashRound, bet: CrashBookBet): number | null {
		if (round.crashPoint === null || round.flightStartedAt === null) return null;
		let at = this.autoAt.get(bet.betId);
		if (at === undefined) {
			const target = automaticTarget(bet, round.maxWinPaise);
			at = isPaidAt(target, round.crashPoint) ? round.flightStartedAt + elapsedToReach(target) : -1;
			this.autoAt.set(bet.betId, at);
		}
		return at < 0 ? null : at;
	}

	/** The room's own cash-outs whose instant has come: each paid exactly its target, its owner told now. */
	private async payDueAutomatic(round: CrashRound, now: number): Promise<void> {
		const due = [];
		for (const bet of this.book.placed()) {
			if (bet.status !== "placed" || bet.cashing || round.crashPoint === null) continue;
			const at = this.automaticInstant(round, bet);
			if (at === null || at > now) continue;
			const target = automaticTarget(bet, round.maxWinPaise);
			due.push({ bet, at: target, payoutPaise: cashOutPayoutPaise(bet.amountPaise, target, round.maxWinPaise) });
		}
		if (due.length > 0) await this.players.payAutomatic(due);
	}

	/** The crash: decided cash-outs are written first, then the round is revealed and its other bets settled. */
	private async crash(round: CrashRound, start: number): Promise<void> {
		await this.cashOuts.drain();
		if (this.state.round?.roundId !== round.roundId || this.state.round.phase !== "flying") return;
		const crashPoint = round.crashPoint ?? 100;
		const owed: CrashOwed = {
			roundId: round.roundId,
			gameHash: round.gameHash,
			crashPoint,
			clientSeeds: round.clientSeeds ?? [],
			resultAt: start,
			maxWinPaise: round.maxWinPaise,
		};
		const crashed: CrashRound = {
			...round,
			phase: "crashed",
			phaseStartedAt: start,
			phaseEndsAt: start + this.options.timing.crashedMs,
		};
		const past = { roundId: round.roundId, seq: round.seq, crashPoint, at: start };
		const lastCrashes = [past, ...this.state.lastCrashes.filter((c) => c.roundId !== round.roundId)];
		// Recorded as owing settlement before anything else, so an eviction from here on is resumed.
		await this.save({
			...this.state,
			round: crashed,
			lastCrashes: lastCrashes.slice(0, LAST_CRASHES_KEPT),
			unsettled: [...(this.state.unsettled ?? []).filter((u) => u.roundId !== round.roundId), owed],
		});
		await this.list.sent();
		this.sockets.broadcast({ type: "crashed", round: publicCrashRound(crashed) });
		await this.settlePending();
	}

	/** The pause is over: the next round opens, unless nobody is watching or the table was switched off. */
	private async endRound(start: number, previousSeq: number): Promise<void> {
		if (this.sockets.count() === 0) return this.save({ ...this.state, status: "idle" });
		if (!(await this.readTableEnabled())) {
			await this.save({ ...this.state, status: "idle" });
			this.sockets.broadcast({ type: "tableStatus", tableEnabled: false, message: crashMessages.tableDisabled });
			return;
		}
		await this.openRound(start, previousSeq);
	}

	// ---------------------------------------------------------------- settlement

	protected override settleOwed(owed: CrashOwed): Promise<NotificationRow[]> {
		return settleCrashRound(this.db, this.d1, owed, this.options);
	}

	/** The bets the crash paid at their target are told to their owners; the others were lost (the crash says so). */
	protected override async announceOwed(owed: CrashOwed): Promise<void> {
		if (!this.book.holds(owed.roundId)) return;
		const paid: CrashBookBet[] = [];
		for (const bet of this.book.placed()) {
			if (bet.status !== "placed") continue;
			const automatic = automaticAtCrash(bet, owed.crashPoint, owed.maxWinPaise);
			if (automatic) {
				Object.assign(bet, { status: "cashedOut", cashedOutAt: automatic.at, payoutPaise: automatic.payoutPaise });
				paid.push(bet);
			} else bet.status = "lost";
		}
		this.book.changed();
		await this.players.tellSettled(paid);
		await this.list.flush();
	}
}
