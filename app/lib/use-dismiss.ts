import { type RefObject, useEffect, useLayoutEffect } from "react";

/**
 * Closes an open popup (a disclosure: its button has `aria-expanded` and `aria-controls`) on Escape, on a pointer
 * press outside `ref`, and when Tab takes the focus out of `ref` (past the last item), so that an open panel never
 * lingers behind the focus (WCAG 2.4.3, docs/decisions/0960-accessibility-wcag-22.md). Escape pressed inside the
 * panel hands focus back to its button instead of dropping it on the page's body. `trigger` is the button; without
 * it, the button that is a direct child of `ref`.
 */
export function useDismiss(
	open: boolean,
	setOpen: (open: boolean) => void,
	ref: RefObject<HTMLElement | null>,
	trigger?: RefObject<HTMLElement | null>,
) {
	useEffect(() => {
		const root = ref.current;
		if (!open || !root) return;
		const button = () => trigger?.current ?? root.querySelector<HTMLElement>(":scope > [aria-expanded]");
		const onPointer = (e: Event) => {
			if (!root.contains(e.target as Node)) setOpen(false);
		};
		const onKey = (e: KeyboardEvent) => {
			if (e.key !== "Escape") return;
			const opener = button();
			const panelId = opener?.getAttribute("aria-controls");
			const panel = panelId ? document.getElementById(panelId) : null;
			const focusInPanel = panel?.contains(document.activeElement) ?? false;
			setOpen(false);
			if (focusInPanel) opener?.focus();
		};
		// Tab (or Shift+Tab) out of the popup closes it, once the browser has moved the focus. Only the keyboard's
		// move counts: a page that moves focus itself (the focus keeper after a route change) must not shut a menu
		// the player just opened.
		let tabCheck: ReturnType<typeof setTimeout> | undefined;
		const onTab = (e: KeyboardEvent) => {
			if (e.key !== "Tab") return;
			clearTimeout(tabCheck);
			tabCheck = setTimeout(() => {
				if (!root.contains(document.activeElement)) setOpen(false);
			});
		};
		document.addEventListener("pointerdown", onPointer);
		document.addEventListener("keydown", onKey);
		root.addEventListener("keydown", onTab);
		return () => {
			clearTimeout(tabCheck);
			document.removeEventListener("pointerdown", onPointer);
			document.removeEventListener("keydown", onKey);
			root.removeEventListener("keydown", onTab);
		};
	}, [open, setOpen, ref, trigger]);
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
