/**
 * A visitor at a table (issue 30, finding 7): the screen says play needs an account, never that demo mode is why
 * the table is shut (the demo banner above it says the money is demo money); Log In comes back to this table, and
 * Register is there too.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RouletteSignedOut } from "~/app/components/roulette/signed-out";
import { returnPath } from "~/app/lib/return-path";

afterEach(cleanup);

describe("the table to a visitor", () => {
	it("asks them to log in or register, and Log In returns to this table", () => {
		render(
			<MemoryRouter initialEntries={["/casino/game/tables/low-stakes"]}>
				<RouletteSignedOut table={{ name: "Low Stakes Roulette", minBet: 10, maxBet: 1000 }} />
			</MemoryRouter>,
		);
		expect(screen.getByRole("heading").textContent).toBe("Log in to play");
		expect(document.body.textContent).not.toMatch(/not available|demo mode/i);
		const logIn = screen.getByRole("link", { name: "Log In" }).getAttribute("href") ?? "";
		expect(logIn).toBe("/login?next=%2Fcasino%2Fgame%2Ftables%2Flow-stakes");
		expect(returnPath(new URL(logIn, "https://casino.example").searchParams)).toBe("/casino/game/tables/low-stakes");
		expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
	});
});

describe("the page a sign-in returns to", () => {
	it("is a path of this site, never another site", () => {
		const from = (value: string) => returnPath(new URLSearchParams({ next: value }));
		expect(from("/casino/game/auto-roulette")).toBe("/casino/game/auto-roulette");
		for (const elsewhere of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "casino/game", ""]) {
			expect(from(elsewhere)).toBeNull();
		}
		expect(returnPath(new URLSearchParams())).toBeNull();
	});
});
