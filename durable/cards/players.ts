/**
 * What a card room does for its players' bets (docs/decisions/0840-card-tables.md): who may bet, duplicates by
 * submission id, the game's spots and the round's limits (per bet, and per spot over the round), the reservation and
 * the host's group commit of the stake, the answer.
 */

import type { CardBetMessage } from "~/domain/cards/bets";
import { validateCardBets } from "~/domain/cards/bets";
import type { CardGame } from "~/domain/cards/games";
import { cardMessages, messages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import { maskName } from "~/domain/roulette/bets";
import type { Balances } from "~/domain/roulette/protocol";
import type { Viewer } from "~/domain/roulette/room-contract";
import type { Database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { beginSubmission, InFlight, outcomeRefusal } from "../game-host/admission";
import { type GroupCommit, rupeeBalances } from "../game-host/group-commit";
import type { RoomOptions } from "../game-host/options";
import type { RoomSockets } from "../game-host/sockets";
import type { CardSubmission } from "./bet-rows";
import { type CardBook, type CardBookBet, cardBetView } from "./book";
import type { CardRound } from "./state";

export type CardPlayerParts = {
	game: CardGame;
	db: Database;
	options: RoomOptions<unknown>;
	book: CardBook;
	commits: GroupCommit<CardSubmission>;
	sockets: RoomSockets;
	round: () => CardRound | null;
	bettingOpen: (round: CardRound) => boolean;
	/** The round's live list changed (a stake committed). */
	listChanged: () => void;
};

export class CardPlayers {
	private readonly inFlight = new InFlight();

	constructor(private readonly parts: CardPlayerParts) {}

	async placeBets(ws: WebSocket, viewer: Viewer, message: CardBetMessage): Promise<void> {
		const { book } = this.parts;
		const { submissionId } = message;
		const begun = await beginSubmission(this.parts, this.inFlight, ws, viewer, submissionId);
		if (!begun) return;
		const { reply, key: flightKey, round } = begun;
		const known = round ? book.bySubmission(round.roundId, viewer.userId, submissionId) : [];
		if (known.length > 0 && known.every((b) => b.committed)) return this.acknowledge(ws, viewer, known, null);
		if (!round || !this.parts.bettingOpen(round)) return reply(cardMessages.betsClosed);
		const check = validateCardBets(this.parts.game, message, round);
		if (!check.ok) return reply(check.message);
		const { wallet, bets } = check.value;
		for (const bet of bets) {
			if (book.onSpot(round.roundId, viewer.userId, bet.spot) + bet.amountPaise > round.maxBetPaise) {
				return reply(cardMessages.spotTotal(paiseToRupees(round.maxBetPaise)));
			}
		}
		// Reserved and in flight in one step (no await since the checks): a duplicate or a spot's total finds them.
		const reserved: CardBookBet[] = bets.map((bet) => ({
			betId: crypto.randomUUID(),
			userId: viewer.userId,
			name: maskName(viewer.name),
			spot: bet.spot,
			wallet,
			amountPaise: bet.amountPaise,
			submissionId,
			committed: false,
			status: "placed",
			payoutPaise: null,
		}));
		book.reserve(round.roundId, reserved);
		const submission: CardSubmission = {
			userId: viewer.userId,
			roundId: round.roundId,
			submissionId,
			wallet,
			bets: reserved.map((b) => ({ betId: b.betId, spot: b.spot, amountPaise: b.amountPaise })),
		};
		const result = await this.inFlight.run(flightKey, () => this.parts.commits.commit(submission), "cardBet");
		if (result?.kind === "placed") {
			for (const bet of reserved) bet.committed = true;
			this.parts.listChanged();
			return this.acknowledge(ws, viewer, reserved, result.balances);
		}
		book.release(round.roundId, reserved);
		// A duplicate from before an eviction is in the book once it is reloaded; any other reuse of an id is refused.
		if (result?.kind === "duplicate") {
			await book.load(this.parts.db, round.roundId);
			const stored = book.bySubmission(round.roundId, viewer.userId, submissionId);
			if (stored.length > 0) return this.acknowledge(ws, viewer, stored, null);
		}
		return reply(outcomeRefusal(result) ?? messages.invalidMessage);
	}

	private async acknowledge(ws: WebSocket, viewer: Viewer, placed: CardBookBet[], balances: Balances | null) {
		const known = balances ?? rupeeBalances(await balancesOf(this.parts.db, viewer.userId));
		this.parts.sockets.send(ws, {
			type: "cardBetPlaced",
			submissionId: placed[0]?.submissionId,
			bets: placed.map(cardBetView),
			balances: known,
		});
	}
}
