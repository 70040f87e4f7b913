import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TOAST } from "~/domain/messages/common";
import { useToastsWanted, wantToasts } from "../lib/toast";

const Toaster = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's Toaster, mounted after the page is interactive (when the browser is idle) or at the first
 * toast, so that its ~34 KB stay off the first load while its live region exists before most toasts.
 */
export function Toasts() {
	const wanted = useToastsWanted();
	const { t } = useTranslation("site");
	const wrapper = useRef<HTMLDivElement>(null);
	// sonner sends focus back to where it was before the toasts whenever focus leaves them, so Tab from the last toast
	// at the end of the page went back to the footer and into the toasts again, forever (issue 35, item 7). Focus
	// goes on to where the user sent it instead: to the next control, or out of the page.
	useEffect(() => {
		const toaster = wrapper.current;
		if (!wanted || !toaster) return;
		// Focus leaving with nowhere to go is Tab out of the page only after a Tab; else (a toast closed under it)
		// sonner's return of focus stands.
		let tabbed = false;
		const onKeyDown = (event: KeyboardEvent) => {
			tabbed = event.key === "Tab";
		};
		const onFocusOut = (event: FocusEvent) => {
			const to = event.relatedTarget;
			if (to instanceof Node && toaster.contains(to)) return;
			const leftByTab = tabbed;
			tabbed = false;
			// A task later, not a microtask: sonner's handler runs at the document, after this listener and its microtasks.
			setTimeout(() => {
				const active = document.activeElement;
				if (to instanceof HTMLElement) {
					if (active !== to) to.focus({ preventScroll: true });
				} else if (leftByTab && active instanceof HTMLElement && !toaster.contains(active)) active.blur();
			}, 0);
		};
		toaster.addEventListener("keydown", onKeyDown);
		toaster.addEventListener("focusout", onFocusOut);
		return () => {
			toaster.removeEventListener("keydown", onKeyDown);
			toaster.removeEventListener("focusout", onFocusOut);
		};
	}, [wanted]);
	useEffect(() => {
		if (typeof window.requestIdleCallback === "function") {
			const id = window.requestIdleCallback(wantToasts, { timeout: 3_000 });
			return () => window.cancelIdleCallback(id);
		}
		const timer = setTimeout(wantToasts, 1_000);
		return () => clearTimeout(timer);
	}, []);
	if (!wanted) return null;
	return (
		<div ref={wrapper}>
			<Suspense fallback={null}>
				<Toaster
					theme="dark"
					position="top-center"
					richColors
					closeButton
					duration={TOAST.defaultMs}
					visibleToasts={TOAST.limit}
					containerAriaLabel={t("toasts.region")}
					toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
				/>
			</Suspense>
		</div>
	);
}
