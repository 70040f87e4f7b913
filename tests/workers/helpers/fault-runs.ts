/**
 * What every model-based fault suite's run shares (faults.test.ts, faults-crash.test.ts, faults-bonus.test.ts): a
 * tally of what the runs exercised, printed at the end, and fast-check's options for a run or a replay.
 */
import { onTestFinished, vi } from "vitest";

/** Counts what the runs exercised, to see that the generator reaches the interesting cases. */
export function coverageTally(label: string) {
	const seen = new Map<string, number>();
	return {
		count: (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1),
		print: () =>
			console.log(
				`[${label}] exercised:\n${[...seen]
					.sort(([a], [b]) => a.localeCompare(b))
					.map(([what, n]) => `  ${n}\t${what}`)
					.join("\n")}`,
			),
	};
}

/** fast-check's options: `numRuns` runs, or the one failing run to replay (its seed and path, printed with it). */
export function runOptions(numRuns: number, replay: { seed: number; path: string } | null, shrink: boolean) {
	return {
		numRuns: replay ? 1 : numRuns,
		verbose: 1 as const,
		endOnFailure: !shrink,
		...(replay ? { seed: replay.seed, path: replay.path } : {}),
	};
}

/** The rooms log each injected settlement failure: expected in a fault run, so kept out of the test's output. */
export function quietInjectedFailures(): void {
	const logError = console.error;
	const quiet = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
		if (!args.some((a) => String(a).includes("injected settlement failure"))) logError(...args);
	});
	onTestFinished(() => quiet.mockRestore());
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
