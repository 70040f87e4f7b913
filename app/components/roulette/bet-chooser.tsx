import { Dialog } from "../ui/dialog";
import { betsTouching, type TableTarget } from "./table-layout";
import { useTableWords } from "./table-words";

/**
 * Where the places between numbers are too small to touch (docs/decisions/0610-phone-first-table.md):
 * after tapping a number, every inside bet that covers it, each a full-size button.
 */
export function BetChooser({
	number,
	stakeText,
	onPick,
	onClose,
}: {
	/** The tapped number; null when closed. */
	number: number | null;
	/** What is already staked on a place ("₹20"), or null. */
	stakeText: (target: TableTarget) => string | null;
	onPick: (target: TableTarget) => void;
	onClose: () => void;
}) {
	const { t, placeName } = useTableWords();
	return (
		<Dialog
			open={number !== null}
			title={t("chooser.title", { number: number ?? "" })}
			onClose={onClose}
			closeButton
			testId="bet-chooser"
		>
			<ul className="grid grid-cols-2 gap-2">
				{number !== null &&
					betsTouching(number).map((target) => {
						const staked = stakeText(target);
						return (
							<li key={target.key}>
								<button
									type="button"
									data-choice={target.key}
									onClick={() => onPick(target)}
									className="flex min-h-11 w-full flex-col items-start justify-center rounded-lg bg-raised px-3 py-1.5 text-left text-sm font-bold hover:bg-panel focus-visible:bg-panel"
								>
									<span>{placeName(target)}</span>
									{staked && (
										<span className="text-xs font-normal text-gold">{t("chooser.staked", { amount: staked })}</span>
									)}
								</button>
							</li>
						);
					})}
			</ul>
		</Dialog>
	);
}
