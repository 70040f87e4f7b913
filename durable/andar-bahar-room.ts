/**
 * AndarBaharRoom: one Andar Bahar table (`idFromName(tableId)`), a card room on the game host
 * (durable/cards/card-room.ts, docs/decisions/0840-card-tables.md): the joker shown as betting opens, then cards
 * dealt alternately to Andar and Bahar until one matches its rank (domain/andar-bahar/rules.ts).
 */
import { CardRoom } from "./cards/card-room";

export class AndarBaharRoom extends CardRoom {
	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env, "andar-bahar");
	}
}
