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
DROP INDEX `users_role_created_idx`;--> statement-breakpoint
CREATE INDEX `users_role_created_id_idx` ON `users` (`role`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `money_tx_status_type_created_idx`;--> statement-breakpoint
DROP INDEX `money_tx_type_created_idx`;--> statement-breakpoint
CREATE INDEX `money_tx_status_created_idx` ON `money_transactions` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `money_tx_created_idx` ON `money_transactions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `money_tx_status_type_created_idx` ON `money_transactions` (`status`,`type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `money_tx_type_created_idx` ON `money_transactions` (`type`,`created_at`,`id`);--> statement-breakpoint
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
