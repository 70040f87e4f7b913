import { LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { HideBalancesToggle, useMaskedBalances } from "../../components/balances";
import { logoutWithToast } from "../../components/logout";
import { RequireRole } from "../../components/require-role";
import { userNav } from "../../lib/account-nav";
import { useAuth } from "../../lib/use-auth";

/** The player area (spec §2): role user only, a collapsible sidebar open by default from 768 px. */
export default function UserLayout() {
	return (
		<RequireRole roles={["user"]}>
			<UserShell />
		</RequireRole>
	);
}

function UserShell() {
	const { user } = useAuth();
	const navigate = useNavigate();
	// null = follow the width (CSS: open from md); a click decides from then on.
	const [open, setOpen] = useState<boolean | null>(null);
	useEffect(() => {
		setOpen(window.matchMedia("(min-width: 768px)").matches);
	}, []);
	if (!user) return null;
	const sidebarClass = open === null ? "hidden md:block" : open ? "block" : "hidden";

	return (
		<div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
			<button
				type="button"
				className="fixed bottom-4 left-4 z-30 grid size-11 place-items-center rounded-lg border border-edge bg-raised md:static md:size-9 md:self-start"
				aria-label={open === false || open === null ? "Open account menu" : "Close account menu"}
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
			<aside
				id="account-sidebar"
				aria-label="Account"
				className={`${sidebarClass} fixed inset-y-0 left-0 z-20 w-64 overflow-y-auto border-r border-edge bg-header p-4 pt-20 md:static md:z-auto md:shrink-0 md:border-0 md:bg-transparent md:p-0`}
			>
				<SidebarBalances />
				<nav aria-label="Account pages" className="mt-4">
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
									{item.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<button
					type="button"
					className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg border border-gold px-4 py-2 font-bold text-gold hover:bg-gold hover:text-black"
					onClick={() => logoutWithToast(() => navigate("/"))}
				>
					<LogOut className="size-4" aria-hidden="true" /> Logout
				</button>
			</aside>
			<div className="min-w-0 flex-1">
				<Outlet />
			</div>
		</div>
	);
}

function SidebarBalances() {
	const { user } = useAuth();
	const masked = useMaskedBalances(user ?? { realBalance: 0, playTokens: 0 });
	return (
		<section aria-label="Balances" className="grid gap-2">
			<div className="flex items-center justify-between rounded-md bg-raised px-4 py-3">
				<div>
					<p className="text-xs font-bold uppercase text-gray-300">Balance</p>
					<p className="text-xl font-black" data-testid="sidebar-balance">
						{masked.real}
					</p>
				</div>
				<HideBalancesToggle />
			</div>
			<div className="rounded-md bg-raised px-4 py-3">
				<p className="text-xs font-bold uppercase text-gray-300">Play tokens</p>
				<p className="text-xl font-black text-gold" data-testid="sidebar-tokens">
					{masked.tokens}
				</p>
			</div>
		</section>
	);
}
