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
					return updated;
				},
				{ preventScrollReset: true },
			),
		[name, defaultValue, setParams],
	);
	return [value, set];
}
