/** /admin/promotions (docs/decisions/0850-promotions.md): the list, pause, and a new promotion through the form. */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import AdminPromotions from "~/app/routes/admin/promotions";
import { promotionInputSchema } from "~/domain/promotions/schema";

afterEach(cleanup);

const row = {
	id: "p1",
	code: "VIP10",
	title: { en: "VIP Weekly", hi: "VIP साप्ताहिक" },
	terms: { en: "10% back.", hi: "10% वापस।" },
	kind: "weekly_cashback",
	status: "active",
	audience: "everyone",
	recentDepositDays: null,
	startsAt: "2026-01-01T00:00:00.000Z",
	endsAt: null,
	maxClaims: 100,
	claims: 3,
	percent: 10,
	minDeposit: 0,
	minBonus: 100,
	maxBonus: 10_000,
	reward: 0,
	friendReward: 0,
	wageringMultiple: 1,
	wageringBase: "bonus",
	expiryDays: 7,
	maxBet: 10_000,
	weights: { rouletteInside: 100, rouletteDozenColumn: 75, rouletteEvenMoney: 50, crash: 100 },
};

function renderPage(posted: FormData[]) {
	const Stub = createRoutesStub([
		{
			path: "/admin/promotions",
			// biome-ignore lint/correctness/noComponentHookFactories: a stub route renders the page with this test's own props
			Component: () => (
				<AdminPromotions
					{...({ loaderData: { promotions: [row] } } as unknown as Parameters<typeof AdminPromotions>[0])}
				/>
			),
			action: async ({ request }) => {
				posted.push(await request.formData());
				return { saved: "X" };
			},
		},
	]);
	render(<Stub initialEntries={["/admin/promotions"]} />);
}

describe("the admin's promotions", () => {
	it("lists each promotion with its claims, and pauses one", async () => {
		const posted: FormData[] = [];
		renderPage(posted);
		const line = screen.getByTestId("admin-promotion-VIP10");
		expect(line.textContent).toContain("VIP Weekly");
		expect(line.textContent).toContain("3 / 100");
		fireEvent.click(screen.getByRole("button", { name: "Pause" }));
		await waitFor(() => expect(posted).toHaveLength(1));
		expect(Object.fromEntries(posted[0] ?? [])).toEqual({ intent: "status", id: "p1", status: "paused" });
	});

	it("sends a new promotion that the shared schema reads, and refuses a bad code before sending", async () => {
		const posted: FormData[] = [];
		renderPage(posted);
		const type = (label: string, value: string) =>
			fireEvent.change(screen.getByLabelText(label), { target: { value } });
		type("Code", "bad code");
		fireEvent.blur(screen.getByLabelText("Code"));
		expect(await screen.findByText("The code must be 3 to 20 capital letters or digits.")).toBeTruthy();
		type("Code", "NEW50");
		type("Title (English)", "Fifty");
		type("Title (Hindi)", "पचास");
		type("Terms (English)", "50% of a deposit.");
		type("Terms (Hindi)", "एक जमा का 50%।");
		type("Percent", "50");
		type("Maximum bonus (₹)", "5000");
		type("Maximum bet a round while wagering (₹)", "500");
		fireEvent.click(screen.getByRole("button", { name: "Save promotion" }));
		await waitFor(() => expect(posted).toHaveLength(1));
		const form = posted[0] ?? new FormData();
		expect(form.get("intent")).toBe("save");
		form.delete("intent");
		const { parseWithZod } = await import("@conform-to/zod/v4");
		const parsed = parseWithZod(form, { schema: promotionInputSchema });
		expect(parsed.status).toBe("success");
		if (parsed.status === "success") {
			expect(parsed.value).toMatchObject({ code: "NEW50", percent: 50, maxBonus: 5_000, wageringMultiple: 10 });
			expect(parsed.value.weights).toEqual(row.weights);
		}
	});
});
