/**
 * The user's own record as the API and the pages show it (GET /api/user/:id, the auth answers, the /user pages'
 * loaders): one reading for all of them (docs/decisions/0950-pages-on-the-data-layer.md).
 */
import { and, eq, isNull } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import type { PublicUser, Role } from "~/domain/users";
import { apiPhone } from "~/domain/validation/auth";
import type { Database } from "~/server/db/client";
import { userRole, users as usersTable } from "~/server/db/schema";
import { balancesOf } from "~/server/ledger";

/** The columns the public user is made of. */
export const USER_FIELDS = {
	id: usersTable.id,
	name: usersTable.name,
	phone: usersTable.phone,
	role: userRole,
	status: usersTable.status,
	isVerified: usersTable.isVerified,
	createdAt: usersTable.createdAt,
	locale: usersTable.locale,
};

export type UserRow = Pick<typeof usersTable.$inferSelect, Exclude<keyof typeof USER_FIELDS, "role">> & { role: Role };

/** A player's two balances as the screens show them, in whole rupees (domain/money.ts). */
export async function balancesInRupees(db: Database, userId: string) {
	const { realPaise, tokensPaise } = await balancesOf(db, userId);
	return { realBalance: paiseToRupees(realPaise), playTokens: paiseToRupees(tokensPaise) };
}

/** The user as the API shows it: balances in whole rupees (domain/money.ts). */
export async function publicUser(db: Database, row: UserRow): Promise<PublicUser> {
	return {
		id: row.id,
		name: row.name,
		phone: apiPhone(row.phone),
		role: row.role,
		status: row.status,
		isVerified: row.isVerified,
		...(await balancesInRupees(db, row.id)),
		createdAt: row.createdAt,
		locale: row.locale,
	};
}

/** A user that is not deleted, as the API shows it; null when there is none. */
export async function readPublicUser(db: Database, id: string): Promise<PublicUser | null> {
	const row = await db
		.select(USER_FIELDS)
		.from(usersTable)
		.where(and(eq(usersTable.id, id), isNull(usersTable.deletedAt)))
		.get();
	return row ? publicUser(db, row) : null;
}
