import { useLayoutEffect, useRef } from "react";

/**
 * Where the game area starts on the page, so that it can end at the bottom of the screen whatever the
 * banner and header above it take (this runs before the table's first paint).
 * The measure goes straight into the element's `--table-top`, not into state: a second render of the whole
 * table on mount would cost a phone a long task for one number.
 */
export function usePageTop() {
	const ref = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		const measure = () => {
			const el = ref.current;
			if (el) el.style.setProperty("--table-top", `${Math.round(el.getBoundingClientRect().top + window.scrollY)}px`);
		};
		measure();
		window.addEventListener("resize", measure);
		return () => window.removeEventListener("resize", measure);
	}, []);
	return ref;
}
