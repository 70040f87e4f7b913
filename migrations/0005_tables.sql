CREATE TABLE `favourite_bets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`bets` text NOT NULL,
	`idempotency_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "favourite_bets_bets_list" CHECK(json_valid("favourite_bets"."bets") AND json_type("favourite_bets"."bets") = 'array')
);
--> statement-breakpoint
CREATE INDEX `favourite_bets_user_created_idx` ON `favourite_bets` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `favourite_bets_idempotency_unique` ON `favourite_bets` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `tables` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`min_bet_paise` integer NOT NULL,
	`max_bet_paise` integer NOT NULL,
	`chip_values_paise` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "tables_status_valid" CHECK("tables"."status" IN ('active', 'disabled')),
	CONSTRAINT "tables_limits_valid" CHECK("tables"."min_bet_paise" >= 1000 AND "tables"."min_bet_paise" <= "tables"."max_bet_paise" AND "tables"."max_bet_paise" <= 5000000),
	CONSTRAINT "tables_chips_valid" CHECK(json_valid("tables"."chip_values_paise") AND json_type("tables"."chip_values_paise") = 'array' AND json_array_length("tables"."chip_values_paise") BETWEEN 1 AND 8)
);
--> statement-breakpoint
-- The main table (docs/decisions/0620-tables-and-racetrack.md), with the switch and limits the roulette game has now.
INSERT INTO tables (id, name, min_bet_paise, max_bet_paise, chip_values_paise, status, sort_order)
SELECT 'main', 'Auto Roulette', coalesce(g.min_bet_paise, 1000), coalesce(g.max_bet_paise, 5000000),
	'[1000,2000,5000,10000,50000,250000]', coalesce(g.status, 'active'), 1
FROM (SELECT 1) LEFT JOIN games g ON g.id = 'roulette';
--> statement-breakpoint
-- The main table's switch and limits are one value kept in two rows: its catalogue row, and the `roulette` row of
-- `games` that the room (durable/room/round-records.ts) and the admin games page still read and write. Whichever
-- row changes, the other follows in the same statement; the WHEN keeps the pair from updating each other forever.
CREATE TRIGGER tables_main_to_games AFTER UPDATE OF status, min_bet_paise, max_bet_paise ON tables
WHEN NEW.id = 'main'
BEGIN
	UPDATE games SET status = NEW.status, min_bet_paise = NEW.min_bet_paise, max_bet_paise = NEW.max_bet_paise,
		updated_at = cast(unixepoch('subsec') * 1000 as integer)
	WHERE id = 'roulette'
		AND (status IS NOT NEW.status OR min_bet_paise IS NOT NEW.min_bet_paise OR max_bet_paise IS NOT NEW.max_bet_paise);
END;
--> statement-breakpoint
CREATE TRIGGER games_roulette_to_tables AFTER UPDATE OF status, min_bet_paise, max_bet_paise ON games
WHEN NEW.id = 'roulette'
BEGIN
	UPDATE tables SET status = NEW.status, min_bet_paise = NEW.min_bet_paise, max_bet_paise = NEW.max_bet_paise,
		updated_at = cast(unixepoch('subsec') * 1000 as integer)
	WHERE id = 'main'
		AND (status IS NOT NEW.status OR min_bet_paise IS NOT NEW.min_bet_paise OR max_bet_paise IS NOT NEW.max_bet_paise);
END;
