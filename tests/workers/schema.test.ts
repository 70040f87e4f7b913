import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

// Storage is shared by the tests of a file, so every test makes its own player.
async function createPlayer(): Promise<string> {
	const id = crypto.randomUUID();
	const phone = `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
	await env.DB.batch([
		env.DB.prepare("INSERT INTO users (id, name, phone, role) VALUES (?, ?, ?, 'user')").bind(
			id,
			`Player ${id}`,
			phone,
		),
		env.DB.prepare("INSERT INTO wallets (user_id, kind, balance_paise) VALUES (?, 'real', 5000)").bind(id),
		env.DB.prepare(
			"INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES (?, 'real', 5000, 5000, 'seed', ?)",
		).bind(id, `seed:${id}`),
	]);
	return id;
}

describe("the D1 schema", () => {
	let p1: string;
	beforeEach(async () => {
		p1 = await createPlayer();
	});

	it("applies every migration to an empty database", async () => {
		const { results } = await env.DB.prepare(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
		).all<{ name: string }>();
		expect(results.map((r) => r.name)).toEqual(
			expect.arrayContaining([
				"audit_log",
				"bets",
				"exclusions",
				"favourite_bets",
				"games",
				"ledger_entries",
				"money_transactions",
				"otp_codes",
				"payment_settings",
				"player_limits",
				"rate_limits",
				"refresh_tokens",
				"rounds",
				"site_settings",
				"tables",
				"users",
				"wallets",
			]),
		);
		const migrations = await env.DB.prepare("SELECT COUNT(*) AS n FROM d1_migrations").first<{ n: number }>();
		expect(migrations?.n).toBe(env.TEST_MIGRATIONS.length);
	});

	it("enforces foreign keys", async () => {
		await expect(
			env.DB.prepare("INSERT INTO wallets (user_id, kind, balance_paise) VALUES ('nobody', 'real', 0)").run(),
		).rejects.toThrow(/FOREIGN KEY/);
	});

	it("refuses UPDATE and DELETE on ledger entries", async () => {
		await expect(
			env.DB.prepare("UPDATE ledger_entries SET amount_paise = 999999 WHERE user_id = ?").bind(p1).run(),
		).rejects.toThrow(/append-only/);
		await expect(env.DB.prepare("DELETE FROM ledger_entries WHERE user_id = ?").bind(p1).run()).rejects.toThrow(
			/append-only/,
		);
		const row = await env.DB.prepare("SELECT amount_paise FROM ledger_entries WHERE user_id = ?").bind(p1).first<{
			amount_paise: number;
		}>();
		expect(row?.amount_paise).toBe(5000);
	});

	it("refuses UPDATE and DELETE on the audit log", async () => {
		await env.DB.prepare("INSERT INTO audit_log (actor_id, action) VALUES (?, 'test.action')").bind(p1).run();
		await expect(env.DB.prepare("UPDATE audit_log SET action = 'forged'").run()).rejects.toThrow(/append-only/);
		await expect(env.DB.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
		const kept = await env.DB.prepare("SELECT action FROM audit_log WHERE actor_id = ?")
			.bind(p1)
			.first<{ action: string }>();
		expect(kept?.action).toBe("test.action");
	});

	it("never lets a wallet go negative, and rolls back the whole batch when one would", async () => {
		await expect(
			env.DB.batch([
				env.DB.prepare(
					"INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES (?, 'real', -6000, 0, 'bet_stake', ?)",
				).bind(p1, `overdraw:${p1}`),
				env.DB.prepare(
					"UPDATE wallets SET balance_paise = balance_paise - 6000 WHERE user_id = ? AND kind = 'real'",
				).bind(p1),
			]),
		).rejects.toThrow(/CHECK/);
		const wallet = await env.DB.prepare("SELECT balance_paise FROM wallets WHERE user_id = ?").bind(p1).first<{
			balance_paise: number;
		}>();
		expect(wallet?.balance_paise).toBe(5000);
		const entries = await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE idempotency_key = ?")
			.bind(`overdraw:${p1}`)
			.first<{
				n: number;
			}>();
		expect(entries?.n).toBe(0);
	});

	it("makes each ledger movement unique by its idempotency key", async () => {
		await expect(
			env.DB.prepare(
				"INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES (?, 'real', 5000, 10000, 'seed', ?)",
			)
				.bind(p1, `seed:${p1}`)
				.run(),
		).rejects.toThrow(/UNIQUE/);
	});

	it("refuses a UTR used twice and an enum value outside its set", async () => {
		const deposit = (id: string) =>
			env.DB.prepare(
				"INSERT INTO money_transactions (id, user_id, type, amount_paise, utr) VALUES (?, ?, 'deposit', 30000, ?)",
			).bind(id, p1, `9${p1.replaceAll(/\D/g, "").padEnd(11, "0").slice(0, 11)}`);
		await deposit(crypto.randomUUID()).run();
		await expect(deposit(crypto.randomUUID()).run()).rejects.toThrow(/UNIQUE/);
		await expect(
			env.DB.prepare("INSERT INTO money_transactions (id, user_id, type, amount_paise) VALUES (?, ?, 'gift', 30000)")
				.bind(crypto.randomUUID(), p1)
				.run(),
		).rejects.toThrow(/CHECK/);
	});

	it("ships the game catalogue with the roulette table as the core game", async () => {
		const roulette = await env.DB.prepare("SELECT status, is_core FROM games WHERE id = 'roulette'").first<{
			status: string;
			is_core: number;
		}>();
		expect(roulette).toEqual({ status: "active", is_core: 1 });
	});
});
