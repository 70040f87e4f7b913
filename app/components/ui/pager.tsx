/** Prev / page x of y / Next over a list paged by the server. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
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
