/**
 * /user/responsible-gaming's action (app/lib/protection-actions.server.ts) on a real D1: it saves limits and starts
 * breaks through server/protection.ts (the logic /api/protection calls, so both answer alike), for the page's
 * signed-in player only; a refusal is Conform's reply at the field with a 4xx status and changes nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { protectionAction } from "~/app/lib/protection-actions.server";
import { protectionMessages } from "~/domain/protection";
import { database } from "~/server/db/client";
import { protectionView } from "~/server/protection";
import { answerOf, pageContextOf } from "./helpers/page-actions";
import { createUser, type TestUser } from "./helpers/users";

const URL = "https://casino.test/user/responsible-gaming";

/** The action's answer for `fields` posted by `user`: its body and HTTP status (a thrown redirect as its Response). */
async function post(user: TestUser | null, fields: Record<string, string>) {
	const request = new Request(URL, { method: "POST", body: new URLSearchParams(fields) });
	try {
		const answer = await protectionAction({ request, context: pageContextOf(user) });
		return answerOf(answer);
	} catch (thrown) {
		if (thrown instanceof Response)
			return { status: thrown.status, body: undefined as unknown, location: thrown.headers.get("Location") };
		throw thrown;
	}
}

const viewOf = (user: TestUser) => protectionView(database(env.DB), user.id, Date.now());

describe("the responsible-gaming page's action", () => {
	it("saves a limit and removes it, as the API does", async () => {
		const player = await createUser();
		const saved = await post(player, { intent: "limit", kind: "deposit_day", amount: "1000" });
		expect(saved).toEqual({ status: 200, body: expect.objectContaining({ sent: protectionMessages.limitSaved }) });
		expect((await viewOf(player)).limits.deposit_day.value).toBe(1000);
		// Removing is a loosening: it waits, as the API's does, and says when it applies.
		const removed = await post(player, { intent: "remove", kind: "deposit_day" });
		expect((removed.body as { sent: string }).sent).toMatch(/^Raising or removing a limit takes 24 hours/);
		expect((await viewOf(player)).limits.deposit_day).toMatchObject({ value: 1000, pending: { remove: true } });
	});

	it("refuses a bad amount at the field with what was typed, and changes nothing", async () => {
		const player = await createUser();
		const bad = await post(player, { intent: "limit", kind: "deposit_day", amount: "12.5" });
		expect(bad).toMatchObject({
			status: 422,
			body: { result: { error: { amount: [protectionMessages.wholeNumber] }, initialValue: { amount: "12.5" } } },
		});
		const tooBig = await post(player, { intent: "limit", kind: "loss_day", amount: "20000000" });
		expect(tooBig.body).toMatchObject({ result: { error: { amount: [protectionMessages.limitRange] } } });
		expect((await viewOf(player)).limits.deposit_day.value).toBeNull();
		expect((await viewOf(player)).limits.loss_day.value).toBeNull();
	});

	it("starts a break once: a second is refused for the form with 409", async () => {
		const player = await createUser();
		const started = await post(player, { intent: "break", kind: "cool_off", period: "24h" });
		expect((started.body as { sent: string }).sent).toMatch(/^Your break has started\. It ends on /);
		const again = await post(player, { intent: "break", kind: "self_exclusion", period: "1y" });
		expect(again).toMatchObject({
			status: 409,
			body: { result: { error: { "": [protectionMessages.exclusionActive] } } },
		});
		expect((await viewOf(player)).exclusion).toMatchObject({ kind: "cool_off" });
		const badPeriod = await post(player, { intent: "break", kind: "cool_off", period: "1y" });
		expect(badPeriod.status).toBe(422);
	});

	it("sends a signed-out visitor to log in and an admin to their own area, changing nothing", async () => {
		const [player, admin] = [await createUser(), await createUser({ role: "admin" })];
		expect(await post(null, { intent: "limit", kind: "deposit_day", amount: "1000" })).toEqual({
			status: 302,
			location: "/login?next=%2Fuser%2Fresponsible-gaming",
		});
		expect(await post(admin, { intent: "limit", kind: "deposit_day", amount: "1000" })).toEqual({
			status: 302,
			location: "/admin",
		});
		expect(await post(admin, { intent: "break", kind: "cool_off", period: "24h" })).toMatchObject({ status: 302 });
		expect((await viewOf(admin)).limits.deposit_day.value).toBeNull();
		expect((await viewOf(admin)).exclusion).toBeNull();
		expect((await viewOf(player)).limits.deposit_day.value).toBeNull();
	});
});
