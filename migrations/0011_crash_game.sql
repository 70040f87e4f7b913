-- The crash game on the game host (docs/decisions/0810-game-host.md, 0820-crash-game.md, 0830-crash-fairness.md).
-- Columns are added in place (no table is rebuilt, so the triggers on bets and the rows' ids stay as they are); each
-- CHECK sits on its column, with the name the schema gives it.
--
-- A crash table's hash chains: the secret seed, the chain's length, its public terminating hash and the next link.
CREATE TABLE `crash_chains` (
	`id` text PRIMARY KEY NOT NULL,
	`table_id` text NOT NULL,
	`seed` text NOT NULL,
	`length` integer NOT NULL,
	`terminating_hash` text NOT NULL,
	`next_index` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "crash_chains_index_range" CHECK("crash_chains"."next_index" >= 0 AND "crash_chains"."next_index" <= "crash_chains"."length")
);
--> statement-breakpoint
CREATE INDEX `crash_chains_table_created_idx` ON `crash_chains` (`table_id`,`created_at`);--> statement-breakpoint
-- The catalogue gains the game kind (the durable class of the table's room) and a crash table's maximum win per bet.
ALTER TABLE `tables` ADD `game` text DEFAULT 'roulette' NOT NULL
	CONSTRAINT "tables_game_valid" CHECK(`game` IN ('roulette', 'crash'));--> statement-breakpoint
ALTER TABLE `tables` ADD `max_win_paise` integer DEFAULT 100000000 NOT NULL
	CONSTRAINT "tables_max_win_valid" CHECK(`max_win_paise` >= 2 * `max_bet_paise` AND `max_win_paise` <= 1000000000);--> statement-breakpoint
-- A crash round's crash point (hundredths), the client seeds mixed into it, and its link of a hash chain. The game
-- hash it reveals goes where a roulette round's seed goes (`server_seed`).
ALTER TABLE `rounds` ADD `crash_point` integer
	CONSTRAINT "rounds_crash_point_range" CHECK(`crash_point` IS NULL OR `crash_point` >= 100);--> statement-breakpoint
ALTER TABLE `rounds` ADD `client_seeds` text;--> statement-breakpoint
ALTER TABLE `rounds` ADD `chain_id` text;--> statement-breakpoint
ALTER TABLE `rounds` ADD `chain_index` integer;--> statement-breakpoint
-- A crash bet: its panel, its auto cash-out target, the multiplier it was cashed out at, its client seed.
ALTER TABLE `bets` ADD `panel` integer CONSTRAINT "bets_panel_valid" CHECK(`panel` IS NULL OR `panel` IN (0, 1));--> statement-breakpoint
ALTER TABLE `bets` ADD `auto_cash_out` integer
	CONSTRAINT "bets_auto_cash_out_valid" CHECK(`auto_cash_out` IS NULL OR `auto_cash_out` >= 101);--> statement-breakpoint
ALTER TABLE `bets` ADD `cashed_out_at` integer;--> statement-breakpoint
ALTER TABLE `bets` ADD `client_seed` text;--> statement-breakpoint
-- One source of truth: a game that plays at a table reads its switch and limits from that table's row. The two
-- triggers that kept the `roulette` row of `games` equal to the main table (migration 0005) go.
ALTER TABLE `games` ADD `table_id` text REFERENCES tables(id);--> statement-breakpoint
DROP TRIGGER IF EXISTS `tables_main_to_games`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `games_roulette_to_tables`;--> statement-breakpoint
UPDATE `games` SET `table_id` = 'main' WHERE `id` = 'roulette';--> statement-breakpoint
-- The crash table every deployment has: the home page's Aviator (₹10 to ₹10,000 a bet, at most ₹10,00,000 won).
INSERT OR IGNORE INTO `tables` (`id`, `name`, `min_bet_paise`, `max_bet_paise`, `chip_values_paise`, `status`, `sort_order`,
	`game`, `max_win_paise`)
VALUES ('aviator', 'Aviator', 1000, 1000000, '[1000,5000,10000,50000]', 'active', 4, 'crash', 100000000);--> statement-breakpoint
INSERT OR IGNORE INTO `games` (`id`, `name`, `status`, `min_bet_paise`, `max_bet_paise`, `is_core`, `sort_order`)
VALUES ('aviator', 'Aviator', 'active', 1000, 1000000, 1, 2);--> statement-breakpoint
UPDATE `games` SET `table_id` = 'aviator', `is_core` = 1 WHERE `id` = 'aviator';
