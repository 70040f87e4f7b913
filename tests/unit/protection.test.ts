import { describe, expect, it } from "vitest";
import { changeLimit, effectiveLimit, LIMIT_INCREASE_DELAY_MS } from "~/domain/protection";

const now = Date.UTC(2026, 10, 22, 12);

describe("limit changes", () => {
	it("applies a first limit and any tightening at once", () => {
		const first = changeLimit("deposit_day", undefined, 100_000, now);
		expect(first).toMatchObject({ value: 100_000, pendingValue: null, appliesAt: now });
		const tighter = changeLimit("deposit_day", first, 50_000, now + 1);
		expect(effectiveLimit(tighter, now + 1)).toBe(50_000);
	});

	it("makes a raise wait 24 hours, keeping the old limit until then", () => {
		const current = changeLimit("deposit_day", undefined, 100_000, now);
		const raised = changeLimit("deposit_day", current, 500_000, now);
		expect(raised.appliesAt).toBe(now + LIMIT_INCREASE_DELAY_MS);
		expect(effectiveLimit(raised, now + LIMIT_INCREASE_DELAY_MS - 1)).toBe(100_000);
		expect(effectiveLimit(raised, now + LIMIT_INCREASE_DELAY_MS)).toBe(500_000);
	});

	it("makes a removal wait 24 hours too", () => {
		const current = changeLimit("loss_day", undefined, 100_000, now);
		const removed = changeLimit("loss_day", current, null, now);
		expect(effectiveLimit(removed, now + 1_000)).toBe(100_000);
		expect(effectiveLimit(removed, now + LIMIT_INCREASE_DELAY_MS)).toBeNull();
	});

	it("lets a tightening during a pending raise cancel the raise", () => {
		const current = changeLimit("deposit_week", undefined, 100_000, now);
		const raised = changeLimit("deposit_week", current, 900_000, now);
		const tightened = changeLimit("deposit_week", raised, 80_000, now + 1_000);
		expect(effectiveLimit(tightened, now + LIMIT_INCREASE_DELAY_MS * 2)).toBe(80_000);
	});

	it("applies reality-check changes at once in both directions", () => {
		const set = changeLimit("reality_check_minutes", undefined, 30, now);
		const longer = changeLimit("reality_check_minutes", set, 60, now);
		expect(effectiveLimit(longer, now)).toBe(60);
	});
});
