/** Who a user is, as every layer sees it: the roles, and the user as the API shows them. */
import type { Locale } from "./i18n/locales";

/** A player, or an operator by their role (docs/decisions/0863-operator-roles.md). */
export const ROLES = ["user", "admin", "cashier", "support"] as const;
export type Role = (typeof ROLES)[number];
/** What users.role stores: player or operator (an operator's role is users.operator_role, NULL = admin). */
export const ACCOUNT_ROLES = ["user", "admin"] as const;
export type UserStatus = "active" | "banned";

/** The user as the API shows them (`GET /api/user/:id`, login, refresh): balances in whole rupees. */
export type PublicUser = {
	id: string;
	name: string;
	phone: string | null;
	role: Role;
	status: UserStatus;
	isVerified: boolean;
	realBalance: number;
	playTokens: number;
	createdAt: number;
	/** The language the player chose for their account, null until they choose (docs/decisions/0920). */
	locale?: Locale | null;
};
