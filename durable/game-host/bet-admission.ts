/**
 * What every game's bet admission shares (docs/decisions/0810-game-host.md), written once: who may stake at a table,
 * and the submissions being committed, by which a duplicate finds its first copy. A game's admission
 * (durable/roulette/bet-admission.ts, durable/crash/players.ts) checks its own bets and answers in its own messages.
 */
import { rouletteMessages } from "~/domain/messages";
import { operatorConfigFrom, realMoneyAccess } from "~/domain/operator";
import type { Viewer } from "~/domain/roulette/room-contract";

/**
 * Why `viewer` may not stake at all, or null: only players bet (an admin's socket watches), and in licensed mode only
 * with a complete operator configuration and from an allowed country (docs/product.md#operator-mode).
 */
export function stakeRefusal(viewer: Viewer, vars: Record<string, unknown>): string | null {
	if (viewer.role !== "user") return rouletteMessages.playersOnly;
	const access = realMoneyAccess(operatorConfigFrom(vars), viewer.country ?? null);
	return access.allowed ? null : access.message;
}

/**
 * A player's submissions whose stake is being committed, by submission id: a copy that arrives meanwhile waits for
 * the first one's outcome instead of staking again (a duplicate is acknowledged, never debited twice).
 */
export class SubmissionsInFlight<Outcome> {
	private readonly running = new Map<string, Promise<Outcome | null>>();

	/** The outcome of the submission's first copy while it is being committed; undefined when none is. */
	of(userId: string, submissionId: string): Promise<Outcome | null> | undefined {
		return this.running.get(`${userId}:${submissionId}`);
	}

	/**
	 * Marks the submission in flight until `commit` settles (at once, before the caller's next await, so a copy that
	 * follows always finds it); its outcome, or null when it failed (logged under `what`).
	 */
	track(userId: string, submissionId: string, commit: Promise<Outcome>, what: string): Promise<Outcome | null> {
		const key = `${userId}:${submissionId}`;
		const tracked: Promise<Outcome | null> = commit
			.catch((error: unknown) => {
				console.error(what, error);
				return null;
			})
			.finally(() => {
				if (this.running.get(key) === tracked) this.running.delete(key);
			});
		this.running.set(key, tracked);
		return tracked;
	}
}
