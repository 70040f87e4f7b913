/** The header's language control (docs/decisions/0920-hindi-and-english.md): English by default, Hindi when chosen. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "~/app/components/header";
import { authStore } from "~/app/lib/auth-store";
import { testI18n } from "./helpers/i18n";

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	authStore.reset();
	document.cookie = "lang=; Max-Age=0; Path=/";
});

function renderHeader() {
	authStore.set({ isLoading: false });
	const Stub = createRoutesStub([{ path: "/", Component: Header }]);
	return render(<Stub initialEntries={["/"]} />);
}

describe("the language control", () => {
	it("switches the page to Hindi, sets <html lang> and remembers the choice in the cookie", async () => {
		renderHeader();
		expect(screen.getByRole("link", { name: "Log in" })).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "EN, language: English. Change language" }));
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "हिन्दी" }));
		});
		expect(screen.getByRole("link", { name: "लॉग इन" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "हिं, भाषा: हिन्दी। भाषा बदलें" })).toBeTruthy();
		expect(document.documentElement.lang).toBe("hi");
		expect(document.cookie).toContain("lang=hi");
		expect(testI18n.language).toBe("hi");
	});

	it("saves a signed-in player's choice on their account", async () => {
		const fetchMock = vi.fn(async () => Response.json({ locale: "hi" }));
		vi.stubGlobal("fetch", fetchMock);
		authStore.set({
			accessToken: "token",
			user: {
				id: "u1",
				name: "Asha",
				phone: "9000000001",
				role: "user",
				status: "active",
				isVerified: true,
				realBalance: 0,
				playTokens: 0,
				createdAt: 0,
				locale: null,
			},
		});
		renderHeader();
		fireEvent.click(screen.getByRole("button", { name: "EN, language: English. Change language" }));
		await act(async () => {
			fireEvent.click(screen.getByRole("button", { name: "हिन्दी" }));
		});
		const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toContain("/api/user/profile/language");
		expect(init.method).toBe("PUT");
		expect(JSON.parse(String(init.body))).toEqual({ locale: "hi" });
		expect(authStore.get().user?.locale).toBe("hi");
	});
});
