/**
 * Benchmarks only: Cloudflare's D1 latency, modelled for the local server (docs/decisions/0755-d1-latency-model-and-edge-cache.md).
 * Locally D1 is an SQLite inside workerd, a call costs well under a millisecond; on Cloudflare every D1 call from the
 * room is a network round trip to the database's primary, in one location. With `BENCH_D1_LATENCY_MS` set, every
 * call the room makes (a statement's first/all/run/raw, a batch, an exec) waits half that time before it reaches the
 * database and half after: calls still overlap as they would over the network, and the database itself still runs
 * one query at a time, as D1 does.
 *
 * Only the benchmarks set the var (scripts/lib/bench.mjs writes it into the build's .dev.vars for one run); no
 * wrangler config sets it (tests/unit/d1-latency.test.ts), and it is ignored in licensed mode, so real money is
 * never slowed on purpose. Unset or 0: the binding itself, untouched.
 */

/** The largest delay honoured: a model of a round trip, not a way to stall the room. */
const MAX_LATENCY_MS = 1000;

/** The delay `BENCH_D1_LATENCY_MS` asks for, in ms; 0 when unset, invalid, or in licensed mode. */
export function d1LatencyFrom(vars: Record<string, unknown>): number {
	if (vars.OPERATOR_MODE === "licensed") return 0;
	const ms = Number(vars.BENCH_D1_LATENCY_MS ?? 0);
	return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_LATENCY_MS) : 0;
}

/** The room's D1 binding: `env.DB`, or with the benchmark's modelled latency on every call. */
export function roomD1(env: Env): D1Database {
	const ms = d1LatencyFrom(env as unknown as Record<string, unknown>);
	return ms > 0 ? withLatency(env.DB, ms) : env.DB;
}

/** `d1` with `ms` of wall time (no CPU) around every call: half on the way there, half on the way back. */
export function withLatency(d1: D1Database, ms: number): D1Database {
	// One timer per millisecond of due time, shared by every call due then: a timer costs workerd about a millisecond
	// of the event loop (1,000 concurrent 10 ms waits took 1.2 s here), so one timer per call would make the model
	// itself the bottleneck.
	const due = new Map<number, Promise<void>>();
	const half = () => {
		const at = Math.ceil(Date.now() + ms / 2);
		let wait = due.get(at);
		if (!wait) {
			wait = new Promise<void>((resolve) => setTimeout(resolve, at - Date.now())).finally(() => due.delete(at));
			due.set(at, wait);
		}
		return wait;
	};
	const around = async <T>(call: () => Promise<T>): Promise<T> => {
		await half();
		try {
			return await call();
		} finally {
			await half();
		}
	};
	/** The binding's own statement behind each wrapped one, for batch. */
	const own = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
	const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
		const wrapped = new Proxy(statement, {
			get(target, key) {
				if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
				if (key === "first" || key === "all" || key === "run" || key === "raw") {
					const method = target[key] as (...args: unknown[]) => Promise<unknown>;
					return (...args: unknown[]) => around(() => method.apply(target, args));
				}
				const value = Reflect.get(target, key, target);
				return typeof value === "function" ? value.bind(target) : value;
			},
		});
		own.set(wrapped, statement);
		return wrapped;
	};
	return new Proxy(d1, {
		get(target, key) {
			if (key === "prepare") return (query: string) => wrap(target.prepare(query));
			if (key === "batch") {
				return (statements: D1PreparedStatement[]) =>
					around(() => target.batch(statements.map((s) => own.get(s) ?? s)));
			}
			if (key === "exec") return (query: string) => around(() => target.exec(query));
			const value = Reflect.get(target, key, target);
			return typeof value === "function" ? value.bind(target) : value;
		},
	});
}
