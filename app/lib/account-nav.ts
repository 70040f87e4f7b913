/**
 * The sidebar links of the player area (/user) and the admin area (/admin).
 * Add an entry here when you add a page (only pages that exist are listed).
 */
import { Gamepad2, LayoutDashboard, type LucideIcon, Radio, ScrollText, ShieldAlert, User, Users } from "lucide-react";

export type NavEntry = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const userNav: NavEntry[] = [{ to: "/user", label: "My profile", icon: User, end: true }];

export const adminNav: NavEntry[] = [
	{ to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
	{ to: "/admin/live-game", label: "Live game", icon: Radio },
	{ to: "/admin/members", label: "Members", icon: Users },
	{ to: "/admin/games", label: "Games", icon: Gamepad2 },
	{ to: "/admin/audit", label: "Audit log", icon: ScrollText },
	{ to: "/admin/aml", label: "AML flags", icon: ShieldAlert },
];
