/**
 * The demo seed's roulette tables (docs/decisions/0620-tables-and-racetrack.md): the main Auto Roulette, whose row
 * every database gets from migrations/0005_tables.sql with these values, a low-stakes table and a high-limit table.
 * Money in paise. Written with erasable TypeScript only, so Node can import it directly (scripts/seed-demo.mjs).
 */
export type DemoTable = {
	id: string;
	name: string;
	minBetPaise: number;
	maxBetPaise: number;
	chipValuesPaise: number[];
	status: "active" | "disabled";
	sortOrder: number;
};

export const DEMO_TABLES: readonly DemoTable[] = [
	{
		id: "main",
		name: "Auto Roulette",
		minBetPaise: 1_000,
		maxBetPaise: 5_000_000,
		chipValuesPaise: [1_000, 2_000, 5_000, 10_000, 50_000, 250_000],
		status: "active",
		sortOrder: 1,
	},
	{
		id: "low-stakes",
		name: "Low Stakes Roulette",
		minBetPaise: 1_000,
		maxBetPaise: 100_000,
		chipValuesPaise: [1_000, 2_000, 5_000, 10_000],
		status: "active",
		sortOrder: 2,
	},
	{
		id: "high-limit",
		name: "High Limit Roulette",
		minBetPaise: 50_000,
		maxBetPaise: 5_000_000,
		chipValuesPaise: [50_000, 100_000, 250_000, 500_000, 1_000_000],
		status: "active",
		sortOrder: 3,
	},
];

/** The SQL that adds tables to the catalogue once: a table already there (the main one, or one an admin changed) is left as it is. */
export function tablesSql(entries: readonly DemoTable[], quote: (value: string) => string): string[] {
	return entries.map(
		(t) =>
			`INSERT OR IGNORE INTO tables (id, name, min_bet_paise, max_bet_paise, chip_values_paise, status, sort_order) VALUES (${quote(t.id)}, ${quote(t.name)}, ${t.minBetPaise}, ${t.maxBetPaise}, ${quote(JSON.stringify(t.chipValuesPaise))}, ${quote(t.status)}, ${t.sortOrder});`,
	);
}

/** The SQL that seeds the demo tables once. */
export function demoTablesSql(quote: (value: string) => string): string[] {
	return tablesSql(DEMO_TABLES, quote);
}
