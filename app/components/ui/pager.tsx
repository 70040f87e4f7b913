/** Prev / page x of y / Next over a list paged by the server. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useKeysetTrail } from "../../lib/list-search";
import { Button } from "./button";

export type PagerProps = {
	page: number;
	/** null: the total is not known; then `hasNext` says whether Next goes anywhere. */
	totalPages: number | null;
	hasNext?: boolean;
	onPage: (page: number) => void;
	/** The navigation landmark's name (one per pager on a page). */
	label?: string;
};

/** Hidden when everything fits on one page. The page status is announced politely as it changes. */
export function Pager({ page, totalPages, hasNext, onPage, label }: PagerProps) {
	const { t } = useTranslation();
	if (totalPages !== null && totalPages <= 1 && page <= 1) return null;
	const nextEnabled = totalPages === null ? !!hasNext : page < totalPages;
	return (
		<nav aria-label={label ?? t("pager.label")} className="mt-4 flex items-center justify-end gap-3 text-sm">
			<Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
				<ChevronLeft className="size-4" aria-hidden="true" /> {t("pager.prev")}
			</Button>
			<span aria-live="polite">
				{totalPages === null ? t("pager.page", { page }) : t("pager.pageOf", { page, total: totalPages })}
			</span>
			<Button variant="ghost" size="sm" disabled={!nextEnabled} onClick={() => onPage(page + 1)}>
				{t("pager.next")} <ChevronRight className="size-4" aria-hidden="true" />
			</Button>
		</nav>
	);
}

/** The pages of a list whose total is known to the server ("total" null: not counted). */
export function pageCount(total: number | null, pageSize: number): number | null {
	return total === null ? null : Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Where a keyset list is (docs/decisions/0420-operator-scale.md): the `after` of every page opened since the list's
 * filters (`listKey`) last changed, so Prev and Next work while the server knows no page numbers.
 */
export function useKeysetPages(listKey: string) {
	const [state, setState] = useState<{ listKey: string; afters: string[] }>({ listKey, afters: [""] });
	const afters = state.listKey === listKey ? state.afters : [""];
	return {
		page: afters.length,
		after: afters.at(-1) ?? "",
		/** Opens the next page (from the current page's `next`) or goes back one. */
		go: (page: number, next: string | null) => {
			if (page > afters.length && next) setState({ listKey, afters: [...afters, next] });
			else if (page < afters.length) setState({ listKey, afters: afters.slice(0, Math.max(1, page)) });
		},
	};
}

/** Prev and Next for a keyset list: Next while the server answered a `next`. */
export function KeysetPager({
	label,
	pages,
	next,
}: {
	label?: string;
	pages: ReturnType<typeof useKeysetPages>;
	next: string | null;
}) {
	return (
		<Pager
			label={label}
			page={pages.page}
			totalPages={null}
			hasNext={next !== null}
			onPage={(p) => pages.go(p, next)}
		/>
	);
}

/** Prev and Next for a keyset list whose place is in the address (`useKeysetTrail`): Next while there is a `next`. */
export function KeysetUrlPager({ label, next }: { label?: string; next: string | null }) {
	const trail = useKeysetTrail();
	return (
		<Pager
			label={label}
			page={trail.page}
			totalPages={null}
			hasNext={next !== null}
			onPage={(page) => trail.go(page, next)}
		/>
	);
}
