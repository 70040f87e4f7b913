import { useCallback, useRef, useState } from "react";
import { CRASH_PANELS, type CrashPanel, type CrashServerMessage } from "~/domain/crash/protocol";
import type { Wallet } from "~/domain/roulette/protocol";
import { betOn, type CrashView } from "../../lib/crash-room";
import type { CrashRoom } from "../../lib/use-crash-room";
import type { BetRequestDraft } from "./bet-panel";

/** What the screen keeps for one panel beyond the room's view: a bet waiting for the next round, a message in flight. */
export type PanelControl = {
	queued: BetRequestDraft | null;
	/** The submission id of the message sent and not yet answered. */
	sending: string | null;
	refusal: string | null;
};

const idle: PanelControl = { queued: null, sending: null, refusal: null };
type Controls = Record<CrashPanel, PanelControl>;
const allIdle: Controls = { 0: idle, 1: idle };

function newSubmissionId(): string {
	return crypto.randomUUID().replaceAll("-", "");
}

/** 32 hex characters of the browser's own randomness: mixed into the round's result if among the first bettors. */
export function newClientSeed(): string {
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The two panels' requests to the room. A bet asked for during the betting window goes at once; one asked for while
 * the round flies or pauses waits (the panel says so) and goes when the next window opens. An answer from the room
 * (placed, cashed out, or refused with the request's id) ends the wait; a new connection forgets unanswered sends.
 */
export function useBetPanels(room: Pick<CrashRoom, "send">, wallet: Wallet, offline: string) {
	const [controls, setControls] = useState<Controls>(allIdle);
	const controlsRef = useRef(controls);
	const walletRef = useRef(wallet);
	walletRef.current = wallet;
	const update = useCallback((change: (controls: Controls) => Controls) => {
		controlsRef.current = change(controlsRef.current);
		setControls(controlsRef.current);
	}, []);
	const set = useCallback(
		(panel: CrashPanel, patch: Partial<PanelControl>) => update((c) => ({ ...c, [panel]: { ...c[panel], ...patch } })),
		[update],
	);

	const sendBet = useCallback(
		(panel: CrashPanel, draft: BetRequestDraft) => {
			const submissionId = newSubmissionId();
			const sent = room.send({
				type: "crashBet",
				submissionId,
				panel,
				wallet: walletRef.current,
				amount: draft.amount,
				autoCashOut: draft.autoCashOut,
				clientSeed: newClientSeed(),
			});
			set(panel, sent ? { sending: submissionId, refusal: null, queued: null } : { refusal: offline, queued: null });
		},
		[room, set, offline],
	);

	const request = useCallback(
		(panel: CrashPanel, draft: BetRequestDraft, view: CrashView) => {
			if (view.round?.phase === "betting" && !betOn(view, panel)) sendBet(panel, draft);
			else set(panel, { queued: draft, refusal: null });
		},
		[sendBet, set],
	);

	const cashOut = useCallback(
		(panel: CrashPanel) => {
			const submissionId = newSubmissionId();
			const sent = room.send({ type: "cashOut", submissionId, panel });
			set(panel, sent ? { sending: submissionId, refusal: null } : { refusal: offline });
		},
		[room, set, offline],
	);

	/** Every room message, after the view took it in. `say` words the room's refusal in the page's language. */
	const onEvent = useCallback(
		(message: CrashServerMessage, say: (text: string) => string) => {
			switch (message.type) {
				case "syncState":
					update((c) => ({ 0: { ...c[0], sending: null }, 1: { ...c[1], sending: null } }));
					return;
				case "bettingOpen":
					update((c) => ({ 0: { ...c[0], refusal: null }, 1: { ...c[1], refusal: null } }));
					for (const panel of CRASH_PANELS) {
						const queued = controlsRef.current[panel].queued;
						if (queued) sendBet(panel, queued);
					}
					return;
				case "crashBetPlaced":
				case "cashedOut":
					set(message.bet.panel, { sending: null, refusal: null });
					return;
				case "error": {
					const panel = CRASH_PANELS.find((p) => controlsRef.current[p].sending === message.submissionId);
					if (panel !== undefined) set(panel, { sending: null, refusal: say(message.message) });
					return;
				}
				default:
					return;
			}
		},
		[update, set, sendBet],
	);

	return {
		controls,
		request,
		cashOut,
		cancelQueued: (panel: CrashPanel) => set(panel, { queued: null }),
		refuse: (panel: CrashPanel, message: string) => set(panel, { refusal: message }),
		onEvent,
	};
}
