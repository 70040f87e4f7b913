// `npm run bench:volume`: the operator's and the player's endpoints against a local database grown to a size.
//
// For each size (BENCH_VOLUME_SIZES, default "S,M"; L is 1M players: its file is ~8.3 GB, written in 3–8 minutes, and
// the whole L run with its full reconciliation takes 15–25 minutes on 2 cores):
// fresh local state in .wrangler/bench-volume-<size> (migrations, the demo accounts), then rows written straight
// into the local D1 SQLite file in bulk, only what the product itself writes: players with both wallets, their ledger
// (an approved first deposit, one more money request and its movements, bets with stakes and payouts), rounds, the
// admin's audit rows, the dashboard's daily totals and the money identity's running totals; the demo player gets a
// long bet history (HEAVY_BETS). Then the product's own code stores the AML flags its rules raise and checks the
// data before anything is timed: its reconciliation must be clean and the stored flags equal the recomputed ones. Then `wrangler dev`
// serves build/ on 127.0.0.1:BENCH_PORT (8831), the script signs in as the demo admin and the demo player, and
// times each endpoint: one warm-up, then the median of 5 requests. Finally it carries the incremental
// reconciliation to its end (POST /api/admin/reconciliation/run, 10 s per call) and records how long that took.
//
// Settings (environment): BENCH_VOLUME_SIZES, BENCH_PORT, BENCH_SKIP_BUILD=1 to reuse build/, BENCH_VOLUME_KEEP=1
// to keep the generated state, BENCH_VOLUME_GENERATE_ONLY=1 to generate (and time and size) the data only. Prints a markdown table and writes bench-results/volume-<time>.json and .md.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { amlFlags } from "~/server/aml";
import { database } from "~/server/db/client";
import { reconcile } from "~/server/reconciliation";
import { buildUnlessSkipped, machine, markdownTable, saveResults, startServer, waitForHealth } from "./lib/bench.mjs";
import { d1OverSqlite } from "./lib/d1-over-sqlite.mjs";
import { root, wrangler } from "./lib/wrangler.mjs";
import { seedDemo } from "./seed-demo.mjs";

const port = Number(process.env.BENCH_PORT ?? 8831);
/** Players per size; T (1,000) only checks the script itself. */
const SIZES = { T: 1_000, S: 10_000, M: 100_000, L: 1_000_000 };
const chosen = (process.env.BENCH_VOLUME_SIZES ?? "S,M").split(",").filter((s) => s in SIZES);
const RUNS = 5;
/** Bets in the demo player's own history (a heavy player: about 700 a day for a month). */
const HEAVY_BETS = 20_000;
const DAY = 86_400_000;

