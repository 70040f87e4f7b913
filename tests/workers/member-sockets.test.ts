import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ROOM_SOCKET_PATH } from "../../domain/roulette/protocol";
import { api } from "./helpers/api";
import { RoomClient } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

/** The member's socket at the main table, through the Worker as a browser opens it. */
async function tableSocket(user: TestUser) {
	const client = await RoomClient.connect(
		exports.default,
		`http://localhost${ROOM_SOCKET_PATH}?token=${encodeURIComponent(user.token)}`,
	);
	await client.next("syncState");
	const closed = new Promise<number>((resolve) => client.socket.addEventListener("close", (e) => resolve(e.code)));
	return { client, closed };
}

describe("banning or deleting a member closes their table socket", () => {
	it("ban: the socket closes at once; activation does not touch anyone's socket", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({});
		const bystander = await createUser({});
		const { closed } = await tableSocket(player);
		const other = await tableSocket(bystander);
		let bystanderClosed = false;
		void other.closed.then(() => {
			bystanderClosed = true;
		});
		const response = await api(`/users/${player.id}/status`, admin, { method: "PUT", body: { status: "banned" } });
		expect(response.status).toBe(200);
		expect(await closed).toBe(4001);
		expect((await api(`/users/${player.id}/status`, admin, { method: "PUT", body: { status: "active" } })).status).toBe(
			200,
		);
		expect(bystanderClosed).toBe(false);
		other.client.close();
	});

	it("delete: the socket closes at once", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({});
		const { closed } = await tableSocket(player);
		expect((await api(`/users/${player.id}`, admin, { method: "DELETE" })).status).toBe(200);
		expect(await closed).toBe(4001);
	});
});
