/**
 * RouletteRoom: the one live table. It owns the round clock (phases switched by
 * alarms at absolute deadlines), the round's commitment and result, the players'
 * bet book of the round, settlement, and the sockets (hibernatable).
 *
 * Live state is kept in the object's own storage so that it survives eviction
 * and restarts; money and history are in D1 (docs/decisions/0003). Bets are D1
 * rows written in the same batch as their stake's ledger entry, so the book of
 * the current round can always be rebuilt from D1.
 */
import { DurableObject } from "cloudflare:workers";
import { commitmentOf, newServerSeed, resultFromSeed } from "../domain/fairness";
import { messages, rouletteMessages } from "../domain/messages";
import { paiseToRupees } from "../domain/money";
import { operatorConfigFrom, realMoneyAccess } from "../domain/operator";
import {
	type Bet,
	type BetLimits,
	type BetType,
	betLimitsOf,
	betReturnPaise,
	betValueLabel,
	maskName,
	TABLE_LIMITS,
	validateSubmission,
} from "../domain/roulette/bets";
import {
	type Balances,
	FEED_BATCH_MAX,
	FEED_FLUSH_MS,
	FEED_KEPT,
	type FeedEntry,
	LAST_RESULTS_KEPT,
	type LiveBet,
	type PastResult,
	type PlacedBet,
	RECENT_WINNERS_KEPT,
	type RecentWinner,
	type RoomStatus,
	type RoundSnapshot,
	type Seat,
	type ServerMessage,
	type Wallet,
} from "../domain/roulette/protocol";
import { type RoundTiming, roundTimingFrom } from "../domain/roulette/timing";
import { colorOf, isPocket } from "../domain/roulette/wheel";
import { authenticate, sessionStillLive } from "../worker/lib/authenticate";
import { balancesOf, MOVEMENT_EXISTS_SQL, movementStatements } from "../worker/lib/ledger";
import { checkBet } from "../worker/lib/protection";
import { CLOSE, ConnectBudget, MessageBudget, type SocketBudgets, socketBudgetsFrom } from "./socket-guard";

/** Headers the Worker sets (after verifying the access token) to tell the room who is connecting. */
export const ROOM_IDENTITY_HEADERS = {
	userId: "X-Room-User-Id",
	role: "X-Room-User-Role",
	/** URI-encoded (names may be outside Latin-1). */
	name: "X-Room-User-Name",
	/** The connecting request's country (`request.cf.country`), for the operator's allow-list; empty when unknown. */
	country: "X-Room-User-Country",
	/** The session (refresh-token family) of the access token: logout closes that session's sockets. */
	sessionId: "X-Room-Session-Id",
	/** When the access token expires (epoch ms): the socket may not act after it unless renewed. */
	tokenExpiresAt: "X-Room-Token-Expires-At",
	/** The client's rate-limit subject (its address, IPv6 per /64), set for every socket, signed in or not. */
	client: "X-Room-Client",
} as const;

export type Viewer = {
	userId: string;
	role: "user" | "admin";
	name: string;
	country?: string | null;
	sessionId: string;
	tokenExpiresAt: number;
};

/** The stored round keeps its seed secret until the result is revealed. */
type StoredRound = Omit<RoundSnapshot, "serverSeed"> & { serverSeed: string; forcedBy?: string | null };

/** A revealed round whose bets still have to be settled (or whose players still have to hear about it). */
type Unsettled = {
	roundId: string;
	result: number;
	serverSeed: string;
	operatorSet: boolean;
	forcedBy: string | null;
	resultAt: number;
};

type RoomState = {
	status: RoomStatus;
	round: StoredRound | null;
	lastResults: PastResult[];
	recentWinners?: RecentWinner[];
	unsettled?: Unsettled[];
	pendingForce?: { number: number; by: string } | null;
	tableEnabled?: boolean;
};

type BookBet = Bet & { wallet: Wallet; submissionId: string; committed: boolean };
type Outcome = { kind: "placed" | "duplicate" | "insufficient"; balances: Balances | null };
type Submission = {
	viewer: Viewer;
	roundId: string;
	submissionId: string;
	wallet: Wallet;
	bets: Bet[];
	resolve: (outcome: Outcome) => void;
	reject: (error: unknown) => void;
};

const STATE_KEY = "state";
/** An alarm later than this starts the next phase from "now", so nobody gets a shortened betting window. */
const LATE_ALARM_TOLERANCE_MS = 2_000;
/** Retry delay for a settlement that failed while the room is otherwise idle. */
const SETTLEMENT_RETRY_MS = 5_000;
/** Submissions per D1 batch under group commit (each is 2 + bets + 1 statements). */
const GROUP_COMMIT_MAX_SUBMISSIONS = 100;
/** Statements per D1 batch: keeps one batch well inside D1's per-invocation query limits. */
const GROUP_COMMIT_MAX_STATEMENTS = 500;

export const stakeKey = (userId: string, submissionId: string) => `bet-stake:${userId}:${submissionId}`;
export const payoutKey = (betId: string) => `bet:${betId}:payout`;
export const refundKey = (betId: string) => `bet:${betId}:refund`;

function rupeeBalances(b: { realPaise: number; tokensPaise: number }): Balances {
	return { realBalance: paiseToRupees(b.realPaise), playTokens: paiseToRupees(b.tokensPaise) };
}

export class RouletteRoom extends DurableObject<Env> {
	private state: RoomState = { status: "idle", round: null, lastResults: [] };
	private readonly timing: RoundTiming;
	/** Group commit on (default) or off (ROOM_GROUP_COMMIT=off, for the benchmark's comparison). */
	private readonly groupCommit: boolean;

	/** The current round's bets per player, including submissions still being committed. */
	private book = new Map<string, BookBet[]>();
	private bookRoundId: string | null = null;
	/** Submissions being committed, by `${userId}:${submissionId}`. */
	private inFlight = new Map<string, Promise<Outcome>>();
	private queue: Submission[] = [];
	private flushing: Promise<void> | null = null;
	private settling: Promise<void> | null = null;

