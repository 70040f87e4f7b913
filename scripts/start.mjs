// `npm start`: local D1 migrations, demo data (once), a production build, served at :8787 (PORT overrides).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { persistArgs, root, run, wrangler } from "./lib/wrangler.mjs";
import { seedDemo } from "./seed-demo.mjs";

const port = process.env.PORT ?? "8787";

// A fresh local state on request (the e2e suite and benchmarks start clean).
if (process.env.FRESH_STATE === "1" && process.env.CF_PERSIST_PATH) {
	rmSync(join(root, process.env.CF_PERSIST_PATH), { recursive: true, force: true });
}

// Local secrets: generated once, never committed (.dev.vars is git-ignored).
const devVars = join(root, ".dev.vars");
if (!existsSync(devVars)) {
	writeFileSync(devVars, `JWT_SECRET="${randomBytes(32).toString("hex")}"\n`);
	console.log("Created .dev.vars with a random JWT_SECRET for local use.");
}

wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs()]);
await seedDemo();
console.log(
	"Demo data ready: admin 9000000000 / Admin@12345, player 9000000001 / Player@12345, cashier 9000000002 / Cashier@12345, support 9000000003 / Support@12345",
);

if (process.env.SKIP_BUILD !== "1") run(join(root, "node_modules/.bin/react-router"), ["build"]);
passHashCostToBuild(process.env.PASSWORD_HASH_LOG2_N);
console.log(`Serving on http://localhost:${port}`);
/**
 * The preview serves the build with the vars its build wrote (build/server/wrangler.json). The e2e suite asks for a
 * cheaper scrypt (PASSWORD_HASH_LOG2_N, honoured only in demo mode: worker/lib/password.ts): its hundreds of logins at
 * the production cost kept the one local Worker thread busy for seconds at a time under the suite's load. The var is
 * removed again when PASSWORD_HASH_LOG2_N is not set, so a later `npm start` on the same build hashes at full cost.
 */
function passHashCostToBuild(log2N) {
	const builtConfig = join(root, "build/server/wrangler.json");
	if (!existsSync(builtConfig)) return;
	const config = JSON.parse(readFileSync(builtConfig, "utf8"));
	config.vars = { ...config.vars, PASSWORD_HASH_LOG2_N: log2N || undefined };
	writeFileSync(builtConfig, JSON.stringify(config));
}

const server = spawn(
	join(root, "node_modules/.bin/vite"),
	["preview", "--port", port, "--strictPort", "--host", "127.0.0.1"],
	{
		cwd: root,
		env: { ...process.env, PORT: port, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
		stdio: ["inherit", "pipe", "pipe"],
	},
);
// SERVER_LOG_FILE keeps a copy of the server's output (the e2e suite reads one-time codes from it).
const logPath = process.env.SERVER_LOG_FILE ? join(root, process.env.SERVER_LOG_FILE) : null;
if (logPath) mkdirSync(dirname(logPath), { recursive: true });
const logFile = logPath ? createWriteStream(logPath, { flags: "a" }) : null;
for (const [from, to] of [
	[server.stdout, process.stdout],
	[server.stderr, process.stderr],
]) {
	from.on("data", (chunk) => {
		to.write(chunk);
		logFile?.write(chunk);
	});
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
