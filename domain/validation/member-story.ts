/**
 * The query of a member's story on /admin/member/:id (server/member-story.ts): which section, where its page starts
 * (`after`, a keyset cursor) and its filters. As in the other lists, an empty value or "all" means no filter.
 */
import { AUDIT_ACTIONS } from "../audit";
import { betHistoryQuerySchema } from "./bet-history";
import { cursorParam } from "./query";
import { z } from "./zod";

export const STORY_SECTIONS = [
	"deposits",
	"withdrawals",
	"bets",
	"ledger",
	"sessions",
	"notifications",
	"bonuses",
	"audit",
	"notes",
] as const;
export type StorySection = (typeof STORY_SECTIONS)[number];

export const REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;

const noFilter = (v: unknown) => (v === "" || v === "all" || v === null ? undefined : v);

export const memberStoryQuery = z.object({
	section: z.preprocess(noFilter, z.enum(STORY_SECTIONS).default("deposits")),
	after: cursorParam,
	/** Deposits and withdrawals: their status. */
	status: z.preprocess(noFilter, z.enum(REQUEST_STATUSES).optional()),
	/** The audit trail: one action. */
	action: z.preprocess(noFilter, z.enum(AUDIT_ACTIONS).optional()),
	/** Bets: the player's own bet history's filters. */
	wallet: betHistoryQuerySchema.shape.wallet,
	outcome: betHistoryQuerySchema.shape.outcome,
	from: betHistoryQuerySchema.shape.from,
	to: betHistoryQuerySchema.shape.to,
});
export type MemberStoryQuery = z.output<typeof memberStoryQuery>;

/** The query of a page's address; an address the schema refuses reads as its section's first page. */
export function memberStoryFrom(params: URLSearchParams): MemberStoryQuery {
	// A keyset trail carries every page's start (app/lib/list-search.ts): the last one is this page's.
	const read = (name: string) => (name === "after" ? params.getAll(name).at(-1) : params.get(name)) ?? undefined;
	const fields = ["section", "after", "status", "action", "wallet", "outcome", "from", "to"] as const;
	const parsed = memberStoryQuery.safeParse(Object.fromEntries(fields.map((f) => [f, read(f)])));
	if (parsed.success) return parsed.data;
	return memberStoryQuery.parse({ section: STORY_SECTIONS.find((s) => s === params.get("section")) });
}