/** A small deterministic generator, so two runs of a size hold the same data. */
function random(seed) {
	let s = seed >>> 0;
	return () => {
		s = (s + 0x6d2b79f5) >>> 0;
		let t = s;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const FIRST = ["Aarav", "Vihaan", "Ishaan", "Ananya", "Diya", "Kabir", "Meera", "Rohan", "Saanvi", "Arjun", "Priya"];
const LAST = ["Sharma", "Verma", "Iyer", "Reddy", "Nair", "Gupta", "Khan", "Das", "Mehta", "Patel", "Singh"];
const nameOf = (i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;

/** Migration 0004's own statements that fill the daily totals from the bets already settled. */
function dailyTotalsBackfill(migration = "0004_operator_scale.sql") {
	return readFileSync(join(root, "migrations", migration), "utf8")
		.split("--> statement-breakpoint")
		.map((statement) => statement.trim())
		.filter((statement) => /^(--[^\n]*\n)*INSERT INTO daily_/.test(statement))
		.join("\n");
}

function sqliteFile(persist) {
	const dir = join(root, persist, "v3/d1/miniflare-D1DatabaseObject");
	const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
	if (!file) throw new Error(`no D1 file in ${dir}`);
	return join(dir, file);
}

/** The tables the generator fills in bulk: their secondary indexes and triggers are built after the load. */
const BULK_TABLES = ["users", "wallets", "ledger_entries", "money_transactions", "rounds", "bets", "audit_log"];

/** Migration 0008's own statement that sets the money identity's running totals from the rows there. */
function moneyTotalsBackfill() {
	const statement = readFileSync(join(root, "migrations/0008_volume.sql"), "utf8")
		.split("--> statement-breakpoint")
		.map((s) => s.trim())
		.find((s) => /^(--[^\n]*\n)*INSERT INTO money_totals/.test(s));
	if (!statement) throw new Error("migration 0008 has no money_totals backfill");
	return statement;
}

/**
 * Writes `players` players and their history into the D1 file; returns what it wrote.
 *
 * Fast enough for L (1M players, ~10M ledger entries) in minutes: no journal and no syncs (the file is thrown away
 * if the run fails), one transaction per chunk of players, statements prepared once, a large page cache, and the
 * bulk tables' secondary indexes, FTS index and triggers dropped for the load and built once afterwards (a sorted
 * build instead of millions of random inserts). Players join in order, so a player's rowid follows their join time,
 * as it does in production. The triggers' effects (name index, daily totals, money totals) are then computed by the
 * migrations' own backfill statements.
 */
function generate(file, players) {
	const started = Date.now();
	const phases = {};
	let phaseStart = Date.now();
	const phase = (name) => {
		phases[name] = (Date.now() - phaseStart) / 1000;
		phaseStart = Date.now();
	};
	const db = new DatabaseSync(file);
	const journal = db.prepare("PRAGMA journal_mode").get().journal_mode;
	db.exec(`PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE;
		PRAGMA cache_size = -2000000; PRAGMA temp_store = MEMORY; PRAGMA foreign_keys = OFF;`);
	const deferred = db
		.prepare(
			`SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL
			AND tbl_name IN (${BULK_TABLES.map(() => "?").join(", ")})`,
		)
		.all(...BULK_TABLES);
	for (const d of deferred) db.exec(`DROP ${d.type === "index" ? "INDEX" : "TRIGGER"} "${d.name}"`);
	const rnd = random(players);
	const now = Date.now();
	const admin = db.prepare("SELECT id FROM users WHERE role = 'admin' LIMIT 1").get().id;
	const insert = {
		user: db.prepare(
			"INSERT INTO users (id, name, phone, role, status, is_verified, adult_consent_at, created_at, updated_at) VALUES (?, ?, ?, 'user', 'active', 1, ?, ?, ?)",
		),
		wallet: db.prepare("INSERT INTO wallets (user_id, kind, balance_paise, updated_at) VALUES (?, ?, ?, ?)"),
		ledger: db.prepare(
			"INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, ref_type, ref_id, idempotency_key, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
		),
		request: db.prepare(
			"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, utr, payment_method, bank_name, bank_account_number, ifsc_code, recipient_name, decided_by, decided_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
		),
		round: db.prepare(
			"INSERT INTO rounds (id, seq, commitment, server_seed, result, betting_opens_at, betting_closes_at, result_at, settled_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
		),
		bet: db.prepare(
			"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, payout_paise, status, submission_id, position, created_at, settled_at) VALUES (?, ?, ?, ?, 'straight', ?, ?, ?, ?, ?, 0, ?, ?)",
		),
		audit: db.prepare(
			"INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after, ip, created_at) VALUES (?, 'admin', ?, 'money_transaction', ?, ?, ?, '127.0.0.1', ?)",
		),
	};
	// Rounds every 28 s over the last 30 days; bets fall into them. A round's commitment and seed are 64 hex
	// characters, as the room writes them.
	const roundCount = Math.max(100, Math.ceil(players / 4));
	const span = 30 * DAY;
	const seqBase = Number(db.prepare("SELECT coalesce(max(seq), 0) AS s FROM rounds").get().s);
	const rounds = [];
	const counts = { players, ledger: 0, bets: 0, requests: 0, rounds: roundCount, audit: 0 };
	const hex64 = () => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "");
	db.exec("BEGIN");
	for (let r = 0; r < roundCount; r++) {
		const id = crypto.randomUUID();
		const at = now - span + Math.floor((r * span) / roundCount);
		const result = Math.floor(rnd() * 37);
		insert.round.run(id, seqBase + r + 1, hex64(), hex64(), result, at, at + 15_000, at + 20_000, at + 20_500, at);
		rounds.push({ id, at, result });
	}
	db.exec("COMMIT");
	let utr = 100_000_000_000;
	const CHUNK = 25_000;
	db.exec("BEGIN");
	for (let i = 0; i < players; i++) {
		const id = crypto.randomUUID();
		// In join order (rowid follows the join time), spread over 150 days up to a month and a day ago: a player's first
		// deposit is credited before the month of rounds begins.
		const joined = now - 181 * DAY + Math.floor(((i + rnd()) * 150 * DAY) / players);
		const name = nameOf(i);
		insert.user.run(id, name, `+91${6_000_000_000 + i}`, joined, joined, joined);
		const entries = [];
		// The ledger's own keys and references, as the product writes them (server/ledger.ts, server/wallet.ts,
		// durable/room/group-commit.ts), so the bytes per row are the product's.
		const move = (wallet, amount, reason, refType, refId, key, note, at) => {
			entries.push([id, wallet, amount, 0, reason, refType, refId, key, note, at]);
		};
		/** An approved deposit as the admin's approval writes it: the request, its credit, its token bonus, its audit. */
		const approvedDeposit = (amount, at) => {
			const tx = crypto.randomUUID();
			const u = String(utr++);
			insert.request.run(
				tx,
				id,
				"deposit",
				amount,
				"approved",
				u,
				"upi",
				null,
				null,
				null,
				null,
				admin,
				at + 60_000,
				at,
				at + 60_000,
			);
			move("real", amount, "deposit", "money_transaction", tx, `money_tx:${tx}:deposit`, `UTR ${u}`, at + 60_000);
			move(
				"tokens",
				amount / 10,
				"deposit_bonus",
				"money_transaction",
				tx,
				`money_tx:${tx}:bonus`,
				"Deposit bonus",
				at + 60_000,
			);
			insert.audit.run(
				admin,
				"deposit.approve",
				tx,
				JSON.stringify({ status: "pending", amountPaise: amount, userId: id }),
				JSON.stringify({ status: "approved", creditedPaise: amount, bonusTokensPaise: amount / 10 }),
				at + 60_000,
			);
			counts.audit++;
		};
		// Real money comes only from approved deposits: each player's first, ₹2,500 on the day they joined, pays for
		// their bets (at most ₹250 of each wallet) and a withdrawal (at most ₹500). Bets come a month or more later.
		approvedDeposit(250_000, joined);
		counts.requests++;
		// One more money request each: mostly approved deposits, some withdrawals, some waiting for review.
		const tx = crypto.randomUUID();
		const kind = rnd();
		const txAt = joined + DAY;
		if (kind < 0.7) {
			// A few deposits just under the ₹50,000 threshold, the rest ₹500–₹5,000.
			approvedDeposit(i % 997 === 0 ? 4_800_000 : 50_000 + Math.floor(rnd() * 45) * 10_000, txAt);
		} else if (kind < 0.9) {
			const amount = 10_000 + Math.floor(rnd() * 40) * 1_000;
			// Every 500th withdrawal pays into one of a few shared accounts (the AML signal).
			const account = i % 500 === 0 ? `5010000000${i % 3}` : String(300_000_000_000 + i);
			const approved = rnd() < 0.8;
			insert.request.run(
				tx,
				id,
				"withdraw",
				amount,
				approved ? "approved" : "pending",
				null,
				null,
				"HDFC Bank",
				account,
				"HDFC0001234",
				name,
				approved ? admin : null,
				approved ? txAt + 60_000 : null,
				txAt,
				txAt,
			);
			move(
				"real",
				-amount,
				"withdrawal_reserve",
				"money_transaction",
				tx,
				`money_tx:${tx}:reserve`,
				"Withdrawal requested",
				txAt,
			);
		} else {
			insert.request.run(
				tx,
				id,
				"deposit",
				30_000,
				"pending",
				String(utr++),
				"upi",
				null,
				null,
				null,
				null,
				null,
				null,
				txAt,
				txAt,
			);
		}
		counts.requests++;
		// Five settled ₹10–₹50 straight bets, real money or play tokens, each its own submission.
		for (let b = 0; b < 5; b++) {
			const round = rounds[Math.floor(rnd() * rounds.length)];
			const wallet = rnd() < 0.6 ? "real" : "tokens";
			const number = rnd() < 0.2 ? round.result : (round.result + 1) % 37;
			const amount = (1 + Math.floor(rnd() * 5)) * 1_000;
			const won = number === round.result;
			const bet = crypto.randomUUID();
			const submission = crypto.randomUUID();
			const at = round.at + 1_000;
			move(wallet, -amount, "bet_stake", "round", round.id, `bet-stake:${id}:${submission}`, null, at);
			if (won) move(wallet, amount * 36, "bet_payout", "bet", bet, `bet:${bet}:payout`, null, round.at + 20_500);
			insert.bet.run(
				bet,
				round.id,
				id,
				wallet,
				String(number),
				amount,
				won ? amount * 36 : 0,
				won ? "won" : "lost",
				submission,
				at,
				round.at + 20_500,
			);
			counts.bets++;
		}
		entries.sort((a, b) => a[9] - b[9]);
		let real = 0;
		let tokens = 0;
		for (const e of entries) {
			// Balances after each entry in time order (the ledger's CHECK wants them never negative).
			if (e[1] === "real") e[3] = real += e[2];
			else e[3] = tokens += e[2];
			insert.ledger.run(...e);
			counts.ledger++;
		}
		insert.wallet.run(id, "real", real, now);
		insert.wallet.run(id, "tokens", tokens, now);
		if (i % CHUNK === CHUNK - 1) {
			db.exec("COMMIT");
			db.exec("BEGIN");
		}
	}
	db.exec("COMMIT");
	// The demo player is a heavy one: HEAVY_BETS bets over the 30 days (their own list's depth does not grow with
	// the players, but a long history must page as fast as a short one).
	const demo = "demo-player";
	const demoEntries = db
		.prepare("SELECT wallet, amount_paise AS amount FROM ledger_entries WHERE user_id = ?")
		.all(demo);
	const demoBalance = { real: 0, tokens: 0 };
	for (const e of demoEntries) demoBalance[e.wallet] += e.amount;
	db.exec("BEGIN");
	for (let b = 0; b < HEAVY_BETS; b++) {
		const round = rounds[Math.floor((b * rounds.length) / HEAVY_BETS)];
		const number = rnd() < 0.2 ? round.result : (round.result + 1) % 37;
		const won = number === round.result;
		const bet = crypto.randomUUID();
		const submission = crypto.randomUUID();
		demoBalance.real -= 1_000;
		counts.ledger += won ? 2 : 1;
		insert.ledger.run(
			demo,
			"real",
			-1_000,
			demoBalance.real,
			"bet_stake",
			"round",
			round.id,
			`bet-stake:${demo}:${submission}`,
			null,
			round.at + 1_000,
		);
		if (won) {
			demoBalance.real += 36_000;
			insert.ledger.run(
				demo,
				"real",
				36_000,
				demoBalance.real,
				"bet_payout",
				"bet",
				bet,
				`bet:${bet}:payout`,
				null,
				round.at + 20_500,
			);
		}
		insert.bet.run(
			bet,
			round.id,
			demo,
			"real",
			String(number),
			1_000,
			won ? 36_000 : 0,
			won ? "won" : "lost",
			submission,
			round.at + 1_000,
			round.at + 20_500,
		);
		counts.bets++;
	}
	db.prepare("UPDATE wallets SET balance_paise = ? WHERE user_id = ? AND kind = 'real'").run(demoBalance.real, demo);
	db.exec("COMMIT");
	phase("rows");
	// The indexes, then the triggers, as the migrations made them.
	for (const d of deferred.filter((d) => d.type === "index")) db.exec(d.sql);
	phase("indexes");
	for (const d of deferred.filter((d) => d.type === "trigger")) db.exec(d.sql);
	// What the triggers would have written: the name index, the dashboard's daily totals, the money identity's running
	// totals (the migrations' own statements). The stored AML flags come after, from the product's own rules.
	db.exec(`
		INSERT INTO users_name_fts (users_name_fts) VALUES ('rebuild');
		DELETE FROM daily_totals; DELETE FROM daily_players;
		DELETE FROM daily_table_totals; DELETE FROM daily_table_players; DELETE FROM daily_money;
		DELETE FROM daily_bonus; DELETE FROM daily_table_bet_stakes;
		${dailyTotalsBackfill()}
		${dailyTotalsBackfill("0014_cockpit.sql")}
		${dailyTotalsBackfill("0019_bonus_and_bet_kind_totals.sql")}
		${moneyTotalsBackfill()};
	`);
	phase("backfills");
	// What the endpoints' timings need: a member, and a position deep in the heavy player's bet history.
	const sample = {
		memberId: db.prepare("SELECT id FROM users WHERE phone = ?").get(`+91${6_000_000_000 + Math.floor(players / 2)}`)
			.id,
		deepBet: db
			.prepare(
				"SELECT created_at AS createdAt, id FROM bets WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?",
			)
			.get(demo, Math.floor(HEAVY_BETS / 2)),
	};
	// Where the bytes are: every table with its indexes (sqlite's dbstat), for the size plan in docs/scaling.md.
	const owner = new Map(
		db
			.prepare("SELECT name, tbl_name FROM sqlite_master")
			.all()
			.map((r) => [r.name, r.tbl_name]),
	);
	const tables = {};
	for (const { name, bytes } of db.prepare("SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name").all()) {
		const table = /^users_name_fts_/.test(name) ? "users_name_fts" : (owner.get(name) ?? name);
		tables[table] = (tables[table] ?? 0) + bytes;
	}
	phase("sizes");
	db.exec(`PRAGMA locking_mode = NORMAL; PRAGMA journal_mode = ${journal};`);
	db.close();
	return { ...counts, seconds: (Date.now() - started) / 1000, phases, bytes: statSync(file).size, tables, sample };
}

/**
 * The data as the product would have it, checked by the product's own code before anything is timed: the AML flags
 * its rules raise on this data are stored as its refresh stores them (server/aml.ts), then its reconciliation
 * (server/reconciliation.ts: every wallet equals its ledger, every request its movements, the money identity,
 * the running totals) must be clean and the stored flags must equal the flags computed again.
 */
async function productChecks(file) {
	const started = Date.now();
	const sqlite = new DatabaseSync(file);
	try {
		const d1 = d1OverSqlite(sqlite);
		const db = database(d1);
		const flags = await amlFlags(db);
		sqlite.exec("DELETE FROM aml_flags; BEGIN");
		const store = sqlite.prepare(
			"INSERT INTO aml_flags (user_id, kind, detail, transaction_ids, created_at) VALUES (?, ?, ?, ?, ?)",
		);
		for (const f of flags) store.run(f.userId, f.kind, f.detail, JSON.stringify(f.transactionIds), Date.now());
		sqlite.exec("COMMIT");
		const report = await reconcile(d1);
		if (!report.ok) throw new Error(`the generated data does not reconcile: ${JSON.stringify(report).slice(0, 2_000)}`);
		const key = (f) => `${f.userId}|${f.kind}|${f.detail}|${f.transactionIds.join(",")}`;
		const stored = sqlite
			.prepare("SELECT user_id AS userId, kind, detail, transaction_ids AS ids FROM aml_flags")
			.all()
			.map((r) => key({ ...r, transactionIds: JSON.parse(r.ids) }))
			.sort();
		const again = (await amlFlags(db)).map(key).sort();
		if (stored.length !== again.length || stored.some((k, i) => k !== again[i])) {
			throw new Error(`stored AML flags (${stored.length}) differ from the recomputed ones (${again.length})`);
		}
		const kinds = {};
		for (const f of flags) kinds[f.kind] = (kinds[f.kind] ?? 0) + 1;
		return { seconds: (Date.now() - started) / 1000, wallets: report.walletsChecked, amlFlags: kinds };
	} finally {
		sqlite.close();
	}
}

async function login(phone, password) {
	const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({ phone, password }),
	});
	const body = await response.json();
	if (!response.ok) throw new Error(`login ${phone}: ${response.status} ${body.message}`);
	return { Authorization: `Bearer ${body.token}` };
}

