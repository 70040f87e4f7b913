import { Bell } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUnreadCount } from "../lib/notifications";

// The socket (and its library) loads after the page, never in its first bytes.
const NotificationsLive = lazy(() => import("../lib/notifications-live"));

/**
 * The header's bell for a signed-in player: the unread count, a link to /user/notifications, and the page's live
 * notification socket (docs/decisions/0900-notifications.md).
 */
export function NotificationBell() {
	const unread = useUnreadCount();
	const { t } = useTranslation("account");
	return (
		<>
			<Link
				to="/user/notifications"
				className="relative grid size-9 place-items-center rounded-full hover:bg-raised"
				aria-label={unread ? t("bell.labelUnread", { count: unread }) : t("bell.label")}
				data-testid="notification-bell"
				// Set once the live socket has opened and the count was read (the browser tests wait on it).
				data-unread={unread ?? undefined}
			>
				<Bell className="size-5" aria-hidden="true" />
				{unread ? (
					<span
						aria-hidden="true"
						className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
					>
						{unread > 99 ? "99+" : unread}
					</span>
				) : null}
			</Link>
			<Suspense fallback={null}>
				<NotificationsLive />
			</Suspense>
		</>
	);
}
