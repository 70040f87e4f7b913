-- The ledger and the audit log are append-only: no row may be changed or removed.
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN
	SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN
	SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
-- The catalogue every deployment starts with; the roulette table is the core game.
INSERT INTO games (id, name, status, min_bet_paise, max_bet_paise, is_core, sort_order) VALUES
	('roulette', 'Roulette', 'active', 1000, 5000000, 1, 1),
	('aviator', 'Aviator', 'disabled', 1000, 5000000, 0, 2),
	('blackjack', 'Blackjack', 'disabled', 1000, 5000000, 0, 3),
	('crash', 'Crash', 'disabled', 1000, 5000000, 0, 4);
