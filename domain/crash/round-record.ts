/**
 * A crash round's public record, as `GET /api/rounds/:id` answers it for a crash table (docs/product.md#how-to-verify-a-crash-round),
 * and the readers /verify uses for it and for values a player types in. Pure: the page, the API's tests and the
 * unit tests share it.
 */
import { z } from "../validation/zod";
import { CRASH_MAX_POINT, CRASH_RTP_BASIS_POINTS } from "./fairness";
import type { Multiplier } from "./protocol";

const hex64 = z.string().regex(/^[0-9a-fA-F]{64}$/);

/**
 * The record: the game hash, seeds and crash point are null until the round has crashed; the terminating hash is
 * that of the round's chain (null if the server does not give it).
 */
export const crashRoundRecordSchema = z.object({
	game: z.literal("crash"),
	roundId: z.string(),
	seq: z.number().int(),
	tableId: z.string(),
	commitment: hex64,
	gameHash: hex64.nullable(),
	clientSeeds: z.array(z.string()).nullable(),
	crashPoint: z.number().int().min(100).max(CRASH_MAX_POINT).nullable(),
	rtpBasisPoints: z.number().int().min(1).max(10_000).default(CRASH_RTP_BASIS_POINTS),
	terminatingHash: hex64.nullable().default(null),
});

export type CrashRoundRecord = z.infer<typeof crashRoundRecordSchema>;
/** What the API sends (rtpBasisPoints and terminatingHash always present). */
export type CrashRoundRecordJson = z.input<typeof crashRoundRecordSchema>;

/** The record if `body` is a crash round's, else null (a roulette round's, or anything else). */
export function readCrashRoundRecord(body: unknown): CrashRoundRecord | null {
	const parsed = crashRoundRecordSchema.safeParse(body);
	return parsed.success ? parsed.data : null;
}

/** Client seeds typed in: separated by commas, spaces or new lines, in the order the bets were accepted. */
export function readClientSeeds(text: string): string[] {
	return text
		.split(/[\s,]+/)
		.map((seed) => seed.trim())
		.filter((seed) => seed !== "");
}

/** A multiplier typed in ("2.23", "2.23×", "2.23x", "1,000.5"): whole hundredths ≥ 100, or null. */
export function readMultiplier(text: string): Multiplier | null {
	const match = /^\s*(\d[\d,]*)(?:\.(\d{1,2}))?\s*[×xX]?\s*$/.exec(text);
	if (!match) return null;
	const whole = Number((match[1] ?? "").replaceAll(",", ""));
	const cents = Number((match[2] ?? "").padEnd(2, "0"));
	const m = whole * 100 + cents;
	return Number.isSafeInteger(m) && m >= 100 && m <= CRASH_MAX_POINT ? m : null;
}

/** A return to player typed in percent ("97", "97.5"): basis points from 1 to 10,000, or null. */
export function readRtpPercent(text: string): number | null {
	const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
	if (!match) return null;
	const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
	return bp >= 1 && bp <= 10_000 ? bp : null;
}
