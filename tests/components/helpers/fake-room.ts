/**
 * A fake room for the table's component tests: `useRoom` answers with `fake.view`, keeps the table's `onEvent` so the
 * test can send it messages (`receive`), and records what the table sends. A test file mocks the hook with it:
 *
 *   vi.mock("~/app/lib/use-room", async (original) => (await import("./helpers/fake-room")).fakeRoomModule(await original()));
 */
import { act } from "@testing-library/react";
import { authStore } from "~/app/lib/auth-store";
import type { RoomView } from "~/app/lib/use-room";
import type { RoundSnapshot, ServerMessage } from "~/domain/roulette/protocol";

export const fake = {
	onEvent: null as null | ((message: ServerMessage) => void),
	/** The table whose room the screen asked for (useRoom's `table`; none: the main one). */
	table: undefined as string | undefined,
	view: null as unknown,
	sent: [] as unknown[],
};

/** The socket hook's module with `useRoom` answering from `fake` and 10 s always left to bet. */
export function fakeRoomModule<T extends object>(actual: T): T {
	return {
		...actual,
		useRoom: (options: { onEvent?: (message: ServerMessage) => void; table?: string }) => {
			fake.onEvent = options.onEvent ?? null;
			fake.table = options.table;
			return {
				...(fake.view as RoomView),
				send: (m: unknown) => {
					fake.sent.push(m);
					return true;
				},
			};
		},
		useSecondsLeft: () => 10,
	};
}

/** Delivers a room message to the table, as the socket would. */
export function receive(message: ServerMessage) {
	act(() => fake.onEvent?.(message));
}

/** Round 7, open for bets, with the default limits. */
export const round: RoundSnapshot = {
	roundId: "r1",
	seq: 7,
	phase: "betting",
	phaseStartedAt: 0,
	phaseEndsAt: 15_000,
	roundEndTime: 15_000,
	commitment: "c".repeat(64),
	result: null,
	serverSeed: null,
	operatorSet: false,
	minBet: 10,
	maxBet: 50_000,
};

/**
 * Priya, signed in with ₹5,000 and no tokens, seated at round 7 with no bets; nothing sent yet.
 * `initial` is the hook's own empty view (`initialRoomView`), passed in so that this helper never imports the mocked hook.
 */
export function seatPlayer(initial: RoomView) {
	const balances = { realBalance: 5000, playTokens: 0 };
	fake.sent.length = 0;
	fake.view = {
		...initial,
		connection: "open",
		status: "running",
		round,
		you: { userId: "u1", role: "user", bets: [], balances },
	} satisfies RoomView;
	authStore.setAuth({
		token: "t",
		user: {
			id: "u1",
			name: "Priya",
			phone: "+919876543210",
			role: "user",
			status: "active",
			isVerified: true,
			...balances,
		} as never,
	});
	localStorage.clear();
}
