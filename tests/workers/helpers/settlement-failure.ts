/**
 * Injected settlement failures for the fault suites (tests/workers/faults*.test.ts): a room on the game host settles
 * one bet a chunk and fails once at a named step of its settlement (durable/game-host/settlement.ts's test hook), and
 * the room's log of each injected failure is kept out of the output.
 */
import { runInDurableObject } from "cloudflare:test";
import { onTestFinished, vi } from "vitest";
import type { GameHost } from "~/durable/game-host/game-host";

/** The settlement of the room's next owed round fails once at `step` (one bet a chunk, so chunk steps exist); null: it does not. */
export async function failSettlementOnceAt(stub: DurableObjectStub, step: string | null): Promise<void> {
	// biome-ignore lint/suspicious/noExplicitAny: any game on the host (its state, owed rounds, messages and timing).
	await runInDurableObject(stub, (room: GameHost<any, any, any, any>) => {
		let failed = false;
		room.configureForTests({
			settleChunk: 1,
			settlementHook: (at) => {
				if (step !== null && at === step && !failed) {
					failed = true;
					throw new Error(`injected settlement failure at ${at}`);
				}
			},
		});
	});
}

/** Until the test ends, the rooms' logs of injected settlement failures are not printed (expected in a fault suite). */
export function quietInjectedFailures(): void {
	const logError = console.error;
	const quiet = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
		if (!args.some((a) => String(a).includes("injected settlement failure"))) logError(...args);
	});
	onTestFinished(() => quiet.mockRestore());
}
