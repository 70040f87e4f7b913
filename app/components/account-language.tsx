/**
 * A signed-in player's saved language (docs/decisions/0920-hindi-and-english.md): when they arrive signed in (the
 * login, or the start-up session refresh) on a device that has not chosen a language itself, the page switches to
 * the one their account remembers. Mounted once by the app shell; renders nothing.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { adoptAccountLanguage } from "../lib/language";
import { useAuth } from "../lib/use-auth";

export function AccountLanguage() {
	const { user } = useAuth();
	const { i18n } = useTranslation();
	const userId = user?.id;
	const accountLocale = user?.locale;
	useEffect(() => {
		if (userId) adoptAccountLanguage(i18n, accountLocale);
	}, [i18n, userId, accountLocale]);
	return null;
}
