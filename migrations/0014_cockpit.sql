-- The operator's cockpit (issue 33). Bank statements: each upload (its file in R2) and the statement line that
-- justified each deposit approved from one (docs/decisions/0861-bank-statement-matching.md).
CREATE TABLE `bank_statement_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`r2_key` text NOT NULL,
	`file_name` text NOT NULL,
	`layout` text NOT NULL,
	`mapping` text,
	`size_bytes` integer NOT NULL,
	`credits` integer NOT NULL,
	`uploaded_by` text NOT NULL,
	`uploaded_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bank_statement_uploads_at_idx` ON `bank_statement_uploads` (`uploaded_at`);--> statement-breakpoint
CREATE TABLE `statement_line_claims` (
	`line_key` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`upload_id` text NOT NULL,
	`row` integer NOT NULL,
	`line_date` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`narration` text NOT NULL,
	`claimed_by` text NOT NULL,
	`claimed_at` integer NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `money_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`upload_id`) REFERENCES `bank_statement_uploads`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`claimed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statement_line_claims_tx_unique` ON `statement_line_claims` (`transaction_id`);
