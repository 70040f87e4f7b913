import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminMessages, gameLimitsRefusal } from "~/domain/admin";
import { siteContent } from "~/domain/content";
import { formatAmount, formatRupees, rupeesToPaise } from "~/domain/money";
import { useFormat, useSay } from "../../lib/i18n";
import { type MetaMatch, metaCatalogue } from "../../lib/page-meta";
import type { UiCatalogue } from "../../locales";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Pager, pageCount } from "../ui/pager";

/**
 * Client check of a game's or a table's limits as typed (whole rupees), with the server's rule and message (the
 * server checks again).
 */
export function limitsRefusal(min: string, max: string): string | null {
	const [minBet, maxBet] = [Number(min), Number(max)];
	if (!Number.isInteger(minBet) || !Number.isInteger(maxBet)) return adminMessages.gameLimits;
	try {
		return gameLimitsRefusal(rupeesToPaise(minBet), rupeesToPaise(maxBet));
	} catch {
		// Too large to be an amount at all.
		return adminMessages.gameLimits;
	}
}

/** The two fields of a game's or a table's per-bet limits, in whole rupees as typed. */
export function LimitFields({
	min,
	max,
	onMin,
	onMax,
}: {
	min: string;
	max: string;
	onMin: (value: string) => void;
	onMax: (value: string) => void;
}) {
	const { t } = useTranslation("admin");
	return (["minBet", "maxBet"] as const).map((which) => (
		<label key={which} className="flex w-28 flex-col gap-1 text-xs">
			{t(which)}
			<input
				className="w-full rounded-md border border-edge bg-page px-2 py-1.5"
				type="number"
				inputMode="numeric"
				value={which === "minBet" ? min : max}
				onChange={(e) => (which === "minBet" ? onMin : onMax)(e.target.value)}
			/>
		</label>
	));
}

/** "₹1,00,000" from whole rupees as the API answers them. */
export const inr = (rupees: number) => formatRupees(rupeesToPaise(rupees));
/** "1,00,000" (play tokens). */
export const tokens = (amount: number) => formatAmount(rupeesToPaise(amount));

/** `inr` and `tokens` in the page's language (en-IN or hi-IN). */
export function useAdminMoney() {
	const format = useFormat();
	return useMemo(
		() => ({
			inr: (rupees: number) => format.rupees(rupeesToPaise(rupees)),
			tokens: (amount: number) => format.amount(rupeesToPaise(amount)),
		}),
		[format],
	);
}

/**
 * An admin page's <title> in the page's language ("Games · Casino Admin · Roulette Royale"), from the root
 * loader's locale: `adminTitle(matches, (admin) => admin.nav.games)`.
 */
export function adminTitle(matches: readonly MetaMatch[], page: (admin: UiCatalogue["admin"]) => string): string {
	const { admin } = metaCatalogue(matches);
	return admin.title.replace("{{page}}", page(admin)).replace("{{brand}}", siteContent.brand);
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
	const { t } = useTranslation("admin");
	const say = useSay();
	return (
		<div role="alert" className="my-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-500/60 p-3">
			<span>{say(error)}</span>
			<Button variant="secondary" size="sm" onClick={onRetry}>
				{t("retry")}
			</Button>
		</div>
	);
}

const STATUS_WORDS = ["active", "banned", "disabled", "pending", "approved", "rejected"] as const;
const isStatusWord = (status: string): status is (typeof STATUS_WORDS)[number] =>
	(STATUS_WORDS as readonly string[]).includes(status);

/** "Active", "Banned", "Disabled", … in the page's language (an unknown status as it is). */
export function useStatusLabel(): (status: string) => string {
	const { t } = useTranslation("admin");
	return useCallback((status: string) => (isStatusWord(status) ? t(`status.${status}`) : status), [t]);
}

export function StatusPill({ status }: { status: string }) {
	const label = useStatusLabel();
	const good = status === "active";
	return (
		<span
			className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${good ? "bg-green-800 text-white" : "bg-red-800 text-white"}`}
		>
			{label(status)}
		</span>
	);
}

/** The pager of an admin list: `total` unknown (null) → Next is enabled while a full page came back. */
export function AdminPager({
	label,
	page,
	pageSize,
	total,
	shown,
	onPage,
}: {
	label: string;
	page: number;
	pageSize: number;
	total: number | null;
	shown: number;
	onPage: (page: number) => void;
}) {
	return (
		<Pager
			label={label}
			page={page}
			totalPages={pageCount(total, pageSize)}
			hasNext={shown === pageSize}
			onPage={onPage}
		/>
	);
}

/** The keyset pager lives with the other pagers (the player's bet history uses it too). */
export { KeysetPager, KeysetUrlPager, useKeysetPages } from "../ui/pager";

export type ConfirmRequest = {
	title: string;
	text: string;
	confirmLabel: string;
	danger?: boolean;
	run: () => Promise<void>;
};

/** A modal confirmation (texts from domain/admin.ts, shown in the page's language); `request` null closes it. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
	const { t } = useTranslation();
	const say = useSay();
	const [busy, setBusy] = useState(false);
	return (
		<Dialog
			open={request !== null}
			title={request && say(request.title)}
			description={request && say(request.text)}
			onClose={onClose}
			actions={
				request && (
					<>
						<Button variant="secondary" onClick={onClose}>
							{t("dialog.cancel")}
						</Button>
						<Button
							variant={request.danger ? "danger" : "primary"}
							busy={busy}
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
							{say(request.confirmLabel)}
						</Button>
					</>
				)
			}
		/>
	);
}

/** A form's refusal under its fields: always on the page (empty until then), so it is announced when it comes. */
export function FormAlert({ message }: { message: string | null }) {
	const say = useSay();
	return (
		<p role="alert" className="basis-full text-sm text-red-300">
			{message && say(message)}
		</p>
	);
}
