/**
 * /api/payment-settings: the QR image (in R2) and UPI ID players pay to, read and saved by admins. Players get them
 * only from the deposit check, `GET /api/transactions/deposit/payment-details`, once their deposit may be made
 * (docs/decisions/0311-deposit-checks-before-payment-details.md).
 * /api/uploads/qr/:key serves the QR images.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { messages, paymentMessages } from "~/domain/messages";
import { rolesWith } from "~/domain/operator-roles";
import { paymentSettingsSchema, QR_IMAGE } from "~/domain/validation/payments";
import { auditStatement } from "~/server/audit";
import { paymentSettings as settingsTable } from "~/server/db/schema";
import { paymentDetails, QR_PREFIX, qrCodeUrl, readSettings, SETTINGS_ID } from "~/server/payment-settings";
import { sniffImage } from "../lib/images";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";

const QR_KEY_PATTERN = /^[0-9a-f-]{36}\.(png|jpg)$/;
/** Multipart framing and the UPI ID on top of the largest allowed image. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest image and its form framing; checked before the body is read. */
const qrBodyLimit = bodyLimit({
	maxSize: QR_IMAGE.maxBytes + MULTIPART_OVERHEAD,
	onError: (c) => c.json({ message: paymentMessages.qrTooLarge }, 413),
});

export const paymentSettings = new Hono<AppEnv>()
	.get("/", requireRole(...rolesWith("changeSettings")), async (c) => {
		return c.json({ data: { data: await paymentDetails(c.var.db) } });
	})
	.post("/", requireRole(...rolesWith("changeSettings")), qrBodyLimit, async (c) => {
		// Anything but a form would read as an empty one and be answered as a missing field: the JSON routes' 415.
		if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) {
			return c.json({ message: messages.formExpected }, 415);
		}
		let form: Awaited<ReturnType<typeof c.req.parseBody>>;
		try {
			form = await c.req.parseBody();
		} catch {
			// A multipart body without its boundary, or cut short.
			return c.json({ message: messages.badRequest }, 400);
		}
		const parsed = paymentSettingsSchema.safeParse({ upiId: typeof form.upiId === "string" ? form.upiId : undefined });
		if (!parsed.success) {
			// A field failure, like every route's (decision 0012).
			return c.json({ message: parsed.error.issues[0]?.message ?? paymentMessages.upiIdRequired }, 422);
		}
		const { upiId } = parsed.data;
		const upload = form.qrCode;
		// A file input left empty still sends a part with an empty name and no bytes.
		const file = upload instanceof File && (upload.size > 0 || upload.name !== "") ? upload : null;
		if (typeof upload === "string" && upload !== "") return c.json({ message: paymentMessages.qrWrongType }, 422);
		const db = c.var.db;
		const before = await readSettings(db);
		if (!file && !before?.qrObjectKey) return c.json({ message: paymentMessages.qrRequiredFirstTime }, 422);

		let objectKey = before?.qrObjectKey ?? null;
		if (file) {
			if (file.size > QR_IMAGE.maxBytes) return c.json({ message: paymentMessages.qrTooLarge }, 413);
			const bytes = new Uint8Array(await file.arrayBuffer());
			const image = sniffImage(bytes);
			if (!image) return c.json({ message: paymentMessages.qrWrongType }, 422);
			const { minPixels, maxPixels } = QR_IMAGE;
			if ([image.width, image.height].some((side) => side < minPixels || side > maxPixels)) {
				return c.json({ message: paymentMessages.qrBadDimensions }, 422);
			}
			objectKey = `${QR_PREFIX}${crypto.randomUUID()}.${image.extension}`;
			await c.env.UPLOADS.put(objectKey, bytes, {
				httpMetadata: { contentType: image.type },
				customMetadata: { uploadedBy: c.var.user.id, width: String(image.width), height: String(image.height) },
			});
		}
		const now = Date.now();
		const after = { upiId, qrObjectKey: objectKey };
		try {
			const row = { qrObjectKey: objectKey, upiId, updatedBy: c.var.user.id, updatedAt: now };
			await db.batch([
				db
					.insert(settingsTable)
					.values({ id: SETTINGS_ID, ...row })
					.onConflictDoUpdate({ target: settingsTable.id, set: row }),
				auditStatement(
					db,
					{
						actorId: c.var.user.id,
						actorRole: c.var.user.role,
						action: "payment_settings.update",
						targetType: "payment_settings",
						targetId: "1",
						before: before ? { upiId: before.upiId, qrObjectKey: before.qrObjectKey } : null,
						after,
						ip: c.req.header("CF-Connecting-IP") ?? null,
					},
					now,
				),
			]);
		} catch (error) {
			// Do not leave an orphaned image behind a failed save.
			if (file && objectKey) await c.env.UPLOADS.delete(objectKey);
			throw error;
		}
		// Earlier images stay in R2: the audit log refers to them.
		return c.json({
			message: paymentMessages.settingsSaved,
			data: { data: { qrCodeUrl: qrCodeUrl(objectKey), upiId } },
		});
	});

/** Public (an <img> cannot send a bearer header); keys are random and never reused, so cached for a year. */
export const uploads = new Hono<AppEnv>().get("/qr/:key", async (c) => {
	const key = c.req.param("key");
	if (!QR_KEY_PATTERN.test(key)) return c.json({ message: paymentMessages.imageNotFound }, 404);
	// R2 answers If-None-Match itself: an object without a body means "not modified".
	const object = await c.env.UPLOADS.get(`${QR_PREFIX}${key}`, { onlyIf: c.req.raw.headers });
	if (!object) return c.json({ message: paymentMessages.imageNotFound }, 404);
	const etag = object.httpEtag;
	if (!("body" in object))
		return c.body(null, 304, { ETag: etag, "Cache-Control": "public, max-age=31536000, immutable" });
	return c.body(object.body, 200, {
		"Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
		"Content-Length": String(object.size),
		"Cache-Control": "public, max-age=31536000, immutable",
		ETag: etag,
	});
});
