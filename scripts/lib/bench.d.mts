// Types for bench.mjs (imported by tests/unit/bench-checks.test.ts).
export function sleep(ms: number): Promise<void>;
export function pct(values: number[], p: number): number | null;
export function jwtSecret(): string;
export function freshState(persist: string): void;
export function d1Json(persist: string, sql: string): Record<string, unknown>[];
export function buildUnlessSkipped(): void;
export function startServer(options: {
	port: number;
	persist: string;
	vars?: Record<string, string>;
	inspectorPort?: number;
}): { log: () => string; stop: () => Promise<void> };
export function waitForHealth(port: number, path?: string): Promise<void>;
export function machine(): { cores: number; cpu: string; load: string };
export function saveResults(name: string, json: unknown, markdown: string): { json: string; md: string };
export function markdownTable(header: string[], rows: unknown[][]): string;
export function benchPlayers(
	count: number,
	options: { idPrefix: string; name: string; phonePrefix: string },
): Promise<{ players: Array<{ id: string; token: string }>; sql: string }>;
export const BENCH_ROOM_VARS: Record<string, string>;
export function d1LatencyMs(argv?: string[]): number;
export function d1LatencyVars(ms: number): Record<string, string>;
export function groupCpuSeconds(pgid: number): number | null;
export function groupCpuByCommand(pgid: number): Record<string, number> | null;
export function ownCpuSeconds(): number;
export function withServerCpu<T extends Record<string, unknown>>(
	server: { pid: number },
	measure: () => Promise<T>,
): Promise<T & { serverCpuS: number | null; workerdCpuS: number | null; clientCpuS: number }>;
