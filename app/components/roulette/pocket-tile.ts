import type { PocketColor } from "~/domain/roulette/wheel";

/**
 * A result's tile by its pocket's colour, wherever a result is shown (the table, the lobby, the statistics, the admin
 * console). Darker than the felt's reds and greens so white digits keep a 4.5:1 contrast on them.
 */
export const pocketTile: Record<PocketColor, string> = {
	red: "bg-red-600",
	black: "bg-pocket-black",
	green: "bg-green-700",
};
