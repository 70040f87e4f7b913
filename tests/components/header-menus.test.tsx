/**
 * Issue 35, accessibility item 2: the header's menus close on Escape with focus handed back to their button (not
 * dropped on the page's body), and close when Tab leaves them (docs/decisions/0960-accessibility-wcag-22.md).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageMenu } from "~/app/components/language-menu";
import { SettingsMenu } from "~/app/components/settings-menu";

afterEach(cleanup);

function Menus() {
	return (
		<div>
			<SettingsMenu icon="S" />
			<LanguageMenu />
			<a href="/after">after the menus</a>
		</div>
	);
}

function renderMenus() {
	const Stub = createRoutesStub([{ path: "/", Component: Menus }]);
	return render(<Stub initialEntries={["/"]} />);
}

describe("the header's menus", () => {
	it("Escape inside the language menu closes it and gives focus back to its button", async () => {
		renderMenus();
		const button = await screen.findByTestId("language-control");
		fireEvent.click(button);
		const hindi = screen.getByRole("button", { name: "हिन्दी" });
		act(() => hindi.focus());
		fireEvent.keyDown(hindi, { key: "Escape" });
		expect(button.getAttribute("aria-expanded")).toBe("false");
		expect(screen.queryByRole("button", { name: "हिन्दी" })).toBeNull();
		expect(document.activeElement).toBe(button);
	});

	it("Tab out of the settings panel closes it; Tab inside it, or focus moved by the page, does not", async () => {
		renderMenus();
		const button = await screen.findByRole("button", { name: /settings/i });
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
		try {
			fireEvent.click(button);
			const [first, second] = screen.getAllByRole("checkbox");
			if (!first || !second) throw new Error("the settings panel has two switches");
			const after = screen.getByRole("link", { name: "after the menus" });
			// Tab within the panel: the browser moves focus to the next switch; still open.
			act(() => first.focus());
			fireEvent.keyDown(first, { key: "Tab" });
			act(() => second.focus());
			act(() => vi.runAllTimers());
			expect(button.getAttribute("aria-expanded")).toBe("true");
			// The page moving focus by itself (no Tab): still open.
			act(() => after.focus());
			act(() => vi.runAllTimers());
			expect(button.getAttribute("aria-expanded")).toBe("true");
			// Tab past the last switch to the next control after the panel: closed.
			act(() => second.focus());
			fireEvent.keyDown(second, { key: "Tab" });
			act(() => after.focus());
			act(() => vi.runAllTimers());
			expect(button.getAttribute("aria-expanded")).toBe("false");
		} finally {
			vi.useRealTimers();
		}
	});

	it("Escape with focus on the page elsewhere closes an open menu without taking focus", async () => {
		renderMenus();
		const button = await screen.findByTestId("language-control");
		fireEvent.click(button);
		const after = screen.getByRole("link", { name: "after the menus" });
		act(() => after.focus());
		fireEvent.keyDown(after, { key: "Escape" });
		expect(button.getAttribute("aria-expanded")).toBe("false");
		expect(document.activeElement).toBe(after);
	});

	it("names the language button starting with what it shows (WCAG 2.5.3)", async () => {
		renderMenus();
		const button = await screen.findByTestId("language-control");
		expect(button.textContent).toBe("EN");
		expect(button.getAttribute("aria-label")).toBe("EN, language: English. Change language");
	});
});
