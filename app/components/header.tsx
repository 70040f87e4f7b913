import { Menu, Search, Settings, X } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { siteContent } from "~/domain/content";
import { useSay } from "../lib/i18n";
import { useAuth } from "../lib/use-auth";
import { useDismiss } from "../lib/use-dismiss";
import { LanguageMenu } from "./language-menu";
import { SettingsMenu } from "./settings-menu";

// The signed-in parts are not in a visitor's first load (member-header.tsx).
const memberHeader = () => import("./member-header");
const MemberControls = lazy(() => memberHeader().then(({ MemberControls }) => ({ default: MemberControls })));
const HeaderBalances = lazy(() => memberHeader().then(({ HeaderBalances }) => ({ default: HeaderBalances })));

/** Starts loading the signed-in parts (when the visit may have a session, alongside the start-up refresh). */
export function preloadMemberHeader() {
	void memberHeader().catch(() => undefined);
}

export function Header() {
	// The phone menu belongs to the page it was opened on: navigating anywhere (a link in it, Log In, Back) closes it.
	const { pathname } = useLocation();
	const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
	const menuOpen = menuOpenOn === pathname;
	const setMenuOpen = useCallback((open: boolean) => setMenuOpenOn(open ? pathname : null), [pathname]);
	const headerRef = useRef<HTMLElement>(null);
	const menuButtonRef = useRef<HTMLButtonElement>(null);
	// Escape, a tap outside the header or Tab out of it closes it too.
	useDismiss(menuOpen, setMenuOpen, headerRef, menuButtonRef);
	const { user, isLoading } = useAuth();
	const { t } = useTranslation();
	const say = useSay();
	return (
		<header ref={headerRef} className="sticky top-0 z-40 border-b border-edge bg-header">
			{/* The row wraps rather than overflow: at twice the text size (WCAG 1.4.4) or 320 px a control that does not
			fit moves to a second line instead of off the screen. */}
			<div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-3 px-4">
				<Link
					to="/"
					className="flex items-center gap-2 font-black tracking-tight"
					aria-label={t("brandHome", { brand: siteContent.brand })}
				>
					<span
						aria-hidden="true"
						className="grid size-8 place-items-center rounded-full bg-linear-to-br from-grad-from to-grad-to text-sm"
					>
						RR
					</span>
					<span className="hidden sm:inline">{siteContent.brand}</span>
				</Link>
				<nav aria-label={t("nav.main")} className="ml-4 hidden lg:block">
					<ul className="flex gap-5 text-sm font-bold uppercase">
						{siteContent.navigation.map((item) => (
							<li key={item.to}>
								<NavLink
									to={item.to}
									end={item.to === "/casino/game"}
									className={({ isActive }) => (isActive ? "text-gold" : "text-white hover:text-gold")}
								>
									{say(item.label)}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<div className="ml-auto flex flex-wrap items-center justify-end gap-1 max-[379px]:gap-0">
					{/* Below 380 px the header gives this shortcut's room to the balance, and a player's below 420 px to the
					notifications bell too (the menu leads to the lobby as well); below 380 px the controls sit closer. */}
					<Link
						to="/casino/game"
						className={`grid size-9 place-items-center rounded-full hover:bg-raised ${user?.role === "user" ? "max-[419px]:hidden" : "max-[379px]:hidden"}`}
						aria-label={t("searchGames")}
					>
						<Search className="size-5" aria-hidden="true" />
					</Link>
					{/* Below 24rem (384 px at the default text size, twice that at 200%) the settings and the language live in the
					phone menu, so that a signed-in player's header fits 320 px; the breakpoints are in rem so they follow the
					browser's text size. */}
					<div className="flex max-[24rem]:hidden">
						<SettingsMenu icon={<Settings className="size-5" aria-hidden="true" />} />
						<LanguageMenu />
					</div>
					{user ? (
						<Suspense fallback={null}>
							<MemberControls user={user} />
						</Suspense>
					) : (
						!isLoading && (
							<Link
								to="/login"
								className="rounded-full bg-linear-to-r from-grad-from to-grad-to px-4 py-1.5 text-sm font-bold uppercase"
							>
								{t("logIn")}
							</Link>
						)
					)}
					<button
						ref={menuButtonRef}
						type="button"
						className="grid size-9 place-items-center rounded-md hover:bg-raised lg:hidden"
						aria-expanded={menuOpen}
						aria-controls="mobile-menu"
						aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
						onClick={() => setMenuOpen(!menuOpen)}
					>
						{menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
					</button>
				</div>
			</div>
			{menuOpen && (
				<nav id="mobile-menu" aria-label={t("nav.mobile")} className="border-t border-edge bg-header lg:hidden">
					{user?.role === "user" && (
						<div className="px-4 pt-3 md:hidden">
							<Suspense fallback={null}>
								<HeaderBalances user={user} />
							</Suspense>
						</div>
					)}
					<div className="flex gap-1 px-4 pt-2 min-[24rem]:hidden">
						<SettingsMenu icon={<Settings className="size-5" aria-hidden="true" />} />
						<LanguageMenu />
					</div>
					<ul className="flex flex-col px-4 py-2 text-sm font-bold uppercase">
						{siteContent.navigation.map((item) => (
							<li key={item.to}>
								<NavLink to={item.to} className="block py-3" onClick={() => setMenuOpen(false)}>
									{say(item.label)}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
			)}
		</header>
	);
}
