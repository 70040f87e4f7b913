/**
 * CardRoom: a card table on the game host (durable/game-host/game-host.ts, docs/decisions/0810-game-host.md,
 * 0840-card-tables.md), the part Andar Bahar and Dragon Tiger share; each game's durable class names its game
 * (durable/andar-bahar-room.ts, durable/dragon-tiger-room.ts). The host owns the sockets, sessions, stored state,
 * switch, group commit and exactly-once settlement; a card room supplies its phases:
 *
 * - betting: the round opens with a fresh seed, its commitment recorded before any bet, and its deal fixed by that
 *   seed (domain/cards/games.ts); the cards shown as betting opens (Andar Bahar's joker) are sent with it;
 * - dealing: betting closes (bets being written are waited for), the dealt cards go out with the instant the deal
 *   started, the screen shows them at the pace of domain/cards/timing.ts, and the phase lasts as long as the deal;
 * - result: the seed is revealed, the round recorded as owed before anything else and settled; then the next round.
 *
 * Time is the room's clock (`options.clock`: the wall's, or a test's, which the test moves and runs the alarm).
 */
import { type ParsedCardClientMessage, parseCardClientMessage } from "~/domain/cards/bets";
import { CARD_GAME_RULES, type CardGame, cardBetVerdict, dealOfRound } from "~/domain/cards/games";
import { type CardTiming, cardTimingFrom, dealDurationMs } from "~/domain/cards/timing";
import { commitmentOf, newServerSeed } from "~/domain/fairness";
import { cardMessages, messages } from "~/domain/messages";
import type { Viewer } from "~/domain/roulette/room-contract";
import { balancesOf } from "~/server/ledger";
import type { NotificationRow } from "~/server/notifications";
import { GameHost } from "../game-host/game-host";
import { GroupCommit, rupeeBalances } from "../game-host/group-commit";
import { HELD_ALARM_MS, LATE_ALARM_TOLERANCE_MS, SETTLEMENT_RETRY_MS } from "../game-host/host-state";
import { RoundList } from "../game-host/round-list";
import { insertRound, lastSeqInD1 } from "../game-host/round-records";
import { balancesOfMany } from "../game-host/settlement";
import { type CardSubmission, cardRows } from "./bet-rows";
import { CardBook, cardBetView } from "./book";
import { CardPlayers } from "./players";
import { settleCardRound } from "./settlement";
import {
	bettingOpenAt,
	type CardOwed,
	type CardRound,
	type CardState,
	INITIAL_CARD_STATE,
	LAST_RESULTS_KEPT,
	publicCardRound,
} from "./state";

export abstract class CardRoom extends GameHost<CardState, CardOwed, ParsedCardClientMessage, CardTiming> {
	private readonly book = new CardBook();
	private readonly commits: GroupCommit<CardSubmission>;
	private readonly players: CardPlayers;
	private readonly list: RoundList;
	private fixedNext: { roundId: string; serverSeed: string } | null = null;

	constructor(
		ctx: DurableObjectState,
		env: Env,
		protected readonly game: CardGame,
	) {
		super(ctx, env, { initialState: INITIAL_CARD_STATE, timingFrom: cardTimingFrom });
		this.commits = new GroupCommit(
			this.db,
			this.d1,
			this.options.groupCommit,
			() => this.options.groupWindowMs,
			cardRows,
		);
		this.players = new CardPlayers({
			game,
			db: this.db,
			options: this.options,
			book: this.book,
			commits: this.commits,
			sockets: this.sockets,
			round: () => this.state.round,
			bettingOpen: (round) => bettingOpenAt(this.state, round, this.now()),
			listChanged: () => {
				this.book.changed();
				this.list.touch();
			},
		});
		this.list = new RoundList(
			this.sockets,
			this.book,
			() => this.state.round?.roundId ?? null,
			() => this.options.feedSlice,
		);
	}

	protected override async restore(): Promise<void> {
		if (this.state.round) await this.book.load(this.db, this.state.round.roundId);
	}

	protected override now(): number {
		return this.options.clock();
	}

