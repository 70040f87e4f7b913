import { type RefObject, useEffect, useLayoutEffect } from "react";

/** Closes an open popup menu on Escape or on a pointer press outside `ref`. */
export function useDismiss(open: boolean, setOpen: (open: boolean) => void, ref: RefObject<HTMLElement | null>) {
	useEffect(() => {
		if (!open) return;
		const onEvent = (e: Event) => {
			if (e instanceof KeyboardEvent ? e.key === "Escape" : !ref.current?.contains(e.target as Node)) setOpen(false);
		};
		document.addEventListener("pointerdown", onEvent);
		document.addEventListener("keydown", onEvent);
		return () => {
			document.removeEventListener("pointerdown", onEvent);
			document.removeEventListener("keydown", onEvent);
		};
	}, [open, setOpen, ref]);
}

/** The least room kept between an open popup and the window's edges, in CSS pixels. */
export const VIEWPORT_MARGIN = 8;

/**
 * Keeps an open popup inside the window: a panel aligned to the right of its button runs off the left edge when the
 * button sits far left (the header's language and settings buttons once a player's balance and menu are beside
 * them, on a 360–390 px phone), so it is moved sideways until it fits, before it is painted.
 */
export function useKeepInViewport(open: boolean, panel: RefObject<HTMLElement | null>) {
	useLayoutEffect(() => {
		const element = panel.current;
		if (!open || !element) return;
		const place = () => {
			element.style.translate = "";
			const { left, right } = element.getBoundingClientRect();
			const width = document.documentElement.clientWidth;
			const shift =
				left < VIEWPORT_MARGIN
					? VIEWPORT_MARGIN - left
					: right > width - VIEWPORT_MARGIN
						? width - VIEWPORT_MARGIN - right
						: 0;
			if (shift !== 0) element.style.translate = `${shift}px 0`;
		};
		place();
		window.addEventListener("resize", place);
		return () => window.removeEventListener("resize", place);
	}, [open, panel]);
}
