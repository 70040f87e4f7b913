/**
 * What every game's bet admission shares (docs/decisions/0810-game-host.md): who may bet at all, the submissions on
 * their way to D1 (a duplicate waits for the first one's outcome), and the refusal a commit's outcome says.
 */
import { messages, rouletteMessages } from "~/domain/messages";
import { operatorConfigFrom, realMoneyAccess } from "~/domain/operator";
import type { Viewer } from "~/domain/roulette/room-contract";
import type { Outcome } from "./group-commit";
import type { RoomSockets } from "./sockets";

/** A player may bet (not an admin); in licensed mode only with a complete configuration and from an allowed country. */
export function bettorRefusal(viewer: Viewer, vars: Record<string, unknown>): string | null {
	if (viewer.role !== "user") return rouletteMessages.playersOnly;
	const access = realMoneyAccess(operatorConfigFrom(vars), viewer.country ?? null);
	return access.allowed ? null : access.message;
}

/** What a commit that did not place its submission says; null for placed and duplicate (the game answers those). */
export function outcomeRefusal(result: Outcome | null): string | null {
	if (!result) return messages.serverError;
	if (result.kind === "insufficient") return rouletteMessages.insufficientBalance;
	if (result.kind === "refused") return result.message;
	if (result.kind === "reused") return messages.invalidMessage;
	return null;
}

/** Submissions being committed, by `${userId}:${submissionId}`: a copy that arrives meanwhile waits for the first. */
export class InFlight {
	private readonly running = new Map<string, Promise<Outcome | null>>();

	/** Waits for the submission's first copy, if one is on its way. */
	async settled(key: string): Promise<void> {
		await this.running.get(key);
	}

	/** The outcome of the submission's first copy while it is on its way; undefined when none is. */
	pending(key: string): Promise<Outcome | null> | undefined {
		return this.running.get(key);
	}

	/**
	 * Commits through `commit`; a failure reads as null (logged). The submission is marked in flight at once, before
	 * the caller's next await, so a copy that follows always finds it; and the caller, which awaits the returned
	 * promise first, resumes before any copy waiting on `pending` or `settled` does, so its bookkeeping (the bets marked
	 * committed) is done when a copy is answered (the fault suite found a copy acknowledged without its bets).
	 */
	run(key: string, commit: () => Promise<Outcome>, what: string): Promise<Outcome | null> {
		const tracked: Promise<Outcome | null> = commit()
			.catch((error: unknown) => {
				console.error(`[room] ${what} failed`, error);
				return null;
			})
			.finally(() => {
				if (this.running.get(key) === tracked) this.running.delete(key);
			});
		this.running.set(key, tracked);
		return tracked;
	}
}

/**
 * How every game's bet begins: its answers go to the socket with the submission's id, a viewer who may not bet is
 * told so (null: nothing more to do), and a copy of a submission on its way waits for the first one. `round` is the
 * round as the submission found it (read before that wait, so a copy is looked up where its first one went).
 */
export async function beginSubmission<R>(
	parts: { sockets: RoomSockets; options: { vars: Record<string, unknown> }; round: () => R | null },
	inFlight: InFlight,
	ws: WebSocket,
	viewer: Viewer,
	submissionId: string,
): Promise<{ reply: (text: string) => void; key: string; round: R | null } | null> {
	const reply = (text: string) => parts.sockets.sendError(ws, text, submissionId);
	// Licensed mode: a complete operator configuration and an allowed country (docs/product.md#operator-mode).
	const who = bettorRefusal(viewer, parts.options.vars);
	if (who) {
		reply(who);
		return null;
	}
	const round = parts.round();
	const key = `${viewer.userId}:${submissionId}`;
	// A duplicate is acknowledged (after the first one finished), never debited twice.
	await inFlight.settled(key);
	return { reply, key, round };
}
