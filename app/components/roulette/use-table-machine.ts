import { useCallback, useEffect, useRef, useState } from "react";
import { INTL_LOCALE } from "~/domain/i18n/locales";
import type { Balances, ServerMessage } from "~/domain/roulette/protocol";
import { INITIAL_TABLE_STATE, type TableEffect, type TableEvent, type TableState, tableStep } from "./table-machine";
import { finish, speak } from "./table-sound";
import type { TableWords } from "./table-words";

/**
 * Runs the table machine (table-machine.ts) for the screen: each event is stepped at once against the latest state
 * (socket messages arrive between renders), and its effects are carried out here: balances to the header, timers
 * counted from the result's arrival (a new round or leaving cancels them), the sounds and the spoken result.
 * `words` and `muted` are read when an effect runs, so that the result is spoken in that moment's language.
 */
export function useTableMachine({
	setBalances,
	words,
	muted,
}: {
	setBalances: (balances: Balances) => void;
	words: TableWords;
	muted: boolean;
}): { state: TableState; dispatch: (event: TableEvent) => void; onMessage: (message: ServerMessage) => void } {
	const [state, setState] = useState(INITIAL_TABLE_STATE);
	const current = useRef(state);
	const now = useRef({ words, muted, setBalances });
	now.current = { words, muted, setBalances };
	const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

	const cancelLater = useCallback(() => {
		for (const timer of timers.current) clearTimeout(timer);
		timers.current.clear();
	}, []);
	useEffect(() => cancelLater, [cancelLater]);

	const dispatch = useCallback(
		(event: TableEvent) => {
			const later = (ms: number, run: () => void) => {
				const timer = setTimeout(() => {
					timers.current.delete(timer);
					run();
				}, ms);
				timers.current.add(timer);
			};
			const run = (effect: TableEffect) => {
				switch (effect.type) {
					case "balances":
						now.current.setBalances(effect.balances);
						break;
					case "cancelLater":
						cancelLater();
						break;
					case "later":
						later(effect.ms, () => dispatch(effect.event));
						break;
					case "speak":
						// In the page's language at that moment ("17 लाल" by a Hindi voice), unless muted or hidden then.
						later(effect.ms, () => {
							const w = now.current.words;
							speak(now.current.muted, `${effect.result} ${w.colour(effect.color)}`, INTL_LOCALE[w.format.locale]);
						});
						break;
					case "finishSound":
						finish(now.current.muted);
						break;
				}
			};
			const step = tableStep(current.current, event);
			current.current = step.state;
			setState(step.state);
			for (const effect of step.effects) run(effect);
		},
		[cancelLater],
	);
	const onMessage = useCallback(
		(message: ServerMessage) => dispatch({ type: "message", message, at: Date.now() }),
		[dispatch],
	);
	return { state, dispatch, onMessage };
}
