import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationsStore } from "~/app/lib/notifications";
import Notifications from "~/app/routes/user/notifications";

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

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
		const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = String(input);
			if (url.includes("/api/notifications/read")) {
				expect(JSON.parse(String(init?.body))).toEqual({ all: true });
				unread = 0;
				return Response.json({ unread });
			}
			return Response.json({
				data: [item("b", unread === 0), item("a", unread === 0)],
				pagination: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
				unread,
			});
		});
		vi.stubGlobal("fetch", fetcher);
		render(
			<MemoryRouter>
				<Notifications />
			</MemoryRouter>,
		);
		expect(await screen.findByText("2 unread")).toBeTruthy();
		expect(screen.getAllByTestId("notification")).toHaveLength(2);
		expect(screen.getAllByRole("button", { name: "Mark read" })).toHaveLength(2);
		expect(notificationsStore.get().unread).toBe(2);
		fireEvent.click(screen.getByRole("button", { name: "Mark all read" }));
		await waitFor(() => expect(screen.getByText("0 unread")).toBeTruthy());
		expect(screen.queryAllByRole("button", { name: "Mark read" })).toHaveLength(0);
		expect(notificationsStore.get().unread).toBe(0);
	});
});
