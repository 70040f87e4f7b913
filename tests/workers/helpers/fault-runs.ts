/**
 * What the fault suites share (tests/workers/faults*.test.ts, docs/decisions/0700-fault-suite-model.md): injected
 * settlement failures (a room on the game host fails once at a named step of its settlement, through
 * durable/game-host/settlement.ts's test hook), the rooms' logs of them kept out of the output, fast-check's settings
 * with replay, the count of what the runs exercised, and the log of a run's commands.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { onTestFinished, vi } from "vitest";
import type { GameHost } from "~/durable/game-host/game-host";

/**
 * The settlement of the room's next owed round fails once at `step` (settling `chunk` bets a chunk, so chunk steps
 * exist); null: it does not fail.
 */
export async function failSettlementOnceAt(stub: DurableObjectStub, step: string | null, chunk = 1): Promise<void> {
	// biome-ignore lint/suspicious/noExplicitAny: any game on the host (its state, owed rounds, messages and timing).
	await runInDurableObject(stub, (room: GameHost<any, any, any, any>) => {
		if (step === null) {
			room.configureForTests({ settleChunk: chunk, settlementHook: null });
			return;
		}
		let failed = false;
		room.configureForTests({
			settleChunk: chunk,
			settlementHook: (at) => {
				if (at === step && !failed) {
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

/**
 * fast-check's settings for a fault suite: `runs` runs, or only the failing run to replay (its `seed` and `path`);
 * the counterexample printed with them (verbose), so that a failure can be replayed; shrinking only when asked (slow:
 * every attempt replays real I/O).
 */
export function faultRunOptions(runs: number, replay: { seed: number; path: string } | null, shrink: boolean) {
	return {
		numRuns: replay ? 1 : runs,
		verbose: 1 as const,
		endOnFailure: !shrink,
		...(replay ? { seed: replay.seed, path: replay.path } : {}),
	};
}

/** What a fault suite's runs exercised, counted by name and printed at the end (the generator reaches the cases). */
export function coverageOf(suite: string) {
	const coverage = new Map<string, number>();
	return {
		count: (what: string) => coverage.set(what, (coverage.get(what) ?? 0) + 1),
		print: () =>
			console.log(
				`[${suite}] exercised:\n${[...coverage]
					.sort(([a], [b]) => a.localeCompare(b))
					.map(([what, n]) => `  ${n}\t${what}`)
					.join("\n")}`,
			),
	};
}

/**
 * Runs the commands in order, each followed by its checks (`step` does both), noting each in `log`; on a failure the
 * commands so far are printed, to read next to fast-check's counterexample.
 */
export async function runLogged<C>(label: string, log: string[], commands: C[], step: (command: C) => Promise<void>) {
	for (const [i, command] of commands.entries()) {
		log.push(`${i}: ${JSON.stringify(command)}`);
		try {
			await step(command);
		} catch (error) {
			console.error(`[${label}] failed after:\n${log.join("\n")}`);
			throw error;
		}
	}
}

/**
 * A model run's "evict" step: the room's instance ends, as when Cloudflare moves or restarts it. A room already
 * evicted by the step before (and not woken since) is woken first, so two evictions in a row are two (the test
 * runtime refuses to evict an object that is not running).
 */
export async function evictRoom(stub: DurableObjectStub): Promise<void> {
	await runInDurableObject(stub, () => undefined);
	await evictDurableObject(stub);
}
