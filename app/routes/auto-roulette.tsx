import { useEffect, useState } from "react";
import { siteContent } from "~/domain/content";
import { DEFAULT_LOCALE } from "~/domain/i18n/locales";
import { RealMoneyNotice } from "../components/real-money-notice";
import { TableLoadingCard } from "../components/roulette/loading-card";
import { RouletteTable } from "../components/roulette/roulette-table";
import { RouletteSignedOut } from "../components/roulette/signed-out";
import { useAuth } from "../lib/use-auth";
import { uiCatalogue } from "../locales";
import type { Route } from "./+types/auto-roulette";

export const meta: Route.MetaFunction = ({ matches }) => {
	// The page's language, as the root's loader chose it for this request.
	const locale = matches[0]?.loaderData?.locale ?? DEFAULT_LOCALE;
	const words = (uiCatalogue(locale) ?? uiCatalogue(DEFAULT_LOCALE))?.table;
	return [{ title: `Auto Roulette · ${siteContent.brand}` }, { name: "description", content: words?.meta.description }];
};

/** The loading splash shown for 3 s on entry to the table (docs/product.md#screens), over the table for members. */
export const SPLASH_MS = 3_000;

function Splash() {
	return (
		<div role="status" className="grid min-h-[calc(100dvh-8rem)] place-items-center bg-black">
			<TableLoadingCard wheelClassName="size-40" />
		</div>
	);
}

/** /casino/game/auto-roulette: the log-in prompt for visitors, the live table for signed-in members. */
export default function AutoRoulette() {
	const { user, isLoading } = useAuth();
	const [splash, setSplash] = useState(true);
	useEffect(() => {
		const timer = setTimeout(() => setSplash(false), SPLASH_MS);
		return () => clearTimeout(timer);
	}, []);
	if (isLoading) return <Splash />;
	// In licensed mode the notice says why betting is closed here before a player tries (issue 8).
	// A member's splash lies over the table itself, which connects underneath meanwhile.
	return (
		<>
			<RealMoneyNotice className="mx-auto mt-4 max-w-3xl" />
			{user ? <RouletteTable loading={splash} /> : <RouletteSignedOut />}
		</>
	);
}
