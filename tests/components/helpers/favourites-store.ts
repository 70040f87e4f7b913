/**
 * server/favourites.ts for component tests (vi.mock it with `favouritesStoreModule`): the player's favourites in
 * memory, what each call was given, and a refusal the next change answers. The table's dialog reaches it through the
 * real /resources/favourites route (its loader, action and client wrappers: tests/components/helpers/table-router.tsx).
 */
import type { Bet } from "~/domain/roulette/bets";
import type { NamedCall } from "~/domain/roulette/racetrack";
import type * as Real from "~/server/favourites";

export type StoredFavourite = {
	id: string;
	name: string;
	bets: Array<{ type: string; numbers: number[]; amount: number }>;
	calls?: unknown[];
};

type Call = { kind: "list" | "create" | "update" | "delete"; id?: string; value?: unknown; key?: string | null };

let state: {
	store: StoredFavourite[];
	calls: Call[];
	refuseNext: { status: 404 | 409; message: string } | null;
	held: Promise<void> | null;
	unreachable: boolean;
} = { store: [], calls: [], refuseNext: null, held: null, unreachable: false };

/** What the store holds from now on; returns it, the calls it gets, and how to refuse the next change. */
export function serveFavourites(initial: StoredFavourite[] = []) {
	state = { store: [...initial], calls: [], refuseNext: null, held: null, unreachable: false };
	const { store, calls } = state;
	return {
		store,
		calls,
		refuse: (status: 404 | 409, message: string) => {
			state.refuseNext = { status, message };
		},
		/** Whether requests fail on the way (a phone offline): every call throws while true. */
		unreachable: (unreachable: boolean) => {
			state.unreachable = unreachable;
		},
		/** Changes wait from now on until the returned function is called. */
		hold: () => {
			let release = () => {};
			state.held = new Promise((resolve) => {
				release = resolve;
			});
			return () => {
				state.held = null;
				release();
			};
		},
	};
}

const view = (f: StoredFavourite) => ({ calls: [], createdAt: 1, updatedAt: 1, ...f }) as unknown as Real.FavouriteView;
const rupees = (bets: Bet[]) => bets.map((b) => ({ type: b.type, numbers: b.numbers, amount: b.amountPaise / 100 }));

function reach() {
	if (state.unreachable) throw new TypeError("Failed to fetch");
}

async function refused() {
	await state.held;
	reach();
	const refusal = state.refuseNext;
	state.refuseNext = null;
	return refusal ? ({ ok: false, ...refusal } as const) : null;
}

export function favouritesStoreModule(): typeof Real {
	return {
		listFavourites: async () => {
			state.calls.push({ kind: "list" });
			reach();
			return { favourites: state.store.map(view), max: 15 };
		},
		createFavourite: async (_db, _user, value: { name: string; bets: Bet[]; calls: NamedCall[] }, key) => {
			state.calls.push({ kind: "create", value, key });
			const refusal = await refused();
			if (refusal) return refusal;
			const saved = {
				id: `f${state.store.length + 1}`,
				name: value.name,
				bets: rupees(value.bets),
				calls: value.calls,
			};
			state.store.push(saved);
			return { ok: true, status: 201, message: "Favourite saved.", favourite: view(saved) };
		},
		updateFavourite: async (_db, _user, id, value) => {
			state.calls.push({ kind: "update", id, value });
			const refusal = await refused();
			if (refusal) return refusal;
			const at = state.store.findIndex((f) => f.id === id);
			const found = state.store[at];
			if (!found) return { ok: false, status: 404, message: "Favourite not found." };
			state.store[at] = { ...found, ...(value.name === undefined ? {} : { name: value.name }) };
			return { ok: true, status: 200, message: "Favourite updated.", favourite: view(state.store[at]) };
		},
		deleteFavourite: async (_db, _user, id) => {
			state.calls.push({ kind: "delete", id });
			await state.held;
			const at = state.store.findIndex((f) => f.id === id);
			if (at < 0) return null;
			state.store.splice(at, 1);
			return "Favourite deleted.";
		},
	};
}
