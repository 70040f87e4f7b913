/**
 * A password-reset code goes out after the answer (issue 30): forgot-password and the reset's resend-otp answer a
 * registered phone without waiting for WhatsApp, so their answer time cannot tell a stranger which phones have an
 * account. The sender here is the WhatsApp one over a fetch the test holds: it completes only when the test lets it.
 * Were the send awaited before answering, the registered phone's answer would wait for it and this test would time
 * out rather than pass.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountMessages as m } from "~/domain/messages";
import { api } from "~/worker/api";
import { otpLog, randomIp, randomPhone, registeredUser } from "./helpers/auth-client";

let log: ReturnType<typeof otpLog>;
beforeEach(() => {
	log = otpLog();
});
afterEach(() => {
	log.restore();
	vi.restoreAllMocks();
});

/** WhatsApp's API as a fetch whose every call waits until the test calls `release()`; other fetches pass through. */
function heldWhatsApp() {
	const sent: string[] = [];
	const delivered: string[] = [];
	let release = () => {};
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	const realFetch = globalThis.fetch;
	vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const url = input instanceof Request ? input.url : String(input);
		if (!url.startsWith("https://graph.facebook.com/")) return realFetch(input, init);
		const to = String(JSON.parse(String(init?.body)).to);
		sent.push(to);
		await released;
		delivered.push(to);
		return new Response(JSON.stringify({ messages: [{ id: "wamid.test" }] }), { status: 200 });
	});
	return { sent, delivered, release };
}

const whatsappEnv = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "555000" } as typeof env;

function ask(route: "forgot-password" | "resend-otp", phone: string, ctx: ExecutionContext) {
	const body = route === "resend-otp" ? { phone, purpose: "reset" } : { phone };
	const request = new Request(`https://localhost/api/auth/${route}`, {
		method: "POST",
		headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomIp() },
		body: JSON.stringify(body),
	});
	return api.fetch(request, whatsappEnv, ctx);
}

describe("reset codes are sent after the answer", () => {
	it.each(["forgot-password", "resend-otp"] as const)(
		"%s answers a registered phone while its code is still on its way, as it answers a stranger",
		async (route) => {
			const { phone } = await registeredUser(log);
			const stranger = randomPhone();
			const whatsapp = heldWhatsApp();

			const strangerCtx = createExecutionContext();
			const strangerAnswer = await ask(route, stranger, strangerCtx);
			const ownerCtx = createExecutionContext();
			const ownerAnswer = await ask(route, phone, ownerCtx);

			// Both answered while WhatsApp still holds the owner's code: nothing was delivered yet.
			expect(whatsapp.sent).toEqual([`91${phone}`]);
			expect(whatsapp.delivered).toEqual([]);
			expect(ownerAnswer.status).toBe(200);
			expect(strangerAnswer.status).toBe(200);
			const [owner, other] = [await ownerAnswer.json<object>(), await strangerAnswer.json<object>()];
			expect(Object.keys(owner).sort()).toEqual(Object.keys(other).sort());
			expect(owner).toMatchObject({ message: m.otpSent });
			expect(other).toMatchObject({ message: m.otpSent });

			// The send finishes after the answer, inside the request's waitUntil.
			whatsapp.release();
			await waitOnExecutionContext(ownerCtx);
			await waitOnExecutionContext(strangerCtx);
			expect(whatsapp.delivered).toEqual([`91${phone}`]);
		},
		10_000,
	);

	it("logs a failed send instead of answering differently for a registered phone", async () => {
		const { phone } = await registeredUser(log);
		vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("bad token", { status: 401 }));
		const failures = vi.spyOn(console, "error").mockImplementation(() => {});
		const ctx = createExecutionContext();
		const answer = await ask("forgot-password", phone, ctx);
		expect(answer.status).toBe(200);
		expect(await answer.json()).toMatchObject({ message: m.otpSent });
		await waitOnExecutionContext(ctx);
		expect(failures).toHaveBeenCalledWith("[otp] delivery failed", expect.any(Error));
	});
});
