-- The one-time backfill of stored AML flags (docs/decisions/0420-operator-scale.md): the hourly cron refreshes the
-- flags of every player with a money request, after `cursor` in user-id order, until `done_at` is set.
CREATE TABLE `aml_backfill` (
	`id` integer PRIMARY KEY NOT NULL,
	`cursor` text DEFAULT '' NOT NULL,
	`done_at` integer
);
--> statement-breakpoint
INSERT INTO `aml_backfill` (`id`) VALUES (1);
