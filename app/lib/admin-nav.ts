/**
 * The admin area's sidebar links (/admin), each with what it takes to open it (docs/decisions/0863-operator-roles.md):
 * the sidebar shows each operator only their pages, and the admin layout's loader refuses the others on the server.
 * Add an entry here when you add an admin page.
 */
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
	UserCog,
	Users,
} from "lucide-react";
import { may, type Permission } from "~/domain/operator-roles";
import type { Role } from "~/domain/users";
import type { NavEntry } from "./account-nav";

export type AdminNavEntry = NavEntry & { permission: Permission };

export const adminNav: AdminNavEntry[] = [
	{ to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, permission: "readBusiness" },
	{ to: "/admin/live-game", label: "Live game", icon: Radio, permission: "runTables" },
	{ to: "/admin/members", label: "Members", icon: Users, permission: "readMembers" },
	{ to: "/admin/games", label: "Games", icon: Gamepad2, permission: "runTables" },
	{ to: "/admin/audit", label: "Audit log", icon: ScrollText, permission: "readBusiness" },
	{ to: "/admin/aml", label: "AML flags", icon: ShieldAlert, permission: "readMembers" },
	{ to: "/admin/deposits", label: "Deposits", icon: ArrowDownToLine, permission: "readRequests" },
	{ to: "/admin/bank-statement", label: "Bank statement", icon: FileSpreadsheet, permission: "reviewRequests" },
	{ to: "/admin/deposits-approve", label: "Approved deposits", icon: BadgeCheck, permission: "readRequests" },
	{ to: "/admin/withdrawals", label: "Withdrawals", icon: ArrowUpFromLine, permission: "readRequests" },
	{ to: "/admin/withdrawal-approve", label: "Approved withdrawals", icon: BadgeCheck, permission: "readRequests" },
	{ to: "/admin/settings", label: "Settings", icon: Settings, permission: "changeSettings" },
	{ to: "/admin/reconciliation", label: "Reconciliation", icon: Scale, permission: "readBusiness" },
	{ to: "/admin/promotions", label: "Promotions", icon: Gift, permission: "runPromotions" },
	{ to: "/admin/operators", label: "Operators", icon: UserCog, permission: "assignRoles" },
];

/** The pages under /admin that are not in the sidebar, and what each takes. */
const OTHER_PAGES: Array<{ prefix: string; permission: Permission }> = [
	{ prefix: "/admin/member/", permission: "readMembers" },
	{ prefix: "/admin/dashboard/", permission: "readBusiness" },
];

/** The sidebar as one operator sees it. */
export function adminNavFor(role: Role): AdminNavEntry[] {
	return adminNav.filter((entry) => may(role, entry.permission));
}

/**
 * What it takes to open an admin path: null for /admin itself (every operator lands on their first page); a page
 * listed nowhere here is the admins' alone.
 */
export function permissionForPath(pathname: string): Permission | null {
	const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
	if (path === "/admin") return null;
	const other = OTHER_PAGES.find((page) => path.startsWith(page.prefix));
	if (other) return other.permission;
	return adminNav.find((entry) => entry.to === path)?.permission ?? "assignRoles";
}
