// Types for room-client.mjs (imported by tests/unit/bench-checks.test.ts).
export type RoundMoney = {
	acked: number;
	betRows: number;
	unsettled: number;
	wonBets: number;
	payoutEntries: number;
	paidBets: number;
	ledgerMismatches: number;
};
export function roundCheck(persist: string, roundId: string): Omit<RoundMoney, "acked">;
export function moneyExact(row: RoundMoney): boolean;
export type Client = {
	ws: WebSocket;
	handlers: Set<(message: Record<string, unknown>, receivedAt: number) => void>;
	messages: number;
};
export const MEASURED_TYPES: Set<string>;
export function messageType(text: string): string | null;
export function openSocket(socketUrl: string, token: string | null): Promise<Client>;
export function connect(
	socketUrl: string,
	pool: Client[],
	target: number,
	tokenFor: (index: number) => string | null,
): Promise<void>;
export function openCount(clients: Client[]): number;
export function nextMessage(client: Client, type: string): Promise<Record<string, unknown>>;
export function nextGameStarted(client: Client): Promise<Record<string, unknown>>;
export function measureRound(options: {
	clients: Client[];
	playerClients: Client[];
	bets: number;
	spreadMs: number;
	persist?: string | null;
	withSamples?: boolean;
}): Promise<Record<string, unknown>>;
