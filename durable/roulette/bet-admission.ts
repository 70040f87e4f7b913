/**
 * Admitting a player's placeBets (docs/product.md#bets, docs/decisions/0200-round-engine.md#money): who may bet,
 * duplicates by submission id, the round's limits, the racetrack calls named with the bets
 * (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history), the reservation in the book and the commit
 * (whose stake statement holds the player's own protection limits), and the one answer the player gets (betsPlaced
 * or an error with the submission id).
 */
import { messages, rouletteMessages } from "~/domain/messages";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { betLimitsOf, betValueLabel, maskName, validateSubmission } from "~/domain/roulette/bets";
import type { Viewer } from "~/domain/roulette/room-contract";
import { type PlaceBetsMessage, walletSchema } from "~/domain/roulette/socket-messages";
import { readCalls } from "~/domain/validation/calls";
import type { Database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { bettorRefusal, InFlight } from "../game-host/admission";
import { type GroupCommit, type Outcome, rupeeBalances } from "../game-host/group-commit";
import type { RoomOptions } from "../game-host/options";
import type { RoomSockets } from "../game-host/sockets";
import type { TableFeed } from "../game-host/table-feed";
import { type BetBook, type BookBet, type BookCall, liveBet } from "./bet-book";
import type { Submission } from "./bet-rows";
import type { StoredRound } from "./round-machine";

/** What admission needs of the room: its parts, and the round as it is at each moment. */
export type AdmissionParts = {
	db: Database;
	options: RoomOptions<unknown>;
	book: BetBook;
	commits: GroupCommit<Submission>;
	sockets: RoomSockets;
	feed: TableFeed;
	/** The current round (it may move on while a check awaits). */
	round: () => StoredRound | null;
	bettingOpen: (round: StoredRound) => boolean;
};

export class BetAdmission {
	/** Submissions being committed (the host's, shared by every game). */
	private readonly inFlight = new InFlight();

	constructor(private readonly parts: AdmissionParts) {}

	async placeBets(ws: WebSocket, viewer: Viewer, message: PlaceBetsMessage): Promise<void> {
		const { book, sockets } = this.parts;
		const { submissionId } = message;
		const reply = (text: string) => sockets.sendError(ws, text, submissionId);
		const refusal = bettorRefusal(viewer, this.parts.options.vars);
		if (refusal) return reply(refusal);
		const parsedWallet = walletSchema.safeParse(message.wallet);
		if (!parsedWallet.success) return reply(messages.invalidMessage);
		const wallet = parsedWallet.data;

		const round = this.parts.round();
		const bets = round ? book.of(round.roundId, viewer.userId) : [];
		// A duplicate is acknowledged (after the first one finished), never debited twice.
		const flightKey = `${viewer.userId}:${submissionId}`;
		const running = this.inFlight.pending(flightKey);
		if (running) return this.acknowledge(ws, viewer, submissionId, await running);
		if (bets.some((b) => b.submissionId === submissionId && b.committed)) {
			return this.acknowledge(ws, viewer, submissionId, { kind: "duplicate", balances: null });
		}
		if (!round || !this.parts.bettingOpen(round)) return reply(rouletteMessages.noRoundActive);

		// The limits the round opened with, even if the catalogue changed since (docs/decisions/0745).
		const limits = betLimitsOf(round);
		const first = validateSubmission(bets, message.bets, limits);
		if (!first.ok) return reply(first.message);
		// A call is only a name for bets the submission holds anyway: expanded again here, never trusted.
		const named = readCalls(message.calls, first.value);
		if (!named.ok) return reply(named.message);
		const calls: BookCall[] = named.value.calls.map(({ call, chip }) => ({
			id: crypto.randomUUID(),
			call,
			chipPaise: rupeesToPaise(chip),
		}));
		const withCall = <T extends object>(bet: T, index: number): T & { call?: BookCall } => {
			const owner = named.value.owners[index];
			const call = owner === null || owner === undefined ? undefined : calls[owner];
			return call ? { ...bet, call } : bet;
		};

		// The player's own breaks and daily loss limit (docs/product.md#player-protection) are checked by the stake's
		// own statement, in the commit's batch (server/protection.ts `stakeAllowed`): nothing awaits between the
		// checks above and the reservation, so two quick submissions are reserved, and debited, one after the other.
		// Reserve the bets in the book and mark the submission in flight in one step, so later submissions are
		// validated against them and a duplicate always finds its first copy.
		const reserved: BookBet[] = first.value.map((b, i) =>
			withCall({ ...b, wallet, submissionId, committed: false }, i),
		);
		bets.push(...reserved);
		// How the admins' live bets name the player: from the viewer the Worker admitted (no D1 read per bet).
		book.name(viewer.userId, { name: maskName(viewer.name), phone: viewer.maskedPhone ?? null });
		const submission = {
			userId: viewer.userId,
			roundId: round.roundId,
			submissionId,
			wallet,
			bets: first.value.map(withCall),
			calls,
		};
		const result = await this.inFlight.run(flightKey, () => this.parts.commits.commit(submission), "placeBets");
		// The book still belongs to this round (closing betting waits for every submission, so it always should).
		const sameRound = book.holds(round.roundId);
		if (result?.kind === "placed") {
			for (const b of reserved) b.committed = true;
			this.announce(viewer, round.roundId, reserved);
		} else if (sameRound) {
			const current = book.of(round.roundId, viewer.userId);
			for (const b of reserved) {
				const at = current.indexOf(b);
				if (at >= 0) current.splice(at, 1);
			}
			// It was committed earlier (before an eviction, or an error after commit): resync from D1.
			if (result?.kind === "duplicate") await book.reloadPlayer(this.parts.db, round.roundId, viewer.userId);
		}
		if (!result) return reply(messages.serverError);
		if (result.kind === "insufficient") return reply(rouletteMessages.insufficientBalance);
		if (result.kind === "refused") return reply(result.message);
		// A client sends a new id with every submission (app/components/roulette/roulette-table.tsx).
		if (result.kind === "reused") return reply(messages.invalidMessage);
		return this.acknowledge(ws, viewer, submissionId, result);
	}

	/** Newly placed bets to the admins' live bets and the table feed. */
	private announce(viewer: Viewer, roundId: string, placed: BookBet[]): void {
		this.parts.sockets.broadcastToAdmins({
			type: "liveBets",
			bets: placed.map((b) => liveBet(viewer.userId, this.parts.book.bettor(viewer.userId), roundId, b)),
		});
		const at = Date.now();
		const name = maskName(viewer.name);
		this.parts.feed.queue(
			roundId,
			placed.map((b) => ({
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
	}

	private async acknowledge(ws: WebSocket, viewer: Viewer, submissionId: string, outcome: Outcome | null) {
		const { sockets } = this.parts;
		if (!outcome || outcome.kind === "insufficient" || outcome.kind === "reused") {
			const message = !outcome
				? messages.serverError
				: outcome.kind === "reused"
					? messages.invalidMessage
					: rouletteMessages.insufficientBalance;
			return sockets.sendError(ws, message, submissionId);
		}
		if (outcome.kind === "refused") return sockets.sendError(ws, outcome.message, submissionId);
		const balances = outcome.balances ?? rupeeBalances(await balancesOf(this.parts.db, viewer.userId));
		sockets.send(ws, {
			type: "betsPlaced",
			submissionId,
			balances,
			bets: this.parts.book.placed(this.parts.round()?.roundId ?? null, viewer.userId),
		});
	}
}
