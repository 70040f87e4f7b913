import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal built on the platform's <dialog> (showModal: focus moves in, the page
 * behind is inert, Escape closes). Rendered only while `open`.
 */
export function ModalDialog({
	open,
	title,
	children,
	actions,
	onCancel,
	testId,
}: {
	open: boolean;
	title: string;
	children: ReactNode;
	actions: ReactNode;
	/** Escape, or the dialog closed by the browser. */
	onCancel: () => void;
	testId?: string;
}) {
	const ref = useRef<HTMLDialogElement>(null);
	const titleId = useId();
	useEffect(() => {
		const dialog = ref.current;
		if (!open || !dialog) return;
		if (!dialog.open) {
			if (typeof dialog.showModal === "function") dialog.showModal();
			else dialog.setAttribute("open", "");
		}
		return () => {
			if (dialog.open) dialog.close();
		};
	}, [open]);
	if (!open) return null;
	return (
		<dialog
			ref={ref}
			aria-labelledby={titleId}
			data-testid={testId}
			onCancel={(e) => {
				e.preventDefault();
				onCancel();
			}}
			className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-edge bg-panel p-6 text-white shadow-2xl backdrop:bg-black/75"
		>
			<h2 id={titleId} className="text-xl font-black text-gold">
				{title}
			</h2>
			<div className="mt-3 grid gap-3 text-gray-200">{children}</div>
			<div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>
		</dialog>
	);
}

export const dialogButton = {
	primary:
		"rounded-lg bg-cta px-5 py-2.5 font-bold text-black hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold",
	secondary:
		"rounded-lg border border-gold px-5 py-2.5 font-bold text-gold hover:bg-gold hover:text-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold",
} as const;