	/** Tests only: the id and seed of the next round it opens (a deal the test chose), then fresh ones again. */
	fixNextRoundForTests(next: { roundId: string; serverSeed: string } | null): void {
		this.fixedNext = next;
	}

	/** Tests only: the round as the room stores it (its seed and deal included). */
	roundForTests(): CardRound | null {
		return this.state.round;
	}

	// ---------------------------------------------------------------- messages

	protected override parseMessage(text: string): ParsedCardClientMessage {
		return parseCardClientMessage(text);
	}

	protected override async onMessage(ws: WebSocket, viewer: Viewer, parsed: ParsedCardClientMessage) {
		switch (parsed.type) {
			case "cardBet":
				return this.players.placeBets(ws, viewer, parsed.message);
			case "ping":
				return this.sockets.send(ws, { type: "pong", clientTime: parsed.clientTime });
			default:
				return this.sockets.sendError(ws, messages.invalidMessage);
		}
	}

	protected override async syncStateFor(viewer: Viewer | null) {
		const round = this.state.round;
		const current = round !== null && this.book.holds(round.roundId);
		const you = viewer
			? {
					bets: current ? this.book.mine(viewer.userId) : [],
					balances: rupeeBalances(await balancesOf(this.db, viewer.userId)),
				}
			: null;
		const list = current ? this.book.roundBets() : { bets: [], more: 0 };
		return {
			type: "syncState" as const,
			game: this.game,
			round: round ? publicCardRound(round) : null,
			lastResults: this.state.lastResults,
			you,
			tableEnabled: this.state.tableEnabled ?? true,
			roundBets: list.bets,
			roundBetsMore: list.more,
		};
	}

	protected override tableClosedMessage(): string {
		return cardMessages.tableDisabled;
	}

	// ---------------------------------------------------------------- the round clock

	protected override alarmAt(state: CardState): number | null {
		if (state.status === "running" && state.round) {
			// Under a test's clock the test runs the alarm itself.
			return this.options.clock === Date.now ? state.round.phaseEndsAt : Date.now() + HELD_ALARM_MS;
		}
		if ((state.unsettled ?? []).length > 0) return Date.now() + SETTLEMENT_RETRY_MS;
		return null;
	}

	protected override async onAlarm(): Promise<void> {
		const round = this.state.round;
		if (!round || this.state.status === "idle") return;
		const now = this.now();
		// An alarm that fires early re-arms itself and changes nothing; a late one starts the phase from now.
		if (now < round.phaseEndsAt) {
			const at = this.alarmAt(this.state);
			if (at !== null) await this.ctx.storage.setAlarm(at);
			return;
		}
		const start = now - round.phaseEndsAt > LATE_ALARM_TOLERANCE_MS ? now : round.phaseEndsAt;
		if (round.phase === "betting") return this.deal(round, start);
		if (round.phase === "dealing") return this.reveal(round, start);
		return this.endRound(start, round.seq);
	}

	/** Opens the next round: its seed drawn, its commitment recorded before any bet, its open cards shown. */
	protected override async openRound(start: number, previousSeq: number | null): Promise<void> {
		const { serverSeed, roundId } = this.fixedNext ?? { serverSeed: newServerSeed(), roundId: crypto.randomUUID() };
		this.fixedNext = null;
		const seq = Math.max(previousSeq ?? this.state.round?.seq ?? 0, await lastSeqInD1(this.db, this.tableId)) + 1;
		const { limits } = this.catalogue;
		const round: CardRound = {
			roundId,
			seq,
			game: this.game,
			phase: "betting",
			phaseStartedAt: start,
			phaseEndsAt: start + this.options.timing.bettingMs,
			roundEndTime: start + this.options.timing.bettingMs,
			commitment: await commitmentOf(serverSeed),
			serverSeed,
			deal: await dealOfRound(this.game, serverSeed, roundId),
			dealStartedAt: null,
			minBetPaise: limits.minBetPaise,
			maxBetPaise: limits.maxBetPaise,
		};
		await insertRound(this.db, this.tableId, round);
		this.book.reset(round.roundId);
		this.sockets.closeExpired();
		await this.save({ ...this.state, status: "running", round, tableEnabled: true });
		this.sockets.broadcast({ type: "bettingOpen", round: publicCardRound(round) });
	}

