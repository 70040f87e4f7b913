/**
 * A card table's room as its screen sees it (docs/decisions/0840-card-tables.md): the round, the results strip, the
 * player's bets of the round, the table's switch and the server's clock offset, kept from the room's messages by a
 * pure reducer, over the socket plumbing every table shares (room-connection.ts).
 */
import { useCallback, useRef, useState } from "react";
import type {
	CardBetView,
	CardClientMessage,
	CardRoundBet,
	CardRoundView,
	CardServerMessage,
	PastCardRound,
} from "~/domain/cards/protocol";
import { type ConnectionState, useRoomConnection } from "./room-connection";

export type CardView = {
	synced: boolean;
	round: CardRoundView | null;
	lastResults: PastCardRound[];
	/** The player's bets of the current round (placed, then settled). */
	bets: CardBetView[];
	/** The bets of the round before, for Repeat. */
	previousBets: CardBetView[];
	/** The round's live list: every player's bets (names masked), largest first; `roundBetsMore` not listed. */
	roundBets: CardRoundBet[];
	roundBetsMore: number;
	tableEnabled: boolean;
	tableMessage: string | null;
	/** The server's clock minus this one (ms), from the last message's stamp. */
	offsetMs: number;
};

export const initialCardView: CardView = {
	synced: false,
	round: null,
	lastResults: [],
	bets: [],
	previousBets: [],
	roundBets: [],
	roundBetsMore: 0,
	tableEnabled: true,
	tableMessage: null,
	offsetMs: 0,
};

export function reduceCards(view: CardView, message: CardServerMessage, receivedAt: number): CardView {
	const next = { ...view, offsetMs: message.serverNow - receivedAt };
	switch (message.type) {
		case "syncState":
			return {
				...next,
				synced: true,
				round: message.round,
				lastResults: message.lastResults,
				bets: message.you?.bets ?? [],
				roundBets: message.roundBets,
				roundBetsMore: message.roundBetsMore,
				tableEnabled: message.tableEnabled,
			};
		case "bettingOpen": {
			const previous = view.bets.length > 0 ? view.bets : view.previousBets;
			return {
				...next,
				round: message.round,
				bets: [],
				previousBets: previous,
				roundBets: [],
				roundBetsMore: 0,
				tableEnabled: true,
			};
		}
		case "dealing":
			return { ...next, round: message.round };
		case "roundResult":
			return { ...next, round: message.round, lastResults: message.lastResults };
		case "cardBetPlaced":
			return { ...next, bets: [...view.bets, ...message.bets] };
		case "betResult":
			return message.roundId === view.round?.roundId ? { ...next, bets: message.bets } : next;
		case "roundBets":
			return message.roundId === view.round?.roundId
				? { ...next, roundBets: message.bets, roundBetsMore: message.more }
				: next;
		case "tableStatus":
			return { ...next, tableEnabled: message.tableEnabled, tableMessage: message.message };
		default:
			return next;
	}
}

export type CardRoom = CardView & {
	connection: ConnectionState;
	send: (message: CardClientMessage) => boolean;
};

export function useCardRoom(options: {
	table: string;
	onEvent?: (message: CardServerMessage, view: CardView) => void;
}): CardRoom {
	const [view, setView] = useState<CardView>(initialCardView);
	const viewRef = useRef(view);
	const onEvent = useRef(options.onEvent);
	onEvent.current = options.onEvent;
	const onMessages = useCallback((messages: CardServerMessage[], receivedAt: number) => {
		let next = viewRef.current;
		for (const message of messages) next = reduceCards(next, message, receivedAt);
		viewRef.current = next;
		setView(next);
		for (const message of messages) onEvent.current?.(message, next);
	}, []);
	const { connection, send } = useRoomConnection<CardServerMessage, CardClientMessage>({
		signedIn: true,
		table: options.table,
		onMessages,
	});
	return { ...view, connection, send };
}
