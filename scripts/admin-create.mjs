// `npm run admin:create -- --phone 9XXXXXXXXX --name "Ops Lead" [--role admin|cashier|support] [--remote]`
// Creates an operator, an admin unless --role says otherwise (or promotes an existing account and sets its
// password); docs/decisions/0863-operator-roles.md.
// The password comes from ADMIN_PASSWORD or an interactive prompt; it is never a flag,
// so it does not land in shell history. Local database by default; --remote for the deployed one.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { NAME_MAX_LENGTH, normalizePhone, PASSWORD_MIN_LENGTH } from "../domain/validation/auth.ts";
import { hashPassword } from "../worker/lib/password.ts";
import { executeSql, persistArgs, q, wrangler } from "./lib/wrangler.mjs";

function fail(message) {
	console.error(`admin:create: ${message}`);
	process.exit(1);
}

function promptHidden(question) {
	return new Promise((resolve) => {
		const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
		let muted = false;
		rl._writeToOutput = (text) => {
			if (!muted) process.stdout.write(text);
		};
		rl.question(question, (answer) => {
			rl.close();
			process.stdout.write("\n");
			resolve(answer);
		});
		muted = true;
	});
}

const { values } = parseArgs({
	options: {
		phone: { type: "string" },
		name: { type: "string" },
		role: { type: "string", default: "admin" },
		remote: { type: "boolean", default: false },
	},
});
const role = values.role;
if (!["admin", "cashier", "support"].includes(role)) fail("--role must be admin, cashier or support");
const phone = normalizePhone(values.phone ?? "");
if (!phone) fail("--phone must be a 10-digit Indian mobile number starting 6-9");
const name = (values.name ?? "").trim().replace(/\s+/g, " ");
if (!name || name.length > NAME_MAX_LENGTH) fail(`--name is required (at most ${NAME_MAX_LENGTH} characters)`);

let password = process.env.ADMIN_PASSWORD;
if (!password) {
	if (!process.stdin.isTTY) fail("set ADMIN_PASSWORD or run in a terminal to be prompted");
	password = await promptHidden("Password for the new admin: ");
	const again = await promptHidden("Repeat the password: ");
	if (password !== again) fail("the passwords do not match");
}
if (password.length < PASSWORD_MIN_LENGTH) fail(`the password needs at least ${PASSWORD_MIN_LENGTH} characters`);

const remote = values.remote;
if (!remote) wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs()], { capture: true });

const id = crypto.randomUUID();
const now = Date.now();
const hash = await hashPassword(password);
// An existing account with this phone is promoted; its sessions end because its password changes.
executeSql(
	[
		`INSERT INTO users (id, name, phone, password_hash, role, operator_role, status, is_verified, adult_consent_at, created_at, updated_at)
		 VALUES (${q(id)}, ${q(name)}, ${q(phone)}, ${q(hash)}, 'admin', ${q(role)}, 'active', 1, ${now}, ${now}, ${now})
		 ON CONFLICT (phone) DO UPDATE SET name = excluded.name, password_hash = excluded.password_hash, role = 'admin',
		   operator_role = excluded.operator_role, status = 'active', is_verified = 1, session_epoch = session_epoch + 1, updated_at = excluded.updated_at;`,
		`UPDATE refresh_tokens SET revoked_at = ${now} WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE phone = ${q(phone)});`,
		`INSERT OR IGNORE INTO wallets (user_id, kind, balance_paise) SELECT id, 'real', 0 FROM users WHERE phone = ${q(phone)};`,
		`INSERT OR IGNORE INTO wallets (user_id, kind, balance_paise) SELECT id, 'tokens', 0 FROM users WHERE phone = ${q(phone)};`,
		`INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, after, created_at)
		 SELECT NULL, 'cli', 'admin.create', 'user', id, json_object('name', name, 'role', operator_role), ${now} FROM users WHERE phone = ${q(phone)};`,
	].join("\n"),
	{ remote },
);
console.log(
	`Operator ${name} (${phone}, ${role}) is ready${remote ? " in the remote database" : " in the local database"}.`,
);
