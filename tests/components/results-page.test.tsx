/**
 * The results page's table section (/casino/results, docs/decisions/0940-navigation-and-spec-messages.md): each
 * result with its /verify link (the main table's without `table`), operator-set results marked, and the statistics.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type TableResults, TableResultsSection } from "~/app/components/table-results";
import { resultStats } from "~/domain/roulette/stats";

afterEach(cleanup);

/** The table the stub route shows (the route's component is defined once, outside any function). */
let shown: TableResults;
function ShownTable() {
	return <TableResultsSection table={shown} />;
}
const Stub = createRoutesStub([{ path: "/casino/results", Component: ShownTable }]);

function show(table: TableResults) {
	shown = table;
	render(<Stub initialEntries={["/casino/results"]} />);
	return screen.getByRole("region", { name: table.name });
}

const at = Date.UTC(2026, 10, 27, 6, 30);

describe("a table on the results page", () => {
	it("lists its results with a /verify link each and its statistics over the fair ones", () => {
		const section = show({
			id: "low-stakes",
			name: "Low Stakes Roulette",
			rounds: [
				{ id: "r-42", seq: 42, result: 17, at, operatorSet: false },
				{ id: "r-41", seq: 41, result: 0, at, operatorSet: true },
			],
			stats: { ...resultStats([17, 17, 2, 0]), operatorSetLeftOut: 1 },
		});
		const links = within(section).getAllByRole("link", { name: /^Verify round/ });
		expect(links.map((link) => link.getAttribute("href"))).toEqual([
			"/verify?round=r-42&table=low-stakes",
			"/verify?round=r-41&table=low-stakes",
		]);
		expect(within(section).getByRole("link", { name: "Play this table" }).getAttribute("href")).toBe(
			"/casino/game/tables/low-stakes",
		);
		const items = within(section).getAllByRole("listitem");
		expect(items[0]?.textContent).toContain("17 black");
		expect(items[1]?.textContent).toContain("0 green (operator-set)");
		expect(section.textContent).toContain("Statistics of the last 4 fair results");
		expect(section.textContent).toContain("Red 0% · Black 75% · Zero 25%");
		expect(section.textContent).toContain("Hot numbers: 17, 0, 2");
		expect(section.textContent).toContain("1 result set by the operator is left out.");
	});

	it("says so when the table has no results yet, and links the main table's rounds without a table", () => {
		const empty = show({
			id: "main",
			name: "Auto Roulette",
			rounds: [],
			stats: { ...resultStats([]), operatorSetLeftOut: 0 },
		});
		expect(empty.textContent).toContain("No results yet");
		expect(within(empty).queryByRole("list")).toBeNull();
		cleanup();
		const main = show({
			id: "main",
			name: "Auto Roulette",
			rounds: [{ id: "r-1", seq: 1, result: 5, at, operatorSet: false }],
			stats: { ...resultStats([5]), operatorSetLeftOut: 0 },
		});
		expect(within(main).getByRole("link", { name: "Verify round #1" }).getAttribute("href")).toBe("/verify?round=r-1");
	});
});
