import { lazy, type ReactNode, Suspense } from "react";
import { siteContent } from "~/domain/content";
import type { GameKind } from "~/domain/tables";
import { type MetaMatch, metaCatalogue } from "../../lib/page-meta";
import { useAuth } from "../../lib/use-auth";
import { RealMoneyNotice } from "../real-money-notice";
import { TableLoadingCard } from "./loading-card";
import { RouletteSignedOut } from "./signed-out";
import { MAIN_TABLE_SEAT, type TableSeat } from "./table-seat";

// Members only: a visitor's page (the log-in prompt) does not load the table's code; a member's loads under the splash.
const RouletteTable = lazy(() => import("./roulette-table").then(({ RouletteTable }) => ({ default: RouletteTable })));
const CrashTable = lazy(() => import("../crash/crash-table").then(({ CrashTable }) => ({ default: CrashTable })));
const AndarBaharTable = lazy(() =>
	import("../andar-bahar/andar-bahar-table").then(({ AndarBaharTable }) => ({ default: AndarBaharTable })),
);
const DragonTigerTable = lazy(() =>
	import("../dragon-tiger/dragon-tiger-table").then(({ DragonTigerTable }) => ({ default: DragonTigerTable })),
);

/**
 * The loading splash on entry to the table (docs/product.md#screens): while the session and the table's code load;
 * then the table's own splash lies over it until its room has synced (roulette-table.tsx), and no longer.
 */
function Splash() {
	return (
		<div role="status" className="grid min-h-[calc(100dvh-8rem)] place-items-center bg-black">
			<TableLoadingCard wheelClassName="size-40" />
		</div>
	);
}

/** A table page's title ("Low Stakes Roulette · Roulette Royale") and description, in the page's language. */
export function tableMeta(name: string | undefined, matches: readonly MetaMatch[]) {
	return [
		{ title: `${name ?? MAIN_TABLE_SEAT.name} · ${siteContent.brand}` },
		{ name: "description", content: metaCatalogue(matches).table.meta.description },
	];
}

/**
 * A table's page (the main one at /casino/game/auto-roulette, the others at /casino/game/tables/:tableId): the log-in
 * prompt for visitors, the live table for signed-in members, at the table the page was given: roulette, the crash
 * game (app/components/crash/) for a crash table, Andar Bahar or Dragon Tiger (app/components/andar-bahar/,
 * dragon-tiger/) for a card table.
 */
export function TableScreen({
	table,
	closed,
	game = "roulette",
	signedOutArt,
}: {
	table: TableSeat;
	closed: boolean;
	game?: GameKind;
	/** The picture behind the signed-out page's words (the crash table's curve; the wheel when none), given by the
	 * route so that the main table's page does not load another game's art. */
	signedOutArt?: ReactNode;
}) {
	const { user, isLoading } = useAuth();
	if (isLoading) return <Splash />;
	// In licensed mode the notice says why betting is closed here before a player tries (issue 8).
	// A member's splash lies over the table itself until it has synced; a table switched off says so
	// itself (its room tells the socket), and opens when it is switched back on.
	return (
		<>
			<RealMoneyNotice className="mx-auto mt-4 max-w-3xl" />
			{user && game === "crash" ? (
				<Suspense fallback={<Splash />}>
					<CrashTable key={table.id} table={table} />
				</Suspense>
			) : user && game === "andar-bahar" ? (
				<Suspense fallback={<Splash />}>
					<AndarBaharTable key={table.id} table={table} />
				</Suspense>
			) : user && game === "dragon-tiger" ? (
				<Suspense fallback={<Splash />}>
					<DragonTigerTable key={table.id} table={table} />
				</Suspense>
			) : user ? (
				<Suspense fallback={<Splash />}>
					<RouletteTable key={table.id} table={table} />
				</Suspense>
			) : (
				<RouletteSignedOut table={table} closed={closed} art={signedOutArt} />
			)}
		</>
	);
}
