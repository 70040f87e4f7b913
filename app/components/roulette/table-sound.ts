/** Table sounds (docs/product.md#the-round): a tick each second while betting, a finish tone at 0, the result spoken. Silent when muted or hidden. */
let audio: AudioContext | null = null;

function audible(muted: boolean): boolean {
	return !muted && typeof document !== "undefined" && document.visibilityState === "visible";
}

export function tone(muted: boolean, frequency: number, ms: number): void {
	if (!audible(muted) || typeof AudioContext === "undefined") return;
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

export function speak(muted: boolean, text: string): void {
	if (!audible(muted) || typeof speechSynthesis === "undefined") return;
	try {
		speechSynthesis.speak(new SpeechSynthesisUtterance(text));
	} catch {
		// no voice available
	}
}
