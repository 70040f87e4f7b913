import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CountdownRing } from "~/app/components/roulette/countdown-ring";
import { Wheel } from "~/app/components/roulette/wheel";
import { pocketAngle, pocketAtTop, rotationToLand, wheelNeighbours } from "~/app/components/roulette/wheel-geometry";
import { WHEEL_ORDER } from "~/domain/roulette/wheel";

describe("wheel geometry", () => {
	it("lands every pocket under the pointer, from any starting rotation, turning forward", () => {
		for (const start of [0, 13.7, 359, 1234.5, -90]) {
			for (const n of WHEEL_ORDER) {
				const end = rotationToLand(start, n);
				expect(pocketAtTop(end)).toBe(n);
				expect(end - start).toBeGreaterThanOrEqual(4 * 360);
				expect(end - start).toBeLessThan(5 * 360);
			}
		}
	});

	it("knows each pocket's neighbours on the wheel", () => {
		expect(pocketAngle(0)).toBe(0);
		expect(wheelNeighbours(0)).toEqual([26, 32]);
		expect(wheelNeighbours(17)).toEqual([25, 34]);
	});
});

describe("the wheel and the countdown ring", () => {
	it("labels the wheel with the result it lands on", () => {
		const { rerender } = render(<Wheel result={null} spinning={false} />);
		expect(screen.getByRole("img", { name: "Roulette wheel" })).toBeTruthy();
		rerender(<Wheel result={17} spinning />);
		expect(screen.getByRole("img", { name: "Roulette wheel, result 17" })).toBeTruthy();
		expect(screen.getByTestId("wheel").dataset.landed).toBe("17");
	});

	it("says place until half the window has passed, then closing", () => {
		const { rerender, container } = render(<CountdownRing secondsLeft={12} windowSeconds={15} />);
		expect(container.querySelector("[data-status]")?.getAttribute("data-status")).toBe("place");
		expect(screen.getByText("Place your bets")).toBeTruthy();
		rerender(<CountdownRing secondsLeft={7} windowSeconds={15} />);
		expect(container.querySelector("[data-status]")?.getAttribute("data-status")).toBe("closing");
		expect(screen.getByText("Bet closing")).toBeTruthy();
	});

	it("is the spec's 56 px ring, 40 px only in a phone's top bar (56 again on the desktop table)", () => {
		const { rerender, container } = render(<CountdownRing secondsLeft={12} windowSeconds={15} />);
		const ring = () => within(container).getByTestId("countdown-ring");
		expect(ring().getAttribute("viewBox")).toBe("0 0 56 56");
		expect(ring().getAttribute("class")).toBe("size-14");
		rerender(<CountdownRing secondsLeft={12} windowSeconds={15} compact />);
		expect(ring().getAttribute("class")).toBe("size-10 lg:size-14");
	});
});
