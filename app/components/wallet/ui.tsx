/** Small building blocks shared by the wallet screens (player and admin). */
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { tabbable } from "tabbable";
import type { TransactionStatus } from "~/domain/validation/payments";
import { type Pagination, STATUS_LABEL } from "../../lib/transactions";

const STATUS_CLASS: Record<TransactionStatus, string> = {
	pending: "border-yellow-300/50 text-yellow-300",
	approved: "border-green-400/50 text-green-400",
	rejected: "border-red-400/50 text-red-400",
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
	return (
		<span
			className={`inline-block rounded-full border px-2 py-0.5 text-xs font-bold uppercase ${STATUS_CLASS[status]}`}
			data-status={status}
		>
			{STATUS_LABEL[status]}
		</span>
	);
}

/** Prev / page x of y / Next, for lists paged by the server. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
	const { page, totalPages } = pagination;
	if (totalPages <= 1) return null;
	return (
		<nav aria-label="Pagination" className="mt-4 flex items-center justify-end gap-3 text-sm">
			<button
				type="button"
				className="flex items-center gap-1 rounded-md border border-edge px-3 py-1.5 font-semibold hover:bg-raised disabled:opacity-50"
				disabled={page <= 1}
				onClick={() => onPage(page - 1)}
			>
				<ChevronLeft className="size-4" aria-hidden="true" /> Prev
			</button>
			<span aria-live="polite">
				Page {page} of {totalPages}
			</span>
			<button
				type="button"
				className="flex items-center gap-1 rounded-md border border-edge px-3 py-1.5 font-semibold hover:bg-raised disabled:opacity-50"
				disabled={page >= totalPages}
				onClick={() => onPage(page + 1)}
			>
				Next <ChevronRight className="size-4" aria-hidden="true" />
			</button>
		</nav>
	);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last (never out to the browser). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
	if (event.key !== "Tab") return;
	const items = tabbable(event.currentTarget);
	const first = items[0];
	const last = items.at(-1);
	if (!first || !last) return;
	const active = document.activeElement;
	if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
		event.preventDefault();
		last.focus();
	} else if (!event.shiftKey && active === last) {
		event.preventDefault();
		first.focus();
	}
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert,
 * Tab cycles inside it (trapTab), Escape closes it, focus returns to the opener.
 */
export function Modal({
	open,
	title,
	onClose,
	children,
}: {
	open: boolean;
	title: string;
	onClose: () => void;
	children: ReactNode;
}) {
	const ref = useRef<HTMLDialogElement>(null);
	const titleId = useId();
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) dialog.showModal();
		if (!open && dialog.open) dialog.close();
	}, [open]);
	return (
		<dialog
			ref={ref}
			aria-labelledby={titleId}
			className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-edge bg-raised p-0 text-white backdrop:bg-black/70"
			onClose={onClose}
			onKeyDown={trapTab}
			onCancel={(e) => {
				e.preventDefault();
				onClose();
			}}
		>
			{open && (
				<div className="p-5">
					<div className="mb-4 flex items-center justify-between gap-4">
						<h2 id={titleId} className="text-xl font-black">
							{title}
						</h2>
						<button
							type="button"
							className="grid size-9 place-items-center rounded-full hover:bg-panel"
							aria-label="Close"
							onClick={onClose}
						>
							<X className="size-5" aria-hidden="true" />
						</button>
					</div>
					{children}
				</div>
			)}
		</dialog>
	);
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
	return (
		<div role="alert" className="rounded-lg border border-red-400/50 bg-panel p-4 text-red-300">
			<p>{message}</p>
			{onRetry && (
				<button
					type="button"
					className="mt-3 rounded-md bg-cta px-4 py-1.5 font-bold text-black hover:brightness-110"
					onClick={onRetry}
				>
					Retry
				</button>
			)}
		</div>
	);
}

export function FieldError({ id, message }: { id: string; message: string | null }) {
	if (!message) return null;
	return (
		<p id={id} role="alert" className="mt-2 text-sm font-semibold text-red-300">
			{message}
		</p>
	);
}

/** A sideways-scrolling table wrapper that keyboard users can focus and scroll (axe: scrollable-region-focusable). */
export function ScrollRegion({
	label,
	className = "",
	children,
}: {
	label: string;
	className?: string;
	children: ReactNode;
}) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
		<section aria-label={label} tabIndex={0} className={`overflow-x-auto rounded-lg border border-edge ${className}`}>
			{children}
		</section>
	);
}
