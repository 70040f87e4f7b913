CREATE TABLE `aml_flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	`transaction_ids` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `aml_flags_created_idx` ON `aml_flags` (`created_at`);--> statement-breakpoint
CREATE INDEX `aml_flags_user_idx` ON `aml_flags` (`user_id`);--> statement-breakpoint
CREATE TABLE `daily_players` (
	`day` integer NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`day`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `daily_totals` (
	`day` integer PRIMARY KEY NOT NULL,
	`real_bets` integer DEFAULT 0 NOT NULL,
	`real_stakes_paise` integer DEFAULT 0 NOT NULL,
	`real_payouts_paise` integer DEFAULT 0 NOT NULL,
	`tokens_bets` integer DEFAULT 0 NOT NULL,
	`tokens_stakes_paise` integer DEFAULT 0 NOT NULL,
	`tokens_payouts_paise` integer DEFAULT 0 NOT NULL,
	`players` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reconciliation_checkpoints` (
	`user_id` text NOT NULL,
	`wallet` text NOT NULL,
	`last_ledger_id` integer NOT NULL,
	`ledger_paise` integer NOT NULL,
	`checked_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `wallet`)
);
--> statement-breakpoint
CREATE TABLE `reconciliation_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer,
	`wallet_cursor` text DEFAULT '' NOT NULL,
	`request_cursor` text DEFAULT '' NOT NULL,
	`wallets_checked` integer DEFAULT 0 NOT NULL,
	`players_checked` integer DEFAULT 0 NOT NULL,
	`requests_checked` integer DEFAULT 0 NOT NULL,
	`wallet_mismatches` text DEFAULT '[]' NOT NULL,
	`transaction_mismatches` text DEFAULT '[]' NOT NULL,
	`identity` text NOT NULL,
	`ok` integer
);
--> statement-breakpoint
CREATE TABLE `reconciliation_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_ledger_id` integer NOT NULL,
	`opening_paise` integer NOT NULL,
	`adjustments_paise` integer NOT NULL,
	`bets_paise` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `users_role_created_idx`;--> statement-breakpoint
CREATE INDEX `users_role_created_id_idx` ON `users` (`role`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `money_tx_status_type_created_idx`;--> statement-breakpoint
DROP INDEX `money_tx_type_created_idx`;--> statement-breakpoint
CREATE INDEX `money_tx_status_created_idx` ON `money_transactions` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `money_tx_created_idx` ON `money_transactions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `money_tx_status_type_created_idx` ON `money_transactions` (`status`,`type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `money_tx_type_created_idx` ON `money_transactions` (`type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_user_wallet_id_idx` ON `ledger_entries` (`user_id`,`wallet`,`id`);--> statement-breakpoint
-- Member search by name through a trigram index (docs/decisions/0420-operator-scale.md): "contains" in any case
-- without reading every player. Kept by triggers, so every insert and rename (deletion anonymises) is indexed.
CREATE VIRTUAL TABLE users_name_fts USING fts5(name, user_id UNINDEXED, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO users_name_fts (rowid, name, user_id) SELECT rowid, name, id FROM users;
--> statement-breakpoint
CREATE TRIGGER users_name_fts_insert AFTER INSERT ON users
BEGIN
	INSERT INTO users_name_fts (rowid, name, user_id) VALUES (new.rowid, new.name, new.id);
END;
--> statement-breakpoint
CREATE TRIGGER users_name_fts_update AFTER UPDATE OF name ON users WHEN old.name IS NOT new.name
BEGIN
	UPDATE users_name_fts SET name = new.name WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER users_name_fts_delete AFTER DELETE ON users
BEGIN
	DELETE FROM users_name_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
-- A withdrawal's payout account as the AML check compares it, indexed, so a reused account finds the other
-- accounts that use it without reading every withdrawal (worker/lib/aml.ts, payoutDetail).
CREATE INDEX money_tx_payout_detail_idx ON money_transactions (
	(TRIM(bank_account_number) || '/' || UPPER(TRIM(COALESCE(ifsc_code, '')))), user_id
) WHERE type = 'withdraw' AND bank_account_number IS NOT NULL;
--> statement-breakpoint
-- The dashboard's daily figures, kept in the statement that settles a bet (placed → won, lost or refunded).
-- The day is the bet's own day in India (IST, UTC+5:30), as istDayStart computes it.
CREATE TRIGGER bets_daily_totals AFTER UPDATE OF status ON bets
WHEN old.status = 'placed' AND new.status <> 'placed'
BEGIN
	INSERT INTO daily_totals (day) VALUES ((new.created_at + 19800000) / 86400000 * 86400000 - 19800000)
		ON CONFLICT (day) DO NOTHING;
	UPDATE daily_totals SET
		players = players + NOT EXISTS (
			SELECT 1 FROM daily_players WHERE daily_players.day = daily_totals.day AND daily_players.user_id = new.user_id
		),
		real_bets = real_bets + (new.wallet = 'real' AND new.status <> 'refunded'),
		real_stakes_paise = real_stakes_paise
			+ CASE WHEN new.wallet = 'real' AND new.status <> 'refunded' THEN new.amount_paise ELSE 0 END,
		real_payouts_paise = real_payouts_paise
			+ CASE WHEN new.wallet = 'real' AND new.status <> 'refunded' THEN COALESCE(new.payout_paise, 0) ELSE 0 END,
		tokens_bets = tokens_bets + (new.wallet = 'tokens' AND new.status <> 'refunded'),
		tokens_stakes_paise = tokens_stakes_paise
			+ CASE WHEN new.wallet = 'tokens' AND new.status <> 'refunded' THEN new.amount_paise ELSE 0 END,
		tokens_payouts_paise = tokens_payouts_paise
			+ CASE WHEN new.wallet = 'tokens' AND new.status <> 'refunded' THEN COALESCE(new.payout_paise, 0) ELSE 0 END
	WHERE day = (new.created_at + 19800000) / 86400000 * 86400000 - 19800000;
	INSERT INTO daily_players (day, user_id)
		VALUES ((new.created_at + 19800000) / 86400000 * 86400000 - 19800000, new.user_id)
		ON CONFLICT (day, user_id) DO NOTHING;
END;
--> statement-breakpoint
-- Bets settled before this migration, into their days.
INSERT INTO daily_totals (day, real_bets, real_stakes_paise, real_payouts_paise, tokens_bets, tokens_stakes_paise,
	tokens_payouts_paise, players)
SELECT (created_at + 19800000) / 86400000 * 86400000 - 19800000 AS d,
	SUM(wallet = 'real' AND status <> 'refunded'),
	SUM(CASE WHEN wallet = 'real' AND status <> 'refunded' THEN amount_paise ELSE 0 END),
	SUM(CASE WHEN wallet = 'real' AND status <> 'refunded' THEN COALESCE(payout_paise, 0) ELSE 0 END),
	SUM(wallet = 'tokens' AND status <> 'refunded'),
	SUM(CASE WHEN wallet = 'tokens' AND status <> 'refunded' THEN amount_paise ELSE 0 END),
	SUM(CASE WHEN wallet = 'tokens' AND status <> 'refunded' THEN COALESCE(payout_paise, 0) ELSE 0 END),
	COUNT(DISTINCT user_id)
FROM bets WHERE status <> 'placed' GROUP BY d;
--> statement-breakpoint
INSERT INTO daily_players (day, user_id)
SELECT DISTINCT (created_at + 19800000) / 86400000 * 86400000 - 19800000, user_id FROM bets WHERE status <> 'placed';
