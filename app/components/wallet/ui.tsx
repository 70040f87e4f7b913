/** Small building blocks shared by the wallet screens (player and admin). */

import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { rupeesToPaise } from "~/domain/money";
import type { TransactionStatus } from "~/domain/validation/payments";
import { useFormat, useSay } from "../../lib/i18n";
import { type MetaMatch, metaCatalogue } from "../../lib/page-meta";
import type { UiCatalogue } from "../../locales";
import { Button } from "../ui/button";

const STATUS_CLASS: Record<TransactionStatus, string> = {
	pending: "border-yellow-300/50 text-yellow-300",
	approved: "border-green-400/50 text-green-400",
	rejected: "border-red-400/50 text-red-400",
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
	const { t } = useTranslation("wallet");
	return (
		<span
			className={`inline-block rounded-full border px-2 py-0.5 text-xs font-bold uppercase ${STATUS_CLASS[status]}`}
			data-status={status}
		>
			{t(`transactions.statuses.${status}`)}
		</span>
	);
}

/** A list that could not load: the message (the server's, or a domain message said in the page's language), Retry. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	return (
		<div role="alert" className="rounded-lg border border-red-400/50 bg-panel p-4 text-red-300">
			<p>{say(message)}</p>
			{onRetry && (
				<Button size="sm" className="mt-3" onClick={onRetry}>
					{t("retry")}
				</Button>
			)}
		</div>
	);
}

/** A wallet page's <title> in the page's language (app/lib/page-meta.ts). */
export function walletTitle(matches: readonly MetaMatch[], page: keyof UiCatalogue["wallet"]["titles"]): string {
	return metaCatalogue(matches).wallet.titles[page];
}

/**
 * `useFormat` for the wallet screens, which speak whole rupees and tokens as the API does: "₹5,000" and "50" in
 * en-IN or hi-IN (both with Latin digits and Indian grouping), and the dates of `useFormat`.
 */
export function useWalletFormat() {
	const format = useFormat();
	return useMemo(
		() => ({
			...format,
			wholeRupees: (rupees: number) => format.rupees(rupeesToPaise(rupees)),
			tokens: (tokens: number) => format.amount(rupeesToPaise(tokens)),
		}),
		[format],
	);
}
