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
--> statement-breakpoint
-- The business per IST day for the dashboard's charts (docs/decisions/0860-cockpit-charts.md), kept by triggers in
-- the statement that changes a bet, a request or a user, like daily_totals (0004) and money_totals (0008): the
-- dashboard reads one row a day, never the bets, requests or users. A day is its first millisecond in India.
-- Per table: real-money bets, stakes and payouts of settled bets (refunds do not count), and its players (any wallet).
CREATE TABLE `daily_table_totals` (
	`day` integer NOT NULL,
	`table_id` text NOT NULL,
	`real_bets` integer DEFAULT 0 NOT NULL,
	`real_stakes_paise` integer DEFAULT 0 NOT NULL,
	`real_payouts_paise` integer DEFAULT 0 NOT NULL,
	`players` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `table_id`)
);
--> statement-breakpoint
CREATE TABLE `daily_table_players` (
	`day` integer NOT NULL,
	`table_id` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`day`, `table_id`, `user_id`)
);
--> statement-breakpoint
CREATE TRIGGER bets_daily_table_totals AFTER UPDATE OF status ON bets
WHEN old.status = 'placed' AND new.status <> 'placed'
BEGIN
	INSERT INTO daily_table_totals (day, table_id)
		VALUES ((new.created_at + 19800000) / 86400000 * 86400000 - 19800000,
			(SELECT table_id FROM rounds WHERE id = new.round_id))
		ON CONFLICT (day, table_id) DO NOTHING;
	UPDATE daily_table_totals SET
		players = players + NOT EXISTS (
			SELECT 1 FROM daily_table_players p
			WHERE p.day = daily_table_totals.day AND p.table_id = daily_table_totals.table_id AND p.user_id = new.user_id
		),
		real_bets = real_bets + (new.wallet = 'real' AND new.status <> 'refunded'),
		real_stakes_paise = real_stakes_paise
			+ CASE WHEN new.wallet = 'real' AND new.status <> 'refunded' THEN new.amount_paise ELSE 0 END,
		real_payouts_paise = real_payouts_paise
			+ CASE WHEN new.wallet = 'real' AND new.status <> 'refunded' THEN COALESCE(new.payout_paise, 0) ELSE 0 END
	WHERE day = (new.created_at + 19800000) / 86400000 * 86400000 - 19800000
		AND table_id = (SELECT table_id FROM rounds WHERE id = new.round_id);
	INSERT INTO daily_table_players (day, table_id, user_id)
		VALUES ((new.created_at + 19800000) / 86400000 * 86400000 - 19800000,
			(SELECT table_id FROM rounds WHERE id = new.round_id), new.user_id)
		ON CONFLICT (day, table_id, user_id) DO NOTHING;
END;
--> statement-breakpoint
-- Bets settled before this migration, into their days and tables.
INSERT INTO daily_table_totals (day, table_id, real_bets, real_stakes_paise, real_payouts_paise, players)
SELECT (b.created_at + 19800000) / 86400000 * 86400000 - 19800000 AS d, r.table_id,
	SUM(b.wallet = 'real' AND b.status <> 'refunded'),
	SUM(CASE WHEN b.wallet = 'real' AND b.status <> 'refunded' THEN b.amount_paise ELSE 0 END),
	SUM(CASE WHEN b.wallet = 'real' AND b.status <> 'refunded' THEN COALESCE(b.payout_paise, 0) ELSE 0 END),
	COUNT(DISTINCT b.user_id)
