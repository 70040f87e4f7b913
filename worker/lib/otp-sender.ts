/**
 * Delivery of one-time codes (DECISIONS §5): one interface, two implementations.
 * WhatsApp Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set;
 * otherwise the code is written to the server log as `[otp] +91XXXXXXXXXX 123456`
 * (local development and tests read it from there). Codes never go into an API response.
 */
export interface OtpSender {
	send(phone: string, code: string): Promise<void>;
}

/** Secrets this module reads (optional: absent means the log sender). */
export type OtpSenderEnv = {
	WHATSAPP_TOKEN?: string;
	WHATSAPP_PHONE_NUMBER_ID?: string;
	/** Name of an approved authentication template; "otp" by default. */
	WHATSAPP_TEMPLATE?: string;
};

export const logSender: OtpSender = {
	async send(phone, code) {
		console.log(`[otp] ${phone} ${code}`);
	},
};

export const WHATSAPP_API_VERSION = "v21.0";

/**
 * WhatsApp Cloud API: an authentication template message whose body and
 * copy-code button both carry the code (Meta's required shape for OTP templates).
 */
export function whatsappSender(
	config: { token: string; phoneNumberId: string; template?: string },
	fetcher: typeof fetch = fetch,
): OtpSender {
	return {
		async send(phone, code) {
			const response = await fetcher(
				`https://graph.facebook.com/${WHATSAPP_API_VERSION}/${config.phoneNumberId}/messages`,
				{
					method: "POST",
					headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
					body: JSON.stringify({
						messaging_product: "whatsapp",
						recipient_type: "individual",
						to: phone.replace(/^\+/, ""),
						type: "template",
						template: {
							name: config.template ?? "otp",
							language: { code: "en" },
							components: [
								{ type: "body", parameters: [{ type: "text", text: code }] },
								{ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
							],
						},
					}),
				},
			);
			if (!response.ok) {
				throw new Error(`WhatsApp Cloud API answered ${response.status}: ${await response.text()}`);
			}
		},
	};
}

export function otpSenderFor(env: OtpSenderEnv): OtpSender {
	if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
		return whatsappSender({
			token: env.WHATSAPP_TOKEN,
			phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
			template: env.WHATSAPP_TEMPLATE,
		});
	}
	return logSender;
}
