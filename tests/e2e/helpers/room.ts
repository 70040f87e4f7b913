/** A player at the live table from the test itself: the room socket with the player's access token. */
import { expect, type Page } from "@playwright/test";
import { messagesOfFrame } from "~/domain/roulette/protocol";
import { baseURL } from "~/playwright.config";

type Message = { type: string; [k: string]: unknown };

/** A player's socket at the table, authenticated with their access token (as the roulette screen does). */
export async function playerSocket(token: string) {
	const { default: WebSocket } = await import("ws");
	const url = `${baseURL.replace(/^http/, "ws")}/api/room/socket?token=${encodeURIComponent(token)}`;
	const socket = new WebSocket(url);
	const messages: Message[] = [];
	socket.on("message", (data) => messages.push(...messagesOfFrame(String(data))));
	await new Promise<void>((resolve, reject) => {
		socket.once("open", () => resolve());
		socket.once("error", reject);
	});
	return { socket, messages };
}

/** Waits until the room's latest word on the round is an open betting window with more than `ms` left. */
export async function untilBetting(messages: readonly Message[], ms = 2_000): Promise<void> {
	await expect
		.poll(
			() => {
				const state = [...messages].reverse().find((m) => m.type === "syncState" || m.type === "gameStarted") as
					| { round?: { phase: string; phaseEndsAt: number } | null }
					| undefined;
				return state?.round?.phase === "betting" && state.round.phaseEndsAt - Date.now() > ms;
			},
			{ timeout: 45_000 },
		)
		.toBe(true);
}

/** Waits until the table on screen has a betting window with at least `seconds` left (rounds are 28 s long). */
export async function waitForBetting(page: Page, seconds: number, surface = page.getByTestId("betting-board")) {
	await expect
		.poll(
			async () => {
				const timer = page.getByRole("timer");
				if ((await timer.count()) === 0) return 0;
				const text = (await timer.textContent()) ?? "";
				return Number(/(\d+) (seconds? left|सेकंड बाकी)/.exec(text)?.[1] ?? 0);
			},
			{ timeout: 45_000, intervals: [250] },
		)
		.toBeGreaterThanOrEqual(seconds);
	await expect(surface).toHaveAttribute("data-locked", "false");
}
