// Seeds the demo accounts (docs/product.md#operator-mode, README.md) and the demo tables into the LOCAL database, once (idempotent).
// Never run against a deployed database: the passwords are public.
import { hashPassword } from "../worker/lib/password.ts";
import { demoPromotionsSql } from "./lib/demo-promotions.ts";
import { demoTablesSql } from "./lib/demo-tables.ts";
import { executeSql, q } from "./lib/wrangler.mjs";

export const DEMO_ACCOUNTS = [
	{ id: "demo-admin", name: "Demo Admin", phone: "+919000000000", password: "Admin@12345", role: "admin" },
	// Operators with fewer rights (docs/decisions/0863-operator-roles.md): stored as 'admin' with their role beside it.
	{
		id: "demo-cashier",
		name: "Demo Cashier",
		phone: "+919000000002",
		password: "Cashier@12345",
		role: "admin",
		operatorRole: "cashier",
	},
	{
		id: "demo-support",
		name: "Demo Support",
		phone: "+919000000003",
		password: "Support@12345",
		role: "admin",
		operatorRole: "support",
	},
	{
		id: "demo-player",
		name: "Demo Player",
		phone: "+919000000001",
		password: "Player@12345",
		role: "user",
		realPaise: 10_000 * 100,
		tokensPaise: 1_000 * 100,
	},
];

export async function seedDemo() {
	const statements = [];
	for (const account of DEMO_ACCOUNTS) {
		const hash = await hashPassword(account.password);
		statements.push(
			`INSERT OR IGNORE INTO users (id, name, phone, password_hash, role, operator_role, status, is_verified, adult_consent_at) VALUES (${q(account.id)}, ${q(account.name)}, ${q(account.phone)}, ${q(hash)}, ${q(account.role)}, ${account.operatorRole ? q(account.operatorRole) : "NULL"}, 'active', 1, ${Date.now()});`,
		);
		for (const [wallet, paise] of [
			["real", account.realPaise ?? 0],
			["tokens", account.tokensPaise ?? 0],
		]) {
			statements.push(
				`INSERT OR IGNORE INTO wallets (user_id, kind, balance_paise) VALUES (${q(account.id)}, ${q(wallet)}, ${paise});`,
			);
			if (paise > 0) {
				// The opening balance is a ledger entry too, so balance = sum of ledger always holds.
				statements.push(
					`INSERT OR IGNORE INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, ref_type, ref_id, idempotency_key, note) VALUES (${q(account.id)}, ${q(wallet)}, ${paise}, ${paise}, 'seed', 'seed', ${q(account.id)}, ${q(`seed:${account.id}:${wallet}`)}, 'Demo opening balance');`,
				);
			}
		}
	}
	statements.push(
		`INSERT OR IGNORE INTO payment_settings (id, qr_object_key, upi_id) VALUES (1, NULL, 'rouletteroyale@upi');`,
	);
	// The roulette tables: the main one (already there from its migration), a low-stakes and a high-limit table.
	statements.push(...demoTablesSql(q));
	// The spec's three codes as real promotions (docs/decisions/0850-promotions.md), open from 1 Jan 2026.
	statements.push(...demoPromotionsSql(q, Date.UTC(2026, 0, 1)));
	executeSql(statements.join("\n"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
	await seedDemo();
	console.log("Demo accounts are in place.");
}
