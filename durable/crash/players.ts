/**
 * What a crash room does for its players' messages (docs/decisions/0820-crash-game.md): a bet (`crashBet`: who may
 * bet, duplicates by submission id, the round's limits and panels, the reservation and the host's group commit of its
 * stake, the answer) and a cash-out (`cashOut`: decided by the room alone at the moment it handles the message, then
 * paid once), and the cash-outs the room makes itself at a bet's auto target or the table's maximum win.
 */
import { type CashOutMessage, type CrashBetMessage, validateCrashBet } from "~/domain/crash/bets";
import type { Multiplier } from "~/domain/crash/protocol";
import { crashMessages, messages } from "~/domain/messages";
import { maskName } from "~/domain/roulette/bets";
import type { Balances } from "~/domain/roulette/protocol";
import type { Viewer } from "~/domain/roulette/room-contract";
import type { Database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { beginSubmission, InFlight, outcomeRefusal } from "../game-host/admission";
import { type GroupCommit, rupeeBalances } from "../game-host/group-commit";
import type { RoomOptions } from "../game-host/options";
import type { RoundList } from "../game-host/round-list";
import type { RoomSockets } from "../game-host/sockets";
import type { CrashSubmission } from "./bet-rows";
import { type CrashBook, type CrashBookBet, crashBetView } from "./book";
import type { CashOutCommit } from "./cash-outs";
import { type CrashRound, decideCashOut } from "./state";

export type PlayerParts = {
	db: Database;
	options: RoomOptions<unknown>;
	book: CrashBook;
	commits: GroupCommit<CrashSubmission>;
	cashOuts: CashOutCommit;
	sockets: RoomSockets;
	list: RoundList;
	/** The current round (it may move on while a write awaits). */
	round: () => CrashRound | null;
	bettingOpen: (round: CrashRound) => boolean;
	/** The room's clock (a test's, or the wall's). */
	now: () => number;
};

export class CrashPlayers {
	/** Bets being committed, by `${userId}:${submissionId}`. */
	private readonly inFlight = new InFlight();

	constructor(private readonly parts: PlayerParts) {}

	// ---------------------------------------------------------------- bets

	async placeBet(ws: WebSocket, viewer: Viewer, message: CrashBetMessage): Promise<void> {
		const { book } = this.parts;
		const { submissionId } = message;
		const begun = await beginSubmission(this.parts, this.inFlight, ws, viewer, submissionId);
		if (!begun) return;
		const { reply, key: flightKey, round } = begun;
		const known = round ? book.bySubmission(round.roundId, viewer.userId, submissionId) : undefined;
		if (known?.committed) return this.acknowledge(ws, viewer, known, null);
		// (A first copy that was refused leaves nothing: this one is checked afresh, its stake still keyed by the id.)
		if (!round || !this.parts.bettingOpen(round)) return reply(crashMessages.betsClosed);
		const check = validateCrashBet(message, { minBetPaise: round.minBetPaise, maxBetPaise: round.maxBetPaise });
		if (!check.ok) return reply(check.message);
		const bet = check.value;
		if (book.get(round.roundId, viewer.userId, bet.panel)) return reply(crashMessages.panelTaken);

		// Reserved in the book and in flight in one step (no await since the checks), so a second bet on the panel or
		// a duplicate always finds it. The stake's own statement holds the player's breaks and loss limit.
		const reserved: CrashBookBet = {
			betId: crypto.randomUUID(),
			userId: viewer.userId,
			name: maskName(viewer.name),
			panel: bet.panel,
			wallet: bet.wallet,
			amountPaise: bet.amountPaise,
			autoCashOut: bet.autoCashOut,
			submissionId,
			clientSeed: bet.clientSeed,
			committed: false,
			status: "placed",
			cashedOutAt: null,
			payoutPaise: null,
			cashing: null,
		};
		book.reserve(round.roundId, reserved);
		const submission = { ...bet, userId: viewer.userId, roundId: round.roundId, submissionId, betId: reserved.betId };
		const result = await this.inFlight.run(flightKey, () => this.parts.commits.commit(submission), "crashBet");
		if (result?.kind === "placed") {
			reserved.committed = true;
			book.changed();
			this.parts.list.touch();
			return this.acknowledge(ws, viewer, reserved, result.balances);
		}
		book.release(round.roundId, reserved);
		// A duplicate from before an eviction is in the book once it is reloaded; any other reuse of an id is refused.
		if (result?.kind === "duplicate") {
			await book.load(this.parts.db, round.roundId);
			const stored = book.bySubmission(round.roundId, viewer.userId, submissionId);
			if (stored) return this.acknowledge(ws, viewer, stored, null);
		}
		return reply(outcomeRefusal(result) ?? messages.invalidMessage);
	}

	private async acknowledge(ws: WebSocket, viewer: Viewer, bet: CrashBookBet, balances: Balances | null) {
		const known = balances ?? rupeeBalances(await balancesOf(this.parts.db, viewer.userId));
		this.parts.sockets.send(ws, {
			type: "crashBetPlaced",
			submissionId: bet.submissionId,
			bet: crashBetView(bet),
			balances: known,
		});
	}

	// ---------------------------------------------------------------- cash-outs

	/** A player's cash-out, decided now by the room's clock (docs/decisions/0820-crash-game.md, "Ties"). */
	async cashOut(ws: WebSocket, viewer: Viewer, message: CashOutMessage): Promise<void> {
		const { submissionId, panel } = message;
		const reply = (text: string) => this.parts.sockets.sendError(ws, text, submissionId);
		const round = this.parts.round();
		// The viewer's own bet on that panel: nobody can name another player's bet.
		const bet = round ? this.parts.book.get(round.roundId, viewer.userId, panel) : undefined;
		if (!round || !bet?.committed) return reply(crashMessages.noBetToCashOut);
		// A cash-out of this bet already on its way to D1: this one is answered by its outcome.
		if (bet.cashing) await bet.cashing;
		if (bet.status === "cashedOut") return reply(crashMessages.alreadyCashedOut);
		if (bet.status === "lost") return reply(crashMessages.tooLate);
		if (round.phase === "betting") return reply(crashMessages.notFlying);
		const decision = decideCashOut(round, bet, this.parts.now());
		if (!decision.paid) return reply(crashMessages.tooLate);
		const paid = await this.pay(bet, decision.at, decision.payoutPaise, submissionId);
		if (paid === "lost") return reply(crashMessages.tooLate);
		if (paid === "failed") return reply(messages.serverError);
	}

	/** The room's own cash-outs of bets whose automatic target (auto cash-out, maximum win) has been reached. */
	async payAutomatic(due: Array<{ bet: CrashBookBet; at: Multiplier; payoutPaise: number }>): Promise<void> {
		await Promise.all(due.map(({ bet, at, payoutPaise }) => this.pay(bet, at, payoutPaise, null)));
	}

	/**
	 * Pays a decided cash-out once: the book holds the decision at once (a second cash-out of the bet, or the crash,
	 * waits for it), the bet's owner is told on every socket once it is written. A write that fails undoes the
	 * decision in the book: the bet is placed again and the player may cash out again.
	 */
	private async pay(
		bet: CrashBookBet,
		at: Multiplier,
		payoutPaise: number,
		submissionId: string | null,
	): Promise<"paid" | "lost" | "failed"> {
		const { book, sockets } = this.parts;
		bet.status = "cashedOut";
		bet.cashedOutAt = at;
		bet.payoutPaise = payoutPaise;
		let settled: (paid: boolean) => void = () => undefined;
		bet.cashing = new Promise((resolve) => (settled = resolve));
		let verdict: "paid" | "lost" | "failed" = "failed";
		let balances: Balances | null = null;
		try {
			const outcome = await this.parts.cashOuts.pay(bet, at, payoutPaise);
			if (outcome.kind === "lost") {
				Object.assign(bet, { status: "lost", cashedOutAt: null, payoutPaise: null });
				verdict = "lost";
			} else {
				verdict = "paid";
				balances = outcome.balances;
			}
		} catch (error) {
			console.error("[crash] cash-out failed", error);
			Object.assign(bet, { status: "placed", cashedOutAt: null, payoutPaise: null });
		} finally {
			bet.cashing = null;
			settled(verdict === "paid");
			book.changed();
			this.parts.list.touch();
		}
		if (verdict !== "paid") return verdict;
		const known = balances ?? rupeeBalances(await balancesOf(this.parts.db, bet.userId));
		const told = { type: "cashedOut", submissionId: submissionId ?? bet.submissionId, bet: crashBetView(bet) };
		for (const ws of sockets.ofUser(bet.userId)) sockets.send(ws, { ...told, balances: known });
		return "paid";
	}

	/** The owners of bets the crash's settlement cashed out at their target, told like any cash-out. */
	async tellSettled(paid: CrashBookBet[]): Promise<void> {
		const { sockets } = this.parts;
		for (const bet of paid) {
			if (sockets.ofUser(bet.userId).length === 0) continue;
			const balances = rupeeBalances(await balancesOf(this.parts.db, bet.userId));
			const told = { type: "cashedOut", submissionId: bet.submissionId, bet: crashBetView(bet), balances };
			for (const ws of sockets.ofUser(bet.userId)) sockets.send(ws, told);
		}
	}
}
