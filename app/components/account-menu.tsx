/** The header's signed-in parts (docs/product.md#screens): balances with hide/show, Deposit (role user only), the account dropdown. */

import { Coins, LogOut, Plus, UserRound } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { isOperator } from "~/domain/operator-roles";
import type { AuthUser } from "../lib/auth-store";
import { useDismiss } from "../lib/use-dismiss";
import { HideBalancesToggle, useMaskedBalances } from "./balances";
import { logoutWithToast } from "./logout";
import { ButtonLink } from "./ui/button";

export function HeaderBalances({ user }: { user: AuthUser }) {
	const masked = useMaskedBalances(user);
	const { t } = useTranslation("account");
	return (
		<div className="flex items-center gap-1 rounded-full bg-raised py-1 pl-3 pr-1 text-sm font-bold">
			<span className="sr-only">{t("header.balance")}</span>
			<span data-testid="header-balance">{masked.real}</span>
			<span aria-hidden="true" className="px-1 text-gray-400">
				|
			</span>
			<Coins className="size-4 text-gold" aria-hidden="true" />
			<span className="sr-only">{t("header.playTokens")}</span>
			<span className="text-gold" data-testid="header-tokens">
				{masked.tokens}
			</span>
			<HideBalancesToggle className="ml-1" />
		</div>
	);
}

/**
 * On a phone the pill and the Deposit button do not both fit the header: one link shows the real balance and leads
 * to the deposit page, in the Deposit button's colours.
 */
export function CompactBalance({ user }: { user: AuthUser }) {
	const masked = useMaskedBalances(user);
	const { t } = useTranslation("account");
	return (
		<ButtonLink
			to="/user/deposits-withdrawals"
			variant="deposit"
			size="sm"
			data-testid="header-balance-compact"
			className="gap-1 px-2.5 md:hidden"
		>
			<span className="sr-only">{t("header.balance")}</span>
			{masked.real}
			<Plus className="size-4" aria-hidden="true" />
			<span className="sr-only">{t("header.depositSuffix")}</span>
		</ButtonLink>
	);
}

export function AccountMenu({ user }: { user: AuthUser }) {
	const [open, setOpen] = useState(false);
	const navigate = useNavigate();
	const { t } = useTranslation("account");
	const menuId = useId();
	const ref = useRef<HTMLDivElement>(null);
	useDismiss(open, setOpen, ref);
	return (
		<div ref={ref} className="relative">
			<button
				type="button"
				className="grid size-9 place-items-center rounded-full hover:bg-raised"
				aria-label={t("header.menu")}
				aria-expanded={open}
				aria-controls={menuId}
				onClick={() => setOpen((v) => !v)}
			>
				<UserRound className="size-5" aria-hidden="true" />
			</button>
			{open && (
				<div
					id={menuId}
					className="absolute right-0 top-11 z-50 w-48 rounded-lg border border-edge bg-panel p-1 shadow-xl"
				>
					<p className="truncate px-3 py-2 text-xs text-gray-300">{user.name}</p>
					<Link
						to={isOperator(user.role) ? "/admin" : "/user"}
						className="block rounded px-3 py-2 text-sm font-semibold hover:bg-raised"
						onClick={() => setOpen(false)}
					>
						{t("header.myAccount")}
					</Link>
					<button
						type="button"
						className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm font-semibold text-red-400 hover:bg-raised"
						onClick={() =>
							logoutWithToast(() => {
								setOpen(false);
								navigate("/");
							})
						}
					>
						<LogOut className="size-4" aria-hidden="true" /> {t("logout")}
					</button>
				</div>
			)}
		</div>
	);
}

export function DepositButton() {
	const { t } = useTranslation("account");
	return (
		<ButtonLink to="/user/deposits-withdrawals" variant="deposit" size="sm" className="uppercase">
			{t("header.deposit")}
		</ButtonLink>
	);
}
