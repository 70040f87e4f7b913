/** The board's arrow keys (app/components/roulette/board-keys.ts): which place each key moves to, as drawn. */
import { describe, expect, it } from "vitest";
import { nextPlace, type PlaceCentre } from "~/app/components/roulette/board-keys";

// A strip of a landscape board: the zero, tall on the left; 3 over 2 over 1 beside it, a split between 2 and 5.
const places: PlaceCentre[] = [
	{ key: "straight:0", x: 10, y: 50 },
	{ key: "straight:3", x: 40, y: 20 },
	{ key: "straight:2", x: 40, y: 50 },
	{ key: "straight:1", x: 40, y: 80 },
	{ key: "split:2-5", x: 55, y: 50 },
	{ key: "straight:5", x: 70, y: 50 },
];
const at = (key: string) => places.find((p) => p.key === key) as PlaceCentre;

describe("the board's arrow keys", () => {
	it("move along the row drawn, through a thin place between numbers, and up and down a column", () => {
		expect(nextPlace(at("straight:0"), places, "right")).toBe("straight:2");
		expect(nextPlace(at("straight:2"), places, "right")).toBe("split:2-5");
		expect(nextPlace(at("split:2-5"), places, "right")).toBe("straight:5");
		expect(nextPlace(at("straight:2"), places, "up")).toBe("straight:3");
		expect(nextPlace(at("straight:2"), places, "down")).toBe("straight:1");
		expect(nextPlace(at("straight:3"), places, "left")).toBe("straight:0");
	});

	it("stop at the board's edge", () => {
		expect(nextPlace(at("straight:0"), places, "left")).toBeNull();
		expect(nextPlace(at("straight:5"), places, "right")).toBeNull();
		expect(nextPlace(at("straight:3"), places, "up")).toBeNull();
	});
});
