/**
 * The install offer waits for the visitor (docs/decisions/0910-installable-app.md): the browser's offer is kept, but
 * the card is offered only once the visitor has tapped, typed or scrolled on the page.
 */
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
	vi.resetModules();
});

/**
 * A fresh module (whether the visitor engaged is kept for the page's life) listening as the root does, and
 * Chromium's offer fired at it: returns the hook's view of the offer, the event, and the clean-up.
 */
async function offered() {
	const { listenForInstallOffer, useInstallOffer } = await import("~/app/lib/install-prompt");
	const stop = listenForInstallOffer();
	const view = renderHook(() => useInstallOffer()).result;
	const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), { prompt: vi.fn() });
	act(() => {
		window.dispatchEvent(offer);
	});
	return { view, offer, stop };
}

describe("the install offer", () => {
	for (const [what, engage] of [
		["a tap", () => window.dispatchEvent(new Event("pointerdown"))],
		["a key", () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }))],
		["a scroll", () => document.dispatchEvent(new Event("scroll", { bubbles: true }))],
	] as const) {
		it(`is kept from the visitor until ${what} on the page`, async () => {
			const { view, offer, stop } = await offered();
			expect(offer.defaultPrevented).toBe(true);
			expect(view.current).toBeNull();
			act(engage);
			expect(view.current).toBe(offer);
			stop();
		});
	}

	it("is offered at once on a page the visitor has already used (the browser's user activation)", async () => {
		// happy-dom has no UserActivation; Chromium's says whether the page has seen a tap or a key.
		Object.defineProperty(navigator, "userActivation", {
			value: { hasBeenActive: true, isActive: false },
			configurable: true,
		});
		const { view, offer, stop } = await offered();
		expect(view.current).toBe(offer);
		stop();
		Reflect.deleteProperty(navigator, "userActivation");
	});
});
