/**
 * The focus keeper (app/components/focus-keeper.tsx, docs/decisions/0960-accessibility-wcag-22.md): a control that is
 * disabled under the focus hands it to the nearest control still usable. Its focus library loads when a control first
 * takes focus (docs/decisions/0760-first-load-and-i18n-loading.md), so this also covers a control lost before the
 * library has loaded.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FocusKeeper } from "~/app/components/focus-keeper";

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

// jsdom lays nothing out, so the focus library would count every control as hidden.
beforeEach(() => {
	vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([new DOMRect(0, 0, 10, 10)] as never);
});

function Controls() {
	const [placed, setPlaced] = useState(false);
	return (
		<main id="main">
			<h1>Table</h1>
			<div>
				<button type="button" disabled={placed} onClick={() => setPlaced(true)}>
					Place bet
				</button>
				<button type="button">Chip ₹100</button>
			</div>
			<FocusKeeper />
		</main>
	);
}

function renderControls() {
	const Stub = createRoutesStub([{ path: "/", Component: Controls }]);
	return render(<Stub initialEntries={["/"]} />);
}

describe("the focus keeper", () => {
	it("hands the focus of a control disabled under it to the next control still usable (its library loading)", async () => {
		renderControls();
		const place = await screen.findByRole("button", { name: "Place bet" });
		place.focus();
		place.click();
		await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Chip ₹100" })));
	});

	it("does so with its focus library loaded", async () => {
		renderControls();
		const place = await screen.findByRole("button", { name: "Place bet" });
		// The first test's focus loaded the library: it is loaded before this control goes.
		await import("tabbable");
		place.focus();
		place.click();
		await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Chip ₹100" })));
	});
});
