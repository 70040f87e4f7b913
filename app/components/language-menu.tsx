import { Check } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/domain/i18n/locales";
import { useLocale } from "../lib/i18n";
import { switchLanguage } from "../lib/language";
import { notify } from "../lib/toast";
import { useDismiss, useKeepInViewport } from "../lib/use-dismiss";

/** The header's language control: each language named in itself; the choice is remembered (app/lib/language.ts). */
export function LanguageMenu() {
	const { t, i18n } = useTranslation();
	const locale = useLocale();
	const [open, setOpen] = useState(false);
	const revalidator = useRevalidator();
	const panelId = useId();
	const rootRef = useRef<HTMLDivElement>(null);
	const panelRef = useRef<HTMLDivElement>(null);
	useDismiss(open, setOpen, rootRef);
	useKeepInViewport(open, panelRef);

	async function choose(next: Locale) {
		setOpen(false);
		if (next === locale) return;
		const saved = await switchLanguage(i18n, next);
		if (!saved) notify.error(t("language.saveFailed"));
		// The loaders run again with the new cookie, so the page's title and server-worded data follow.
		void revalidator.revalidate();
	}

	return (
		<div ref={rootRef} className="relative">
			<button
				type="button"
				className="grid h-9 min-w-9 place-items-center rounded-full px-2 text-xs font-bold hover:bg-raised"
				aria-label={t("language.label", { short: LOCALE_NAMES[locale].short, name: LOCALE_NAMES[locale].name })}
				aria-expanded={open}
				aria-controls={panelId}
				data-testid="language-control"
				onClick={() => setOpen((v) => !v)}
			>
				<span aria-hidden="true">{LOCALE_NAMES[locale].short}</span>
			</button>
			{open && (
				<div
					id={panelId}
					ref={panelRef}
					className="absolute right-0 top-11 z-50 w-44 rounded-lg border border-edge bg-panel p-2 text-sm shadow-xl"
				>
					<p className="px-2 pb-1 text-xs font-bold uppercase text-gray-300">{t("language.title")}</p>
					<ul>
						{LOCALES.map((option) => (
							<li key={option}>
								<button
									type="button"
									lang={option}
									aria-current={option === locale ? "true" : undefined}
									className="flex min-h-10 w-full items-center justify-between rounded-md px-2 text-left hover:bg-raised"
									onClick={() => void choose(option)}
								>
									{LOCALE_NAMES[option].name}
									{option === locale && <Check className="size-4 text-gold" aria-hidden="true" />}
								</button>
							</li>
						))}
					</ul>
				</div>
			)}
		</div>
	);
}
