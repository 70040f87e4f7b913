// A CPU profile of the Worker (and its Durable Objects) served by `wrangler dev`, through its inspector port
// (Chrome DevTools protocol): `startProfile(port)` starts sampling, `stop()` returns the profile, `summarize`
// totals self time per function and per file. Used by `npm run bench:room -- --profile`.

/** Connects to the first inspector target of `wrangler dev` on `port` and starts the sampling profiler. */
export async function startProfile(port, { intervalUs = 200 } = {}) {
	const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
	const target = targets.find((t) => t.webSocketDebuggerUrl);
	if (!target) throw new Error(`no inspector target on port ${port}`);
	// wrangler's inspector proxy wants a local Origin (it refuses a program that sends a User-Agent without one).
	const ws = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } });
	await new Promise((resolve, reject) => {
		ws.addEventListener("open", resolve, { once: true });
		ws.addEventListener("error", () => reject(new Error("inspector socket error")), { once: true });
	});
	let id = 0;
	const waiting = new Map();
	ws.addEventListener("message", (event) => {
		const message = JSON.parse(String(event.data));
		const pending = waiting.get(message.id);
		if (!pending) return;
		waiting.delete(message.id);
		if (message.error) pending.reject(new Error(message.error.message));
		else pending.resolve(message.result);
	});
	const call = (method, params = {}) =>
		new Promise((resolve, reject) => {
			id++;
			waiting.set(id, { resolve, reject });
			ws.send(JSON.stringify({ id, method, params }));
		});
	await call("Profiler.enable");
	await call("Profiler.setSamplingInterval", { interval: intervalUs });
	await call("Profiler.start");
	return {
		target: target.title ?? target.url,
		async stop() {
			const { profile } = await call("Profiler.stop");
			ws.close();
			return profile;
		},
	};
}

/** Self time (ms) per function and per source file, heaviest first; `(idle)`, `(program)` and `(garbage collector)` kept. */
export function summarize(profile, top = 25) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const selfUs = new Map();
	const deltas = profile.timeDeltas ?? [];
	profile.samples.forEach((nodeId, i) => {
		selfUs.set(nodeId, (selfUs.get(nodeId) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0));
	});
	const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
	const fns = new Map();
	const files = new Map();
	for (const [nodeId, us] of selfUs) {
		const { functionName, url, lineNumber } = byId.get(nodeId).callFrame;
		const file = url ? url.replace(/^.*\/(build|node_modules)\//, "$1/") : "";
		const fn = `${functionName || "(anonymous)"}${file ? ` ${file}:${lineNumber + 1}` : ""}`;
		fns.set(fn, (fns.get(fn) ?? 0) + us);
		const group = file || functionName || "(native)";
		files.set(group, (files.get(group) ?? 0) + us);
	}
	const rank = (map) =>
		[...map.entries()]
			.sort((a, b) => b[1] - a[1])
			.slice(0, top)
			.map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: `${((100 * us) / totalUs).toFixed(1)} %` }));
	return { totalMs: Math.round(totalUs / 1000), functions: rank(fns), files: rank(files) };
}

/** The bundle's modules by line: rolldown starts each with a `// <path>` comment line. */
function moduleRanges(bundleText) {
	const starts = [];
	bundleText.split("\n").forEach((line, i) => {
		const found = /^\/\/ ((?:durable|worker|server|domain|app|node_modules)\/\S+\.(?:ts|tsx|js|mjs))$/.exec(line);
		if (found) starts.push({ line: i, module: found[1] });
	});
	return starts;
}

/**
 * Self time (ms) split by the Durable Object that ran it (docs/decisions/0870-relays.md): a sample whose stack passes
 * through durable/relay/ is a relay's, else one through durable/ is the room's (the game host and the game), else the
 * Worker's or the runtime's; `(idle)` apart. `bundleText` is build/server/index.js, whose module comments place each
 * frame. Shared code (the socket budgets) counts for whoever called it.
 */
export function cpuByPart(profile, bundleText) {
	const starts = moduleRanges(bundleText);
	const moduleAt = (line) => {
		let lo = 0;
		let hi = starts.length - 1;
		let found = null;
		while (lo <= hi) {
			const mid = (lo + hi) >> 1;
			if (starts[mid].line <= line) {
				found = starts[mid].module;
				lo = mid + 1;
			} else hi = mid - 1;
		}
		return found;
	};
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parentOf = new Map();
	for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
	const partOf = new Map();
	const classify = (nodeId) => {
		if (partOf.has(nodeId)) return partOf.get(nodeId);
		const { functionName, url, lineNumber } = byId.get(nodeId).callFrame;
		let part = null;
		if (functionName === "(idle)") part = "idle";
		else if (url.endsWith("index.js")) {
			const module = moduleAt(lineNumber) ?? "";
			if (module.startsWith("durable/relay/")) part = "relays";
		}
		if (part === null) {
			const parent = parentOf.get(nodeId);
			const above = parent === undefined ? "other" : classify(parent);
			const module = url.endsWith("index.js") ? (moduleAt(lineNumber) ?? "") : "";
			part = above === "other" && module.startsWith("durable/") ? "room" : above;
		}
		partOf.set(nodeId, part);
		return part;
	};
	const totals = { room: 0, relays: 0, other: 0, idle: 0 };
	const deltas = profile.timeDeltas ?? [];
	profile.samples.forEach((nodeId, i) => {
		totals[classify(nodeId)] += deltas[i + 1] ?? deltas[i] ?? 0;
	});
	return Object.fromEntries(Object.entries(totals).map(([k, us]) => [k, Math.round(us / 1000)]));
}
