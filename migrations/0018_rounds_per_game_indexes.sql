-- A table's revealed rounds per game, newest first, without walking the other games' rounds: /api/rounds asks a
-- table for its roulette results, its crash points and its card results in one batch, and a partial index per kind
-- lets each query seek straight to its own rows (at 1,000,000 players a roulette table's crash query walked every
-- round: 301 ms; docs/benchmarks.md).
CREATE INDEX `rounds_table_revealed_idx` ON `rounds` (`table_id`,`seq`) WHERE `result` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `rounds_table_crashed_idx` ON `rounds` (`table_id`,`seq`) WHERE `crash_point` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `rounds_table_dealt_idx` ON `rounds` (`table_id`,`seq`) WHERE `card_result` IS NOT NULL;