	/** Betting closes: the bets being written are waited for, then the cards go out. */
	private async deal(round: CardRound, start: number): Promise<void> {
		await this.commits.drain();
		if (this.state.round?.roundId !== round.roundId || this.state.round.phase !== "betting") return;
		const count = round.deal.cards.length - CARD_GAME_RULES[this.game].openCount;
		const dealing: CardRound = {
			...round,
			phase: "dealing",
			phaseStartedAt: start,
			phaseEndsAt: start + dealDurationMs(this.game, count),
			dealStartedAt: start,
		};
		await this.save({ ...this.state, round: dealing });
		this.sockets.broadcast({ type: "dealing", round: publicCardRound(dealing) });
	}

	/** The deal is over: the round is revealed, recorded as owed before anything else, then settled. */
	private async reveal(round: CardRound, start: number): Promise<void> {
		const owed: CardOwed = {
			roundId: round.roundId,
			game: this.game,
			serverSeed: round.serverSeed,
			deal: round.deal,
			resultAt: start,
		};
		const shown: CardRound = {
			...round,
			phase: "result",
			phaseStartedAt: start,
			phaseEndsAt: start + this.options.timing.resultMs,
		};
		const past = {
			roundId: round.roundId,
			seq: round.seq,
			result: round.deal.result,
			cardsDealt: round.deal.cardsDealt,
			suited: round.deal.suited,
		};
		const lastResults = [past, ...this.state.lastResults.filter((r) => r.roundId !== round.roundId)];
		await this.save({
			...this.state,
			round: shown,
			lastResults: lastResults.slice(0, LAST_RESULTS_KEPT),
			unsettled: [...(this.state.unsettled ?? []).filter((u) => u.roundId !== round.roundId), owed],
		});
		this.sockets.broadcast({ type: "roundResult", round: publicCardRound(shown), lastResults: this.state.lastResults });
		await this.settlePending();
	}

	/** The result has been shown: the next round opens, unless nobody is watching or the table was switched off. */
	private async endRound(start: number, previousSeq: number): Promise<void> {
		if (this.sockets.count() === 0) return this.save({ ...this.state, status: "idle" });
		if (!(await this.readTableEnabled())) {
			await this.save({ ...this.state, status: "idle" });
			this.sockets.broadcast({ type: "tableStatus", tableEnabled: false, message: cardMessages.tableDisabled });
			return;
		}
		await this.openRound(start, previousSeq);
	}

	// ---------------------------------------------------------------- settlement

	protected override settleOwed(owed: CardOwed): Promise<NotificationRow[]> {
		return settleCardRound(this.db, this.d1, owed, this.options);
	}

	/** Each player of the round is told what their bets returned, with their balances. */
	protected override async announceOwed(owed: CardOwed): Promise<void> {
		if (!this.book.holds(owed.roundId)) return;
		const placed = this.book.placed();
		for (const bet of placed) {
			const verdict = cardBetVerdict(owed.game, bet.spot, bet.amountPaise, owed.deal);
			bet.status = verdict.status;
			bet.payoutPaise = verdict.paidPaise;
		}
		// Everyone's list shows what each bet returned.
		this.book.changed();
		await this.list.flush();
		const players = [...new Set(placed.map((b) => b.userId))].filter((id) => this.sockets.ofUser(id).length > 0);
		const balances = await balancesOfMany(this.db, players);
		for (const userId of players) {
			const told = {
				type: "betResult",
				roundId: owed.roundId,
				bets: placed.filter((b) => b.userId === userId).map(cardBetView),
				balances: balances.get(userId) ?? { realBalance: 0, playTokens: 0 },
			};
			for (const ws of this.sockets.ofUser(userId)) this.sockets.send(ws, told);
		}
	}
}
