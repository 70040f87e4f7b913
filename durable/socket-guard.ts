/**
 * The table's budgets against abusive clients (docs/decisions/0736-socket-budgets.md). One room serves
 * every player, so no single client may make it work for nothing: spectators send nothing, each
 * signed-in user has a message budget (a token bucket shared by their sockets), frames are small, and
 * each address (and user) may hold and open only so many sockets. Memory only: after an eviction every budget starts full again,
 * which costs an attacker nothing they could not get by reconnecting, and the connect budget stops that.
 */

export type SocketBudgets = {
	/** Messages a signed-in user (all their sockets together) may send in a burst. */
	burst: number;
	/** Messages per second they earn back. */
	perSecond: number;
	/** Largest frame the room reads (UTF-16 units of a text frame, bytes of a binary one). */
	maxFrame: number;
	/** Open sockets per client address (IPv6 per /64). */
	socketsPerAddress: number;
	/** Open sockets per signed-in user. */
	socketsPerUser: number;
	/** New sockets per client address per minute. */
	connectsPerMinute: number;
};

/**
 * Defaults: a person at the table sends a few messages a round (placeBets, a session renewal, an admin's
 * forceResult), so 20 at once and 5 a second are far above honest use. 200 bets in one placeBets is
 * about 10 KB. Several players behind one carrier-grade NAT share an address, hence 32 sockets and
 * 120 connects a minute per address rather than a handful.
 */
export const DEFAULT_SOCKET_BUDGETS: SocketBudgets = {
	burst: 20,
	perSecond: 5,
	maxFrame: 16 * 1024,
	socketsPerAddress: 32,
	socketsPerUser: 8,
	connectsPerMinute: 120,
};

/** The budgets from the room's vars (ROOM_SOCKETS_PER_ADDRESS, ROOM_CONNECTS_PER_MINUTE), defaults otherwise. */
export function socketBudgetsFrom(vars: Record<string, unknown>): SocketBudgets {
	const positive = (name: string, fallback: number) => {
		const value = Number(vars[name]);
		return Number.isInteger(value) && value > 0 ? value : fallback;
	};
	return {
		...DEFAULT_SOCKET_BUDGETS,
		socketsPerAddress: positive("ROOM_SOCKETS_PER_ADDRESS", DEFAULT_SOCKET_BUDGETS.socketsPerAddress),
		connectsPerMinute: positive("ROOM_CONNECTS_PER_MINUTE", DEFAULT_SOCKET_BUDGETS.connectsPerMinute),
	};
}

/**
 * Token buckets, one per sender: a signed-in user (all their sockets together, so a reconnect does not refill it).
 * `spend` is false once the sender goes faster than its budget.
 */
export class MessageBudget {
	private readonly buckets = new Map<string, { tokens: number; at: number }>();

	spend(sender: string, now: number, budgets: Pick<SocketBudgets, "burst" | "perSecond">): boolean {
		if (this.buckets.size > 10_000) {
			// A bucket untouched for as long as a refill takes is full again: forgetting it changes nothing.
			const refillMs = (budgets.burst / budgets.perSecond) * 1000;
			for (const [key, bucket] of this.buckets) if (now - bucket.at > refillMs) this.buckets.delete(key);
		}
		const bucket = this.buckets.get(sender) ?? { tokens: budgets.burst, at: now };
		const earned = ((now - bucket.at) / 1000) * budgets.perSecond;
		bucket.tokens = Math.min(budgets.burst, bucket.tokens + earned);
		bucket.at = now;
		this.buckets.set(sender, bucket);
		if (bucket.tokens < 1) return false;
		bucket.tokens -= 1;
		return true;
	}
}

/** Connects per address in fixed one-minute windows. */
export class ConnectBudget {
	private readonly windows = new Map<string, { start: number; count: number }>();

	/** Counts a connect; false when the address has used its minute's budget. */
	admit(address: string, now: number, perMinute: number): boolean {
		const start = now - (now % 60_000);
		if (this.windows.size > 10_000) {
			for (const [key, window] of this.windows) if (window.start < start) this.windows.delete(key);
		}
		const window = this.windows.get(address);
		if (!window || window.start !== start) {
			this.windows.set(address, { start, count: 1 });
			return true;
		}
		window.count++;
		return window.count <= perMinute;
	}
}
