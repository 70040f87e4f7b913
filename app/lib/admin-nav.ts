/** The admin area's sidebar links (/admin). Add an entry here when you add an admin page. */
import {
	ArrowDownToLine,
	ArrowUpFromLine,
	BadgeCheck,
	FileSpreadsheet,
	Gamepad2,
	Gift,
	LayoutDashboard,
	Radio,
	Scale,
	ScrollText,
	Settings,
	ShieldAlert,
	Users,
} from "lucide-react";
import type { NavEntry } from "./account-nav";

export const adminNav: NavEntry[] = [
	{ to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
	{ to: "/admin/live-game", label: "Live game", icon: Radio },
	{ to: "/admin/members", label: "Members", icon: Users },
	{ to: "/admin/games", label: "Games", icon: Gamepad2 },
	{ to: "/admin/audit", label: "Audit log", icon: ScrollText },
	{ to: "/admin/aml", label: "AML flags", icon: ShieldAlert },
	{ to: "/admin/deposits", label: "Deposits", icon: ArrowDownToLine },
	{ to: "/admin/bank-statement", label: "Bank statement", icon: FileSpreadsheet },
	{ to: "/admin/deposits-approve", label: "Approved deposits", icon: BadgeCheck },
	{ to: "/admin/withdrawals", label: "Withdrawals", icon: ArrowUpFromLine },
	{ to: "/admin/withdrawal-approve", label: "Approved withdrawals", icon: BadgeCheck },
	{ to: "/admin/settings", label: "Settings", icon: Settings },
	{ to: "/admin/reconciliation", label: "Reconciliation", icon: Scale },
	{ to: "/admin/promotions", label: "Promotions", icon: Gift },
];
