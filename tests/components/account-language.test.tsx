/**
 * The account's saved language (docs/decisions/0920-hindi-and-english.md): a player who chose Hindi on another device
 * gets Hindi when they arrive signed in on a device that has not chosen a language; a device's own choice wins.
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountLanguage } from "~/app/components/account-language";
import { type AuthUser, authStore } from "~/app/lib/auth-store";
import { testI18n } from "./helpers/i18n";

const player: AuthUser = {
	id: "u1",
	name: "Asha",
	phone: "+919000000001",
	role: "user",
	status: "active",
	isVerified: true,
	realBalance: 0,
	playTokens: 0,
	createdAt: 0,
	locale: "hi",
};

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	authStore.reset();
	// biome-ignore lint/suspicious/noDocumentCookie: the test clears the language cookie the page set
	document.cookie = "lang=; Max-Age=0; Path=/";
});

/** Lets the language switch (catalogue load, i18next change) finish. */
const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe("the account's saved language", () => {
	it("applies when the player signs in on a device without a language of its own, without saving it back", async () => {
		const fetchMock = vi.fn(async () => Response.json({}));
		vi.stubGlobal("fetch", fetchMock);
		authStore.set({ isLoading: false });
		render(<AccountLanguage />);
		await settle();
		expect(testI18n.language).toBe("en");

		act(() => authStore.set({ accessToken: "token", user: player }));
		await settle();
		expect(testI18n.language).toBe("hi");
		expect(document.documentElement.lang).toBe("hi");
		expect(document.cookie).toContain("lang=hi");
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it("leaves a device that chose its own language as it is", async () => {
		// biome-ignore lint/suspicious/noDocumentCookie: this device chose English itself
		document.cookie = "lang=en; Path=/";
		authStore.set({ isLoading: false, accessToken: "token", user: player });
		render(<AccountLanguage />);
		await settle();
		expect(testI18n.language).toBe("en");
	});

	it("does nothing for an account that has not chosen a language", async () => {
		authStore.set({ isLoading: false, accessToken: "token", user: { ...player, locale: null } });
		render(<AccountLanguage />);
		await settle();
		expect(testI18n.language).toBe("en");
	});
});
