/**
 * Where players pay (the QR image in R2 and the UPI ID), read by /api/payment-settings, by the deposit check and by
 * the /admin/settings page's loader alike (docs/decisions/0950-pages-on-the-data-layer.md).
 */
import { eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { paymentSettings as settingsTable } from "./db/schema";

/** The settings row is the one with id 1. */
export const SETTINGS_ID = 1;

export const QR_PREFIX = "qr/";

export function qrCodeUrl(objectKey: string | null): string {
	return objectKey ? `/api/uploads/qr/${objectKey.slice(QR_PREFIX.length)}` : "";
}

export async function readSettings(db: Database) {
	const row = await db
		.select({ qrObjectKey: settingsTable.qrObjectKey, upiId: settingsTable.upiId })
		.from(settingsTable)
		.where(eq(settingsTable.id, SETTINGS_ID))
		.get();
	return row ?? null;
}

/** Where players pay: the QR image's path and the UPI ID (`""` when unset). */
export async function paymentDetails(db: Database) {
	const row = await readSettings(db);
	return { qrCodeUrl: qrCodeUrl(row?.qrObjectKey ?? null), upiId: row?.upiId ?? "" };
}
