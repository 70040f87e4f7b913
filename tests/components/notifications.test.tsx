import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { notificationsStore } from "~/app/lib/notifications";
import Notifications from "~/app/routes/user/notifications";

afterEach(cleanup);

const item = (id: string, read: boolean) => ({
	id,
	kind: "deposit_approved",
	title: "Deposit approved",
	body: "Your deposit of ₹1,000 is in your wallet.",
	read,
	createdAt: "2026-11-24T06:30:00.000Z",
});

describe("the notifications page", () => {
	it("lists the player's notifications, newest first, and marks them all read", async () => {
		let unread = 2;
		const posted: FormData[] = [];
		// The route's loader and action as the server runs them (server/player-lists.ts), reduced to their answers.
		const Stub = createRoutesStub([
			{
				path: "/user/notifications",
				Component: Notifications,
				loader: () => ({
					data: [item("b", unread === 0), item("a", unread === 0)],
					pagination: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
					unread,
				}),
				action: async ({ request }) => {
					posted.push(await request.formData());
					unread = 0;
					return { unread };
				},
			},
		]);
		render(<Stub initialEntries={["/user/notifications"]} />);
		expect(await screen.findByText("2 unread")).toBeTruthy();
		expect(screen.getAllByTestId("notification")).toHaveLength(2);
		expect(screen.getAllByRole("button", { name: "Mark read" })).toHaveLength(2);
		// The header's count follows the page's (an effect after the render): awaited, not assumed.
		await waitFor(() => expect(notificationsStore.get().unread).toBe(2));
		fireEvent.click(screen.getByRole("button", { name: "Mark all read" }));
		// The whole list is marked (no id posted), and the page shows what the server now says.
		await waitFor(() => expect(screen.getByText("0 unread")).toBeTruthy());
		expect(posted.map((form) => form.get("id"))).toEqual([null]);
		expect(screen.queryAllByRole("button", { name: "Mark read" })).toHaveLength(0);
		await waitFor(() => expect(notificationsStore.get().unread).toBe(0));
	});
});
