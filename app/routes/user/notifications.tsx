import { BellOff } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Pager } from "../../components/ui/pager";
import { ErrorPanel } from "../../components/wallet/ui";
import { api, errorMessage } from "../../lib/api";
import { useFormat, useSay } from "../../lib/i18n";
import { type NotificationsPage, notificationsStore, useArrivals } from "../../lib/notifications";
import { pageTitle } from "../../lib/page-meta";
import { notify } from "../../lib/toast";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.account.titles.notifications) },
];

type ListState = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; page: NotificationsPage };

/**
 * /user/notifications (docs/product.md#notifications): the player's notifications, newest first, paged; one or all
 * marked read. A notification that arrives while the page is open appears at once (the header's live socket).
 */
export default function Notifications() {
	const [page, setPage] = useState(1);
	const [state, setState] = useState<ListState>({ kind: "loading" });
	const [version, setVersion] = useState(0);
	const [busy, setBusy] = useState(false);
	const arrivals = useArrivals();
	const { t } = useTranslation("account");
	const say = useSay();
	const format = useFormat();
	const loadFailed = t("notifications.loadFailed");

	// biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `arrivals` are reload triggers
	useEffect(() => {
		let live = true;
		(async () => {
			try {
				const response = await api.api.notifications.$get({ query: { page: String(page) } });
				if (!live) return;
				if (!response.ok) {
					setState({ kind: "error", message: await errorMessage(response, loadFailed) });
					return;
				}
				const body = await response.json();
				if (!live) return;
				setState({ kind: "ready", page: body });
				notificationsStore.setUnread(body.unread);
			} catch {
				if (live) setState({ kind: "error", message: loadFailed });
			}
		})();
		return () => {
			live = false;
		};
	}, [page, version, arrivals, loadFailed]);

	const reload = useCallback(() => setVersion((v) => v + 1), []);

	const markRead = useCallback(
		async (json: { ids: string[] } | { all: true }) => {
			setBusy(true);
			try {
				const response = await api.api.notifications.read.$post({ json });
				if (!response.ok) {
					notify.error(await errorMessage(response, loadFailed));
					return;
				}
				notificationsStore.setUnread((await response.json()).unread);
				reload();
			} finally {
				setBusy(false);
			}
		},
		[reload, loadFailed],
	);

	const unread = state.kind === "ready" ? state.page.unread : 0;
	return (
		<section aria-labelledby="notifications-heading">
			<div className="mb-4 flex flex-wrap items-center gap-3">
				<h1 id="notifications-heading" className="text-2xl font-black">
					{t("notifications.heading")}
				</h1>
				{state.kind === "ready" && (
					<span className="rounded-full bg-raised px-3 py-0.5 text-sm font-bold" data-testid="unread-count">
						{t("notifications.unread", { count: unread })}
					</span>
				)}
				<Button
					variant="ghost"
					size="sm"
					className="ml-auto"
					disabled={busy || unread === 0}
					onClick={() => void markRead({ all: true })}
				>
					{t("notifications.markAllRead")}
				</Button>
			</div>
			{state.kind === "loading" && <p className="text-gray-300">{t("loading")}</p>}
			{state.kind === "error" && <ErrorPanel message={state.message} onRetry={reload} />}
			{state.kind === "ready" &&
				(state.page.data.length === 0 ? (
					<div className="rounded-xl bg-panel p-8 text-center">
						<BellOff className="mx-auto size-10 text-gray-300" aria-hidden="true" />
						<p className="mt-2 text-lg font-bold">{t("notifications.emptyTitle")}</p>
						<p className="text-gray-300">{t("notifications.emptyText")}</p>
					</div>
				) : (
					<>
						<ul className="grid gap-3" aria-label={t("notifications.list")}>
							{state.page.data.map((n) => (
								<li
									key={n.id}
									className={`rounded-xl p-4 ${n.read ? "bg-panel" : "border border-gold/40 bg-raised"}`}
									data-testid="notification"
								>
									<div className="flex flex-wrap items-start gap-2">
										<h2 className="font-bold">
											{n.read ? null : <span className="sr-only">{t("notifications.unreadPrefix")}</span>}
											{say(n.title)}
										</h2>
										<time className="ml-auto text-xs text-gray-300" dateTime={n.createdAt}>
											{format.dateTime(Date.parse(n.createdAt))}
										</time>
									</div>
									<p className="mt-1 text-sm text-gray-200">{say(n.body)}</p>
									{!n.read && (
										<Button
											variant="link"
											size="sm"
											className="mt-2"
											disabled={busy}
											onClick={() => void markRead({ ids: [n.id] })}
										>
											{t("notifications.markRead")}
										</Button>
									)}
								</li>
							))}
						</ul>
						<Pager page={page} totalPages={state.page.pagination.totalPages} onPage={setPage} />
					</>
				))}
		</section>
	);
}
