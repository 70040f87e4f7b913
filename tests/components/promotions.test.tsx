/**
 * Hot Promotions and the lobby's bonus panel (docs/decisions/0850-promotions.md): only configured promotions, Claim
 * Now posts the code to the page's action and shows its answer (in the page's language), a visitor is sent to log
 * in, and the bonus panel shows the server's figures.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BonusPanel } from "~/app/components/promotions/bonus-panel";
import { type ClaimReply, HotPromotions, type PromotionCard } from "~/app/components/promotions/hot-promotions";
import { ScanToPay } from "~/app/components/wallet/scan-to-pay";
import { promotionMessages } from "~/domain/messages";
import { useHindi } from "./helpers/i18n";

afterEach(cleanup);

const WELCOME: PromotionCard = {
	id: "p1",
	code: "WELCOME100",
	title: { en: "Welcome: 100% of your first deposit", hi: "वेलकम: आपके पहले जमा का 100%" },
	terms: { en: "Up to ₹10,000.", hi: "ज़्यादा से ज़्यादा ₹10,000।" },
};

function renderPromotions(signedIn: boolean, answer: ClaimReply, posted: string[] = []) {
	const Stub = createRoutesStub([
		{
			path: "/",
			// biome-ignore lint/correctness/noComponentHookFactories: a stub route renders the page with this test's own props
			Component: () => <HotPromotions promotions={[WELCOME]} signedIn={signedIn} />,
			action: async ({ request }) => {
				const form = await request.formData();
				posted.push(`${form.get("intent")}:${form.get("code")}`);
				return answer;
			},
		},
		// biome-ignore lint/correctness/noComponentHookFactories: a stub route renders the page with this test's own props
		{ path: "/login", Component: () => <p>login page</p> },
	]);
	render(<Stub initialEntries={["/"]} />);
	return posted;
}

describe("Hot Promotions", () => {
	it("shows nothing when no promotion is configured", () => {
		const { container } = render(<HotPromotions promotions={[]} signedIn />);
		expect(container.textContent).toBe("");
	});

	it("claims the code and shows the server's answer", async () => {
		const message = promotionMessages.claimedMatch(100, 10_000);
		const posted = renderPromotions(true, { claimed: true, message, code: "WELCOME100" });
		expect(screen.getByRole("heading", { name: "Hot Promotions" })).toBeTruthy();
		expect(screen.getByTestId("promotion-WELCOME100").textContent).toContain("Welcome: 100% of your first deposit");
		fireEvent.click(screen.getByRole("button", { name: "Claim Now" }));
		expect((await screen.findByText(message)).getAttribute("role")).toBe("status");
		expect(posted).toEqual(["claim:WELCOME100"]);
	});

	it("explains a refusal in Hindi", async () => {
		await useHindi();
		renderPromotions(true, { claimed: false, message: promotionMessages.alreadyClaimed, code: "WELCOME100" });
		expect(screen.getByTestId("promotion-WELCOME100").textContent).toContain("वेलकम: आपके पहले जमा का 100%");
		fireEvent.click(screen.getByRole("button", { name: "अभी लें" }));
		expect(await screen.findByText("आप यह प्रमोशन पहले ही ले चुके हैं।")).toBeTruthy();
	});

	it("sends a visitor to log in, and back", () => {
		renderPromotions(false, { claimed: false, message: "", code: "" });
		const link = screen.getByRole("link", { name: "Log in to claim" });
		expect(link.getAttribute("href")).toMatch(/^\/login\?next=%2F$/);
	});
});

describe("the bonus panel", () => {
	const bonus = {
		id: "b1",
		title: WELCOME.title,
		balance: 1_000,
		wagered: 2_500.5,
		wageringRequired: 10_000,
		wageringPercent: 25,
		daysLeft: 1,
	};

	it("shows the locked balance, wagering progress and days left as the server holds them", () => {
		render(<BonusPanel bonuses={[bonus]} />);
		const panel = screen.getByTestId("active-bonus");
		expect(panel.textContent).toContain("Locked bonus (not withdrawable): ₹1,000");
		expect(panel.textContent).toContain("Wagered ₹2,500.5 of ₹10,000 · 25% · 1 day left");
		expect(screen.getByRole("progressbar").getAttribute("value")).toBe("25");
	});

	it("is absent without an active bonus", () => {
		const { container } = render(<BonusPanel bonuses={[]} />);
		expect(container.textContent).toBe("");
	});
});

describe("the withdrawal form while a bonus is wagered", () => {
	it("reads the confirmation box as the server's forfeitBonus", async () => {
		const { parseWithZod } = await import("@conform-to/zod/v4");
		const { withdrawRequestSchema } = await import("~/domain/validation/payments");
		const form = new FormData();
		for (const [name, value] of Object.entries({
			amount: "500",
			bankName: "State Bank of India",
			bankAccountNumber: "123456789012",
			ifscCode: "SBIN0001234",
			recipientName: "Ravi Kumar",
		}))
			form.set(name, value);
		const without = parseWithZod(form, { schema: withdrawRequestSchema });
		expect(without.status === "success" && without.value.forfeitBonus).toBe(undefined);
		form.set("forfeitBonus", "on");
		const confirmed = parseWithZod(form, { schema: withdrawRequestSchema });
		expect(confirmed.status === "success" && confirmed.value.forfeitBonus).toBe(true);
	});
});

describe("the bonuses page", () => {
	const fixture = {
		bonuses: [
			{
				id: "b1",
				code: "WELCOME100",
				title: WELCOME.title,
				kind: "deposit_match",
				status: "active",
				amount: 1_000,
				balance: 1_000,
				wageringRequired: 10_000,
				wagered: 2_500,
				wageringPercent: 25,
				maxBet: 5_000,
				weights: { rouletteInside: 100, rouletteDozenColumn: 75, rouletteEvenMoney: 50, crash: 100 },
				expiresAt: "2026-12-27T10:00:00.000Z",
				daysLeft: 30,
				createdAt: "2026-11-27T10:00:00.000Z",
				endedAt: null,
			},
			{
				id: "b0",
				code: "FRIDAY50",
				title: { en: "Friday Reload", hi: "फ़्राइडे रीलोड" },
				kind: "deposit_match",
				status: "converted",
				amount: 500,
				balance: 0,
				wageringRequired: 2_500,
				wagered: 2_500,
				wageringPercent: 100,
				maxBet: 2_500,
				weights: { rouletteInside: 100, rouletteDozenColumn: 75, rouletteEvenMoney: 50, crash: 100 },
				expiresAt: "2026-11-20T10:00:00.000Z",
				daysLeft: 0,
				createdAt: "2026-11-13T10:00:00.000Z",
				endedAt: "2026-11-15T10:00:00.000Z",
			},
		],
		claims: [],
		referral: {
			code: "ABCD2345",
			link: "https://casino.example/register?ref=ABCD2345",
			friends: [{ name: "P***a", status: "rewarded", joinedAt: "2026-11-20T10:00:00.000Z" }],
			rewardsEarned: 300,
		},
	};

	async function renderPage() {
		const { default: Bonuses } = await import("~/app/routes/user/bonuses");
		const Stub = createRoutesStub([
			{
				path: "/user/bonuses",
				// biome-ignore lint/correctness/noComponentHookFactories: a stub route renders the page with this test's own props
				Component: () => <Bonuses {...({ loaderData: fixture } as unknown as Parameters<typeof Bonuses>[0])} />,
			},
		]);
		render(<Stub initialEntries={["/user/bonuses"]} />);
	}

	it("shows the wagering with its weights, the history and the referral link with copy", async () => {
		await renderPage();
		const active = await screen.findByTestId("bonus-active");
		expect(active.textContent).toContain("Locked bonus: ₹1,000 (not withdrawable until wagered)");
		expect(active.textContent).toContain("Wagered ₹2,500 of ₹10,000 (25%)");
		expect(active.textContent).toContain("Roulette red/black, even/odd, low/high: 50%");
		expect(active.textContent).toContain("While wagering, at most ₹5,000 a round.");
		expect(screen.getByTestId("bonus-ended").textContent).toContain("Friday Reload · ₹500 · Converted to real money");
		expect(screen.getByTestId("referral-link").textContent).toBe("https://casino.example/register?ref=ABCD2345");
		const written: string[] = [];
		Object.defineProperty(navigator, "clipboard", {
			value: { writeText: async (text: string) => written.push(text) },
			configurable: true,
		});
		fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
		expect(await screen.findByText("Link copied")).toBeTruthy();
		expect(written).toEqual(["https://casino.example/register?ref=ABCD2345"]);
		expect(screen.getByText(/P\*\*\*a/).textContent).toContain("Rewarded");
	});

	it("reads in Hindi", async () => {
		await useHindi();
		await renderPage();
		expect((await screen.findByTestId("bonus-active")).textContent).toContain("लॉक बोनस: ₹1,000");
		expect(screen.getByRole("button", { name: "लिंक कॉपी करें" })).toBeTruthy();
	});
});

/** Scan to Pay (a form of the page's action, so in a data router) for a deposit with a claimed match. */
function ScanToPayWithBonus() {
	return (
		<ScanToPay
			payment={{
				amount: 2_000,
				method: "upi",
				details: { upiId: "casino@upi", qrCodeUrl: "" },
				bonus: { code: "WELCOME100", amount: 2_000 },
			}}
			onClose={() => {}}
		/>
	);
}

