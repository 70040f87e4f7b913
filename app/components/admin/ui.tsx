/**
 * Small building blocks of the admin console: data loading with the auth client,
 * the confirmation dialog (native <dialog>: focus trap, Escape and inert page for free),
 * server-side pagination, status pills and money formatting.
 */
import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { formatAmount, formatRupees, rupeesToPaise } from "~/domain/money";
import { errorMessage } from "../../lib/api";

/** "₹1,00,000" from whole rupees as the API answers them. */
export const inr = (rupees: number) => formatRupees(rupeesToPaise(rupees));
/** "1,00,000" (play tokens). */
export const tokens = (amount: number) => formatAmount(rupeesToPaise(amount));

export type Loaded<T> = { data: T | null; error: string | null; loading: boolean; reload: () => void };

/** The body of a typed API call's successful answer (hono/client types each status it may answer). */
export type SuccessBody<R> =
	R extends ClientResponse<infer T, infer S, "json">
		? [Extract<S, SuccessStatusCode>] extends [never]
			? never
			: T
		: never;

/**
 * Runs `load` (a typed API call) when `key` changes and on `reload()`; keeps the
 * last data while a new request runs; the server's message on failure.
 */
export function useAdminData<R extends { ok: boolean; json(): Promise<unknown> }>(
	key: string,
	load: () => Promise<R>,
	fallback = "Something Went Wrong!",
): Loaded<SuccessBody<R>> {
	type T = SuccessBody<R>;
	const [data, setData] = useState<T | null>(null);
	const [error, setError] = useState<string | null>(null);
	const [loading, setLoading] = useState(true);
	const [tick, setTick] = useState(0);
	const loadRef = useRef(load);
	loadRef.current = load;
	// biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `tick` decide when to load again.
	useEffect(() => {
		let live = true;
		setLoading(true);
		loadRef
			.current()
			.then(async (response) => {
				if (!live) return;
				if (response.ok) {
					const body = (await response.json()) as T;
					if (live) {
						setData(body);
						setError(null);
					}
				} else {
					const message = await errorMessage(response, fallback);
					if (live) setError(message);
				}
			})
			.catch(() => live && setError(fallback))
			.finally(() => live && setLoading(false));
		return () => {
			live = false;
		};
	}, [key, tick]);
	const reload = useCallback(() => setTick((t) => t + 1), []);
	return { data, error, loading, reload };
}

export function PageHeading({ id, children, action }: { id: string; children: ReactNode; action?: ReactNode }) {
	return (
		<div className="mb-4 flex flex-wrap items-center justify-between gap-3">
			<h1 id={id} className="text-2xl font-black">
				{children}
			</h1>
			{action}
		</div>
	);
}

export function LoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
	return (
		<div role="alert" className="my-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-500/60 p-3">
			<span>{error}</span>
			<button type="button" className="rounded-md bg-raised px-3 py-1 text-sm font-semibold" onClick={onRetry}>
				Retry
			</button>
		</div>
	);
}

export function StatusPill({ status }: { status: string }) {
	const good = status === "active";
	return (
		<span
			className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${good ? "bg-green-800 text-white" : "bg-red-800 text-white"}`}
		>
			{status === "active" ? "Active" : status === "banned" ? "Banned" : status === "disabled" ? "Disabled" : status}
		</span>
	);
}

/** Prev / Next over a server-paginated list. `total` unknown → Next enabled while a full page came back. */
export function Pager({
	page,
	pageSize,
	total,
	shown,
	onPage,
	label,
}: {
	page: number;
	pageSize: number;
	total: number | null;
	shown: number;
	onPage: (page: number) => void;
	label: string;
}) {
	const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
	const hasNext = pages === null ? shown === pageSize : page < pages;
	return (
		<nav aria-label={label} className="mt-3 flex items-center justify-end gap-3 text-sm">
			<button
				type="button"
				className="rounded-md bg-raised px-3 py-1.5 font-semibold disabled:opacity-50"
				disabled={page <= 1}
				onClick={() => onPage(page - 1)}
			>
				Prev
			</button>
			<span aria-live="polite">{pages === null ? `Page ${page}` : `Page ${page} of ${pages}`}</span>
			<button
				type="button"
				className="rounded-md bg-raised px-3 py-1.5 font-semibold disabled:opacity-50"
				disabled={!hasNext}
				onClick={() => onPage(page + 1)}
			>
				Next
			</button>
		</nav>
	);
}

export type ConfirmRequest = {
	title: string;
	text: string;
	confirmLabel: string;
	danger?: boolean;
	run: () => Promise<void>;
};

/** A modal confirmation (texts from domain/admin.ts); `request` null closes it. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
	const ref = useRef<HTMLDialogElement>(null);
	const [busy, setBusy] = useState(false);
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (request && !dialog.open) dialog.showModal?.();
		if (!request && dialog.open) dialog.close();
	}, [request]);
	return (
		<dialog
			ref={ref}
			aria-labelledby="confirm-title"
			aria-describedby="confirm-text"
			className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-edge bg-panel p-5 text-white backdrop:bg-black/70"
			onClose={onClose}
		>
			{request && (
				<>
					<h2 id="confirm-title" className="text-lg font-bold">
						{request.title}
					</h2>
					<p id="confirm-text" className="mt-2 text-gray-200">
						{request.text}
					</p>
					<div className="mt-5 flex justify-end gap-3">
						<button type="button" className="rounded-md bg-raised px-4 py-2 font-semibold" onClick={onClose}>
							Cancel
						</button>
						<button
							type="button"
							disabled={busy}
							className={`rounded-md px-4 py-2 font-bold disabled:opacity-60 ${request.danger ? "bg-red-700 text-white" : "bg-cta text-black"}`}
							onClick={async () => {
								setBusy(true);
								try {
									await request.run();
								} finally {
									setBusy(false);
									onClose();
								}
							}}
						>
							{request.confirmLabel}
						</button>
					</div>
				</>
			)}
		</dialog>
	);
}

export const tableClass = "w-full min-w-[40rem] text-left text-sm";
export const thClass = "border-b border-edge px-3 py-2 text-xs font-bold uppercase tracking-wide text-gray-300";
export const tdClass = "border-b border-edge/60 px-3 py-2 align-top";

/** A horizontally scrollable table box that keyboard users can focus and scroll (axe scrollable-region-focusable). */
/**
 * An admin table: a keyboard-scrollable region, a caption for screen readers, one heading per column,
 * the rows, and `empty` as a single row when there are none to show (null: no such row, e.g. while loading).
 */
export function AdminTable({
	label,
	caption,
	columns,
	empty,
	children,
}: {
	label: string;
	caption: string;
	columns: readonly string[];
	empty: string | null;
	children: ReactNode;
}) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
		<section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-edge bg-panel">
			<table className={tableClass}>
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr>
						{columns.map((h) => (
							<th key={h} scope="col" className={thClass}>
								{h}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{children}
					{empty !== null && (
						<tr>
							<td colSpan={columns.length} className={`${tdClass} text-center text-gray-300`}>
								{empty}
							</td>
						</tr>
					)}
				</tbody>
			</table>
		</section>
	);
}
