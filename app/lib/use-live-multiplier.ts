import { useEffect, useState } from "react";
import type { CrashRoundSnapshot, Multiplier } from "~/domain/crash/protocol";
import { type ClockEstimate, liveMultiplier, serverTime } from "./crash-clock";

/**
 * The flight's multiplier now, at the server's clock (crash-clock.ts), redrawn every animation frame while the round
 * flies; a render happens only when the shown hundredths change.
 */
export function useLiveMultiplier(round: CrashRoundSnapshot | null, clock: ClockEstimate): Multiplier {
	const compute = () => liveMultiplier(round, serverTime(clock, Date.now()));
	const [multiplier, setMultiplier] = useState<Multiplier>(compute);
	// biome-ignore lint/correctness/useExhaustiveDependencies: compute reads exactly these
	useEffect(() => {
		setMultiplier(compute());
		if (round?.phase !== "flying" || typeof requestAnimationFrame === "undefined") return;
		let frame = 0;
		const draw = () => {
			setMultiplier(compute());
			frame = requestAnimationFrame(draw);
		};
		frame = requestAnimationFrame(draw);
		return () => cancelAnimationFrame(frame);
	}, [round, clock.offsetMs]);
	return multiplier;
}
