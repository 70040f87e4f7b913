-- The card games on the game host: Andar Bahar and Dragon Tiger (docs/decisions/0840-card-tables.md, 0810-game-host.md).
-- Written by hand (drizzle-kit would rebuild `tables` and `rounds`; the snapshot beside it is drizzle-kit's). The
-- catalogue's game kinds gain 'andar-bahar' and 'dragon-tiger'. SQLite cannot change a CHECK in place, and a
-- column's own CHECK goes with the column (migration 0011 put it there for this): the kind is copied aside, its
-- column dropped and added again with the new CHECK under the same name, and copied back. No table is rebuilt.
ALTER TABLE `tables` ADD `game_copy` text;--> statement-breakpoint
UPDATE `tables` SET `game_copy` = `game`;--> statement-breakpoint
ALTER TABLE `tables` DROP COLUMN `game`;--> statement-breakpoint
ALTER TABLE `tables` ADD `game` text DEFAULT 'roulette' NOT NULL
	CONSTRAINT "tables_game_valid" CHECK(`game` IN ('roulette', 'crash', 'andar-bahar', 'dragon-tiger'));--> statement-breakpoint
UPDATE `tables` SET `game` = `game_copy`;--> statement-breakpoint
ALTER TABLE `tables` DROP COLUMN `game_copy`;--> statement-breakpoint
-- A card round's record, written with its revealed seed: the cards its shuffle dealt, in the order dealt (Andar
-- Bahar: the joker, then Andar, Bahar, Andar, … up to the matching card; Dragon Tiger: Dragon's card, Tiger's), as a
-- JSON array of card numbers (domain/cards/cards.ts), and its winner ('andar', 'bahar', 'dragon', 'tiger', 'tie').
ALTER TABLE `rounds` ADD `cards` text;--> statement-breakpoint
ALTER TABLE `rounds` ADD `card_result` text
	CONSTRAINT "rounds_card_result_valid" CHECK(`card_result` IS NULL OR `card_result` IN ('andar', 'bahar', 'dragon', 'tiger', 'tie'));--> statement-breakpoint
-- The two card tables every deployment has (₹10 to ₹10,000 a bet), and the lobby's games that play at them.
INSERT OR IGNORE INTO `tables` (`id`, `name`, `min_bet_paise`, `max_bet_paise`, `chip_values_paise`, `status`, `sort_order`, `game`)
VALUES ('andar-bahar', 'Andar Bahar', 1000, 1000000, '[1000,5000,10000,50000]', 'active', 5, 'andar-bahar');--> statement-breakpoint
INSERT OR IGNORE INTO `tables` (`id`, `name`, `min_bet_paise`, `max_bet_paise`, `chip_values_paise`, `status`, `sort_order`, `game`)
VALUES ('dragon-tiger', 'Dragon Tiger', 1000, 1000000, '[1000,5000,10000,50000]', 'active', 6, 'dragon-tiger');--> statement-breakpoint
INSERT OR IGNORE INTO `games` (`id`, `name`, `status`, `min_bet_paise`, `max_bet_paise`, `is_core`, `sort_order`, `table_id`)
VALUES ('andar-bahar', 'Andar Bahar', 'active', 1000, 1000000, 1, 3, 'andar-bahar');--> statement-breakpoint
INSERT OR IGNORE INTO `games` (`id`, `name`, `status`, `min_bet_paise`, `max_bet_paise`, `is_core`, `sort_order`, `table_id`)
VALUES ('dragon-tiger', 'Dragon Tiger', 'active', 1000, 1000000, 1, 4, 'dragon-tiger');--> statement-breakpoint
UPDATE `games` SET `table_id` = 'andar-bahar', `is_core` = 1 WHERE `id` = 'andar-bahar';--> statement-breakpoint
UPDATE `games` SET `table_id` = 'dragon-tiger', `is_core` = 1 WHERE `id` = 'dragon-tiger';
