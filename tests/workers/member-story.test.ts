/**
 * A member's whole story (server/member-story.ts), as /admin/member/:id's loader reads it: each section newest first,
 * filtered and a keyset page at a time, only this member's rows; the audit trail names what operators did to them.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { memberStoryFrom } from "~/domain/validation/member-story";
import { database } from "~/server/db/client";
import { memberSection, STORY_PAGE_SIZE } from "~/server/member-story";
import { addMemberNote } from "~/server/operators";
import { startSession } from "~/worker/lib/sessions";
import { newUtr } from "./helpers/api";
import { createUser } from "./helpers/users";

const db = () => database(env.DB);
const query = (search: string) => memberStoryFrom(new URLSearchParams(search));

async function request(userId: string, type: "deposit" | "withdraw", status: string, createdAt: number) {
	const id = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, utr, created_at, updated_at) VALUES (?, ?, ?, 100000, ?, ?, ?, ?)",
	)
		.bind(id, userId, type, status, type === "deposit" ? newUtr() : null, createdAt, createdAt)
		.run();
	return id;
}

describe("a member's story", () => {
	it("pages the member's deposits newest first, by status, and never another member's", async () => {
		const meera = await createUser();
		const other = await createUser();
		const base = Date.now() - 1_000_000;
		const ids: string[] = [];
		for (let i = 0; i < STORY_PAGE_SIZE + 2; i++) {
			ids.push(await request(meera.id, "deposit", i % 2 === 0 ? "approved" : "pending", base + i));
		}
		await request(meera.id, "withdraw", "pending", base);
		await request(other.id, "deposit", "approved", base + 5);
		const first = await memberSection(db(), meera.id, query("section=deposits"));
		expect(first.section).toBe("deposits");
		expect(first.rows.map((r) => r.id)).toEqual(ids.toReversed().slice(0, STORY_PAGE_SIZE));
		expect(first.next).not.toBeNull();
		const second = await memberSection(db(), meera.id, query(`section=deposits&after=${first.next}`));
		expect(second.rows.map((r) => r.id)).toEqual(ids.toReversed().slice(STORY_PAGE_SIZE));
		expect(second.next).toBeNull();
		const pending = await memberSection(db(), meera.id, query("section=deposits&status=pending"));
		expect(pending.rows).toHaveLength((STORY_PAGE_SIZE + 2) / 2);
		expect(pending.rows.every((r) => "status" in r && r.status === "pending")).toBe(true);
		const withdrawals = await memberSection(db(), meera.id, query("section=withdrawals"));
		expect(withdrawals.rows).toHaveLength(1);
	});

	it("lists sessions with their device, notes newest first, and the audit trail about the member", async () => {
		const admin = await createUser({ role: "admin", name: "Asha" });
		const meera = await createUser();
		await startSession(db(), meera.id, { userAgent: "Pixel 8 Chrome", ip: "203.0.113.9" });
		await addMemberNote(db(), meera.id, "First call", { id: admin.id, role: "admin", ip: null });
		await addMemberNote(db(), meera.id, "Second call", { id: admin.id, role: "admin", ip: null });

		const sessions = await memberSection(db(), meera.id, query("section=sessions"));
		const devices = sessions.rows.map((s) => ("userAgent" in s ? s.userAgent : null));
		expect(devices).toContain("Pixel 8 Chrome");
		expect(sessions.rows.every((s) => "live" in s && s.live)).toBe(true);

		const notes = await memberSection(db(), meera.id, query("section=notes"));
		expect(notes.rows.map((n) => ("body" in n ? n.body : null))).toEqual(["Second call", "First call"]);

		const trail = await memberSection(db(), meera.id, query("section=audit&action=member.note"));
		expect(trail.rows).toHaveLength(2);
		expect(trail.rows.every((e) => "actorName" in e && e.actorName === "Asha")).toBe(true);
		const none = await memberSection(db(), meera.id, query("section=audit&action=member.ban"));
		expect(none.rows).toEqual([]);
	});

	it("reads an address it cannot parse as its section's first page", () => {
		expect(query("section=bets&wallet=gold")).toEqual({ section: "bets" });
		expect(query("section=nope")).toMatchObject({ section: "deposits" });
		expect(query("section=deposits&after=1.a&after=2.b").after).toEqual({ createdAt: 2, id: "b" });
	});
});
