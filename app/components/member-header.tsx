/**
 * The header's signed-in parts in one module that the header loads lazily (docs/decisions/0760-first-load-and-i18n-
 * loading.md): the balances, Deposit, the notification bell and its socket, the account menu. A visitor without a
 * session never loads them; with one, they load alongside the start-up refresh (the server renders the header signed
 * out until that refresh has answered, so nothing of them is in any page's server HTML).
 */
import type { AuthUser } from "../lib/auth-store";
import { AccountMenu, CompactBalance, DepositButton, HeaderBalances } from "./account-menu";
import { NotificationBell } from "./notification-bell";

export { HeaderBalances };

export function MemberControls({ user }: { user: AuthUser }) {
	return (
		<>
			{/* Admins hold no money at the table: no balance pill for them. */}
			{user.role === "user" && (
				<>
					<div className="hidden md:block">
						<HeaderBalances user={user} />
					</div>
					<CompactBalance user={user} />
				</>
			)}
			{/* On a phone the compact balance is the way to Deposit. */}
			{user.role === "user" && (
				<div className="hidden md:block">
					<DepositButton />
				</div>
			)}
			{user.role === "user" && <NotificationBell />}
			<AccountMenu user={user} />
		</>
	);
}
