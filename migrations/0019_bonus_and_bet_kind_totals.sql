-- The dashboard's bonus cost and every game's theoretical hold (issue 33; docs/decisions/0860-cockpit-charts.md),
-- kept by triggers in the statement that writes what causes them, like daily_table_totals and daily_money (0014).
--
-- Bonus money per IST day: granted (bonus_credit), converted to real money once wagered (bonus_conversion: the real
-- cost), expired (bonus_expiry) and forfeited (bonus_forfeit), counts and sums, from each bonus_ledger entry on the
-- day of the entry. The ledger is append-only, so an entry's day never moves.
CREATE TABLE `daily_bonus` (
	`day` integer PRIMARY KEY NOT NULL,
	`credited` integer DEFAULT 0 NOT NULL,
	`credited_paise` integer DEFAULT 0 NOT NULL,
	`converted` integer DEFAULT 0 NOT NULL,
	`converted_paise` integer DEFAULT 0 NOT NULL,
	`expired` integer DEFAULT 0 NOT NULL,
	`expired_paise` integer DEFAULT 0 NOT NULL,
	`forfeited` integer DEFAULT 0 NOT NULL,
	`forfeited_paise` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER bonus_ledger_daily_bonus AFTER INSERT ON bonus_ledger
BEGIN
	INSERT INTO daily_bonus (day, credited, credited_paise, converted, converted_paise, expired, expired_paise,
		forfeited, forfeited_paise)
	SELECT (new.created_at + 19800000) / 86400000 * 86400000 - 19800000,
		new.reason = 'bonus_credit', CASE WHEN new.reason = 'bonus_credit' THEN new.amount_paise ELSE 0 END,
		new.reason = 'bonus_conversion', CASE WHEN new.reason = 'bonus_conversion' THEN -new.amount_paise ELSE 0 END,
		new.reason = 'bonus_expiry', CASE WHEN new.reason = 'bonus_expiry' THEN -new.amount_paise ELSE 0 END,
		new.reason = 'bonus_forfeit', CASE WHEN new.reason = 'bonus_forfeit' THEN -new.amount_paise ELSE 0 END
	WHERE true
	ON CONFLICT (day) DO UPDATE SET
		credited = credited + excluded.credited, credited_paise = credited_paise + excluded.credited_paise,
		converted = converted + excluded.converted, converted_paise = converted_paise + excluded.converted_paise,
		expired = expired + excluded.expired, expired_paise = expired_paise + excluded.expired_paise,
		forfeited = forfeited + excluded.forfeited, forfeited_paise = forfeited_paise + excluded.forfeited_paise;
END;
--> statement-breakpoint
-- Bonus money moved before this migration, into its days.
INSERT INTO daily_bonus (day, credited, credited_paise, converted, converted_paise, expired, expired_paise, forfeited,
	forfeited_paise)
SELECT (created_at + 19800000) / 86400000 * 86400000 - 19800000 AS d,
	SUM(reason = 'bonus_credit'), SUM(CASE WHEN reason = 'bonus_credit' THEN amount_paise ELSE 0 END),
	SUM(reason = 'bonus_conversion'), SUM(CASE WHEN reason = 'bonus_conversion' THEN -amount_paise ELSE 0 END),
	SUM(reason = 'bonus_expiry'), SUM(CASE WHEN reason = 'bonus_expiry' THEN -amount_paise ELSE 0 END),
	SUM(reason = 'bonus_forfeit'), SUM(CASE WHEN reason = 'bonus_forfeit' THEN -amount_paise ELSE 0 END)
FROM bonus_ledger GROUP BY d;
--> statement-breakpoint
-- A table's real-money stakes per day and bet kind (the bet's bet_type: a roulette bet, `crash`, a card spot such as
-- `andar`, `cards-11-15` or `suitedTie`), of settled bets that were not refunded, as daily_table_totals counts them:
-- the dashboard multiplies each kind's stakes by that kind's exact house edge (domain/dashboard/figures.ts), so a
-- card table's expected GGR is exact whatever its players' mix of bets.
CREATE TABLE `daily_table_bet_stakes` (
	`day` integer NOT NULL,
	`table_id` text NOT NULL,
	`bet_type` text NOT NULL,
	`real_stakes_paise` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `table_id`, `bet_type`)
);
--> statement-breakpoint
CREATE TRIGGER bets_daily_table_bet_stakes AFTER UPDATE OF status ON bets
WHEN old.status = 'placed' AND new.status <> 'placed' AND new.status <> 'refunded' AND new.wallet = 'real'
BEGIN
	INSERT INTO daily_table_bet_stakes (day, table_id, bet_type, real_stakes_paise)
		VALUES ((new.created_at + 19800000) / 86400000 * 86400000 - 19800000,
			(SELECT table_id FROM rounds WHERE id = new.round_id), new.bet_type, new.amount_paise)
		ON CONFLICT (day, table_id, bet_type) DO UPDATE SET
			real_stakes_paise = real_stakes_paise + excluded.real_stakes_paise;
END;
--> statement-breakpoint
-- Bets settled before this migration, into their days, tables and kinds.
INSERT INTO daily_table_bet_stakes (day, table_id, bet_type, real_stakes_paise)
SELECT (b.created_at + 19800000) / 86400000 * 86400000 - 19800000 AS d, r.table_id, b.bet_type, SUM(b.amount_paise)
FROM bets b JOIN rounds r ON r.id = b.round_id
WHERE b.status NOT IN ('placed', 'refunded') AND b.wallet = 'real'
GROUP BY d, r.table_id, b.bet_type;
