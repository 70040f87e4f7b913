/** Table sounds (docs/product.md#the-round): a tick each second while betting, a finish tone at 0, the result spoken. Silent when muted or hidden. */
let audio: AudioContext | null = null;

function audible(muted: boolean): boolean {
	return !muted && typeof document !== "undefined" && document.visibilityState === "visible";
}

/**
 * Whether the page may open its AudioContext: only once the player has interacted with it. Browsers keep a context
 * opened before that suspended (silent) and warn in the console, and opening one is a main-thread task of its own
 * (tens of milliseconds on a slow phone) that would land in the table's first seconds.
 */
function mayOpenAudio(): boolean {
	return audio !== null || typeof navigator === "undefined" || navigator.userActivation?.hasBeenActive !== false;
}

export function tone(muted: boolean, frequency: number, ms: number): void {
	if (!audible(muted) || typeof AudioContext === "undefined" || !mayOpenAudio()) return;
	try {
		audio ??= new AudioContext();
		if (audio.state === "suspended") void audio.resume();
		const osc = audio.createOscillator();
		const gain = audio.createGain();
		osc.frequency.value = frequency;
		gain.gain.setValueAtTime(0.08, audio.currentTime);
		gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + ms / 1000);
		osc.connect(gain).connect(audio.destination);
		osc.start();
		osc.stop(audio.currentTime + ms / 1000);
	} catch {
		// audio is a nicety; a browser that refuses it plays silently
	}
}

export const tick = (muted: boolean) => tone(muted, 880, 60);
export const finish = (muted: boolean) => tone(muted, 440, 400);

/** Says `text` aloud in `lang` ("hi-IN": a Hindi voice reads "17 लाल"). */
export function speak(muted: boolean, text: string, lang?: string): void {
	if (!audible(muted) || typeof speechSynthesis === "undefined") return;
	try {
		const utterance = new SpeechSynthesisUtterance(text);
		if (lang) utterance.lang = lang;
		speechSynthesis.speak(utterance);
	} catch {
		// no voice available
	}
}
