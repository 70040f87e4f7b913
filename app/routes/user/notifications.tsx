import { BellOff } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, useFetcher } from "react-router";
import { notificationMessages } from "~/domain/notifications";
import { markReadSchema, notificationListQuerySchema } from "~/domain/validation/notifications";
import { markNotificationsRead, myNotifications } from "~/server/player-lists";
import { Button } from "../../components/ui/button";
import { Pager } from "../../components/ui/pager";
import { useFormat, useSay } from "../../lib/i18n";
import { searchQuery, useSearchParam } from "../../lib/list-search";
import { notificationsStore } from "../../lib/notifications";
import { pageTitle } from "../../lib/page-meta";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import { notify } from "../../lib/toast";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.account.titles.notifications) },
];

/** A page of the player's notifications, read as GET /api/notifications reads it. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePageRole(request, context, "user");
	const { page } = searchQuery(request, notificationListQuerySchema);
	return myNotifications(pageDatabase(), session.id, page);
}

/** Marks one notification (`id`) or all of them read, as POST /api/notifications/read does; the page revalidates. */
export async function action({ request, context }: Route.ActionArgs) {
	const session = await requirePageRole(request, context, "user");
	const id = (await request.formData()).get("id");
	const parsed = markReadSchema.safeParse(typeof id === "string" ? { ids: [id] } : { all: true });
	if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? notificationMessages.notFound }, 422);
	const marked = await markNotificationsRead(pageDatabase(), session.id, parsed.data);
	if (!marked) return data({ message: notificationMessages.notFound }, 404);
	return marked;
}

/**
 * /user/notifications (docs/product.md#notifications): the player's notifications, newest first, paged; one or all
 * marked read. One that arrives while the page is open appears at once: the live socket revalidates the page
 * (app/lib/notifications-live.ts).
 */
export default function Notifications({ loaderData }: Route.ComponentProps) {
	const [, setPage] = useSearchParam("page", "1");
	const fetcher = useFetcher<typeof action>();
	const busy = fetcher.state !== "idle";
	const { t } = useTranslation("account");
	const say = useSay();
	const format = useFormat();
	const { unread } = loaderData;
	// The header's bell counts what the server counted.
	useEffect(() => notificationsStore.setUnread(unread), [unread]);
	const refusal = fetcher.data && "message" in fetcher.data ? fetcher.data.message : null;
	useEffect(() => {
		if (refusal) notify.error(refusal);
	}, [refusal]);

	return (
		<section aria-labelledby="notifications-heading">
			<div className="mb-4 flex flex-wrap items-center gap-3">
				<h1 id="notifications-heading" className="text-2xl font-black">
					{t("notifications.heading")}
				</h1>
				<span className="rounded-full bg-raised px-3 py-0.5 text-sm font-bold" data-testid="unread-count">
					{t("notifications.unread", { count: unread })}
				</span>
				<fetcher.Form method="post" className="ml-auto">
					<Button type="submit" variant="ghost" size="sm" disabled={busy || unread === 0}>
						{t("notifications.markAllRead")}
					</Button>
				</fetcher.Form>
			</div>
			{loaderData.data.length === 0 ? (
				<div className="rounded-xl bg-panel p-8 text-center">
					<BellOff className="mx-auto size-10 text-gray-300" aria-hidden="true" />
					<p className="mt-2 text-lg font-bold">{t("notifications.emptyTitle")}</p>
					<p className="text-gray-300">{t("notifications.emptyText")}</p>
				</div>
			) : (
				<>
					<ul className="grid gap-3" aria-label={t("notifications.list")}>
						{loaderData.data.map((n) => (
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
									<fetcher.Form method="post">
										<input type="hidden" name="id" value={n.id} />
										<Button type="submit" variant="link" size="sm" className="mt-2" disabled={busy}>
											{t("notifications.markRead")}
										</Button>
									</fetcher.Form>
								)}
							</li>
						))}
					</ul>
					<Pager
						page={loaderData.pagination.page}
						totalPages={loaderData.pagination.totalPages}
						onPage={(page) => setPage(String(page))}
					/>
				</>
			)}
		</section>
	);
}
