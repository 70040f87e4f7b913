/**
 * A data table: a scroll box that keyboard users can focus and scroll sideways on narrow screens (axe
 * scrollable-region-focusable), named by `label`; a caption for screen readers; a column header with
 * scope per column; and `empty` as a single row when there are none (null: no such row, e.g. while loading).
 * Body cells get their padding and row lines from the table, so rows are plain <tr>/<td>.
 * The box is `relative` so that absolutely placed content inside it (the `sr-only` names of row buttons) is
 * clipped by it too: otherwise it sits at its place in the wide table and widens the page on a phone.
 * `stackOnPhone`: under the md breakpoint each row is a card of its cells, each cell under its column's name (the
 * cell's `data-label`), so nothing is off-screen to the right (walk finding 13b of issue 30); the header stays for
 * screen readers. A cell that should take the card's whole width says `data-wide`, two thirds of it `data-lead`.
 */
import { clsx } from "clsx";
import type { ReactNode } from "react";

const scrollBox = "relative overflow-x-auto rounded-lg border border-edge bg-panel";

/** Rows as cards on a phone (see above): the table, its header, body, rows and cells under md. */
const stacked = clsx(
	"max-md:block max-md:[&_thead]:sr-only max-md:[&_tbody]:block",
	"max-md:[&_tbody_tr]:grid max-md:[&_tbody_tr]:grid-cols-3 max-md:[&_tbody_tr]:gap-x-3 max-md:[&_tbody_tr]:gap-y-1.5",
	"max-md:[&_tbody_tr]:whitespace-normal max-md:[&_tbody_tr]:px-3 max-md:[&_tbody_tr]:py-2.5",
	"max-md:[&_tbody_td]:block max-md:[&_tbody_td]:p-0 max-md:[&_tbody_td[data-wide]]:col-span-3",
	"max-md:[&_tbody_td[data-lead]]:col-span-2 max-md:[&_tbody_td[data-lead]]:self-end",
	"max-md:[&_tbody_td[data-label]]:before:block max-md:[&_tbody_td[data-label]]:before:content-[attr(data-label)]",
	"max-md:[&_tbody_td]:before:text-[0.7rem] max-md:[&_tbody_td]:before:font-bold max-md:[&_tbody_td]:before:uppercase max-md:[&_tbody_td]:before:text-gray-300",
);

export type Column = string | { label: string; className?: string };

export function Table({
	label,
	caption = label,
	columns,
	empty = null,
	minWidth = "min-w-[40rem]",
	stackOnPhone = false,
	children,
}: {
	label: string;
	caption?: string;
	columns: readonly Column[];
	empty?: string | null;
	/** The width under which the box scrolls (a Tailwind min-w class; `md:`-prefixed with `stackOnPhone`). */
	minWidth?: string;
	/** Rows as cards under md, each cell named by its `data-label` (see above). */
	stackOnPhone?: boolean;
	children: ReactNode;
}) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
		<section aria-label={label} tabIndex={0} className={scrollBox}>
			<table
				className={clsx(
					"w-full text-left text-sm [&_tbody_tr]:border-t [&_tbody_tr]:border-edge [&_tbody_td]:px-3 [&_tbody_td]:py-2 [&_tbody_td]:align-top",
					stackOnPhone ? [minWidth, stacked] : minWidth,
				)}
			>
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr>
						{columns.map((column) => {
							const { label: text, className } = typeof column === "string" ? { label: column } : column;
							return (
								<th
									key={text}
									scope="col"
									className={clsx("px-3 py-2 text-xs font-bold uppercase tracking-wide text-gray-300", className)}
								>
									{text}
								</th>
							);
						})}
					</tr>
				</thead>
				<tbody>
					{children}
					{empty !== null && (
						<tr>
							<td colSpan={columns.length} className="text-center text-gray-300">
								{empty}
							</td>
						</tr>
					)}
				</tbody>
			</table>
		</section>
	);
}
