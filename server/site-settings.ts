/** One value of `site_settings` (JSON), or null when the operator never set it. */
import { eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { siteSettings } from "./db/schema";

export async function readSiteSetting(db: Database, key: string): Promise<unknown> {
	const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).get();
	return row ? row.value : null;
}
