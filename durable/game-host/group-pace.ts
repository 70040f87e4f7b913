/**
 * How often group commit sends a group to D1: at most one group per `windowMs`. A submission that finds the last
 * group went out longer ago than that goes at once, so a quiet table waits for nothing; under load the submissions
 * of the window go together. A D1 call costs the room and the local database about as much for one submission as
 * for several (docs/benchmarks.md, "Issue 15: the room's ack tail and knee"): at 300 bets a second, groups that went
 * out as soon as the last one came back carried one or two submissions each. Closing betting never waits for the
 * window (`hurry`). A submission is admitted (the betting deadline) before it waits, so the window never turns a
 * bet sent in time into a late one.
 */
export class GroupPace {
	private lastAt = Number.NEGATIVE_INFINITY;
	private hurrying = false;
	private wake: (() => void) | null = null;
	private timer: ReturnType<typeof setTimeout> | null = null;

	constructor(private readonly windowMs: () => number) {}

	/** Resolves when the next group may go, and counts it as gone. */
	async ready(): Promise<void> {
		const wait = this.lastAt + this.windowMs() - Date.now();
		if (wait > 0 && !this.hurrying) {
			await new Promise<void>((resolve) => {
				this.wake = resolve;
				this.timer = setTimeout(resolve, wait);
			});
			this.wake = null;
			this.timer = null;
		}
		this.lastAt = Date.now();
	}

	/** While on, groups go without waiting (closing betting drains what is queued). */
	hurry(on: boolean): void {
		this.hurrying = on;
		if (!on) return;
		if (this.timer) clearTimeout(this.timer);
		this.wake?.();
	}
}