/** Median of RUNS timed requests after one warm-up; fails loudly on a non-2xx answer. */
async function time(path, headers, method = "GET") {
	const once = async () => {
		const started = performance.now();
		const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers });
		const text = await response.text();
		const ms = performance.now() - started;
		if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
		return { ms, bytes: text.length, body: text };
	};
	const warm = await once();
	const times = [];
	for (let i = 0; i < RUNS; i++) times.push((await once()).ms);
	times.sort((a, b) => a - b);
	return { median: times[Math.floor(RUNS / 2)], bytes: warm.bytes, body: warm.body };
}

const fmt = (ms) => (ms >= 1_000 ? `${(ms / 1_000).toFixed(1)} s` : `${Math.round(ms)} ms`);

const generateOnly = process.env.BENCH_VOLUME_GENERATE_ONLY === "1";
if (!generateOnly) buildUnlessSkipped();
const started = new Date();
const machineBefore = machine();
const results = {};
for (const size of chosen) {
	const players = SIZES[size];
	const persist = `.wrangler/bench-volume-${size}`;
	process.env.CF_PERSIST_PATH = persist;
	rmSync(join(root, persist), { recursive: true, force: true });
	wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], { capture: true });
	await seedDemo();
	console.log(`${size}: generating ${players.toLocaleString("en-IN")} players…`);
	const data = generate(sqliteFile(persist), players);
	data.checks = await productChecks(sqliteFile(persist));
	console.log(`${size}: ${JSON.stringify(data)}`);
	if (generateOnly) {
		results[size] = { data, timings: {} };
		if (process.env.BENCH_VOLUME_KEEP !== "1") rmSync(join(root, persist), { recursive: true, force: true });
		continue;
	}
	const server = startServer({ port, persist });
	try {
		await waitForHealth(port);
		let admin = await login("9000000000", "Admin@12345");
		let signedInAt = performance.now();
		const player = await login("9000000001", "Player@12345");
		const timings = {};
		const firstRequests = await time("/api/transactions", admin);
		const next = JSON.parse(firstRequests.body).pagination.next;
		const results1 = JSON.parse((await time("/api/admin/results", admin)).body);
		const byPart = JSON.parse((await time(`/api/admin/members?search=${FIRST[6]}`, admin)).body);
		const myBets = JSON.parse((await time("/api/user/bets?pageSize=10", player)).body);
		const deep = `${data.sample.deepBet.createdAt}.${data.sample.deepBet.id}`;
		const member = data.sample.memberId;
		const endpoints = [
			["admin reconciliation (stored result)", "/api/admin/reconciliation", admin],
			["admin AML flags, page 1", "/api/admin/aml/flags", admin],
			["a member's AML flags (computed)", `/api/admin/aml/flags?userId=${member}`, admin],
			["all money requests, page 1", "/api/transactions", admin],
			["all money requests, page 2", `/api/transactions?after=${encodeURIComponent(next)}`, admin],
			["pending deposits, page 1", "/api/transactions?transactionStatus=pending&transactionType=deposit", admin],
			["member search by phone (1 hit)", `/api/admin/members?search=${6_000_000_000 + Math.floor(players / 2)}`, admin],
			[
				"member search by name (1 hit)",
				`/api/admin/members?search=${encodeURIComponent(nameOf(Math.floor(players / 3)).toLowerCase())}`,
				admin,
			],
			["member search by part of a name", `/api/admin/members?search=${encodeURIComponent(FIRST[6])}`, admin],
			[
				"member search by part of a name, page 2",
				`/api/admin/members?search=${encodeURIComponent(FIRST[6])}&after=${encodeURIComponent(byPart.next)}`,
				admin,
			],
			[
				"member search by first and last name",
				`/api/admin/members?search=${encodeURIComponent(`${FIRST[6]} ${LAST[3]}`)}`,
				admin,
			],
			["member search by two letters", "/api/admin/members?search=me%20sh", admin],
			["member search, no match", "/api/admin/members?search=zzzz", admin],
			["member page", `/api/admin/members/${member}`, admin],
			["member's ledger", `/api/admin/members/${member}/ledger`, admin],
			["admin stats", "/api/admin/stats", admin],
			["admin dashboard, 30 days, all tables", "/api/admin/dashboard?range=30", admin],
			["admin dashboard, 90 days, one table", "/api/admin/dashboard?range=90&table=main", admin],
			["admin dashboard CSV, 90 days", "/api/admin/dashboard/csv?range=90", admin],
			["admin results (rounds), page 1", "/api/admin/results", admin],
			["admin results (rounds), page 2", `/api/admin/results?after=${results1.next}`, admin],
			["members page 1", "/api/admin/members", admin],
			["audit page 1", "/api/admin/audit", admin],
			["audit filtered by action", "/api/admin/audit?action=deposit.approve", admin],
			["audit filtered by a rare action", "/api/admin/audit?action=member.ban", admin],
			["player: own bets, page 1 (20,000 bets)", "/api/user/bets?pageSize=10", player],
			["player: own bets, page 2", `/api/user/bets?pageSize=10&after=${encodeURIComponent(myBets.next)}`, player],
			["player: own bets, 10,000 bets deep", `/api/user/bets?pageSize=10&after=${encodeURIComponent(deep)}`, player],
			["player: own bets, won only", "/api/user/bets?pageSize=10&outcome=won", player],
			["player: own transactions", "/api/transactions/my", player],
			["player: own withdrawals only", "/api/transactions/my?transactionType=withdraw", player],
			["player: rounds", "/api/rounds", player],
		];
		for (const [name, path, headers] of endpoints) {
			const t = await time(path, headers);
			timings[name] = { median: t.median, bytes: t.bytes };
			// A search that finds nothing would time nothing worth knowing.
			if (name.includes("(1 hit)") && JSON.parse(t.body).users?.length !== 1) throw new Error(`${name}: not 1 hit`);
			console.log(`${size}: ${name}: ${fmt(t.median)} (${t.bytes} bytes)`);
		}
		// The full check, carried to its end in 10 s calls (what the hourly cron does in its own budget).
		// At L it outlasts the 15-minute access token (a 401 ended the run of 2026-11-27): each call signs in afresh
		// when the last sign-in is over 10 minutes old, as the operator's page would refresh its session.
		const fullStarted = performance.now();
		let calls = 0;
		for (;;) {
			calls++;
			if (performance.now() - signedInAt > 600_000) {
				admin = await login("9000000000", "Admin@12345");
				signedInAt = performance.now();
			}
			const response = await fetch(`http://127.0.0.1:${port}/api/admin/reconciliation/run`, {
				method: "POST",
				headers: admin,
			});
			const body = await response.json();
			if (!response.ok) throw new Error(`reconciliation run: ${response.status} ${JSON.stringify(body)}`);
			if (body.finished || calls > 200) break;
		}
		const full = performance.now() - fullStarted;
		const report = JSON.parse((await time("/api/admin/reconciliation", admin)).body);
		// The generated data is consistent: a mismatch means the generator (or the check) is wrong.
		if (report.ok !== true) throw new Error(`reconciliation not clean: ${JSON.stringify(report).slice(0, 600)}`);
		timings["full reconciliation (all calls)"] = { median: full, calls, ok: report.ok };
		console.log(`${size}: full reconciliation: ${fmt(full)} in ${calls} call(s), ok=${report.ok}`);
		results[size] = { data, timings };
	} finally {
		await server.stop();
		if (process.env.BENCH_VOLUME_KEEP !== "1") rmSync(join(root, persist), { recursive: true, force: true });
	}
}
const machineAfter = machine();

