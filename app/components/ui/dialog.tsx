/**
 * The app's one modal, on the platform's <dialog>: showModal() makes the page behind inert, Tab and
 * Shift+Tab cycle inside it, Escape closes it when `dismissible`, and focus goes back to where it was.
 * It is labelled by its title (and described by `description` when given) and rendered only while open.
 */
import { clsx } from "clsx";
import { X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { tabbable } from "tabbable";
import { Button } from "./button";

export type DialogProps = {
	open: boolean;
	title: ReactNode;
	/** Escape, the close button, or the browser closing the dialog. */
	onClose: () => void;
	/** false: Escape does nothing (the dialog waits for one of its actions). */
	dismissible?: boolean;
	/** A sentence under the title that screen readers read with it. */
	description?: ReactNode;
	/** A row of buttons at the bottom, right-aligned. */
	actions?: ReactNode;
	/** A round × button in the title bar. */
	closeButton?: boolean;
	testId?: string;
	children?: ReactNode;
};

/** Tab from the last control goes to the first, Shift+Tab from the first to the last (never out to the browser). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
	if (event.key !== "Tab") return;
	const items = tabbable(event.currentTarget);
	const first = items[0];
	const last = items.at(-1);
	if (!first || !last) {
		event.preventDefault();
		return;
	}
	const active = document.activeElement;
	if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
		event.preventDefault();
		last.focus();
	} else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
		event.preventDefault();
		first.focus();
	}
}

export function Dialog(props: DialogProps) {
	return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
	title,
	onClose,
	dismissible = true,
	description,
	actions,
	closeButton = false,
	testId,
	children,
}: DialogProps) {
	const { t } = useTranslation();
	const ref = useRef<HTMLDialogElement>(null);
	const titleId = useId();
	const descriptionId = useId();
	const onCloseRef = useRef(onClose);
	onCloseRef.current = onClose;

	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		if (!dialog.open) {
			if (typeof dialog.showModal === "function") dialog.showModal();
			else dialog.setAttribute("open", "");
		}
		// Where showModal() is missing (older engines, test DOMs), move focus in by hand.
		if (!dialog.contains(document.activeElement)) (tabbable(dialog)[0] ?? dialog).focus();
		return () => {
			if (dialog.open && typeof dialog.close === "function") dialog.close();
			if (opener?.isConnected) opener.focus();
		};
	}, []);

	return (
		<dialog
			ref={ref}
			aria-modal="true"
			aria-labelledby={titleId}
			aria-describedby={description ? descriptionId : undefined}
			data-testid={testId}
			tabIndex={-1}
			onKeyDown={(event) => {
				trapTab(event);
				// Escape is handled here rather than left to the browser's cancel, so it behaves the same everywhere.
				if (event.key === "Escape") {
					event.preventDefault();
					if (dismissible) onCloseRef.current();
				}
			}}
			onCancel={(event) => {
				event.preventDefault();
				if (dismissible) onCloseRef.current();
			}}
			className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-edge bg-panel p-6 text-white shadow-2xl backdrop:bg-black/75"
		>
			<div className="flex items-start justify-between gap-4">
				<h2 id={titleId} className="text-xl font-black text-gold">
					{title}
				</h2>
				{closeButton && (
					<Button
						variant="ghost"
						size="sm"
						pill
						className="-mt-1 -mr-2 size-9 shrink-0 border-transparent px-0"
						aria-label={t("dialog.close")}
						onClick={() => onCloseRef.current()}
					>
						<X className="size-5" aria-hidden="true" />
					</Button>
				)}
			</div>
			{description && (
				<p id={descriptionId} className="mt-3 text-gray-200">
					{description}
				</p>
			)}
			{children && <div className={clsx("grid gap-3 text-gray-200", description ? "mt-2" : "mt-3")}>{children}</div>}
			{actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
		</dialog>
	);
}
