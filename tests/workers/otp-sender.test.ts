import { describe, expect, it, vi } from "vitest";
import { logSender, otpSenderFor, whatsappSender } from "~/worker/lib/otp-sender";

describe("OTP senders", () => {
	it("the WhatsApp Cloud API sender posts an authentication template to the phone number's messages endpoint", async () => {
		const fetcher = vi.fn(async () => new Response(JSON.stringify({ messages: [{ id: "wamid.1" }] }), { status: 200 }));
		await whatsappSender({ token: "tok-123", phoneNumberId: "555000" }, fetcher as unknown as typeof fetch).send(
			"+919876543210",
			"042917",
		);
		expect(fetcher).toHaveBeenCalledTimes(1);
		const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toBe("https://graph.facebook.com/v21.0/555000/messages");
		expect(init.method).toBe("POST");
		expect(init.headers).toEqual({ Authorization: "Bearer tok-123", "Content-Type": "application/json" });
		expect(JSON.parse(String(init.body))).toEqual({
			messaging_product: "whatsapp",
			recipient_type: "individual",
			to: "919876543210",
			type: "template",
			template: {
				name: "otp",
				language: { code: "en" },
				components: [
					{ type: "body", parameters: [{ type: "text", text: "042917" }] },
					{ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "042917" }] },
				],
			},
		});
	});

	it("a money decision goes out as the template named after its kind, the amount and reason as its parameters", async () => {
		const fetcher = vi.fn(async () => new Response("{}", { status: 200 }));
		await whatsappSender(
			{ token: "tok-123", phoneNumberId: "555000" },
			fetcher as unknown as typeof fetch,
		).moneyDecision("+919876543210", {
			kind: "deposit_rejected",
			params: ["₹2,000", "No payment with this UTR"],
			text: "ignored by WhatsApp",
		});
		const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
		expect(JSON.parse(String(init.body)).template).toEqual({
			name: "deposit_rejected",
			language: { code: "en" },
			components: [
				{
					type: "body",
					parameters: [
						{ type: "text", text: "₹2,000" },
						{ type: "text", text: "No payment with this UTR" },
					],
				},
			],
		});
	});

	it("the WhatsApp sender fails loudly when the API refuses", async () => {
		const fetcher = vi.fn(async () => new Response("bad token", { status: 401 }));
		await expect(
			whatsappSender({ token: "x", phoneNumberId: "1" }, fetcher as unknown as typeof fetch).send("+919876543210", "1"),
		).rejects.toThrow(/401/);
	});

	it("the log sender prints exactly `[otp] +91XXXXXXXXXX 123456`", async () => {
		const spy = vi.spyOn(console, "log").mockImplementation(() => {});
		await logSender.send("+919876543210", "123456");
		expect(spy).toHaveBeenCalledWith("[otp] +919876543210 123456");
		spy.mockRestore();
	});

	it("is WhatsApp only when both secrets are set", () => {
		expect(otpSenderFor({})).toBe(logSender);
		expect(otpSenderFor({ WHATSAPP_TOKEN: "t" })).toBe(logSender);
		expect(otpSenderFor({ WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" })).not.toBe(logSender);
	});
});
