import { Volume2, VolumeX } from "lucide-react";
import { usePreferences } from "../../lib/preferences";
import { useTableWords } from "./table-words";

/** A table's sound switch: the player's one mute setting, which every game's sounds follow (table-sound.ts). */
export function MuteButton() {
	const { t } = useTableWords();
	const [preferences, updatePreferences] = usePreferences();
	const muted = preferences.muted;
	return (
		<button
			type="button"
			aria-pressed={muted}
			aria-label={muted ? t("sound.unmute") : t("sound.mute")}
			onClick={() => updatePreferences({ muted: !muted })}
			className="grid size-9 shrink-0 place-items-center rounded-full bg-raised hover:bg-panel"
		>
			{muted ? <VolumeX className="size-5" aria-hidden="true" /> : <Volume2 className="size-5" aria-hidden="true" />}
		</button>
	);
}
