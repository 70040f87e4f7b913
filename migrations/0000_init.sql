CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text,
	`actor_role` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`before` text,
	`after` text,
	`ip` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_actor_created_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_action_created_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_target_idx` ON `audit_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `bets` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`user_id` text NOT NULL,
	`wallet` text NOT NULL,
	`bet_type` text NOT NULL,
	`numbers` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`payout_paise` integer,
	`status` text DEFAULT 'placed' NOT NULL,
	`submission_id` text NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bets_amount_positive" CHECK("bets"."amount_paise" > 0),
	CONSTRAINT "bets_status_valid" CHECK("bets"."status" IN ('placed', 'won', 'lost', 'refunded')),
	CONSTRAINT "bets_wallet_valid" CHECK("bets"."wallet" IN ('real', 'tokens'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bets_submission_unique` ON `bets` (`user_id`,`submission_id`,`position`);--> statement-breakpoint
CREATE INDEX `bets_round_status_idx` ON `bets` (`round_id`,`status`);--> statement-breakpoint
CREATE INDEX `bets_user_created_idx` ON `bets` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `exclusions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `exclusions_user_ends_idx` ON `exclusions` (`user_id`,`ends_at`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`min_bet_paise` integer NOT NULL,
	`max_bet_paise` integer NOT NULL,
	`is_core` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`wallet` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`balance_after_paise` integer NOT NULL,
	`reason` text NOT NULL,
	`ref_type` text,
	`ref_id` text,
	`idempotency_key` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_amount_nonzero" CHECK("ledger_entries"."amount_paise" <> 0),
	CONSTRAINT "ledger_balance_non_negative" CHECK("ledger_entries"."balance_after_paise" >= 0),
	CONSTRAINT "ledger_wallet_valid" CHECK("ledger_entries"."wallet" IN ('real', 'tokens'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_idempotency_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_user_created_idx` ON `ledger_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_ref_idx` ON `ledger_entries` (`ref_type`,`ref_id`);--> statement-breakpoint
CREATE TABLE `money_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`utr` text,
	`upi_id` text,
	`payment_method` text,
	`recipient_name` text,
	`bank_name` text,
	`bank_account_number` text,
	`ifsc_code` text,
	`admin_note` text,
	`decided_by` text,
	`decided_at` integer,
	`idempotency_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "money_tx_amount_positive" CHECK("money_transactions"."amount_paise" > 0),
	CONSTRAINT "money_tx_type_valid" CHECK("money_transactions"."type" IN ('deposit', 'withdraw')),
	CONSTRAINT "money_tx_status_valid" CHECK("money_transactions"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `money_tx_utr_unique` ON `money_transactions` (`utr`);--> statement-breakpoint
CREATE UNIQUE INDEX `money_tx_idempotency_unique` ON `money_transactions` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `money_tx_status_type_created_idx` ON `money_transactions` (`status`,`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `money_tx_type_created_idx` ON `money_transactions` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `money_tx_user_created_idx` ON `money_transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `otp_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`consumed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `otp_phone_purpose_created_idx` ON `otp_codes` (`phone`,`purpose`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`qr_object_key` text,
	`upi_id` text NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `player_limits` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer,
	`pending_value` integer,
	`pending_remove` integer DEFAULT false NOT NULL,
	`pending_effective_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer,
	`revoked_at` integer,
	`user_agent` text,
	`ip` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user_idx` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`commitment` text NOT NULL,
	`server_seed` text,
	`result` integer,
	`operator_set` integer DEFAULT false NOT NULL,
	`forced_by` text,
	`betting_opens_at` integer NOT NULL,
	`betting_closes_at` integer NOT NULL,
	`result_at` integer,
	`settled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`forced_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "rounds_result_range" CHECK("rounds"."result" IS NULL OR ("rounds"."result" BETWEEN 0 AND 36))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rounds_seq_unique` ON `rounds` (`seq`);--> statement-breakpoint
CREATE INDEX `rounds_result_at_idx` ON `rounds` (`result_at`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`password_hash` text,
	`role` text DEFAULT 'user' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`adult_consent_at` integer,
	`country` text,
	`session_epoch` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`deleted_at` integer,
	CONSTRAINT "users_role_valid" CHECK("users"."role" IN ('user', 'admin')),
	CONSTRAINT "users_status_valid" CHECK("users"."status" IN ('active', 'banned'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`);--> statement-breakpoint
CREATE INDEX `users_role_created_idx` ON `users` (`role`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_name_idx` ON `users` (`name`);--> statement-breakpoint
CREATE TABLE `wallets` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`balance_paise` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "wallets_non_negative" CHECK("wallets"."balance_paise" >= 0),
	CONSTRAINT "wallets_kind_valid" CHECK("wallets"."kind" IN ('real', 'tokens'))
);
