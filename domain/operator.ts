/**
 * Operator mode and jurisdiction rules (docs/product.md#operator-mode).
 * demo (the default): everything works with demo money, a banner says so.
 * licensed: real-money play, which needs the operator's licence details and
 * an allow-list of player countries; until they are set, money and betting
 * are closed (503) and the answer names what is missing.
 */
export type OperatorMode = "demo" | "licensed";

export function operatorModeFrom(value: unknown): OperatorMode {
	return value === "licensed" ? "licensed" : "demo";
}

export type OperatorConfig = {
	mode: OperatorMode;
	licenceHolder: string | null;
	licenceNumber: string | null;
	licenceJurisdiction: string | null;
	/** ISO 3166-1 alpha-2 codes, upper case. Empty means none configured. */
	allowedCountries: string[];
};

/** The wrangler vars an operator sets, by the setting they configure. */
export const OPERATOR_SETTINGS = {
	licenceHolder: "LICENCE_HOLDER",
	licenceNumber: "LICENCE_NUMBER",
	licenceJurisdiction: "LICENCE_JURISDICTION",
	allowedCountries: "ALLOWED_COUNTRIES",
} as const;

function text(value: unknown): string | null {
	return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function operatorConfigFrom(vars: Partial<Record<string, unknown>>): OperatorConfig {
	const countries = text(vars[OPERATOR_SETTINGS.allowedCountries]);
	return {
		mode: operatorModeFrom(vars.OPERATOR_MODE),
		licenceHolder: text(vars[OPERATOR_SETTINGS.licenceHolder]),
		licenceNumber: text(vars[OPERATOR_SETTINGS.licenceNumber]),
		licenceJurisdiction: text(vars[OPERATOR_SETTINGS.licenceJurisdiction]),
		allowedCountries: countries
			? countries
					.split(",")
					.map((c) => c.trim().toUpperCase())
					.filter((c) => /^[A-Z]{2}$/.test(c))
			: [],
	};
}

/** The names of the settings licensed mode still needs (empty when complete, always empty in demo mode). */
export function missingOperatorSettings(config: OperatorConfig): string[] {
	if (config.mode === "demo") return [];
	const missing: string[] = [];
	if (!config.licenceHolder) missing.push(OPERATOR_SETTINGS.licenceHolder);
	if (!config.licenceNumber) missing.push(OPERATOR_SETTINGS.licenceNumber);
	if (!config.licenceJurisdiction) missing.push(OPERATOR_SETTINGS.licenceJurisdiction);
	if (config.allowedCountries.length === 0) missing.push(OPERATOR_SETTINGS.allowedCountries);
	return missing;
}

export type RealMoneyAccess = { allowed: true } | { allowed: false; status: 503 | 451; message: string };

export const operatorMessages = {
	notConfigured: (missing: string[]) =>
		`Real-money play is not available yet: the operator has not configured ${missing.join(", ")}.`,
	countryBlocked: (country: string | null) =>
		country
			? `Sorry, registration, deposits, withdrawals and betting are not available from your country (${country}). You can still browse the site.`
			: "Sorry, we cannot tell which country you are in, so registration, deposits, withdrawals and betting are not available. You can still browse the site.",
	licensed: (brand: string, holder: string, number: string, jurisdiction: string) =>
		`${brand} is operated by ${holder} under licence ${number} issued in ${jurisdiction}.`,
	unlicensed: (brand: string) =>
		`${brand} holds no gambling licence in this deployment. Play responsibly; gambling can be addictive.`,
} as const;

/** May this request register, deposit, withdraw or bet? `country` is the request's country, if known. */
export function realMoneyAccess(config: OperatorConfig, country: string | null): RealMoneyAccess {
	if (config.mode === "demo") return { allowed: true };
	const missing = missingOperatorSettings(config);
	if (missing.length > 0) return { allowed: false, status: 503, message: operatorMessages.notConfigured(missing) };
	const code = country?.toUpperCase() ?? null;
	if (!code || !config.allowedCountries.includes(code)) {
		return { allowed: false, status: 451, message: operatorMessages.countryBlocked(code) };
	}
	return { allowed: true };
}

export type PublicLicence = { holder: string; number: string; jurisdiction: string };

/** The licence the footer may name: only when all three settings are present (no licence is claimed otherwise). */
export function publicLicence(config: OperatorConfig): PublicLicence | null {
	const { licenceHolder: holder, licenceNumber: number, licenceJurisdiction: jurisdiction } = config;
	return holder && number && jurisdiction ? { holder, number, jurisdiction } : null;
}

/** What the site shell needs to know about the operator for this request (root loader). */
export function operatorView(vars: Partial<Record<string, unknown>>, country: string | null) {
	const config = operatorConfigFrom(vars);
	const access = realMoneyAccess(config, country);
	return {
		operatorMode: config.mode,
		licence: publicLicence(config),
		/** Why register, deposit, withdraw and bet are closed for this request, or null when open. */
		realMoneyBlocked: access.allowed ? null : access.message,
	};
}

/** The footer's licence sentence. */
export function licenceNotice(brand: string, licence: PublicLicence | null): string {
	return licence
		? operatorMessages.licensed(brand, licence.holder, licence.number, licence.jurisdiction)
		: operatorMessages.unlicensed(brand);
}