FROM bets b JOIN rounds r ON r.id = b.round_id WHERE b.status <> 'placed' GROUP BY d, r.table_id;
--> statement-breakpoint
INSERT INTO daily_table_players (day, table_id, user_id)
SELECT DISTINCT (b.created_at + 19800000) / 86400000 * 86400000 - 19800000, r.table_id, b.user_id
FROM bets b JOIN rounds r ON r.id = b.round_id WHERE b.status <> 'placed';
--> statement-breakpoint
-- Per day: deposit and withdrawal requests made (on the day of the request) and decided (on the day of the
-- decision), counts and sums; players registered; players whose first deposit was approved that day.
CREATE TABLE `daily_money` (
	`day` integer PRIMARY KEY NOT NULL,
	`deposits_requested` integer DEFAULT 0 NOT NULL,
	`deposits_requested_paise` integer DEFAULT 0 NOT NULL,
	`deposits_approved` integer DEFAULT 0 NOT NULL,
	`deposits_approved_paise` integer DEFAULT 0 NOT NULL,
	`deposits_rejected` integer DEFAULT 0 NOT NULL,
	`deposits_rejected_paise` integer DEFAULT 0 NOT NULL,
	`withdrawals_requested` integer DEFAULT 0 NOT NULL,
	`withdrawals_requested_paise` integer DEFAULT 0 NOT NULL,
	`withdrawals_approved` integer DEFAULT 0 NOT NULL,
	`withdrawals_approved_paise` integer DEFAULT 0 NOT NULL,
	`withdrawals_rejected` integer DEFAULT 0 NOT NULL,
	`withdrawals_rejected_paise` integer DEFAULT 0 NOT NULL,
	`registrations` integer DEFAULT 0 NOT NULL,
	`first_depositors` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER money_tx_daily_request AFTER INSERT ON money_transactions
BEGIN
	INSERT INTO daily_money (day) VALUES ((new.created_at + 19800000) / 86400000 * 86400000 - 19800000)
		ON CONFLICT (day) DO NOTHING;
	UPDATE daily_money SET
		deposits_requested = deposits_requested + (new.type = 'deposit'),
		deposits_requested_paise = deposits_requested_paise + CASE WHEN new.type = 'deposit' THEN new.amount_paise ELSE 0 END,
		withdrawals_requested = withdrawals_requested + (new.type = 'withdraw'),
		withdrawals_requested_paise = withdrawals_requested_paise
			+ CASE WHEN new.type = 'withdraw' THEN new.amount_paise ELSE 0 END
	WHERE day = (new.created_at + 19800000) / 86400000 * 86400000 - 19800000;
END;
--> statement-breakpoint
CREATE TRIGGER money_tx_daily_decision AFTER UPDATE OF status ON money_transactions
WHEN old.status = 'pending' AND new.status IN ('approved', 'rejected')
BEGIN
	INSERT INTO daily_money (day)
		VALUES ((COALESCE(new.decided_at, new.updated_at) + 19800000) / 86400000 * 86400000 - 19800000)
		ON CONFLICT (day) DO NOTHING;
	UPDATE daily_money SET
		deposits_approved = deposits_approved + (new.type = 'deposit' AND new.status = 'approved'),
		deposits_approved_paise = deposits_approved_paise
			+ CASE WHEN new.type = 'deposit' AND new.status = 'approved' THEN new.amount_paise ELSE 0 END,
		deposits_rejected = deposits_rejected + (new.type = 'deposit' AND new.status = 'rejected'),
		deposits_rejected_paise = deposits_rejected_paise
			+ CASE WHEN new.type = 'deposit' AND new.status = 'rejected' THEN new.amount_paise ELSE 0 END,
		withdrawals_approved = withdrawals_approved + (new.type = 'withdraw' AND new.status = 'approved'),
		withdrawals_approved_paise = withdrawals_approved_paise
			+ CASE WHEN new.type = 'withdraw' AND new.status = 'approved' THEN new.amount_paise ELSE 0 END,
		withdrawals_rejected = withdrawals_rejected + (new.type = 'withdraw' AND new.status = 'rejected'),
		withdrawals_rejected_paise = withdrawals_rejected_paise
			+ CASE WHEN new.type = 'withdraw' AND new.status = 'rejected' THEN new.amount_paise ELSE 0 END,
		first_depositors = first_depositors + (new.type = 'deposit' AND new.status = 'approved' AND NOT EXISTS (
			SELECT 1 FROM money_transactions m
			WHERE m.user_id = new.user_id AND m.type = 'deposit' AND m.status = 'approved' AND m.id <> new.id
		))
	WHERE day = (COALESCE(new.decided_at, new.updated_at) + 19800000) / 86400000 * 86400000 - 19800000;
END;
--> statement-breakpoint
CREATE TRIGGER users_daily_registration AFTER INSERT ON users WHEN new.role = 'user'
BEGIN
	INSERT INTO daily_money (day) VALUES ((new.created_at + 19800000) / 86400000 * 86400000 - 19800000)
		ON CONFLICT (day) DO NOTHING;
	UPDATE daily_money SET registrations = registrations + 1
	WHERE day = (new.created_at + 19800000) / 86400000 * 86400000 - 19800000;
END;
--> statement-breakpoint
-- What happened before this migration, into its days.
INSERT INTO daily_money (day, deposits_requested, deposits_requested_paise, withdrawals_requested,
	withdrawals_requested_paise)
SELECT (created_at + 19800000) / 86400000 * 86400000 - 19800000 AS d,
	SUM(type = 'deposit'), SUM(CASE WHEN type = 'deposit' THEN amount_paise ELSE 0 END),
	SUM(type = 'withdraw'), SUM(CASE WHEN type = 'withdraw' THEN amount_paise ELSE 0 END)
FROM money_transactions GROUP BY d;
--> statement-breakpoint
INSERT INTO daily_money (day, deposits_approved, deposits_approved_paise, deposits_rejected, deposits_rejected_paise,
	withdrawals_approved, withdrawals_approved_paise, withdrawals_rejected, withdrawals_rejected_paise)
SELECT (COALESCE(decided_at, updated_at) + 19800000) / 86400000 * 86400000 - 19800000 AS d,
	SUM(type = 'deposit' AND status = 'approved'),
	SUM(CASE WHEN type = 'deposit' AND status = 'approved' THEN amount_paise ELSE 0 END),
	SUM(type = 'deposit' AND status = 'rejected'),
	SUM(CASE WHEN type = 'deposit' AND status = 'rejected' THEN amount_paise ELSE 0 END),
	SUM(type = 'withdraw' AND status = 'approved'),
	SUM(CASE WHEN type = 'withdraw' AND status = 'approved' THEN amount_paise ELSE 0 END),
	SUM(type = 'withdraw' AND status = 'rejected'),
	SUM(CASE WHEN type = 'withdraw' AND status = 'rejected' THEN amount_paise ELSE 0 END)
FROM money_transactions WHERE status <> 'pending' GROUP BY d
ON CONFLICT (day) DO UPDATE SET
	deposits_approved = excluded.deposits_approved, deposits_approved_paise = excluded.deposits_approved_paise,
	deposits_rejected = excluded.deposits_rejected, deposits_rejected_paise = excluded.deposits_rejected_paise,
	withdrawals_approved = excluded.withdrawals_approved, withdrawals_approved_paise = excluded.withdrawals_approved_paise,
	withdrawals_rejected = excluded.withdrawals_rejected, withdrawals_rejected_paise = excluded.withdrawals_rejected_paise;
--> statement-breakpoint
INSERT INTO daily_money (day, registrations)
SELECT (created_at + 19800000) / 86400000 * 86400000 - 19800000 AS d, COUNT(*) FROM users WHERE role = 'user' GROUP BY d
ON CONFLICT (day) DO UPDATE SET registrations = excluded.registrations;
--> statement-breakpoint
INSERT INTO daily_money (day, first_depositors)
SELECT d, COUNT(*) FROM (
	SELECT (MIN(COALESCE(decided_at, updated_at)) + 19800000) / 86400000 * 86400000 - 19800000 AS d
	FROM money_transactions WHERE type = 'deposit' AND status = 'approved' GROUP BY user_id
) GROUP BY d
ON CONFLICT (day) DO UPDATE SET first_depositors = excluded.first_depositors;
--> statement-breakpoint
-- Four eyes for large withdrawals (issue 33): above the operator's threshold (site_settings
-- `withdrawal_four_eyes_paise`), a withdrawal's first approval is recorded here and the request stays pending; a
-- second, different administrator's approval decides it (server/four-eyes.ts).
CREATE TABLE `withdrawal_first_approvals` (
	`transaction_id` text PRIMARY KEY NOT NULL,
	`approved_by` text NOT NULL,
	`approved_at` integer NOT NULL,
	`confirmed_by` text,
	FOREIGN KEY (`transaction_id`) REFERENCES `money_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
