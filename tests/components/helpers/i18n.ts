/**
 * Components render in English by default, as a page without a language choice does: one i18next instance is
 * made the components' default (react-i18next's initReactI18next). `renderInHindi` tests switch it. Each test starts
 * on a new device: localStorage is cleared after every test.
 */
import { afterEach } from "vitest";
import { createI18n } from "~/app/lib/i18n";
import { installEveryLanguage } from "~/app/locales/every-language";

installEveryLanguage();
export const testI18n = createI18n("en");

/** Shows components in Hindi until the test ends (<html lang> too, which toasts and fallbacks follow). */
export async function useHindi(): Promise<void> {
	document.documentElement.lang = "hi";
	await testI18n.changeLanguage("hi");
}

afterEach(async () => {
	// Every test is a new device: no preferences kept (sound, masked balances, the table's layout).
	localStorage.clear();
	if (testI18n.language !== "en") {
		document.documentElement.lang = "en";
		await testI18n.changeLanguage("en");
	}
});
