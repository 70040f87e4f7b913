-- Racetrack calls in the bet history (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history): one row
-- per call a submission named, written in its batch; its bets point at it. A favourite keeps the calls it was saved
-- with. (Migration 0008 is reserved for another change; the drizzle journal is re-chained at merge.)
CREATE TABLE `bet_calls` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`user_id` text NOT NULL,
	`submission_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`centre` integer,
	`each_side` integer,
	`chip_paise` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bet_calls_kind_valid" CHECK("bet_calls"."kind" IN ('voisins', 'tiers', 'orphelins', 'jeu-zero', 'neighbours')),
	CONSTRAINT "bet_calls_neighbours_shape" CHECK(("bet_calls"."kind" = 'neighbours' AND "bet_calls"."centre" BETWEEN 0 AND 36 AND "bet_calls"."each_side" BETWEEN 0 AND 9) OR ("bet_calls"."kind" <> 'neighbours' AND "bet_calls"."centre" IS NULL AND "bet_calls"."each_side" IS NULL)),
	CONSTRAINT "bet_calls_chip_positive" CHECK("bet_calls"."chip_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bet_calls_submission_unique` ON `bet_calls` (`user_id`,`submission_id`,`position`);--> statement-breakpoint
ALTER TABLE `bets` ADD `call_id` text REFERENCES bet_calls(id);--> statement-breakpoint
ALTER TABLE `favourite_bets` ADD `calls` text DEFAULT '[]' NOT NULL;