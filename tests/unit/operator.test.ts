import { describe, expect, it } from "vitest";
import {
	licenceNotice,
	missingOperatorSettings,
	operatorConfigFrom,
	operatorView,
	realMoneyAccess,
} from "~/domain/operator";

const licensed = {
	OPERATOR_MODE: "licensed",
	LICENCE_HOLDER: "Example Gaming Ltd",
	LICENCE_NUMBER: "MGA/B2C/123/2026",
	LICENCE_JURISDICTION: "Malta",
	ALLOWED_COUNTRIES: "mt, GB ,xx1",
};

describe("operator mode", () => {
	it("lets everything through in demo mode, which is the default", () => {
		const config = operatorConfigFrom({});
		expect(config.mode).toBe("demo");
		expect(missingOperatorSettings(config)).toEqual([]);
		expect(realMoneyAccess(config, null)).toEqual({ allowed: true });
		expect(realMoneyAccess(config, "IN")).toEqual({ allowed: true });
	});

	it("names every missing setting in licensed mode and closes money with 503", () => {
		const config = operatorConfigFrom({ OPERATOR_MODE: "licensed", LICENCE_HOLDER: "Example Gaming Ltd" });
		expect(missingOperatorSettings(config)).toEqual(["LICENCE_NUMBER", "LICENCE_JURISDICTION", "ALLOWED_COUNTRIES"]);
		const access = realMoneyAccess(config, "MT");
		expect(access).toMatchObject({ allowed: false, status: 503 });
		if (!access.allowed) expect(access.message).toContain("LICENCE_NUMBER, LICENCE_JURISDICTION, ALLOWED_COUNTRIES");
	});

	it("parses the country allow-list and refuses other or unknown countries with 451", () => {
		const config = operatorConfigFrom(licensed);
		expect(config.allowedCountries).toEqual(["MT", "GB"]);
		expect(realMoneyAccess(config, "mt")).toEqual({ allowed: true });
		expect(realMoneyAccess(config, "IN")).toMatchObject({ allowed: false, status: 451 });
		const unknown = realMoneyAccess(config, null);
		expect(unknown).toMatchObject({ allowed: false, status: 451 });
		if (!unknown.allowed) expect(unknown.message).toContain("cannot tell which country");
	});
});

describe("what the site shell shows about the operator", () => {
	it("claims no licence by default and blocks nothing in demo mode", () => {
		const view = operatorView({}, null);
		expect(view).toEqual({ operatorMode: "demo", licence: null, realMoneyBlocked: null });
		expect(licenceNotice("Roulette Royale", view.licence)).toBe(
			"Roulette Royale holds no gambling licence in this deployment. Play responsibly; gambling can be addictive.",
		);
	});

	it("names the licence only when all three settings are present, even in demo mode", () => {
		expect(operatorView({ LICENCE_HOLDER: "Example Gaming Ltd", LICENCE_NUMBER: "X" }, null).licence).toBeNull();
		const view = operatorView(licensed, "MT");
		expect(view.licence).toEqual({ holder: "Example Gaming Ltd", number: "MGA/B2C/123/2026", jurisdiction: "Malta" });
		expect(licenceNotice("Roulette Royale", view.licence)).toBe(
			"Roulette Royale is operated by Example Gaming Ltd under licence MGA/B2C/123/2026 issued in Malta.",
		);
		expect(view.realMoneyBlocked).toBeNull();
	});

	it("says why real-money actions are closed: a country outside the list, or missing settings", () => {
		expect(operatorView(licensed, "IN").realMoneyBlocked).toBe(
			"Sorry, registration, deposits, withdrawals and betting are not available from your country (IN). You can still browse the site.",
		);
		expect(operatorView({ OPERATOR_MODE: "licensed", LICENCE_HOLDER: "A" }, "MT").realMoneyBlocked).toBe(
			"Real-money play is not available yet: the operator has not configured LICENCE_NUMBER, LICENCE_JURISDICTION, ALLOWED_COUNTRIES.",
		);
	});
});
