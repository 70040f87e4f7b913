/**
 * Changing the page's language (docs/decisions/0920-hindi-and-english.md): the catalogues are loaded, i18next
 * switches (every `t` and `useSay` re-renders), <html lang> follows, the `lang` cookie remembers the choice on this
 * device, and a signed-in player's account remembers it for their other devices.
 */
import type { i18n as I18n } from "i18next";
import { LOCALE_COOKIE, type Locale, localeCookie } from "~/domain/i18n/locales";
import { loadLanguage } from "../locales";
import { api } from "./api";
import { authStore } from "./auth-store";

export async function switchLanguage(i18n: I18n, locale: Locale, { save = true } = {}): Promise<boolean> {
	// Every namespace in use, which the i18next instance receives as it is loaded (app/lib/i18n.tsx).
	await loadLanguage(locale);
	document.cookie = localeCookie(locale);
	document.documentElement.lang = locale;
	await i18n.changeLanguage(locale);
	if (!save || !authStore.get().user) return true;
	try {
		const response = await api.api.user.profile.language.$put({ json: { locale } });
		const user = authStore.get().user;
		if (response.ok && user) authStore.set({ user: { ...user, locale } });
		return response.ok;
	} catch {
		return false;
	}
}

/** True when this device has chosen a language (the cookie), which wins over the account's. */
export function deviceHasLanguage(): boolean {
	return document.cookie.split(";").some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`));
}

/** A signed-in player's saved language applies on a device that has not chosen one itself. */
export function adoptAccountLanguage(i18n: I18n, accountLocale: Locale | null | undefined): void {
	if (!accountLocale || deviceHasLanguage() || i18n.language === accountLocale) return;
	void switchLanguage(i18n, accountLocale, { save: false });
}
