import { tableMessages } from "~/domain/messages/tables";
import { useSay } from "../../lib/i18n";

/**
 * The visible mark of an operator-set result (its number was chosen by an admin, not by the provably fair draw),
 * for result tiles; the tile's own label says it in words for screen readers.
 */
export function OperatorMark() {
	return (
		<span
			aria-hidden="true"
			data-testid="operator-mark"
			className="absolute -top-1.5 -right-1.5 grid size-4 place-items-center rounded-full bg-gold text-[0.625rem] leading-none font-black text-black"
		>
			✱
		</span>
	);
}

/** Explains the mark under a row of results that shows one. */
export function OperatorMarkLegend() {
	const say = useSay();
	return (
		<p className="text-xs text-gold" data-testid="operator-legend">
			✱ {say(tableMessages.operatorSetLegend)}
		</p>
	);
}
