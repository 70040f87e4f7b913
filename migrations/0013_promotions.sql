-- Promotions: bonus codes with wagering, deposit match, weekly cashback, referrals
-- (docs/decisions/0850-promotions.md). Bonus money is a balance of its own, one row per bonus (`bonuses`), moved
-- only with an entry of the append-only `bonus_ledger` in the same batch; it becomes real money by a `ledger_entries`
-- movement (reason `bonus_conversion`) in the batch that ends the bonus.
--
-- A promotion as the operator configured it. Amounts in paise; `percent_hundredths` is the percentage × 100
-- (12.5% = 1250), so every share is integer arithmetic.
CREATE TABLE `promotions` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`title_en` text NOT NULL,
	`title_hi` text NOT NULL,
	`terms_en` text NOT NULL,
	`terms_hi` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`audience` text DEFAULT 'everyone' NOT NULL,
	`recent_deposit_days` integer,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`max_claims` integer,
	`claims_count` integer DEFAULT 0 NOT NULL,
	`percent_hundredths` integer DEFAULT 0 NOT NULL,
	`min_deposit_paise` integer DEFAULT 0 NOT NULL,
	`min_bonus_paise` integer DEFAULT 0 NOT NULL,
	`max_bonus_paise` integer DEFAULT 0 NOT NULL,
	`reward_paise` integer DEFAULT 0 NOT NULL,
	`friend_reward_paise` integer DEFAULT 0 NOT NULL,
	`wagering_multiple` integer NOT NULL,
	`wagering_base` text DEFAULT 'bonus' NOT NULL,
	`expiry_days` integer NOT NULL,
	`max_bet_paise` integer NOT NULL,
	`weights` text NOT NULL,
	`created_by` text REFERENCES users(id),
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "promotions_kind_valid" CHECK(`kind` IN ('deposit_match', 'weekly_cashback', 'referral')),
	CONSTRAINT "promotions_status_valid" CHECK(`status` IN ('active', 'paused')),
	CONSTRAINT "promotions_audience_valid" CHECK(`audience` IN ('everyone', 'new_players', 'recent_depositors')),
	CONSTRAINT "promotions_base_valid" CHECK(`wagering_base` IN ('bonus', 'bonus_and_deposit')),
	CONSTRAINT "promotions_amounts_valid" CHECK(`percent_hundredths` >= 0 AND `min_deposit_paise` >= 0
		AND `min_bonus_paise` >= 0 AND `max_bonus_paise` >= `min_bonus_paise` AND `reward_paise` >= 0
		AND `friend_reward_paise` >= 0 AND `wagering_multiple` BETWEEN 0 AND 100 AND `expiry_days` BETWEEN 1 AND 365
		AND `max_bet_paise` > 0),
	CONSTRAINT "promotions_claims_valid" CHECK(`claims_count` >= 0 AND (`max_claims` IS NULL OR `claims_count` <= `max_claims`)),
	CONSTRAINT "promotions_window_valid" CHECK(`ends_at` IS NULL OR `ends_at` > `starts_at`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_code_unique` ON `promotions` (`code`);--> statement-breakpoint
CREATE INDEX `promotions_status_starts_idx` ON `promotions` (`status`, `starts_at`);--> statement-breakpoint
-- A player's claim of a promotion: once per player and once per device cookie. A deposit match waits for its
-- qualifying deposit (`deposit_tx_id`, one claim per deposit); a cashback claim is an enrolment.
CREATE TABLE `promotion_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`promotion_id` text NOT NULL REFERENCES promotions(id),
	`user_id` text NOT NULL REFERENCES users(id),
	`device_id` text,
	`status` text NOT NULL,
	`deposit_tx_id` text REFERENCES money_transactions(id),
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "promotion_claims_status_valid" CHECK(`status` IN ('waiting', 'enrolled', 'credited', 'lapsed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_claims_player_unique` ON `promotion_claims` (`promotion_id`, `user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_claims_device_unique` ON `promotion_claims` (`promotion_id`, `device_id`)
	WHERE `device_id` IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_claims_deposit_unique` ON `promotion_claims` (`deposit_tx_id`)
	WHERE `deposit_tx_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `promotion_claims_user_status_idx` ON `promotion_claims` (`user_id`, `status`);--> statement-breakpoint
-- One bonus: its balance (the bonus wallet), what must be staked, what has been, its cap and weights, its expiry.
-- `source_key` makes each grant happen once (a claim's match, a player's week of cashback, a referral's reward).
CREATE TABLE `bonuses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL REFERENCES users(id),
	`promotion_id` text NOT NULL REFERENCES promotions(id),
	`source_key` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`balance_paise` integer DEFAULT 0 NOT NULL,
	`wagering_required_paise` integer NOT NULL,
	`wagered_paise` integer DEFAULT 0 NOT NULL,
	`max_bet_paise` integer NOT NULL,
	`weights` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`ended_at` integer,
	CONSTRAINT "bonuses_status_valid" CHECK(`status` IN ('active', 'converted', 'expired', 'forfeited')),
	CONSTRAINT "bonuses_amounts_valid" CHECK(`amount_paise` > 0 AND `balance_paise` >= 0
		AND `balance_paise` <= `amount_paise` AND `wagering_required_paise` >= 0 AND `wagered_paise` >= 0),
	CONSTRAINT "bonuses_ended_empty" CHECK(`status` = 'active' OR `balance_paise` = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bonuses_source_unique` ON `bonuses` (`source_key`);--> statement-breakpoint
CREATE INDEX `bonuses_user_status_created_idx` ON `bonuses` (`user_id`, `status`, `created_at`);--> statement-breakpoint
CREATE INDEX `bonuses_status_expires_idx` ON `bonuses` (`status`, `expires_at`);--> statement-breakpoint
-- Every movement of bonus money, append-only, one unique key each (as ledger_entries is for real money).
CREATE TABLE `bonus_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bonus_id` text NOT NULL REFERENCES bonuses(id),
	`user_id` text NOT NULL REFERENCES users(id),
	`amount_paise` integer NOT NULL,
	`balance_after_paise` integer NOT NULL,
	`reason` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "bonus_ledger_amount_nonzero" CHECK(`amount_paise` <> 0),
	CONSTRAINT "bonus_ledger_balance_non_negative" CHECK(`balance_after_paise` >= 0),
	CONSTRAINT "bonus_ledger_reason_valid" CHECK(`reason` IN ('bonus_credit', 'bonus_conversion', 'bonus_expiry', 'bonus_forfeit'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bonus_ledger_idempotency_unique` ON `bonus_ledger` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `bonus_ledger_bonus_idx` ON `bonus_ledger` (`bonus_id`);--> statement-breakpoint
CREATE INDEX `bonus_ledger_user_created_idx` ON `bonus_ledger` (`user_id`, `created_at`);--> statement-breakpoint
CREATE TRIGGER bonus_ledger_no_update BEFORE UPDATE ON bonus_ledger
BEGIN
	SELECT RAISE(ABORT, 'bonus_ledger is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER bonus_ledger_no_delete BEFORE DELETE ON bonus_ledger
BEGIN
	SELECT RAISE(ABORT, 'bonus_ledger is append-only');
END;
--> statement-breakpoint
-- What one round added to a bonus's wagering: one row per bonus and round, written in the batch that settles the
-- round's bets, so a repeated settlement counts nothing twice.
CREATE TABLE `bonus_wagers` (
	`bonus_id` text NOT NULL REFERENCES bonuses(id),
	`round_id` text NOT NULL REFERENCES rounds(id),
	`user_id` text NOT NULL REFERENCES users(id),
	`contributed_paise` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY (`bonus_id`, `round_id`),
	CONSTRAINT "bonus_wagers_non_negative" CHECK(`contributed_paise` >= 0)
);
--> statement-breakpoint
-- A player's own referral code, and the friends who joined with one (a friend is referred once); each side's claim
-- device (worker/lib/claim-device.ts), so a reward is withheld when both are one browser.
CREATE TABLE `referral_codes` (
	`user_id` text PRIMARY KEY NOT NULL REFERENCES users(id),
	`code` text NOT NULL,
	`device_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_codes_code_unique` ON `referral_codes` (`code`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`friend_id` text PRIMARY KEY NOT NULL REFERENCES users(id),
	`referrer_id` text NOT NULL REFERENCES users(id),
	`device_id` text,
	`status` text DEFAULT 'joined' NOT NULL,
	`withheld_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`decided_at` integer,
	CONSTRAINT "referrals_status_valid" CHECK(`status` IN ('joined', 'rewarded', 'withheld')),
	CONSTRAINT "referrals_not_self" CHECK(`friend_id` <> `referrer_id`)
);
--> statement-breakpoint
CREATE INDEX `referrals_referrer_created_idx` ON `referrals` (`referrer_id`, `created_at`);
--> statement-breakpoint
-- The money identity gains a term (docs/decisions/0850-promotions.md): bonuses converted to real money, carried by
-- the incremental reconciliation like the other ledger sums.
ALTER TABLE `reconciliation_state` ADD `bonus_conversions_paise` integer DEFAULT 0 NOT NULL;
