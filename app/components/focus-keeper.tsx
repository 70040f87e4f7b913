/**
 * Where keyboard focus goes when the page changes under it (WCAG 2.4.3, docs/decisions/0960-accessibility-wcag-22.md):
 * after a route change to the new page's main heading, with the page's title said in a polite live region; and when
 * the focused control is disabled (Place bet once placed, or when betting closes) or removed (a request's row after
 * its rejection), to the nearest control still there instead of `<body>`.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

type Tabbable = typeof import("tabbable").tabbable;

// The focus library is not part of the first load: it loads when a control first takes focus, well before one can be
// disabled or removed under it (docs/decisions/0760-first-load-and-i18n-loading.md).
let tabbable: Tabbable | undefined;
let loading: Promise<Tabbable | undefined> | undefined;
function loadTabbable(): Promise<Tabbable | undefined> {
	loading ??= import("tabbable").then(
		(module) => {
			tabbable = module.tabbable;
			return tabbable;
		},
		() => {
			loading = undefined;
			return undefined;
		},
	);
	return loading;
}

/** Focus moved by script to an element that is not a control: it takes focus without joining the Tab order. */
function focusQuietly(element: HTMLElement) {
	if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
	element.focus({ preventScroll: true });
}

/** The new page's main heading, else its main region. */
function focusPageStart() {
	const main = document.querySelector<HTMLElement>("main#main") ?? document.querySelector<HTMLElement>("main");
	const heading = main?.querySelector<HTMLElement>("h1") ?? document.querySelector<HTMLElement>("h1");
	const target = heading ?? main;
	if (target) focusQuietly(target);
}

function isGone(element: Element): boolean {
	return !element.isConnected || (element as HTMLButtonElement).disabled === true;
}

/**
 * The first control still usable in the nearest of the lost control's former ancestors that is still on the page;
 * the page's heading when none is.
 */
function rescue(ancestors: readonly HTMLElement[], findTabbable: Tabbable) {
	for (const ancestor of ancestors) {
		if (!ancestor.isConnected || ancestor === document.body) continue;
		const next = findTabbable(ancestor).find((element) => !isGone(element));
		if (next) {
			next.focus({ preventScroll: true });
			return;
		}
	}
	focusPageStart();
}

/** Keeps focus off `<body>` when the control that had it is disabled or removed. */
function useFocusRescue() {
	useEffect(() => {
		let last: HTMLElement | null = null;
		let ancestors: HTMLElement[] = [];
		let frame = 0;
		const onFocusIn = (event: FocusEvent) => {
			if (!(event.target instanceof HTMLElement)) return;
			last = event.target;
			void loadTabbable();
			ancestors = [];
			for (let at = last.parentElement; at; at = at.parentElement) ancestors.push(at);
		};
		// A frame later, so that a dialog's own return of focus to its opener (ui/dialog.tsx) comes first.
		const check = () => {
			frame = 0;
			// A form's own submit button, disabled while its request is on its way, is the form's business: the form
			// keeps focus where the person left it (a rescue there moved focus while the page's data was revalidated).
			const inForm = last?.closest("form")?.isConnected === true;
			const stillLost = (lostControl: HTMLElement) =>
				document.activeElement === null ||
				document.activeElement === document.body ||
				document.activeElement === lostControl;
			const lost = last && !inForm && isGone(last) && stillLost(last);
			if (!lost || !last) return;
			if (tabbable) return rescue(ancestors, tabbable);
			// Not loaded yet (a control lost within moments of taking focus): once it is, if focus is still lost.
			const lostControl = last;
			const lostAncestors = ancestors;
			void loadTabbable().then((loaded) => {
				if (last !== lostControl || !stillLost(lostControl)) return;
				if (loaded) rescue(lostAncestors, loaded);
				else focusPageStart();
			});
		};
		const observer = new MutationObserver(() => {
			if (last && !frame && isGone(last)) frame = requestAnimationFrame(check);
		});
		observer.observe(document.body, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ["disabled"],
		});
		document.addEventListener("focusin", onFocusIn);
		return () => {
			observer.disconnect();
			document.removeEventListener("focusin", onFocusIn);
			if (frame) cancelAnimationFrame(frame);
		};
	}, []);
}

/**
 * After a route change (not the first load, not a change of query or hash): focus to the new page's main heading
 * and its title in a polite live region, as a full page load would tell a screen reader.
 */
export function FocusKeeper() {
	const { pathname } = useLocation();
	const [announcement, setAnnouncement] = useState("");
	const first = useRef(true);
	useFocusRescue();
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, which it does not read
	useEffect(() => {
		if (first.current) {
			first.current = false;
			return;
		}
		// A frame later: the new page's <title> and heading are in the document by then.
		const frame = requestAnimationFrame(() => {
			focusPageStart();
			setAnnouncement(document.title);
		});
		return () => cancelAnimationFrame(frame);
	}, [pathname]);
	return (
		<p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="page-announcer">
			{announcement}
		</p>
	);
}
