/**
 * The sidebar links of the player area (/user) and the admin area (/admin).
 * Add an entry here when you add a page (only pages that exist are listed).
 */
import { HeartHandshake, LayoutDashboard, type LucideIcon, User } from "lucide-react";

export type NavEntry = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const userNav: NavEntry[] = [
	{ to: "/user", label: "My profile", icon: User, end: true },
	{ to: "/user/responsible-gaming", label: "Responsible gaming", icon: HeartHandshake },
];

export const adminNav: NavEntry[] = [{ to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard }];
