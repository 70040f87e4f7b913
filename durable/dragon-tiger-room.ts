/**
 * DragonTigerRoom: one Dragon Tiger table (`idFromName(tableId)`), a card room on the game host
 * (durable/cards/card-room.ts, docs/decisions/0840-card-tables.md): one card to Dragon, one to Tiger, from a
 * freshly shuffled 8-deck shoe (domain/dragon-tiger/rules.ts).
 */
import { CardRoom } from "./cards/card-room";

export class DragonTigerRoom extends CardRoom {
	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env, "dragon-tiger");
	}
}