const names = Object.keys(Object.values(results)[0]?.timings ?? {});
const rows = names.map((name) => [name, ...chosen.map((s) => fmt(results[s].timings[name].median))]);
const dataRows = ["players", "ledger", "bets", "requests", "seconds", "bytes"].map((k) => [
	k === "seconds" ? "generation time" : k === "bytes" ? "database file" : k,
	...chosen.map((s) =>
		k === "seconds"
			? `${Math.round(results[s].data.seconds)} s`
			: k === "bytes"
				? `${(results[s].data.bytes / 1e9).toFixed(2)} GB`
				: results[s].data[k].toLocaleString("en-IN"),
	),
]);
// The product's own checks of the generated data (productChecks): reconciliation clean, stored flags as recomputed.
dataRows.push(
	[
		"product checks (reconcile, AML flags)",
		...chosen.map((s) => `clean, ${Math.round(results[s].data.checks.seconds)} s`),
	],
	[
		"AML flags stored",
		...chosen.map((s) =>
			Object.entries(results[s].data.checks.amlFlags)
				.map(([kind, n]) => `${kind} ${n.toLocaleString("en-IN")}`)
				.join(", "),
		),
	],
);
const heading = `\`npm run bench:volume\`, ${started.toISOString()}: median of ${RUNS} requests after one warm-up, \`wrangler dev\` serving the production build (workerd + local D1) on loopback; ${machineBefore.cores} cores (${machineBefore.cpu}); load average (1/5/15 min) ${machineBefore.load} before and ${machineAfter.load} after.`;
const markdown = `${heading}\n\n${markdownTable(["endpoint", ...chosen], rows)}\n\n${markdownTable(["data", ...chosen], dataRows)}\n`;
console.log(`\n${markdown}`);
const paths = saveResults("volume", { started, machineBefore, machineAfter, results }, markdown);
console.log(`Saved ${paths.json} and ${paths.md}`);
