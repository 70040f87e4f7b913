/**
 * A list page's place in its address (`?page=2&type=deposit`), so the loader reads it on the server and a link,
 * a reload or Back shows the same page (docs/decisions/0950-pages-on-the-data-layer.md).
 */
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";

/** The query read by the API's own schema; an address it refuses reads as the schema's defaults (page 1, no filter). */
export function searchQuery<S extends z.ZodType<object>>(request: Request, schema: S): z.output<S> {
	const params = Object.fromEntries(new URL(request.url).searchParams);
	const parsed = schema.safeParse(params);
	return parsed.success ? parsed.data : schema.parse({});
}

/** Sets one search parameter (removing it for its default), back to page 1 unless it is the page itself. */
export function useSearchParam(name: string, defaultValue: string): [string, (value: string) => void] {
	const [params, setParams] = useSearchParams();
	const value = params.get(name) ?? defaultValue;
	const set = useCallback(
		(next: string) =>
			setParams(
				(current) => {
					const updated = new URLSearchParams(current);
					if (next === defaultValue) updated.delete(name);
					else updated.set(name, next);
					if (name !== "page") updated.delete("page");
					if (name !== KEYSET_PARAM) updated.delete(KEYSET_PARAM);
					return updated;
				},
				{ preventScrollReset: true },
			),
		[name, defaultValue, setParams],
	);
	return [value, set];
}

/**
 * A keyset list's place in its address (docs/decisions/0420-operator-scale.md): `?after=` once for every page opened
 * since the first, so the loader reads the current page's start (the last one) and Prev drops it; a reload, a link or
 * Back shows the same page. A change of the list's filters starts again from the first page.
 */
export const KEYSET_PARAM = "after";

/** The current page's `after` (the last in the address), or undefined on the first page. */
export function keysetAfter(request: Request): string | undefined {
	return new URL(request.url).searchParams.getAll(KEYSET_PARAM).at(-1) || undefined;
}

/** The page number and a move to another page (Next with the page's `next`, Prev back one). */
export function useKeysetTrail() {
	const [params, setParams] = useSearchParams();
	const trail = params.getAll(KEYSET_PARAM);
	const go = useCallback(
		(page: number, next: string | null) =>
			setParams(
				(current) => {
					const updated = new URLSearchParams(current);
					const afters = updated.getAll(KEYSET_PARAM);
					updated.delete(KEYSET_PARAM);
					const kept = page > afters.length + 1 && next ? [...afters, next] : afters.slice(0, Math.max(0, page - 1));
					for (const after of kept) updated.append(KEYSET_PARAM, after);
					return updated;
				},
				{ preventScrollReset: true },
			),
		[setParams],
	);
	return { page: trail.length + 1, go };
}
