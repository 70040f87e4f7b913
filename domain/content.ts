/**
 * Site content that is the operator's to decide (DECISIONS §6). The spec's values
 * are the demo defaults; the licence notice is empty unless configured.
 */
export type FooterLink = { label: string; slug: string };

export const siteContent = {
	brand: "Roulette Royale",
	supportEmail: "support@roulette-royale.example",
	supportPhone: "+91 80000 00000",
	/** Shown only when an operator sets it; no licence is claimed by default. */
	licence: null as null | { holder: string; number: string; jurisdiction: string },
	footerLinks: [
		{ label: "About us", slug: "about-us" },
		{ label: "Rules", slug: "rules" },
		{ label: "Terms and Conditions", slug: "terms" },
		{ label: "Privacy Policy", slug: "privacy" },
		{ label: "Responsible gaming", slug: "responsible-gaming" },
		{ label: "Cookie Policy", slug: "cookies" },
		{ label: "Affiliate Program", slug: "affiliates" },
		{ label: "License", slug: "license" },
		{ label: "AML Policy", slug: "aml" },
	] satisfies FooterLink[],
	providers: [
		"Evolution",
		"Ezugi",
		"Pragmatic Play",
		"NetEnt",
		"Play'n GO",
		"Spribe",
		"Provider 7",
		"Provider 8",
		"Provider 9",
		"Provider 10",
	],
	navigation: [
		{ label: "Casino", to: "/casino/game" },
		{ label: "Live table", to: "/casino/game/auto-roulette" },
	],
} as const;

export type SiteContent = typeof siteContent;
