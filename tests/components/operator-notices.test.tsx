import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "~/app/components/footer";
import { RealMoneyNotice } from "~/app/components/real-money-notice";
import { operatorView } from "~/domain/operator";

afterEach(cleanup);

const licensed = {
	OPERATOR_MODE: "licensed",
	LICENCE_HOLDER: "Example Gaming Ltd",
	LICENCE_NUMBER: "MGA/B2C/123/2026",
	LICENCE_JURISDICTION: "Malta",
	ALLOWED_COUNTRIES: "MT",
};

function RootOutlet() {
	return <Outlet />;
}

function Page() {
	return (
		<>
			<RealMoneyNotice />
			<Footer />
		</>
	);
}

/** A page under a "root" route whose loader answers like app/root.tsx's for these settings and country. */
function renderWithRoot(vars: Record<string, string>, country: string | null) {
	const Stub = createRoutesStub([
		{
			id: "root",
			path: "/",
			loader: () => operatorView(vars, country),
			Component: RootOutlet,
			children: [
				{
					index: true,
					Component: Page,
				},
			],
		},
	]);
	render(<Stub initialEntries={["/"]} />);
}

describe("operator notices", () => {
	it("demo: no notice, and the footer claims no licence", async () => {
		renderWithRoot({}, null);
		expect((await screen.findByTestId("licence-notice")).textContent).toContain("holds no gambling licence");
		expect(screen.queryByTestId("real-money-notice")).toBeNull();
	});

	it("licensed, allowed country: the footer names the configured licence and nothing is blocked", async () => {
		renderWithRoot(licensed, "MT");
		expect((await screen.findByTestId("licence-notice")).textContent).toBe(
			"Roulette Royale is operated by Example Gaming Ltd under licence MGA/B2C/123/2026 issued in Malta.",
		);
		expect(screen.queryByTestId("real-money-notice")).toBeNull();
	});

	it("licensed, another country: the page says why before the player tries", async () => {
		renderWithRoot(licensed, "IN");
		expect((await screen.findByRole("status")).textContent).toContain("not available from your country (IN)");
	});

	it("licensed with settings missing: the page names them", async () => {
		renderWithRoot({ OPERATOR_MODE: "licensed" }, "MT");
		expect((await screen.findByTestId("real-money-notice")).textContent).toContain(
			"the operator has not configured LICENCE_HOLDER, LICENCE_NUMBER, LICENCE_JURISDICTION, ALLOWED_COUNTRIES",
		);
	});
});
