import { createContext, useContext } from "react";

/**
 * Where the table's chips are on screen, for the flying chip (flying-chips.tsx): the tray's chips, the board's
 * places and the chips resting on them register their elements here through refs, so the animation finds its ends
 * without searching the page. One registry per table screen (`createChipSpots`), handed down by `ChipSpotsContext`.
 */
export type SpotKind =
	/** A chip in the tray, by its value. */
	| "chip"
	/** A bet place's button, by target key. */
	| "bet"
	/** A thin place's spot between numbers (where it is not a control), by target key. */
	| "spot"
	/** The chip resting on a place (on its button or its spot), by target key. */
	| "resting"
	| "dot";

export type ChipSpots = {
	/** A ref callback that keeps `kind`'s element for `key` (the same function each time, so refs stay put). */
	ref(kind: SpotKind, key: string): (element: HTMLElement | null) => void;
	get(kind: SpotKind, key: string): HTMLElement | null;
};

export function createChipSpots(): ChipSpots {
	const elements = new Map<string, HTMLElement>();
	const refs = new Map<string, (element: HTMLElement | null) => void>();
	return {
		ref(kind, key) {
			const id = `${kind}:${key}`;
			let ref = refs.get(id);
			if (!ref) {
				ref = (element) => {
					if (element) elements.set(id, element);
					else elements.delete(id);
				};
				refs.set(id, ref);
			}
			return ref;
		},
		get: (kind, key) => elements.get(`${kind}:${key}`) ?? null,
	};
}

export const ChipSpotsContext = createContext<ChipSpots | null>(null);

/** The ref for one element of the table's chip registry; none outside a table (the board alone in a test). */
export function useChipSpot(kind: SpotKind, key: string): ((element: HTMLElement | null) => void) | undefined {
	return useContext(ChipSpotsContext)?.ref(kind, key);
}
