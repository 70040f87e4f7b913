/**
 * A player's own limits (docs/product.md#player-protection): PUT /api/protection/limits's body and the limit form's
 * fields, one rule for both (issue 30: forms on the API's schemas). Rupees for money limits, minutes for the
 * reality check; the API's null removes a limit.
 */
import { LIMIT_KINDS, type LimitKind, PROTECTION_BOUNDS, protectionMessages } from "../protection";
import { z } from "./zod";

/** The range of a limit of `kind`, or null when `amount` is within it; reported at the amount. */
function refineAmount(body: { kind: LimitKind; amount: number | null }, ctx: z.RefinementCtx) {
	if (body.amount === null) return;
	if (body.kind === "reality_check_minutes") {
		const { min, max } = PROTECTION_BOUNDS.realityCheckMinutes;
		if (body.amount < min || body.amount > max) {
			ctx.addIssue({ code: "custom", message: protectionMessages.reminderRange(min, max), path: ["amount"] });
		}
	} else if (body.amount < 1 || body.amount * 100 > PROTECTION_BOUNDS.maxLimitPaise) {
		ctx.addIssue({ code: "custom", message: protectionMessages.limitRange, path: ["amount"] });
	}
}

const kind = z.enum(LIMIT_KINDS, { message: protectionMessages.chooseLimit });

export const limitSchema = z
	.object({
		kind,
		amount: z
			.number({ message: protectionMessages.wholeNumberOrRemove })
			.int(protectionMessages.wholeNumber)
			.nullable(),
	})
	.superRefine(refineAmount);

/** The form's new value, typed: a whole number (removing a limit is its own button, not an empty field). */
export const limitFormSchema = z
	.object({
		kind,
		amount: z.preprocess(
			(v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
			z.number({ message: protectionMessages.wholeNumber }).int(protectionMessages.wholeNumber),
		),
	})
	.superRefine(refineAmount);

/** POST /api/protection/exclusions's body and the break form's fields: a kind of break and one of its periods. */
export const exclusionSchema = z.discriminatedUnion(
	"kind",
	[
		z.object({
			kind: z.literal("cool_off"),
			period: z.enum(["24h", "7d", "30d"], { message: protectionMessages.chooseCoolOff }),
		}),
		z.object({
			kind: z.literal("self_exclusion"),
			period: z.enum(["6m", "1y", "5y"], { message: protectionMessages.chooseSelfExclusion }),
		}),
	],
	{ message: protectionMessages.chooseBreak },
);
