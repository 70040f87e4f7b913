/**
 * Delivery of one-time codes (docs/decisions/0100-accounts-and-sessions.md): one interface, two
 * implementations. WhatsApp Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set;
 * otherwise the code is written to the server log as `[otp] +91XXXXXXXXXX 123456`
 * (local development and tests read it from there). Codes never go into an API response.
 * The same channel carries account notices to a phone's owner (docs/decisions/0740-account-abuse.md),
 * logged as `[notice] +91XXXXXXXXXX account-exists`, and the decisions on a player's money
 * (docs/decisions/0900-notifications.md), logged as `[notice] +91XXXXXXXXXX deposit_approved <the words>`.
 */
export interface OtpSender {
	send(phone: string, code: string): Promise<void>;
	notify(phone: string, notice: AccountNotice): Promise<void>;
	moneyDecision(phone: string, notice: MoneyNotice): Promise<void>;
}

/**
 * A decision on a player's deposit or withdrawal. `params` are the template's body parameters in order (the amount,
 * then the bonus tokens or the reason); `text` is the same notice in full, for the log.
 */
export type MoneyNotice = {
	kind: "deposit_approved" | "deposit_rejected" | "withdrawal_approved" | "withdrawal_rejected";
	params: string[];
	text: string;
};

/** "account-exists": someone tried to register a new account with the owner's number. */
export type AccountNotice = "account-exists";

/** Secrets this module reads (optional: absent means the log sender). */
export type OtpSenderEnv = {
	WHATSAPP_TOKEN?: string;
	WHATSAPP_PHONE_NUMBER_ID?: string;
	/** Name of an approved authentication template; "otp" by default. */
	WHATSAPP_TEMPLATE?: string;
	/** Name of an approved utility template for the account-exists notice; "account_exists" by default. */
	WHATSAPP_NOTICE_TEMPLATE?: string;
};

export const logSender: OtpSender = {
	async send(phone, code) {
		console.log(`[otp] ${phone} ${code}`);
	},
	async notify(phone, notice) {
		console.log(`[notice] ${phone} ${notice}`);
	},
	async moneyDecision(phone, notice) {
		console.log(`[notice] ${phone} ${notice.kind} ${notice.text}`);
	},
};

export const WHATSAPP_API_VERSION = "v21.0";

/**
 * WhatsApp Cloud API: an authentication template message whose body and
 * copy-code button both carry the code (Meta's required shape for OTP templates).
 */
export function whatsappSender(
	config: { token: string; phoneNumberId: string; template?: string; noticeTemplate?: string },
	fetcher: typeof fetch = fetch,
): OtpSender {
	async function post(phone: string, template: Record<string, unknown>): Promise<void> {
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
					template,
				}),
			},
		);
		if (!response.ok) {
			throw new Error(`WhatsApp Cloud API answered ${response.status}: ${await response.text()}`);
		}
	}
	return {
		async send(phone, code) {
			await post(phone, {
				name: config.template ?? "otp",
				language: { code: "en" },
				components: [
					{ type: "body", parameters: [{ type: "text", text: code }] },
					{ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
				],
			});
		},
		async notify(phone) {
			// The template's fixed text is accountMessages.accountExistsNotice; it takes no parameters.
			await post(phone, { name: config.noticeTemplate ?? "account_exists", language: { code: "en" } });
		},
		async moneyDecision(phone, notice) {
			// One approved utility template per kind, named as the kind (e.g. "deposit_approved").
			await post(phone, {
				name: notice.kind,
				language: { code: "en" },
				components: [{ type: "body", parameters: notice.params.map((text) => ({ type: "text", text })) }],
			});
		},
	};
}

export function otpSenderFor(env: OtpSenderEnv): OtpSender {
	if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
		return whatsappSender({
			token: env.WHATSAPP_TOKEN,
			phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
			template: env.WHATSAPP_TEMPLATE,
			noticeTemplate: env.WHATSAPP_NOTICE_TEMPLATE,
		});
	}
	return logSender;
}
