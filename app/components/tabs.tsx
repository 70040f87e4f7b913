import { type ReactNode, useId } from "react";

/** Underline tabs (ARIA tabs pattern: arrows move between tabs). The panel is the caller's `children`. */
export function Tabs<T extends string>({
	label,
	tabs,
	value,
	onChange,
	panelClassName = "mt-4",
	children,
}: {
	label: string;
	tabs: ReadonlyArray<{ id: T; label: string }>;
	value: T;
	onChange: (id: T) => void;
	panelClassName?: string;
	children: ReactNode;
}) {
	const base = useId();
	// No spaces: aria-labelledby is a list of ids separated by spaces.
	const tabId = (id: string) => `${base}-tab-${id.replaceAll(" ", "-")}`;
	return (
		<>
			<div role="tablist" aria-label={label} className="flex gap-6 overflow-x-auto border-b border-edge">
				{tabs.map((tab, i) => (
					<button
						key={tab.id}
						type="button"
						role="tab"
						id={tabId(tab.id)}
						aria-selected={value === tab.id}
						aria-controls={`${base}-panel`}
						tabIndex={value === tab.id ? 0 : -1}
						className={`-mb-px shrink-0 border-b-2 pb-2 text-sm font-bold ${value === tab.id ? "border-gold text-gold" : "border-transparent text-gray-300 hover:text-white"}`}
						onClick={() => onChange(tab.id)}
						onKeyDown={(e) => {
							const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
							if (!step) return;
							const next = tabs[(i + step + tabs.length) % tabs.length];
							if (!next) return;
							onChange(next.id);
							document.getElementById(tabId(next.id))?.focus();
						}}
					>
						{tab.label}
					</button>
				))}
			</div>
			<div id={`${base}-panel`} role="tabpanel" aria-labelledby={tabId(value)} className={panelClassName}>
				{children}
			</div>
		</>
	);
}
