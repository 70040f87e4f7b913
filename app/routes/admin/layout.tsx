import { ChevronDown, Globe, LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, type ShouldRevalidateFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { LanguageMenu } from "../../components/language-menu";
import { logoutWithToast } from "../../components/logout";
import { adminNavFor, permissionForPath } from "../../lib/admin-nav";
import { pageAddress } from "../../lib/page-address";
import { requirePagePermission } from "../../lib/page-session.server";
import { useDismiss } from "../../lib/use-dismiss";
import type { UiCatalogue } from "../../locales";
import { routeNamespaces } from "../../locales";
import { admin } from "../../locales/en/admin";
import { auth } from "../../locales/en/auth";
import { wallet } from "../../locales/en/wallet";
import type { Route } from "./+types/layout";

type NavKey = keyof UiCatalogue["admin"]["nav"];

/** The catalogue key of a sidebar page: "/admin/live-game" → "liveGame" (its English label when it has none). */
function navKey(to: string): NavKey | null {
	const key = to.replace(/^\/admin\//, "").replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
	return key in NAV_KEYS ? (key as NavKey) : null;
}
const NAV_KEYS: Record<NavKey, true> = {
	dashboard: true,
	liveGame: true,
	members: true,
	games: true,
	audit: true,
	aml: true,
	deposits: true,
	depositsApprove: true,
	withdrawals: true,
	withdrawalApprove: true,
	settings: true,
	reconciliation: true,
	bankStatement: true,
	promotions: true,
	operators: true,
};

export const handle = routeNamespaces({ auth, admin, wallet });

/**
 * The role guard on the server (docs/decisions/0950, 0863): nobody but an operator gets as far as a page of this
 * area, and an operator only to the pages their role may open (app/lib/admin-nav.ts); a page with its own loader
 * checks again. The sidebar lists what the role may open.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePagePermission(request, context, permissionForPath(pageAddress(request.url).pathname));
	return { role: session.role };
}

/** Every page of the area is checked on the server, so the guard runs again on each move between pages. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * The admin back office shell (docs/product.md#screens): sidebar with Go to Website, top bar "Casino Admin" with the
 * language control and the Admin menu.
 */
export default function AdminLayout() {
	const { t } = useTranslation("admin");
	const { role } = useLoaderData<typeof loader>();
	const [collapsed, setCollapsed] = useState(false);
	const items = [
		...adminNavFor(role).map((item) => {
			const key = navKey(item.to);
			return { ...item, label: key ? t(`nav.${key}`) : item.label };
		}),
		{ to: "/", label: t("shell.goToWebsite"), icon: Globe, end: true },
	];
	return (
		<div className="flex min-h-dvh">
			<aside
				aria-label={t("shell.panel")}
				className={`${collapsed ? "w-16" : "w-16 md:w-60"} shrink-0 border-r border-edge bg-header p-2 md:p-3`}
			>
				<div className="mb-4 flex items-center justify-between">
					<p className={`${collapsed ? "sr-only" : "hidden md:block"} px-2 font-black`}>{t("shell.panel")}</p>
					<button
						type="button"
						className="hidden size-9 place-items-center rounded-md hover:bg-raised md:grid"
						aria-label={collapsed ? t("shell.expandSidebar") : t("shell.collapseSidebar")}
						aria-expanded={!collapsed}
						onClick={() => setCollapsed((v) => !v)}
					>
						{collapsed ? (
							<PanelLeftOpen className="size-5" aria-hidden="true" />
						) : (
							<PanelLeftClose className="size-5" aria-hidden="true" />
						)}
					</button>
				</div>
				<nav aria-label={t("shell.pages")}>
					<ul className="flex flex-col gap-1">
						{items.map((item) => (
							<li key={item.to}>
								<NavLink
									to={item.to}
									end={item.end}
									title={item.label}
									className={({ isActive }) =>
										`flex items-center gap-3 rounded-full px-3 py-2.5 text-sm font-semibold ${isActive && item.to !== "/" ? "bg-raised text-gold" : "hover:bg-raised"}`
									}
								>
									<item.icon className="size-5 shrink-0" aria-hidden="true" />
									<span className={collapsed ? "sr-only" : "sr-only md:not-sr-only"}>{item.label}</span>
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
			</aside>
			<div className="flex min-w-0 flex-1 flex-col">
				<header className="flex h-14 items-center justify-between gap-2 border-b border-edge bg-header px-4">
					<p className="truncate text-lg font-black">{t("shell.brand")}</p>
					<div className="flex shrink-0 items-center gap-1">
						<LanguageMenu />
						<AdminMenu />
					</div>
				</header>
				<main id="main" className="flex-1 p-3 md:p-6">
					<Outlet />
				</main>
			</div>
		</div>
	);
}

function AdminMenu() {
	const { t } = useTranslation("admin");
	const [open, setOpen] = useState(false);
	const navigate = useNavigate();
	const ref = useRef<HTMLDivElement>(null);
	useDismiss(open, setOpen, ref);
	return (
		<div ref={ref} className="relative">
			<button
				type="button"
				className="flex items-center gap-1 rounded-md px-3 py-1.5 font-semibold hover:bg-raised"
				aria-expanded={open}
				aria-controls="admin-menu"
				onClick={() => setOpen((v) => !v)}
			>
				{t("shell.menu")} <ChevronDown className="size-4" aria-hidden="true" />
			</button>
			{open && (
				<div
					id="admin-menu"
					className="absolute right-0 top-11 z-50 w-44 rounded-lg border border-edge bg-panel p-1 shadow-xl"
				>
					<Link to="/" className="block rounded px-3 py-2 text-sm hover:bg-raised">
						{t("shell.goToWebsite")}
					</Link>
					<button
						type="button"
						className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm font-semibold text-red-400 hover:bg-raised"
						onClick={() => logoutWithToast(() => navigate("/"))}
					>
						<LogOut className="size-4" aria-hidden="true" /> {t("shell.logout")}
					</button>
				</div>
			)}
		</div>
	);
}
