import { type RefObject, useEffect } from "react";

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
