/**
 * The sidebar links of the player area (/user) and the admin area (/admin).
 * Add an entry here when you add a page (only pages that exist are listed).
 */
import {
	ArrowDownToLine,
	ArrowUpFromLine,
	BadgeCheck,
	Bell,
	CircleDollarSign,
	Clock,
	Gamepad2,
	Gift,
	HeartHandshake,
	History,
	LayoutDashboard,
	type LucideIcon,
	Radio,
	Scale,
	ScrollText,
	Settings,
	ShieldAlert,
	User,
	Users,
	Wallet,
} from "lucide-react";
import type { account } from "../locales/en/account";

export type NavEntry = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** A player-area link: its label is `account:nav.<key>` (app/locales/<language>/account.ts). */
export type UserNavEntry = Omit<NavEntry, "label"> & { key: keyof typeof account.nav };

export const userNav: UserNavEntry[] = [
	{ to: "/user", key: "profile", icon: User, end: true },
	{ to: "/user/deposits-withdrawals", key: "depositsWithdrawals", icon: Wallet },
	{ to: "/user/bet-history", key: "betHistory", icon: CircleDollarSign },
	{ to: "/user/history", key: "history", icon: History },
	{ to: "/user/requests", key: "requests", icon: Clock },
	{ to: "/user/notifications", key: "notifications", icon: Bell },
	{ to: "/user/responsible-gaming", key: "responsibleGaming", icon: HeartHandshake },
	{ to: "/user/bonuses", key: "bonuses", icon: Gift },
];

export const adminNav: NavEntry[] = [
	{ to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
	{ to: "/admin/live-game", label: "Live game", icon: Radio },
	{ to: "/admin/members", label: "Members", icon: Users },
	{ to: "/admin/games", label: "Games", icon: Gamepad2 },
	{ to: "/admin/audit", label: "Audit log", icon: ScrollText },
	{ to: "/admin/aml", label: "AML flags", icon: ShieldAlert },
	{ to: "/admin/deposits", label: "Deposits", icon: ArrowDownToLine },
	{ to: "/admin/deposits-approve", label: "Approved deposits", icon: BadgeCheck },
	{ to: "/admin/withdrawals", label: "Withdrawals", icon: ArrowUpFromLine },
	{ to: "/admin/withdrawal-approve", label: "Approved withdrawals", icon: BadgeCheck },
	{ to: "/admin/settings", label: "Settings", icon: Settings },
	{ to: "/admin/reconciliation", label: "Reconciliation", icon: Scale },
	{ to: "/admin/promotions", label: "Promotions", icon: Gift },
];
