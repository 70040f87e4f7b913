import { useEffect, useState } from "react";
import type { CardRoundView } from "~/domain/cards/protocol";
import { dealOffsets } from "~/domain/cards/timing";

/**
 * How many of the round's dealt cards are on the table now, at the server's clock: card i shows at the deal's start
 * plus its offset (domain/cards/timing.ts), so every screen deals at the same pace; all of them once the result is out.
 */
export function useDealProgress(round: CardRoundView | null, offsetMs: number): number {
	const dealt = round?.dealt ?? null;
	const start = round?.dealStartedAt ?? null;
	const done = round?.phase === "result";
	const compute = () => {
		if (!dealt || start === null) return 0;
		if (done || !round) return dealt.length;
		const elapsed = Date.now() + offsetMs - start;
		return dealOffsets(round.game, dealt.length).filter((at) => at <= elapsed).length;
	};
	const [shown, setShown] = useState(compute);
	// biome-ignore lint/correctness/useExhaustiveDependencies: compute reads exactly these
	useEffect(() => {
		setShown(compute());
		if (!dealt || done) return;
		const timer = setInterval(() => setShown(compute()), 100);
		return () => clearInterval(timer);
	}, [dealt, start, done, offsetMs]);
	return shown;
}
