import { lazy, Suspense, useEffect, useState } from "react";
import { siteContent } from "~/domain/content";
import { RealMoneyNotice } from "../components/real-money-notice";
import { TableLoadingCard } from "../components/roulette/loading-card";
import { RouletteSignedOut } from "../components/roulette/signed-out";
import { metaCatalogue } from "../lib/page-meta";
import { useAuth } from "../lib/use-auth";
import { routeNamespaces } from "../locales";
import { table } from "../locales/en/table";
import type { Route } from "./+types/auto-roulette";

export const handle = routeNamespaces({ table });

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `Auto Roulette · ${siteContent.brand}` },
	{ name: "description", content: metaCatalogue(matches).table.meta.description },
];

// Members only: a visitor's page (the log-in prompt) does not load the table's code; a member's loads under the splash.
const RouletteTable = lazy(() =>
	import("../components/roulette/roulette-table").then(({ RouletteTable }) => ({ default: RouletteTable })),
);

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
			{user ? (
				<Suspense fallback={<Splash />}>
					<RouletteTable loading={splash} />
				</Suspense>
			) : (
				<RouletteSignedOut />
			)}
		</>
	);
}
