import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { siteMessages } from "~/domain/messages/common";
import { tableMessages } from "~/domain/messages/tables";
import { useSay } from "../../lib/i18n";
import { loginReturningTo } from "../../lib/return-path";
import { WheelArt } from "../art/wheel-art";
import { ButtonLink } from "../ui/button";

/**
 * The roulette route for visitors who are not signed in (docs/product.md#screens): the table's name and limits, and
 * whether it is closed; Log In comes back to this table, Register opens an account. Under the demo banner it must not
 * read as if demo mode were why the table is shut: what play needs is an account. Another game's table
 * gives its own `art` behind the words.
 */
export function RouletteSignedOut({
	table,
	closed = false,
	art,
}: {
	table?: { name: string; minBet: number; maxBet: number };
	closed?: boolean;
	art?: ReactNode;
}) {
	const { t } = useTranslation("table");
	const say = useSay();
	const { pathname } = useLocation();
	return (
		<section
			aria-labelledby="roulette-signed-out-heading"
			className="relative grid min-h-[calc(100dvh-8rem)] place-items-center overflow-hidden bg-black px-4"
		>
			<div aria-hidden="true" className="absolute inset-0 grid place-items-center">
				{art ?? <WheelArt className="size-[140vmin] max-w-none scale-110 opacity-60 blur-md" />}
				<div className="absolute inset-0 bg-black/55" />
			</div>
			<div className="relative text-center">
				<h1 id="roulette-signed-out-heading" className="text-3xl font-black sm:text-5xl">
					{say(siteMessages.signedOutTitle)}
				</h1>
				{table && (
					<p className="mt-4 text-xl font-bold" data-testid="signed-out-table">
						{table.name} · {say(tableMessages.tableLimits(table.minBet, table.maxBet))}
					</p>
				)}
				{closed && (
					<p className="mt-2 text-lg font-bold text-yellow-300" data-testid="table-closed">
						{say(tableMessages.tableOff)}
					</p>
				)}
				<p className="mt-4 text-lg text-gray-100">{say(siteMessages.signedOutHint)}</p>
				<div className="mt-8 flex flex-wrap justify-center gap-3">
					<ButtonLink to={loginReturningTo(pathname)} pill>
						{t("signedOut.logIn")}
					</ButtonLink>
					<ButtonLink to="/register" pill variant="secondary">
						{t("signedOut.register")}
					</ButtonLink>
				</div>
			</div>
		</section>
	);
}