describe("Scan to Pay with a claimed deposit match", () => {
	it("shows the bonus the deposit will earn", async () => {
		const Stub = createRoutesStub([{ path: "/", Component: ScanToPayWithBonus }]);
		render(<Stub />);
		expect((await screen.findByTestId("deposit-bonus")).textContent).toBe(
			"This deposit earns a bonus of ₹2,000 (WELCOME100) when it is approved, locked until wagered.",
		);
	});
});

describe("joining with a friend's code", () => {
	it("prefills the code from the friend's link and shows the answer", async () => {
		const { default: Bonuses } = await import("~/app/routes/user/bonuses");
		const posted: string[] = [];
		const Stub = createRoutesStub([
			{
				path: "/user/bonuses",
				// biome-ignore lint/correctness/noComponentHookFactories: a stub route renders the page with this test's own props
				Component: () => (
					<Bonuses
						{...({
							loaderData: {
								bonuses: [],
								claims: [],
								referral: { code: null, link: null, friends: [], rewardsEarned: 0 },
							},
						} as unknown as Parameters<typeof Bonuses>[0])}
					/>
				),
				action: async ({ request }) => {
					const form = await request.formData();
					posted.push(`${form.get("intent")}:${form.get("code")}`);
					return { message: promotionMessages.referralJoined };
				},
			},
		]);
		render(<Stub initialEntries={["/user/bonuses?ref=ABCD2345"]} />);
		expect(
			await screen.findByText("No bonus is being wagered. Claim a promotion on the home page or in the lobby."),
		).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Save code" }));
		expect(await screen.findByText(promotionMessages.referralJoined)).toBeTruthy();
		expect(posted).toEqual(["join:ABCD2345"]);
	});
});
