import { LogOut, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useNavigate } from "react-router";
import { paiseToRupees } from "~/domain/money";
import type { PublicUser } from "~/domain/users";
import { activeBonusesOf } from "~/server/bonus-money";
import { readPublicUser } from "~/server/user-record";
import { HideBalancesToggle, useMaskedBalances } from "../../components/balances";
import { logoutWithToast } from "../../components/logout";
import { Button } from "../../components/ui/button";
import { userNav } from "../../lib/account-nav";
import { loginRedirect, pageDatabase, requirePageRole } from "../../lib/page-session.server";
import { routeNamespaces } from "../../locales";
import { auth } from "../../locales/en/auth";
import { wallet } from "../../locales/en/wallet";
import type { Route } from "./+types/layout";

export const handle = routeNamespaces({ auth, wallet });

/**
 * The player's own record, read on the server before any page of the area (docs/decisions/0950): the guard
 * redirects anyone else, and the balances are in the first HTML. Revalidated after every action and live event.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePageRole(request, context, "user");
	const user = await readPublicUser(pageDatabase(), session.id);
	if (!user) throw loginRedirect(request);
	// The bonus being wagered, which a withdrawal request would forfeit (docs/decisions/0850-promotions.md).
	const bonuses = await activeBonusesOf(pageDatabase(), [session.id], Date.now());
	return { user, lockedBonus: paiseToRupees(bonuses.reduce((sum, bonus) => sum + bonus.balancePaise, 0)) };
}

/** The player area (docs/product.md#screens): role user only, a collapsible sidebar open by default from 768 px. */
export default function UserLayout({ loaderData }: Route.ComponentProps) {
	const { user } = loaderData;
	const navigate = useNavigate();
	const { t } = useTranslation("account");
	// null = follow the width (CSS: open from md); a click decides from then on.
	const [open, setOpen] = useState<boolean | null>(null);
	useEffect(() => {
		setOpen(window.matchMedia("(min-width: 768px)").matches);
	}, []);
	const sidebarClass = open === null ? "hidden md:block" : open ? "block" : "hidden";

	return (
		<div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:gap-6">
			<button
				type="button"
				className="grid size-10 shrink-0 place-items-center rounded-lg border border-edge bg-raised md:size-9"
				aria-label={open ? t("sidebar.close") : t("sidebar.open")}
				aria-expanded={open ?? undefined}
				aria-controls="account-sidebar"
				onClick={() => setOpen((v) => !(v ?? false))}
			>
				{open ? (
					<PanelLeftClose className="size-5" aria-hidden="true" />
				) : (
					<PanelLeftOpen className="size-5" aria-hidden="true" />
				)}
			</button>
			{open && (
				<button
					type="button"
					tabIndex={-1}
					aria-hidden="true"
					className="fixed inset-0 z-[45] bg-black/70 md:hidden"
					onClick={() => setOpen(false)}
				/>
			)}
			<aside
				id="account-sidebar"
				aria-label={t("sidebar.label")}
				className={`${sidebarClass} fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-edge bg-header p-4 md:static md:z-auto md:w-64 md:max-w-none md:shrink-0 md:border-0 md:bg-transparent md:p-0`}
			>
				<button
					type="button"
					className="mb-3 ml-auto grid size-9 place-items-center rounded-lg border border-edge md:hidden"
					aria-label={t("sidebar.close")}
					onClick={() => setOpen(false)}
				>
					<X className="size-5" aria-hidden="true" />
				</button>
				<SidebarBalances user={user} />
				<nav aria-label={t("sidebar.pages")} className="mt-4">
					<ul className="flex flex-col gap-1">
						{userNav.map((item) => (
							<li key={item.to}>
								<NavLink
									to={item.to}
									end={item.end}
									onClick={() => window.matchMedia("(max-width: 767px)").matches && setOpen(false)}
									className={({ isActive }) =>
										`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold ${isActive ? "bg-raised text-gold" : "hover:bg-raised"}`
									}
								>
									<item.icon className="size-4" aria-hidden="true" />
									{t(`nav.${item.key}`)}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<Button variant="outline" className="mt-6 w-full" onClick={() => logoutWithToast(() => navigate("/"))}>
					<LogOut className="size-4" aria-hidden="true" /> {t("logout")}
				</Button>
			</aside>
			<div className="min-w-0 flex-1">
				<Outlet />
			</div>
		</div>
	);
}

function SidebarBalances({ user }: { user: PublicUser }) {
	const masked = useMaskedBalances(user);
	const { t } = useTranslation("account");
	return (
		<section aria-label={t("sidebar.balances")} className="grid gap-2">
			<div className="flex items-center justify-between rounded-md bg-raised px-4 py-3">
				<div>
					<p className="text-xs font-bold uppercase text-gray-300">{t("balance")}</p>
					<p className="text-xl font-black" data-testid="sidebar-balance">
						{masked.real}
					</p>
				</div>
				<HideBalancesToggle />
			</div>
			<div className="rounded-md bg-raised px-4 py-3">
				<p className="text-xs font-bold uppercase text-gray-300">{t("playTokens")}</p>
				<p className="text-xl font-black text-gold" data-testid="sidebar-tokens">
					{masked.tokens}
				</p>
			</div>
		</section>
	);
}