	/** Table feed entries waiting for the next flush, with their author (never sent to other players). */
	private feedBuffer: Array<{ userId: string; entry: FeedEntry }> = [];
	private feedRoundId: string | null = null;
	private feedTimer: ReturnType<typeof setTimeout> | null = null;
	/** The latest entries sent, for a (re)connecting socket's syncState; in memory only (lost on eviction). */
	private recentFeed: Array<{ userId: string; entry: FeedEntry }> = [];

	/** Tests only: bets per settlement batch, and a hook that may throw between settlement steps. */
	settleChunk = 200;
	settlementHook: ((step: string) => void) | null = null;
	/** The clock for session expiry and socket budgets; tests move or pin it instead of waiting. */
	clock: () => number = Date.now;

	/** The socket budgets (from the vars); tests may loosen them for a room that must take many messages. */
	budgets: SocketBudgets;
	private readonly messageBudget = new MessageBudget();
	private readonly connectBudget = new ConnectBudget();
	/** Sockets the room has closed: frames still arriving on them are dropped unread. */
	private readonly closed = new WeakSet<WebSocket>();

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		const vars = env as unknown as Record<string, unknown>;
		this.timing = roundTimingFrom(vars);
		this.groupCommit = vars.ROOM_GROUP_COMMIT !== "off";
		this.budgets = socketBudgetsFrom(vars);
		ctx.blockConcurrencyWhile(async () => {
			this.state = (await ctx.storage.get<RoomState>(STATE_KEY)) ?? this.state;
			if (this.state.round) await this.loadBook(this.state.round.roundId);
		});
	}

	// ---------------------------------------------------------------- sockets

	/** WebSocket upgrades, forwarded by the Worker (which sets the identity headers) from ROOM_SOCKET_PATH. */
	override async fetch(request: Request): Promise<Response> {
		if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
			return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
		}
		const viewer = viewerFrom(request.headers);
		const address = request.headers.get(ROOM_IDENTITY_HEADERS.client) || "unknown";
		// Budgets per address and per user, checked before any work (docs/decisions/0736-socket-budgets.md).
		const crowded =
			this.ctx.getWebSockets(`addr:${address}`).length >= this.budgets.socketsPerAddress ||
			(viewer !== null && this.ctx.getWebSockets(`user:${viewer.userId}`).length >= this.budgets.socketsPerUser);
		if (crowded || !this.connectBudget.admit(address, this.clock(), this.budgets.connectsPerMinute)) {
			return Response.json({ message: rouletteMessages.tooManyConnections }, { status: 429 });
		}
		// Nobody was watching: open a round first, so the newcomer's syncState already shows it.
		if (this.state.status === "idle" && (await this.readTableEnabled())) await this.openRound(Date.now(), null);
		const { 0: client, 1: server } = new WebSocketPair();
		// Tags are capped at 256 characters each; ids and address subjects are far shorter.
		const tags = viewer
			? [`user:${viewer.userId}`, `role:${viewer.role}`, `session:${viewer.sessionId}`, `addr:${address}`]
			: ["spectator", `addr:${address}`];
		this.ctx.acceptWebSocket(server, tags);
		server.serializeAttachment(viewer);
		// The Worker checked the token before forwarding; a logout that ran since closed the session's sockets
		// before this one was accepted. Checked after accepting, so a logout from now on finds it by its tags.
		if (viewer && !(await sessionStillLive(this.env.DB, viewer.userId, viewer.sessionId))) {
			this.closeSocket(server, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
			return new Response(null, { status: 101, webSocket: client });
		}
		server.send(JSON.stringify(await this.syncStateFor(viewer)));
		return new Response(null, { status: 101, webSocket: client });
	}

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		// Cheapest refusals first, none of them answered message by message: a flood costs the room nothing
		// but closing the socket (docs/decisions/0736-socket-budgets.md).
		if (this.closed.has(ws)) return;
		const viewer = viewerOf(ws);
		if (!viewer) return this.closeSocket(ws, CLOSE.policy, rouletteMessages.spectatorMessage);
		const size = typeof raw === "string" ? raw.length : raw.byteLength;
		if (size > this.budgets.maxFrame) return this.closeSocket(ws, CLOSE.tooBig, rouletteMessages.messageTooBig);
		if (!this.messageBudget.spend(viewer.userId, this.clock(), this.budgets)) {
			return this.closeSocket(ws, CLOSE.policy, rouletteMessages.tooManyMessages);
		}
		let message: Record<string, unknown> | null = null;
		try {
			const parsed: unknown = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
			if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
				message = parsed as Record<string, unknown>;
			}
		} catch {
			message = null;
		}
		if (message?.type === "renewSession") return this.onRenewSession(ws, viewer, message.token);
		// A socket never acts beyond its token's expiry: the client reconnects (or renews) with a fresh token.
		if (viewer.tokenExpiresAt <= this.clock()) {
			return this.closeSocket(ws, CLOSE.sessionExpired, rouletteMessages.sessionExpired);
		}
		if (message?.type === "placeBets") return this.onPlaceBets(ws, viewer, message);
		if (message?.type === "forceResult") {
			if (viewer.role !== "admin") return this.sendError(ws, "You do not have permission to do that.");
			const outcome = await this.forceResult(message.number, { id: viewer.userId, role: "admin" }, null);
			if ("message" in outcome) return this.sendError(ws, outcome.message);
			return;
		}
		this.sendError(ws, messages.invalidMessage);
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		try {
			// 1005/1006 are reserved and must never be echoed (STACK.md).
			ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
		} catch {
			// already closed
		}
	}

	/** RPC for ban, deletion, password reset and "sign out everywhere": closes every socket of that user. */
	async disconnectUser(userId: string): Promise<number> {
		const sockets = this.ctx.getWebSockets(`user:${userId}`);
		for (const ws of sockets) this.closeSocket(ws, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		return sockets.length;
	}

	/** RPC for logout: closes every socket opened with a token of that session. */
	async disconnectSession(sessionId: string): Promise<number> {
		const sockets = this.ctx.getWebSockets(`session:${sessionId}`);
		for (const ws of sockets) this.closeSocket(ws, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		return sockets.length;
	}

	/**
	 * A signed-in socket renews its access token (the client refreshes before expiry) instead of reconnecting.
	 * The new token must be live and of the same user and session; anything else ends the socket.
	 */
	private async onRenewSession(ws: WebSocket, viewer: Viewer, token: unknown): Promise<void> {
		const user = typeof token === "string" && token.length < 4096 ? await authenticate(this.env, token) : null;
		if (!user || user.id !== viewer.userId || user.sessionId !== viewer.sessionId || user.role !== viewer.role) {
			return this.closeSocket(ws, CLOSE.sessionEnded, rouletteMessages.sessionEnded);
		}
		ws.serializeAttachment({ ...viewer, tokenExpiresAt: user.tokenExpiresAt } satisfies Viewer);
		this.send(ws, { type: "sessionRenewed", serverNow: Date.now(), expiresAt: user.tokenExpiresAt });
	}

	/** Closes signed-in sockets whose token expired without renewal (once per round; messages check on their own). */
	private closeExpiredSockets(): void {
		const now = this.clock();
		for (const ws of this.ctx.getWebSockets()) {
			const viewer = viewerOf(ws);
			if (viewer && viewer.tokenExpiresAt <= now) {
				this.closeSocket(ws, CLOSE.sessionExpired, rouletteMessages.sessionExpired);
			}
		}
	}

	private closeSocket(ws: WebSocket, code: number, reason: string): void {
		this.closed.add(ws);
		try {
			ws.close(code, reason);
		} catch {
			// already closing
		}
	}

	// ---------------------------------------------------------------- bets

	private async onPlaceBets(ws: WebSocket, viewer: Viewer, message: Record<string, unknown>): Promise<void> {
		const submissionId = message.submissionId;
		if (typeof submissionId !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(submissionId)) {
			return this.sendError(ws, messages.invalidMessage);
		}
		const reply = (text: string) => this.sendError(ws, text, submissionId);
		if (viewer.role !== "user") return reply(rouletteMessages.playersOnly);
		// Licensed mode: a complete operator configuration and an allowed country (DECISIONS §9).
		const access = realMoneyAccess(
			operatorConfigFrom(this.env as unknown as Record<string, unknown>),
			viewer.country ?? null,
		);
		if (!access.allowed) return reply(access.message);
		const wallet = message.wallet ?? "real";
		if (wallet !== "real" && wallet !== "tokens") return reply(messages.invalidMessage);

		const round = this.state.round;
		const book = round ? this.bookOf(round.roundId, viewer.userId) : [];
		// A duplicate is acknowledged (after the first one finished), never debited twice.
		const flightKey = `${viewer.userId}:${submissionId}`;
		const running = this.inFlight.get(flightKey);
		if (running) return this.acknowledge(ws, viewer, submissionId, await running.catch(() => null));
		if (book.some((b) => b.submissionId === submissionId && b.committed)) {
			return this.acknowledge(ws, viewer, submissionId, { kind: "duplicate", balances: null });
		}
		if (!round || !this.bettingOpen(round)) return reply(rouletteMessages.noRoundActive);

		// The limits the round opened with, even if the catalogue changed since (docs/decisions/0745).
		const limits = betLimitsOf(round);
		const first = validateSubmission(book, message.bets, limits);
		if (!first.ok) return reply(first.message);

		// The player's own breaks and daily loss limit (DECISIONS §7), checked before any debit. One check at a
		// time per player, counting the stakes already reserved but not yet committed, so two quick submissions
		// cannot pass the loss limit together.
		const admitted = await this.oneAtATime(viewer.userId, async () => {
			const stakePaise = first.value.reduce((sum, b) => sum + b.amountPaise, 0);
			// This round's real stakes come from the book (written to D1 or not), the rest of the day's from D1.
			const realStakesPaise = book.filter((b) => b.wallet === "real").reduce((sum, b) => sum + b.amountPaise, 0);
			const refused = await checkBet(this.env.DB, viewer.userId, wallet, stakePaise, {
				round: { roundId: round.roundId, realStakesPaise },
			});
			if (refused) return { ok: false as const, message: refused };
			// The world may have moved during the check: the round, and this player's book.
			// A copy of this very submission got through while this one waited (the same message delivered
			// twice): it is a duplicate, never checked against its own reserved bets (docs/decisions/0700).
			if (this.inFlight.has(flightKey) || book.some((b) => b.submissionId === submissionId && b.committed)) {
				return { ok: false as const, duplicate: true as const };
			}
			if (this.state.round?.roundId !== round.roundId || !this.bettingOpen(round)) {
				return { ok: false as const, message: rouletteMessages.noRoundActive };
			}
			const checked = validateSubmission(book, message.bets, limits);
			if (!checked.ok) return checked;
			// Reserve the bets in the book and mark the submission in flight in one step, so concurrent
			// submissions are checked against them and a duplicate always finds its first copy.
			const reserved: BookBet[] = checked.value.map((b) => ({ ...b, wallet, submissionId, committed: false }));
			book.push(...reserved);
			const outcome = this.commitSubmission({
				viewer,
				roundId: round.roundId,
				submissionId,
				wallet,
				bets: checked.value,
			});
			this.inFlight.set(flightKey, outcome);
			return { ok: true as const, reserved, outcome };
		}).catch((error: unknown) => {
			console.error("[room] bet check failed", error);
			return { ok: false as const, message: messages.serverError };
		});
		if (!admitted.ok) {
			if ("duplicate" in admitted) {
				const first = this.inFlight.get(flightKey);
				return this.acknowledge(
					ws,
					viewer,
					submissionId,
					first ? await first.catch(() => null) : { kind: "duplicate", balances: null },
				);
			}
			return reply(admitted.message);
		}
		const { reserved, outcome } = admitted;
		let result: Outcome | null = null;
		try {
			result = await outcome;
		} catch (error) {
			console.error("[room] placeBets failed", error);
		} finally {
			this.inFlight.delete(flightKey);
		}
		// The book still belongs to this round (closing betting waits for every submission, so it always should).
		const sameRound = this.bookRoundId === round.roundId;
		if (result?.kind === "placed") {
			for (const b of reserved) b.committed = true;
			this.broadcastToAdmins({
				type: "liveBets",
				serverNow: Date.now(),
				bets: reserved.map((b) => liveBet(viewer.userId, round.roundId, b)),
			});
			const at = Date.now();
			const name = maskName(viewer.name);
			this.queueFeed(
				round.roundId,
				reserved.map((b) => ({
					userId: viewer.userId,
					entry: {
						kind: "bet",
						name,
						amount: paiseToRupees(b.amountPaise),
						betType: b.type,
						betValue: betValueLabel(b),
						wallet: b.wallet,
						at,
					},
				})),
			);
		} else if (sameRound) {
			const current = this.bookOf(round.roundId, viewer.userId);
			for (const b of reserved) {
				const at = current.indexOf(b);
				if (at >= 0) current.splice(at, 1);
			}
			// It was committed earlier (before an eviction, or an error after commit): resync from D1.
			if (result?.kind === "duplicate") await this.reloadUserBets(round.roundId, viewer.userId);
		}
		if (!result) return reply(messages.serverError);
		if (result.kind === "insufficient") return reply(rouletteMessages.insufficientBalance);
		return this.acknowledge(ws, viewer, submissionId, result);
	}

	private readonly betChecks = new Map<string, Promise<unknown>>();

	/** Runs `task` after any earlier task of the same player has finished. */
	private async oneAtATime<T>(userId: string, task: () => Promise<T>): Promise<T> {
		const previous = this.betChecks.get(userId) ?? Promise.resolve();
		const run = previous.catch(() => undefined).then(task);
		this.betChecks.set(userId, run);
		try {
			return await run;
		} finally {
			if (this.betChecks.get(userId) === run) this.betChecks.delete(userId);
		}
	}

	private async acknowledge(ws: WebSocket, viewer: Viewer, submissionId: string, outcome: Outcome | null) {
		if (!outcome || outcome.kind === "insufficient") {
			return this.sendError(ws, outcome ? rouletteMessages.insufficientBalance : messages.serverError, submissionId);
		}
		const balances = outcome.balances ?? rupeeBalances(await balancesOf(this.env.DB, viewer.userId));
		this.send(ws, {
			type: "betsPlaced",
			serverNow: Date.now(),
			submissionId,
			balances,
			bets: this.placedBets(viewer.userId),
		});
	}

	private bettingOpen(round: StoredRound): boolean {
		return this.state.status === "running" && round.phase === "betting" && Date.now() < round.roundEndTime;
	}

	private bookOf(roundId: string, userId: string): BookBet[] {
		if (this.bookRoundId !== roundId) {
			this.book = new Map();
			this.bookRoundId = roundId;
		}
		let bets = this.book.get(userId);
		if (!bets) {
			bets = [];
			this.book.set(userId, bets);
		}
		return bets;
	}

	private placedBets(userId: string): PlacedBet[] {
		const round = this.state.round;
		if (!round || this.bookRoundId !== round.roundId) return [];
		return (this.book.get(userId) ?? [])
			.filter((b) => b.committed)
			.map((b) => ({
				type: b.type,
				numbers: b.numbers,
				amount: paiseToRupees(b.amountPaise),
				wallet: b.wallet,
				submissionId: b.submissionId,
			}));
	}

	/** Rebuilds the book of a round from D1 (after an eviction or restart). */
	private async loadBook(roundId: string): Promise<void> {
		const { results } = await this.env.DB.prepare(
			"SELECT user_id, wallet, bet_type, numbers, amount_paise, submission_id FROM bets WHERE round_id = ? ORDER BY created_at, position",
		)
			.bind(roundId)
			.all<BetRow>();
		this.book = new Map();
		this.bookRoundId = roundId;
		for (const row of results) this.bookOf(roundId, row.user_id).push(bookBetFromRow(row));
	}

	private async reloadUserBets(roundId: string, userId: string): Promise<void> {
		const { results } = await this.env.DB.prepare(
			"SELECT user_id, wallet, bet_type, numbers, amount_paise, submission_id FROM bets WHERE round_id = ? AND user_id = ? ORDER BY created_at, position",
		)
			.bind(roundId, userId)
			.all<BetRow>();
		const book = this.bookOf(roundId, userId);
		const pending = book.filter((b) => !b.committed);
		book.splice(0, book.length, ...results.map(bookBetFromRow), ...pending);
	}

	/** Group commit: submissions queue while a batch is in flight and go together in the next one. */
	private commitSubmission(submission: Omit<Submission, "resolve" | "reject">): Promise<Outcome> {
		return new Promise<Outcome>((resolve, reject) => {
			const entry: Submission = { ...submission, resolve, reject };
			if (!this.groupCommit) {
				const single = this.commitBatch([entry]);
				this.trackFlush(single);
				return;
			}
			this.queue.push(entry);
			if (!this.flushing) this.flushing = this.flushQueue();
		});
	}

	private async flushQueue(): Promise<void> {
		try {
			while (this.queue.length > 0) {
				// Take submissions until the batch would pass its statement budget (always at least one).
				let take = 0;
				let statements = 0;
				for (const s of this.queue) {
					const cost = s.bets.length + 3;
					if (take > 0 && (take >= GROUP_COMMIT_MAX_SUBMISSIONS || statements + cost > GROUP_COMMIT_MAX_STATEMENTS))
						break;
					take++;
					statements += cost;
				}
				await this.commitBatch(this.queue.splice(0, take));
			}
		} finally {
			this.flushing = null;
		}
	}

	/** Without group commit, every submission's batch is tracked so closing betting can wait for them. */
	private pendingSingles = new Set<Promise<void>>();
	private trackFlush(promise: Promise<void>): void {
		this.pendingSingles.add(promise);
		promise.finally(() => this.pendingSingles.delete(promise));
	}

	/** Waits until every accepted submission has been committed (or refused). */
	private async drainSubmissions(): Promise<void> {
		while (this.flushing || this.pendingSingles.size > 0) {
			await Promise.allSettled([this.flushing, ...this.pendingSingles]);
		}
	}

	/** One D1 batch: per submission the guarded stake movement, its bet rows (only if the stake went through), the balances. */
	private async commitBatch(batch: Submission[]): Promise<void> {
		const db = this.env.DB;
		const now = Date.now();
		const statements: D1PreparedStatement[] = [];
		const marks: Array<{ insertAt: number; balancesAt: number }> = [];
		for (const s of batch) {
			const key = stakeKey(s.viewer.userId, s.submissionId);
			const total = s.bets.reduce((sum, b) => sum + b.amountPaise, 0);
			const insertAt = statements.length;
			statements.push(
				...movementStatements(
					db,
					{
						userId: s.viewer.userId,
						wallet: s.wallet,
						amountPaise: -total,
						reason: "bet_stake",
						refType: "round",
						refId: s.roundId,
						idempotencyKey: key,
					},
					now,
				),
			);
			s.bets.forEach((bet, position) => {
				statements.push(
					db
						.prepare(
							`INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position, created_at)
							 SELECT ?, ?, ?, ?, ?, ?, ?, 'placed', ?, ?, ? WHERE ${MOVEMENT_EXISTS_SQL}
							 ON CONFLICT DO NOTHING`,
						)
						.bind(
							crypto.randomUUID(),
							s.roundId,
							s.viewer.userId,
							s.wallet,
							bet.type,
							bet.numbers.join(","),
							bet.amountPaise,
							s.submissionId,
							position,
							now,
							key,
						),
				);
			});
			marks.push({ insertAt, balancesAt: statements.length });
			statements.push(db.prepare("SELECT kind, balance_paise FROM wallets WHERE user_id = ?").bind(s.viewer.userId));
		}
		let results: D1Result[];
		try {
			results = await db.batch(statements);
		} catch (error) {
			for (const s of batch) s.reject(error);
			return;
		}
		const refused: Submission[] = [];
		batch.forEach((s, i) => {
			const mark = marks[i];
			if (!mark) return;
			const balances = walletRowsToBalances(results[mark.balancesAt]);
			if (results[mark.insertAt]?.meta.changes === 1) s.resolve({ kind: "placed", balances });
			else refused.push(s);
		});
		if (refused.length === 0) return;
		// Not applied: either the key was seen before (a duplicate from before an eviction) or the wallet was short.
		try {
			const keys = refused.map((s) => stakeKey(s.viewer.userId, s.submissionId));
			const seen = new Set<string>();
			for (let i = 0; i < keys.length; i += 90) {
				const chunk = keys.slice(i, i + 90);
				const { results: rows } = await db
					.prepare(
						`SELECT idempotency_key FROM ledger_entries WHERE idempotency_key IN (${chunk.map(() => "?").join(",")})`,
					)
					.bind(...chunk)
					.all<{ idempotency_key: string }>();
				for (const row of rows) seen.add(row.idempotency_key);
			}
			for (const s of refused) {
				s.resolve({
					kind: seen.has(stakeKey(s.viewer.userId, s.submissionId)) ? "duplicate" : "insufficient",
					balances: null,
				});
			}
		} catch (error) {
			for (const s of refused) s.reject(error);
		}
	}

	// ---------------------------------------------------------------- operator

	/**
	 * Forces the next result (admin only; the API and the admin socket both come here).
	 * Applies to the round whose betting closes next, is marked operator-set, is audited,
	 * and that round's real-money stakes are refunded instead of settled (DECISIONS §4).
	 */
	async forceResult(
		number: unknown,
		actor: { id: string; role: "user" | "admin" },
		ip: string | null,
	): Promise<{ number: number; roundId: string | null } | { message: string; status: 403 | 422 }> {
		if (actor.role !== "admin") return { message: "You do not have permission to do that.", status: 403 };
		if (!isPocket(number)) return { message: rouletteMessages.selectNumber, status: 422 };
		const round = this.state.round;
		const roundId = round && this.bettingOpen(round) ? round.roundId : null;
		const before = this.state.pendingForce ?? null;
		await this.env.DB.prepare(
			"INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after, ip) VALUES (?, 'admin', 'round.force_result', 'round', ?, ?, ?, ?)",
		)
			.bind(
				actor.id,
				roundId,
				JSON.stringify(before ? { number: before.number } : null),
				JSON.stringify({ number, appliesTo: roundId ?? "next round" }),
				ip,
			)
			.run();
		await this.save({ ...this.state, pendingForce: { number, by: actor.id } });
		this.broadcastToAdmins({ type: "resultForced", serverNow: Date.now(), number, roundId });
		return { number, roundId };
	}

	/** RPC for the games switch (DECISIONS §6): re-reads the roulette row and acts on it. */
	async refreshTableStatus(): Promise<boolean> {
		const enabled = await this.readTableEnabled();
		this.broadcast({
			type: "tableStatus",
			serverNow: Date.now(),
			tableEnabled: enabled,
			message: enabled ? null : rouletteMessages.tableDisabled,
		});
		if (enabled && this.state.status === "idle" && this.ctx.getWebSockets().length > 0) {
			await this.openRound(Date.now(), null);
		}
		return enabled;
	}

	/** Round ids whose settlement is still owed (an admin report and the tests read it). */
	pendingSettlements(): string[] {
		return (this.state.unsettled ?? []).map((u) => u.roundId);
	}

	// ---------------------------------------------------------------- clock

	override async alarm(): Promise<void> {
		await this.settlePending();
		await this.advance(Date.now());
	}

	/** The state a client needs on (re)connect; `seat` is the viewer's own part. */
	syncState(seat: Seat | null = null, admin = false): Extract<ServerMessage, { type: "syncState" }> {
		const round = this.state.round;
		const feed = this.recentFeed.filter((i) => i.userId !== seat?.userId).map((i) => i.entry);
		return {
			type: "syncState",
			serverNow: Date.now(),
			status: this.state.status,
			round: round ? publicRound(round) : null,
			lastResults: this.state.lastResults,
			you: seat,
			recentWinners: this.state.recentWinners ?? [],
			tableEnabled: this.state.tableEnabled ?? true,
			feed,
			...(admin
				? {
						liveBets: round && this.bookRoundId === round.roundId ? this.allLiveBets(round.roundId) : [],
						pendingForce: this.state.pendingForce?.number ?? null,
					}
				: {}),
		};
	}

	private async syncStateFor(viewer: Viewer | null) {
		if (!viewer) return this.syncState();
		const balances = rupeeBalances(await balancesOf(this.env.DB, viewer.userId));
		const seat: Seat = { userId: viewer.userId, role: viewer.role, bets: this.placedBets(viewer.userId), balances };
		return this.syncState(seat, viewer.role === "admin");
	}

	private allLiveBets(roundId: string): LiveBet[] {
		const out: LiveBet[] = [];
		for (const [userId, bets] of this.book) {
			for (const b of bets) if (b.committed) out.push(liveBet(userId, roundId, b));
		}
		return out;
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
			case "result": {
				if (this.ctx.getWebSockets().length === 0) return this.goIdle();
				if (!(await this.readTableEnabled())) {
					await this.goIdle();
					this.broadcast({
						type: "tableStatus",
						serverNow: Date.now(),
						tableEnabled: false,
						message: rouletteMessages.tableDisabled,
					});
					return;
				}
				return this.openRound(start, round.seq);
			}
		}
	}

	/** Opens a round with the catalogue limits that readTableEnabled, which always runs just before, has read. */
	private async openRound(start: number, previousSeq: number | null): Promise<void> {
		const serverSeed = newServerSeed();
		const roundId = crypto.randomUUID();
		const seq = Math.max(previousSeq ?? this.state.round?.seq ?? 0, await this.lastSeqInD1()) + 1;
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
			// Fixed for the round and kept in its stored state, so an eviction keeps them too.
			minBet: paiseToRupees(this.catalogueLimits.minBetPaise),
			maxBet: paiseToRupees(this.catalogueLimits.maxBetPaise),
		};
		await this.env.DB.prepare(
			"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, ?, ?, ?)",
		)
			.bind(round.roundId, round.seq, round.commitment, round.phaseStartedAt, round.roundEndTime)
			.run();
		this.book = new Map();
		this.bookRoundId = roundId;
		this.closeExpiredSockets();
		await this.save({ ...this.state, status: "running", round, tableEnabled: true });
		this.broadcast({ type: "gameStarted", serverNow: Date.now(), round: publicRound(round) });
	}

	private async closeBetting(round: StoredRound, start: number): Promise<void> {
		// Bets accepted before the deadline are still being written: wait for them before the result exists.
		await this.drainSubmissions();
		const forced = this.state.pendingForce ?? null;
		const next: StoredRound = {
			...round,
			phase: "spinning",
			phaseStartedAt: start,
			phaseEndsAt: start + this.timing.spinningMs,
			result: forced ? forced.number : await resultFromSeed(round.serverSeed, round.roundId),
			operatorSet: forced !== null,
			forcedBy: forced?.by ?? null,
		};
		await this.save({ ...this.state, round: next, pendingForce: null });
		// The last accepted bets reach the table before it hears that betting is closed.
		this.flushFeed();
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
		const unsettled: Unsettled = {
			roundId: round.roundId,
			result,
			serverSeed: round.serverSeed,
			operatorSet: round.operatorSet,
			forcedBy: round.forcedBy ?? null,
			resultAt: start,
		};
		// The round is recorded as owing settlement before anything is paid, so an eviction from here on is resumed.
		await this.save({
			...this.state,
			round: next,
			lastResults,
			unsettled: [...(this.state.unsettled ?? []).filter((u) => u.roundId !== round.roundId), unsettled],
		});
		this.broadcast({
			type: "roundResult",
			serverNow: Date.now(),
			round: publicRound(next, true),
			result,
			color: colorOf(result),
		});
		await this.settlePending();
	}

	// ---------------------------------------------------------------- settlement

	/** Settles every revealed round that is not settled yet; a failure is left for the next alarm. */
	private async settlePending(): Promise<void> {
		if (this.settling) return this.settling;
		this.settling = (async () => {
			for (const round of [...(this.state.unsettled ?? [])]) {
				try {
					await this.settleRound(round);
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

	/**
	 * Idempotent settlement of one round. Every step may be repeated: the round row is
	 * overwritten with the same values, each bet is paid by a movement with its own key
	 * and marked settled only from 'placed' in the same batch.
	 */
	private async settleRound(round: Unsettled): Promise<void> {
		const db = this.env.DB;
		this.settlementHook?.("start");
		await db
			.prepare(
				"UPDATE rounds SET server_seed = ?, result = ?, result_at = ?, operator_set = ?, forced_by = ? WHERE id = ?",
			)
			.bind(round.serverSeed, round.result, round.resultAt, round.operatorSet ? 1 : 0, round.forcedBy, round.roundId)
			.run();
		this.settlementHook?.("roundRecorded");
		const { results: open } = await db
			.prepare(
				"SELECT id, user_id, wallet, bet_type, numbers, amount_paise FROM bets WHERE round_id = ? AND status = 'placed'",
			)
			.bind(round.roundId)
			.all<{ id: string; user_id: string; wallet: Wallet; bet_type: BetType; numbers: string; amount_paise: number }>();
		const now = Date.now();
		for (let i = 0; i < open.length; i += this.settleChunk) {
			const statements: D1PreparedStatement[] = [];
			for (const row of open.slice(i, i + this.settleChunk)) {
				const bet = { type: row.bet_type, numbers: row.numbers.split(",").map(Number), amountPaise: row.amount_paise };
				const refund = round.operatorSet && row.wallet === "real";
				const paid = refund ? row.amount_paise : betReturnPaise(bet, round.result);
				const status = refund ? "refunded" : paid > 0 ? "won" : "lost";
				if (paid > 0) {
					const key = refund ? refundKey(row.id) : payoutKey(row.id);
					statements.push(
						...movementStatements(
							db,
							{
								userId: row.user_id,
								wallet: row.wallet,
								amountPaise: paid,
								reason: refund ? "bet_refund" : "bet_payout",
								refType: "bet",
								refId: row.id,
								idempotencyKey: key,
							},
							now,
						),
						db
							.prepare(
								`UPDATE bets SET status = ?, payout_paise = ?, settled_at = ? WHERE id = ? AND status = 'placed' AND ${MOVEMENT_EXISTS_SQL}`,
							)
							.bind(status, paid, now, row.id, key),
					);
				} else {
					statements.push(
						db
							.prepare(
								"UPDATE bets SET status = 'lost', payout_paise = 0, settled_at = ? WHERE id = ? AND status = 'placed'",
							)
							.bind(now, row.id),
					);
				}
			}
			await db.batch(statements);
			this.settlementHook?.(`chunk:${i / this.settleChunk + 1}`);
		}
		await db
			.prepare("UPDATE rounds SET settled_at = ? WHERE id = ? AND settled_at IS NULL")
			.bind(now, round.roundId)
			.run();
		this.settlementHook?.("roundSettled");
	}

	/** betResult to each player of the round (if connected), and the round's winners to the winners list. */
	private async announceResults(round: Unsettled): Promise<void> {
		const db = this.env.DB;
		const { results } = await db
			.prepare(
				`SELECT b.user_id, b.wallet, u.name,
				        SUM(b.amount_paise) AS stake,
				        SUM(CASE WHEN b.status = 'won' THEN b.payout_paise ELSE 0 END) AS won,
				        SUM(CASE WHEN b.status = 'refunded' THEN b.payout_paise ELSE 0 END) AS refunded
				 FROM bets b JOIN users u ON u.id = b.user_id
				 WHERE b.round_id = ? GROUP BY b.user_id, b.wallet`,
			)
			.bind(round.roundId)
			.all<{ user_id: string; wallet: Wallet; name: string; stake: number; won: number; refunded: number }>();
		const perUser = new Map<string, { stake: number; won: number; refunded: number }>();
		const winners: RecentWinner[] = [];
		const wins: Array<{ userId: string; entry: FeedEntry }> = [];
		for (const row of results) {
			const sum = perUser.get(row.user_id) ?? { stake: 0, won: 0, refunded: 0 };
			sum.stake += row.stake;
			sum.won += row.won;
			sum.refunded += row.refunded;
			perUser.set(row.user_id, sum);
			if (row.won > 0) {
				wins.push({
					userId: row.user_id,
					entry: {
						kind: "win",
						name: maskName(row.name),
						amount: paiseToRupees(row.won),
						wallet: row.wallet,
						at: round.resultAt,
					},
				});
				winners.push({
					name: maskName(row.name),
					amount: paiseToRupees(row.won),
					wallet: row.wallet,
					roundId: round.roundId,
					at: round.resultAt,
				});
			}
		}
		const known = this.state.recentWinners ?? [];
		if (winners.length > 0 && !known.some((w) => w.roundId === round.roundId)) {
			winners.sort((a, b) => b.amount - a.amount);
			const recentWinners = [...winners, ...known].slice(0, RECENT_WINNERS_KEPT);
			await this.save({ ...this.state, recentWinners });
			// Everyone at the table sees the new winners at once (the winners panel), not only after a reconnect.
			this.broadcast({ type: "recentWinners", serverNow: Date.now(), recentWinners });
		}
		if (wins.length > 0) {
			wins.sort((a, b) => b.entry.amount - a.entry.amount);
			this.queueFeed(round.roundId, wins, true);
		}
		const listening = [...perUser.keys()].filter((userId) => this.ctx.getWebSockets(`user:${userId}`).length > 0);
		const balancesByUser = await this.balancesOfMany(listening);
		for (const userId of listening) {
			const sum = perUser.get(userId);
			if (!sum) continue;
			const sockets = this.ctx.getWebSockets(`user:${userId}`);
			const balances = balancesByUser.get(userId) ?? { realBalance: 0, playTokens: 0 };
			const message: ServerMessage = {
				type: "betResult",
				serverNow: Date.now(),
				roundId: round.roundId,
				win: sum.won > 0,
				payout: paiseToRupees(sum.won + sum.refunded),
				refunded: paiseToRupees(sum.refunded),
				stake: paiseToRupees(sum.stake),
				balances,
			};
			for (const ws of sockets) this.send(ws, message);
		}
	}

	/** Balances of many players in one D1 round trip (chunked under the bound-parameter limit). */
	private async balancesOfMany(userIds: string[]): Promise<Map<string, Balances>> {
		const out = new Map<string, Balances>();
		if (userIds.length === 0) return out;
		const db = this.env.DB;
		const statements: D1PreparedStatement[] = [];
		for (let i = 0; i < userIds.length; i += 90) {
			const chunk = userIds.slice(i, i + 90);
			statements.push(
				db
					.prepare(
						`SELECT user_id, kind, balance_paise FROM wallets WHERE user_id IN (${chunk.map(() => "?").join(",")})`,
					)
					.bind(...chunk),
			);
		}
		const paise = new Map<string, { realPaise: number; tokensPaise: number }>();
		for (const result of await db.batch<{ user_id: string; kind: Wallet; balance_paise: number }>(statements)) {
			for (const row of result.results) {
				const entry = paise.get(row.user_id) ?? { realPaise: 0, tokensPaise: 0 };
				if (row.kind === "real") entry.realPaise = row.balance_paise;
				else entry.tokensPaise = row.balance_paise;
				paise.set(row.user_id, entry);
			}
		}
		for (const [userId, b] of paise) out.set(userId, rupeeBalances(b));
		return out;
	}

	// ---------------------------------------------------------------- storage and sending

	private async goIdle(): Promise<void> {
		await this.save({ ...this.state, status: "idle" });
	}

	/** Persists the state, then arms the alarm for the current phase's deadline (or a settlement retry). */
	private async save(state: RoomState): Promise<void> {
		this.state = state;
		await this.ctx.storage.put(STATE_KEY, state);
		if (state.status === "running" && state.round) await this.ctx.storage.setAlarm(state.round.phaseEndsAt);
		else if ((state.unsettled ?? []).length > 0) await this.ctx.storage.setAlarm(Date.now() + SETTLEMENT_RETRY_MS);
		else await this.ctx.storage.deleteAlarm();
	}

	/** The catalogue's per-bet limits as last read with the switch; the next round opens with them. */
	private catalogueLimits: BetLimits = TABLE_LIMITS;

	/** Reads the roulette row: its switch, and its limits for the next round (one query: every round opening reads it). */
	private async readTableEnabled(): Promise<boolean> {
		const row = await this.env.DB.prepare(
			"SELECT status, min_bet_paise, max_bet_paise FROM games WHERE id = 'roulette'",
		).first<{ status: string; min_bet_paise: number; max_bet_paise: number }>();
		if (row) this.catalogueLimits = { minBetPaise: row.min_bet_paise, maxBetPaise: row.max_bet_paise };
		const enabled = row?.status !== "disabled";
		if (enabled !== (this.state.tableEnabled ?? true)) {
			this.state = { ...this.state, tableEnabled: enabled };
			await this.ctx.storage.put(STATE_KEY, this.state);
		}
		return enabled;
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

	/** Adds entries to the table feed; bets wait for the next flush (at most one per FEED_FLUSH_MS), wins go at once. */
	private queueFeed(roundId: string, items: Array<{ userId: string; entry: FeedEntry }>, now = false): void {
		if (this.feedRoundId !== roundId) this.flushFeed();
		this.feedRoundId = roundId;
		this.feedBuffer.push(...items);
		if (now) this.flushFeed();
		else this.feedTimer ??= setTimeout(() => this.flushFeed(), FEED_FLUSH_MS);
	}

	/**
	 * Sends the buffered feed to every socket. Everyone gets the same text, except the authors of entries in the
	 * batch, whose copy leaves their own entries out (they hear about those through betsPlaced / betResult).
	 */
	private flushFeed(): void {
		if (this.feedTimer) clearTimeout(this.feedTimer);
		this.feedTimer = null;
		const batch = this.feedBuffer;
		const roundId = this.feedRoundId;
		this.feedBuffer = [];
		if (batch.length === 0 || !roundId) return;
		const textFor = (items: typeof batch) =>
			items.length === 0
				? null
				: JSON.stringify({
						type: "tableFeed",
						serverNow: Date.now(),
						roundId,
						entries: items.slice(0, FEED_BATCH_MAX).map((i) => i.entry),
						more: Math.max(0, items.length - FEED_BATCH_MAX),
					} satisfies ServerMessage);
		this.recentFeed = [...this.recentFeed, ...batch].slice(-FEED_KEPT);
		const common = textFor(batch);
		const authors = new Set(batch.map((i) => i.userId));
		const ownCopies = new Map<string, string | null>();
		for (const ws of this.ctx.getWebSockets()) {
			let text = common;
			const userId = this.ctx
				.getTags(ws)
				.find((t) => t.startsWith("user:"))
				?.slice("user:".length);
			if (userId && authors.has(userId)) {
				if (!ownCopies.has(userId)) ownCopies.set(userId, textFor(batch.filter((i) => i.userId !== userId)));
				text = ownCopies.get(userId) ?? null;
			}
			if (!text) continue;
			try {
				ws.send(text);
			} catch {
				// closing
			}
		}
	}

	private broadcastToAdmins(message: ServerMessage): void {
		const text = JSON.stringify(message);
		for (const ws of this.ctx.getWebSockets("role:admin")) {
			try {
				ws.send(text);
			} catch {
				// closing
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

	private sendError(ws: WebSocket, message: string, submissionId?: string): void {
		this.send(ws, { type: "error", serverNow: Date.now(), message, ...(submissionId ? { submissionId } : {}) });
	}
}

type BetRow = {
	user_id: string;
	wallet: Wallet;
	bet_type: BetType;
	numbers: string;
	amount_paise: number;
	submission_id: string;
};

function bookBetFromRow(row: BetRow): BookBet {
	return {
		type: row.bet_type,
		numbers: row.numbers.split(",").map(Number),
		amountPaise: row.amount_paise,
		wallet: row.wallet,
		submissionId: row.submission_id,
		committed: true,
	};
}

function liveBet(userId: string, roundId: string, bet: BookBet): LiveBet {
	return {
		userId,
		amount: paiseToRupees(bet.amountPaise),
		betType: bet.type,
		betValue: betValueLabel(bet),
		wallet: bet.wallet,
		roundId,
	};
}

function walletRowsToBalances(result: D1Result | undefined): Balances | null {
	if (!result) return null;
	const rows = result.results as Array<{ kind: Wallet; balance_paise: number }>;
	const of = (kind: Wallet) => rows.find((r) => r.kind === kind)?.balance_paise ?? 0;
	return rupeeBalances({ realPaise: of("real"), tokensPaise: of("tokens") });
}

/** The identity the Worker vouched for; null for a spectator. */
function viewerFrom(headers: Headers): Viewer | null {
	const userId = headers.get(ROOM_IDENTITY_HEADERS.userId);
	const role = headers.get(ROOM_IDENTITY_HEADERS.role);
	const sessionId = headers.get(ROOM_IDENTITY_HEADERS.sessionId);
	const tokenExpiresAt = Number(headers.get(ROOM_IDENTITY_HEADERS.tokenExpiresAt));
	if (!userId || (role !== "user" && role !== "admin") || !sessionId || !Number.isFinite(tokenExpiresAt)) return null;
	let name = "";
	try {
		name = decodeURIComponent(headers.get(ROOM_IDENTITY_HEADERS.name) ?? "");
	} catch {
		name = "";
	}
	const country = headers.get(ROOM_IDENTITY_HEADERS.country);
	return {
		userId,
		role,
		name,
		country: country && /^[A-Z]{2}$/.test(country) ? country : null,
		sessionId,
		tokenExpiresAt,
	};
}

/** A socket's viewer; null for a spectator. A socket accepted before sessions were tracked counts as expired. */
function viewerOf(ws: WebSocket): Viewer | null {
	const viewer = (ws.deserializeAttachment() as Partial<Viewer> | null) ?? null;
	if (!viewer?.userId) return null;
	return { ...viewer, sessionId: viewer.sessionId ?? "", tokenExpiresAt: viewer.tokenExpiresAt ?? 0 } as Viewer;
}

/** The round as players may see it: the seed only once the result is out, never who forced it. */
function publicRound(round: StoredRound, revealSeed = round.phase === "result"): RoundSnapshot {
	const { forcedBy: _forcedBy, ...rest } = round;
	// A round stored before rounds carried limits had the defaults.
	const limits = betLimitsOf(round);
	return {
		...rest,
		serverSeed: revealSeed ? round.serverSeed : null,
		minBet: paiseToRupees(limits.minBetPaise),
		maxBet: paiseToRupees(limits.maxBetPaise),
	};
}
