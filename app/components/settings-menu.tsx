import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../lib/preferences";
import { useDismiss, useKeepInViewport } from "../lib/use-dismiss";

/** The header's settings button: sound and balance-masking preferences for this device. */
export function SettingsMenu({ icon }: { icon: ReactNode }) {
	const [open, setOpen] = useState(false);
	const { t } = useTranslation();
	const [preferences, update] = usePreferences();
	const panelId = useId();
	const rootRef = useRef<HTMLDivElement>(null);

	const panelRef = useRef<HTMLDivElement>(null);
	useDismiss(open, setOpen, rootRef);
	useKeepInViewport(open, panelRef);

	return (
		<div ref={rootRef} className="relative">
			<button
				type="button"
				className="grid size-9 place-items-center rounded-full hover:bg-raised"
				aria-label={t("settings.label")}
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen((v) => !v)}
			>
				{icon}
			</button>
			{open && (
				<div
					id={panelId}
					ref={panelRef}
					className="absolute right-0 top-11 z-50 w-60 rounded-lg border border-edge bg-panel p-3 text-sm shadow-xl"
				>
					<p className="mb-2 font-bold">{t("settings.title")}</p>
					<label className="flex items-center justify-between gap-2 py-1.5">
						{t("settings.sounds")}
						<input
							type="checkbox"
							className="size-4 accent-[var(--color-gold)]"
							checked={!preferences.muted}
							onChange={(e) => update({ muted: !e.target.checked })}
						/>
					</label>
					<label className="flex items-center justify-between gap-2 py-1.5">
						{t("settings.hideBalances")}
						<input
							type="checkbox"
							className="size-4 accent-[var(--color-gold)]"
							checked={preferences.hideBalances}
							onChange={(e) => update({ hideBalances: e.target.checked })}
						/>
					</label>
				</div>
			)}
		</div>
	);
}
