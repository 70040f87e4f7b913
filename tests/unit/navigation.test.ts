/**
 * The site's navigation leads only to pages that exist (issue 30; docs/decisions/0940-navigation-and-spec-messages.md):
 * every entry is a route of app/routes.ts, results and statistics have theirs, and what the product does not offer
 * (sport, promotions, tournaments) is not in it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { siteContent } from "~/domain/content";

const routesFile = readFileSync(fileURLToPath(new URL("../../app/routes.ts", import.meta.url)), "utf8");
/** The page paths of app/routes.ts, as patterns (":id" matches one segment). */
const routePatterns = [...routesFile.matchAll(/route\("([^"]+)",\s*"routes\/[^"]+\.tsx"/g)].map(
	([, path = ""]) => new RegExp(`^/${path.replace(/:[^/]+/g, "[^/]+")}$`),
);

describe("the site's navigation", () => {
	it("reads the routes", () => {
		expect(routePatterns.length).toBeGreaterThan(20);
	});

	it("leads every entry to a page of the product", () => {
		const nowhere = siteContent.navigation.filter((item) => !routePatterns.some((pattern) => pattern.test(item.to)));
		expect(nowhere).toEqual([]);
	});

	it("has the results and statistics of every table, and nothing the product does not offer", () => {
		expect(siteContent.navigation.map((item) => item.to)).toContain("/casino/results");
		const labels = siteContent.navigation.map((item) => item.label.toLowerCase()).join(" ");
		for (const missing of ["sport", "promotion", "tournament"]) expect(labels).not.toContain(missing);
	});
});
