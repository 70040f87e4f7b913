/**
 * The sidebar links of the player area (/user); the admin area's are in ./admin-nav.ts (its own module, so no player
 * page loads the admin's icons).
 * Add an entry here when you add a page (only pages that exist are listed).
 */
import {
	Bell,
	CircleDollarSign,
	Clock,
	Gift,
	HeartHandshake,
	History,
	type LucideIcon,
	User,
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
