/**
 * The route guard (docs/product.md#screens): signed out → /, a role not allowed → its own area
 * (admin → /admin, user → /). The server enforces roles too; this only steers.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import type { Role } from "~/domain/users";
import { useAuth } from "../lib/use-auth";

export function homeOf(role: Role): string {
	return role === "admin" ? "/admin" : "/";
}

export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
	const { user, isLoading } = useAuth();
	const { t } = useTranslation("auth");
	if (isLoading) {
		return (
			<p role="status" className="px-4 py-24 text-center text-gray-300">
				{t("loading")}
			</p>
		);
	}
	if (!user) return <Navigate to="/" replace />;
	if (!roles.includes(user.role)) return <Navigate to={homeOf(user.role)} replace />;
	return <>{children}</>;
}
