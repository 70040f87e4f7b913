/**
 * Operator roles (docs/decisions/0863-operator-roles.md): an admin assigns them (audited, never their own, never the
 * last admin away), the stored role decides at once, the table's socket refuses a cashier's forced result, and a
 * member's internal notes are added by any operator (audited) and never reach the player. The route × role matrix
 * over every route is in security.test.ts.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { operatorRoleMessages } from "~/domain/messages";
import { call } from "./helpers/api";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

async function auditRows(action: string, targetId: string) {
	const { results } = await env.DB.prepare(
		"SELECT actor_id, actor_role, before, after FROM audit_log WHERE action = ? AND target_id = ? ORDER BY id",
	)
		.bind(action, targetId)
		.all<{ actor_id: string; actor_role: string; before: string | null; after: string }>();
	return results;
}

describe("operator roles", () => {
	it("an admin makes an operator a cashier: audited, and the stored role decides with the token in hand", async () => {
		const admin = await createUser({ role: "admin" });
		const other = await createUser({ role: "admin" });
		expect((await call("GET", "/api/payment-settings", { as: other })).status).toBe(200);

		const saved = await call("PUT", `/api/admin/operators/${other.id}/role`, { as: admin, json: { role: "cashier" } });
		expect(saved).toEqual({ status: 200, body: { message: operatorRoleMessages.roleSaved } });
		expect(await auditRows("operator.role", other.id)).toEqual([
			{
				actor_id: admin.id,
				actor_role: "admin",
				before: JSON.stringify({ role: "admin" }),
				after: JSON.stringify({ role: "cashier" }),
			},
		]);
		// The same token: settings are refused, requests are read, roles are not theirs to give.
		expect((await call("GET", "/api/payment-settings", { as: other })).status).toBe(403);
		expect((await call("GET", "/api/transactions", { as: other })).status).toBe(200);
		const back = await call("PUT", `/api/admin/operators/${admin.id}/role`, { as: other, json: { role: "support" } });
		expect(back.status).toBe(403);
		const listed = await call<{ operators: Array<{ id: string; role: string }> }>("GET", "/api/admin/operators", {
			as: admin,
		});
		expect(listed.body.operators.find((o) => o.id === other.id)?.role).toBe("cashier");
	});

	it("refuses an admin's own role, a player, an unknown role, and changes nothing", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		expect(
			await call("PUT", `/api/admin/operators/${admin.id}/role`, { as: admin, json: { role: "support" } }),
		).toEqual({
			status: 403,
			body: { message: operatorRoleMessages.ownRole },
		});
		expect(
			(await call("PUT", `/api/admin/operators/${player.id}/role`, { as: admin, json: { role: "cashier" } })).status,
		).toBe(404);
		const bad = await call("PUT", `/api/admin/operators/${player.id}/role`, { as: admin, json: { role: "owner" } });
		expect(bad.status).toBe(422);
		expect(JSON.stringify(bad.body)).toContain(operatorRoleMessages.invalidRole);
		const roles = await env.DB.prepare("SELECT role, operator_role FROM users WHERE id IN (?, ?) ORDER BY role")
			.bind(admin.id, player.id)
			.all();
		expect(roles.results).toEqual([
			{ role: "admin", operator_role: "admin" },
			{ role: "user", operator_role: null },
		]);
		expect(await auditRows("operator.role", admin.id)).toEqual([]);
	});

	it("keeps one admin when the last two demote each other at once", async () => {
		// Only these two are admins for this test: every other operator of the file becomes support first.
		await env.DB.prepare("UPDATE users SET operator_role = 'support' WHERE role = 'admin'").run();
		const first = await createUser({ role: "admin" });
		const second = await createUser({ role: "admin" });
		const answers = await Promise.all([
			call("PUT", `/api/admin/operators/${second.id}/role`, { as: first, json: { role: "cashier" } }),
			call("PUT", `/api/admin/operators/${first.id}/role`, { as: second, json: { role: "cashier" } }),
		]);
		const statuses = answers.map((a) => a.status).sort();
		// The loser is refused: by the last-admin rule, or (once demoted) by its own role.
		expect(statuses[0]).toBe(200);
		expect([403, 409]).toContain(statuses[1]);
		const { n } = (await env.DB.prepare(
			"SELECT COUNT(*) AS n FROM users WHERE role = 'admin' AND coalesce(operator_role, 'admin') = 'admin' AND deleted_at IS NULL",
		).first<{ n: number }>()) ?? { n: 0 };
		expect(n).toBe(1);
	});

	it("the table's socket refuses a cashier's and support's forced result; an admin's is taken", async () => {
		const room = await isolatedRoom();
		for (const role of ["cashier", "support"] as const) {
			const operator = await createUser({ role });
			const client = await connectAs(room, operator);
			await client.next("syncState");
			const from = client.messages.length;
			client.socket.send(JSON.stringify({ type: "forceResult", number: 7 }));
			const error = await client.next("error", { from });
			expect(error.message).toBe("You do not have permission to do that.");
			client.socket.close();
		}
		const { n } = (await env.DB.prepare(
			"SELECT COUNT(*) AS n FROM audit_log WHERE action = 'round.force_result' AND actor_role IN ('cashier', 'support')",
		).first<{ n: number }>()) ?? { n: 0 };
		expect(n).toBe(0);
	});
});

describe("a member's internal notes", () => {
	it("support adds a note (audited); every operator reads it; the player never sees it", async () => {
		const support = await createUser({ role: "support" });
		const cashier = await createUser({ role: "cashier" });
		const player = await createUser();
		const body = `Called about a late deposit ${crypto.randomUUID()}`;
		const added = await call("POST", `/api/admin/members/${player.id}/notes`, { as: support, json: { body } });
		expect(added).toEqual({ status: 201, body: { message: operatorRoleMessages.noteSaved } });
		const read = await call<{ notes: Array<{ body: string; authorName: string }>; next: number | null }>(
			"GET",
			`/api/admin/members/${player.id}/notes`,
			{ as: cashier },
		);
		expect(read.body.notes.map((n) => n.body)).toEqual([body]);
		expect(read.body.notes[0]?.authorName).toBe("Test support");
		expect(read.body.next).toBeNull();
		const audit = await auditRows("member.note", player.id);
		expect(audit).toEqual([
			{ actor_id: support.id, actor_role: "support", before: null, after: JSON.stringify({ note: body }) },
		]);
		// The player's own record and notifications do not carry it, and the notes route is not theirs.
		for (const path of [`/api/user/${player.id}`, "/api/notifications", "/api/transactions/my"]) {
			const answer = await call("GET", path, { as: player });
			expect(answer.status).toBe(200);
			expect(JSON.stringify(answer.body)).not.toContain(body);
		}
		expect((await call("GET", `/api/admin/members/${player.id}/notes`, { as: player })).status).toBe(403);
	});

	it("refuses an empty note, a note too long and a member that does not exist, and writes nothing", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const empty = await call("POST", `/api/admin/members/${player.id}/notes`, { as: admin, json: { body: "   " } });
		expect(empty.status).toBe(422);
		expect(JSON.stringify(empty.body)).toContain(operatorRoleMessages.noteEmpty);
		const long = await call("POST", `/api/admin/members/${player.id}/notes`, {
			as: admin,
			json: { body: "x".repeat(2001) },
		});
		expect(long.status).toBe(422);
		expect(JSON.stringify(long.body)).toContain(operatorRoleMessages.noteTooLong);
		const missing = await call("POST", `/api/admin/members/${crypto.randomUUID()}/notes`, {
			as: admin,
			json: { body: "hello" },
		});
		expect(missing.status).toBe(404);
		const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM member_notes WHERE user_id = ?")
			.bind(player.id)
			.first<{ n: number }>()) ?? { n: 0 };
		expect(n).toBe(0);
	});

	it("pages a member's notes newest first", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		for (let i = 0; i < 22; i++) {
			await env.DB.prepare("INSERT INTO member_notes (id, user_id, author_id, body, created_at) VALUES (?, ?, ?, ?, ?)")
				.bind(crypto.randomUUID(), player.id, admin.id, `note ${i}`, 1_000 + i)
				.run();
		}
		type Page = { notes: Array<{ body: string }>; next: string | null };
		const first = await call<Page>("GET", `/api/admin/members/${player.id}/notes`, { as: admin });
		expect(first.body.notes).toHaveLength(20);
		expect(first.body.notes[0]?.body).toBe("note 21");
		const second = await call<Page>("GET", `/api/admin/members/${player.id}/notes?after=${first.body.next}`, {
			as: admin,
		});
		expect(second.body.notes.map((n) => n.body)).toEqual(["note 1", "note 0"]);
		expect(second.body.next).toBeNull();
	});
});
