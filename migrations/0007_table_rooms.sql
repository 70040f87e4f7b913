-- One RouletteRoom per table (docs/decisions/0620-tables-and-racetrack.md): every round names its table, and each
-- table numbers its own rounds. Rounds drawn before there were several tables were the main table's.
DROP INDEX `rounds_seq_unique`;--> statement-breakpoint
ALTER TABLE `rounds` ADD `table_id` text DEFAULT 'main' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `rounds_table_seq_unique` ON `rounds` (`table_id`,`seq`);--> statement-breakpoint
CREATE INDEX `rounds_table_result_at_idx` ON `rounds` (`table_id`,`result_at`);