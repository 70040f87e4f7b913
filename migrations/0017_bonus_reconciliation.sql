-- Reconciliation checks bonus money (issue 32; docs/decisions/0850-promotions.md): a run walks every bonus in keyset
-- chunks on its id after the wallets and the requests, and stores the bonuses whose balance, status or conversion
-- disagrees with their `bonus_ledger` entries and the real ledger's conversion entry.
ALTER TABLE `reconciliation_runs` ADD `bonus_cursor` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `reconciliation_runs` ADD `bonuses_checked` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `reconciliation_runs` ADD `bonus_mismatches` text DEFAULT '[]' NOT NULL;
