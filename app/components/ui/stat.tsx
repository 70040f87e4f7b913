/** One figure of a <dl>: its name above, its value large (the home strip, today's totals, the business). */
import { clsx } from "clsx";

export function Stat({
	label,
	value,
	testId,
	className = "p-3",
	valueClassName = "text-lg",
}: {
	label: string;
	value: string;
	testId?: string;
	/** The box's padding. */
	className?: string;
	/** The value's size. */
	valueClassName?: string;
}) {
	return (
		<div className={clsx("rounded-lg bg-panel", className)}>
			<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">{label}</dt>
			<dd className={clsx("mt-1 font-black", valueClassName)} data-testid={testId}>
				{value}
			</dd>
		</div>
	);
}
