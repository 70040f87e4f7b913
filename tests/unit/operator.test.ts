import { describe, expect, it } from "vitest";
import { missingOperatorSettings, operatorConfigFrom, realMoneyAccess } from "../../domain/operator";

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
