import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { paymentMessages } from "~/domain/messages";
import { call, newUtr } from "./helpers/api";
import { jpeg160x120, png40, png200 } from "./helpers/images";
import { createUser, type TestUser } from "./helpers/users";

type SettingsAnswer = { message?: string; data: { data: { qrCodeUrl: string; upiId: string } } };

function form(fields: { upiId?: string; qrCode?: File | string }): FormData {
	const body = new FormData();
	if (fields.upiId !== undefined) body.append("upiId", fields.upiId);
	if (fields.qrCode !== undefined) body.append("qrCode", fields.qrCode);
	return body;
}

function save(admin: TestUser | undefined, fields: { upiId?: string; qrCode?: File | string }) {
	return call<SettingsAnswer>("POST", "/api/payment-settings", { as: admin, body: form(fields) });
}

async function auditCount(): Promise<number> {
	const row = await env.DB.prepare(
		"SELECT COUNT(*) AS n FROM audit_log WHERE action = 'payment_settings.update'",
	).first<{
		n: number;
	}>();
	return row?.n ?? 0;
}

// The tests of this file share one database and run in order: the first ones see no settings at all.
describe("payment settings", () => {
	it("answers empty values before the first setup, to admins only", async () => {
		const admin = await createUser({ role: "admin" });
		expect(await call("GET", "/api/payment-settings", { as: admin })).toEqual({
			status: 200,
			body: { data: { data: { qrCodeUrl: "", upiId: "" } } },
		});
		expect((await call("GET", "/api/payment-settings")).status).toBe(401);
		// Players get them only from the deposit check (tests/workers/deposit-payment-details.test.ts).
		expect((await call("GET", "/api/payment-settings", { as: await createUser() })).status).toBe(403);
	});

	it("lets only admins save", async () => {
		const player = await createUser();
		const qrCode = new File([png200], "qr.png", { type: "image/png" });
		expect((await save(undefined, { upiId: "casino@upi", qrCode })).status).toBe(401);
		expect((await save(player, { upiId: "casino@upi", qrCode })).status).toBe(403);
		expect(await auditCount()).toBe(0);
	});

	it("requires a QR image for the first setup", async () => {
		const admin = await createUser({ role: "admin" });
		expect(await save(admin, { upiId: "casino@upi" })).toEqual({
			status: 422,
			body: { message: "Please select a QR image (PNG/JPG) for first-time setup." },
		});
		// An empty file input counts as no file.
		const empty = await save(admin, {
			upiId: "casino@upi",
			qrCode: new File([], "", { type: "application/octet-stream" }),
		});
		expect(empty.body).toEqual({ message: paymentMessages.qrRequiredFirstTime });
	});

	it("checks the UPI ID", async () => {
		const admin = await createUser({ role: "admin" });
		const qrCode = new File([png200], "qr.png", { type: "image/png" });
		expect(await save(admin, { qrCode })).toEqual({ status: 422, body: { message: "UPI ID is required" } });
		expect(await save(admin, { upiId: "  ", qrCode })).toEqual({
			status: 422,
			body: { message: "UPI ID is required" },
		});
		expect(await save(admin, { upiId: "not a vpa", qrCode })).toEqual({
			status: 422,
			body: { message: paymentMessages.upiIdInvalid },
		});
	});

	it("judges the image by its bytes, size and pixel dimensions", async () => {
		const admin = await createUser({ role: "admin" });
		const renamedText = new File(["this is not an image"], "qr.png", { type: "image/png" });
		expect(await save(admin, { upiId: "casino@upi", qrCode: renamedText })).toEqual({
			status: 422,
			body: { message: "Only PNG/JPG images are allowed." },
		});
		const gif = new File([new TextEncoder().encode("GIF89a\x10\x00\x10\x00")], "qr.jpg", { type: "image/jpeg" });
		expect((await save(admin, { upiId: "casino@upi", qrCode: gif })).body).toEqual({
			message: paymentMessages.qrWrongType,
		});
		expect((await save(admin, { upiId: "casino@upi", qrCode: "not a file" })).status).toBe(422);
		// A real PNG that is just over 2 MB.
		const oversize = new Uint8Array(2 * 1024 * 1024 + 1);
		oversize.set(png200);
		expect(
			await save(admin, { upiId: "casino@upi", qrCode: new File([oversize], "big.png", { type: "image/png" }) }),
		).toEqual({ status: 413, body: { message: "The QR image must be 2 MB or smaller." } });
		expect(
			await save(admin, { upiId: "casino@upi", qrCode: new File([png40], "tiny.png", { type: "image/png" }) }),
		).toEqual({ status: 422, body: { message: paymentMessages.qrBadDimensions } });
		// Nothing was stored.
		expect((await env.UPLOADS.list({ prefix: "qr/" })).objects).toHaveLength(0);
		expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM payment_settings").first("n")).toBe(0);
		expect(await auditCount()).toBe(0);
	});

	it("stores the QR in R2 under a server-made name, serves it, and audits the change", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const saved = await save(admin, {
			upiId: " casino.royale@okaxis ",
			qrCode: new File([png200], "../../etc/passwd.png", { type: "image/png" }),
		});
		expect(saved.status).toBe(200);
		expect(saved.body.message).toBe(paymentMessages.settingsSaved);
		const { qrCodeUrl, upiId } = saved.body.data.data;
		expect(upiId).toBe("casino.royale@okaxis");
		expect(qrCodeUrl).toMatch(/^\/api\/uploads\/qr\/[0-9a-f-]{36}\.png$/);
		expect(await call("GET", "/api/payment-settings", { as: admin })).toEqual({
			status: 200,
			body: { data: { data: { qrCodeUrl, upiId } } },
		});
		expect(await call("GET", "/api/transactions/deposit/payment-details?amount=1000", { as: player })).toEqual({
			status: 200,
			body: { data: { qrCodeUrl, upiId } },
		});

		const image = await exports.default.fetch(`http://localhost${qrCodeUrl}`);
		expect(image.status).toBe(200);
		expect(image.headers.get("content-type")).toBe("image/png");
		expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
		expect(new Uint8Array(await image.arrayBuffer())).toEqual(png200);
		const etag = image.headers.get("etag");
		expect(etag).toBeTruthy();
		const revalidated = await exports.default.fetch(`http://localhost${qrCodeUrl}`, {
			headers: { "If-None-Match": etag ?? "" },
		});
		expect(revalidated.status).toBe(304);
		await revalidated.arrayBuffer();

		const audit = await env.DB.prepare(
			"SELECT actor_id, before, after FROM audit_log WHERE action = 'payment_settings.update'",
		).first<{ actor_id: string; before: string; after: string }>();
		expect(audit?.actor_id).toBe(admin.id);
		expect(JSON.parse(audit?.before ?? "")).toBeNull();
		expect(JSON.parse(audit?.after ?? "")).toMatchObject({ upiId: "casino.royale@okaxis" });

		// A deposit records the UPI ID the player was shown.
		const dep = await call<{ data: { upiId: string } }>("POST", "/api/transactions/deposit", {
			as: player,
			json: { amount: 1_000, utr: newUtr() },
		});
		expect(dep.body.data.upiId).toBe("casino.royale@okaxis");
	});

	it("keeps the QR when only the UPI ID changes, and replaces it with a JPEG", async () => {
		const admin = await createUser({ role: "admin" });
		const before = (await call<SettingsAnswer>("GET", "/api/payment-settings", { as: admin })).body.data.data;
		const upiOnly = await save(admin, { upiId: "new.handle@ybl", qrCode: new File([], "") });
		expect(upiOnly.status).toBe(200);
		expect(upiOnly.body.data.data).toEqual({ qrCodeUrl: before.qrCodeUrl, upiId: "new.handle@ybl" });

		const replaced = await save(admin, {
			upiId: "new.handle@ybl",
			qrCode: new File([jpeg160x120], "photo.png", { type: "image/png" }),
		});
		expect(replaced.status).toBe(200);
		const { qrCodeUrl } = replaced.body.data.data;
		expect(qrCodeUrl).toMatch(/\.jpg$/);
		expect(qrCodeUrl).not.toBe(before.qrCodeUrl);
		const image = await exports.default.fetch(`http://localhost${qrCodeUrl}`);
		expect(image.headers.get("content-type")).toBe("image/jpeg");
		await image.arrayBuffer();
		expect(await auditCount()).toBe(3);
	});

	it("answers unknown or malformed image names with 404", async () => {
		for (const path of ["/api/uploads/qr/00000000-0000-0000-0000-000000000000.png", "/api/uploads/qr/..%2Fsecret"]) {
			const response = await exports.default.fetch(`http://localhost${path}`);
			expect(response.status).toBe(404);
			expect(await response.json()).toEqual({ message: paymentMessages.imageNotFound });
		}
	});
});
