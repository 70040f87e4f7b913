/** The dashboard's query (docs/decisions/0860-cockpit-charts.md), shared by the API, the page and its CSV export. */
import { DASHBOARD_RANGES } from "../dashboard/range";
import { dashboardMessages } from "../messages/operator";
import { z } from "./zod";

const emptyIsAbsent = (v: unknown) => (v === "" || v === null ? undefined : v);

export const dashboardQuerySchema = z.object({
	range: z.preprocess(emptyIsAbsent, z.enum(DASHBOARD_RANGES, { error: dashboardMessages.badRange }).default("30")),
	from: z.preprocess(emptyIsAbsent, z.string().max(10).optional()),
	to: z.preprocess(emptyIsAbsent, z.string().max(10).optional()),
	/** A table's id, or absent for every table. */
	table: z.preprocess(
		emptyIsAbsent,
		z
			.string()
			.regex(/^[a-z0-9-]{1,64}$/, { error: dashboardMessages.unknownTable })
			.optional(),
	),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;
