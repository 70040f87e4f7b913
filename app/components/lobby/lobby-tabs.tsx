import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LobbyTab } from "~/domain/content";
import { useSay } from "../../lib/i18n";

/**
 * The lobby's five top tabs (ARIA tabs pattern, automatic activation, roving focus).
 * Exactly one is selected, the first by default. As in the spec, a tab changes the highlight only.
 */
export function LobbyTabs({ tabs, children }: { tabs: readonly LobbyTab[]; children: ReactNode }) {
	const [selected, setSelected] = useState(0);
	const refs = useRef<(HTMLButtonElement | null)[]>([]);
	const base = useId();
	const panelId = `${base}-panel`;
	const { t } = useTranslation("site");
	const say = useSay();

	const select = (i: number) => {
		const next = (i + tabs.length) % tabs.length;
		setSelected(next);
		refs.current[next]?.focus();
	};

	const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
		const moves: Record<string, number> = {
			ArrowRight: selected + 1,
			ArrowLeft: selected - 1,
			Home: 0,
			End: tabs.length - 1,
		};
		const target = moves[event.key];
		if (target === undefined) return;
		event.preventDefault();
		select(target);
	};

	return (
		<>
			<div
				role="tablist"
				aria-label={t("lobby.tabs")}
				className="-mx-4 flex gap-6 overflow-x-auto px-4 pb-1 whitespace-nowrap sm:gap-8"
			>
				{tabs.map((tab, i) => {
					const isSelected = i === selected;
					return (
						<button
							key={tab.id}
							ref={(el) => {
								refs.current[i] = el;
							}}
							type="button"
							role="tab"
							id={`${base}-tab-${tab.id}`}
							aria-selected={isSelected}
							aria-controls={panelId}
							tabIndex={isSelected ? 0 : -1}
							onClick={() => select(i)}
							onKeyDown={onKeyDown}
							className={`py-2 text-2xl font-bold sm:text-3xl ${isSelected ? "text-white" : "text-gray-400 hover:text-gray-200"}`}
						>
							{say(tab.label)}
						</button>
					);
				})}
			</div>
			<div role="tabpanel" id={panelId} aria-labelledby={`${base}-tab-${tabs[selected]?.id}`}>
				{children}
			</div>
		</>
	);
}
