-- Member search by words (docs/decisions/0420-operator-scale.md): the trigram index read the posting list of every
-- trigram of the term, which grows with the players. Now each word of a name is a term, with prefix indexes for its
-- first 2 to 8 characters, so "meer sha" is two lookups of ready lists that are read lazily, newest first (a prefix
-- longer than any index would merge every matching word's list first: 2.2 ms instead of 0.03 ms for "meera" at
-- 100,000 players; the indexes add about 1.4 MB there). External content (the names stay in `users` only),
-- no positions (detail=none: no phrase queries are made). Marks are word characters (categories … M*): Devanagari
-- vowel signs stay inside their word. Kept by triggers, so every insert and rename (deletion anonymises) is indexed.
DROP TRIGGER users_name_fts_insert;
--> statement-breakpoint
DROP TRIGGER users_name_fts_update;
--> statement-breakpoint
DROP TRIGGER users_name_fts_delete;
--> statement-breakpoint
DROP TABLE users_name_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE users_name_fts USING fts5(
	name,
	content = 'users',
	tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'",
	prefix = '2 3 4 5 6 7 8',
	detail = none,
	columnsize = 0
);
--> statement-breakpoint
INSERT INTO users_name_fts (users_name_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER users_name_fts_insert AFTER INSERT ON users
BEGIN
	INSERT INTO users_name_fts (rowid, name) VALUES (new.rowid, new.name);
END;
--> statement-breakpoint
CREATE TRIGGER users_name_fts_update AFTER UPDATE OF name ON users WHEN old.name IS NOT new.name
BEGIN
	INSERT INTO users_name_fts (users_name_fts, rowid, name) VALUES ('delete', old.rowid, old.name);
	INSERT INTO users_name_fts (rowid, name) VALUES (new.rowid, new.name);
END;
--> statement-breakpoint
CREATE TRIGGER users_name_fts_delete AFTER DELETE ON users
BEGIN
	INSERT INTO users_name_fts (users_name_fts, rowid, name) VALUES ('delete', old.rowid, old.name);
END;
--> statement-breakpoint
-- Running totals for the money identity (docs/decisions/0420-operator-scale.md): the real balances and the requests'
-- sums, kept by triggers in the very statement that changes a wallet or a request, so reconciliation reads one row
-- instead of every wallet and every request. One row, id = 1.
CREATE TABLE `money_totals` (
	`id` integer PRIMARY KEY NOT NULL,
	`real_balances_paise` integer NOT NULL,
	`approved_deposits_paise` integer NOT NULL,
	`approved_withdrawals_paise` integer NOT NULL,
	`pending_withdrawals_paise` integer NOT NULL,
	CONSTRAINT "money_totals_one_row" CHECK("money_totals"."id" = 1)
);
--> statement-breakpoint
-- The totals of the data already there (the benchmark's generator runs this same statement after its bulk load).
INSERT INTO money_totals (id, real_balances_paise, approved_deposits_paise, approved_withdrawals_paise,
	pending_withdrawals_paise)
SELECT 1,
	(SELECT coalesce(sum(balance_paise), 0) FROM wallets WHERE kind = 'real'),
	coalesce(sum(CASE WHEN type = 'deposit' AND status = 'approved' THEN amount_paise ELSE 0 END), 0),
	coalesce(sum(CASE WHEN type = 'withdraw' AND status = 'approved' THEN amount_paise ELSE 0 END), 0),
	coalesce(sum(CASE WHEN type = 'withdraw' AND status = 'pending' THEN amount_paise ELSE 0 END), 0)
FROM money_transactions
WHERE true -- (an upsert's SELECT needs a WHERE, or SQLite reads ON as a join's)
ON CONFLICT (id) DO UPDATE SET real_balances_paise = excluded.real_balances_paise,
	approved_deposits_paise = excluded.approved_deposits_paise,
	approved_withdrawals_paise = excluded.approved_withdrawals_paise,
	pending_withdrawals_paise = excluded.pending_withdrawals_paise;
--> statement-breakpoint
-- Each trigger fires only when real money is involved, so a play-token movement or a pending deposit writes no more
-- than before. D1 counts a trigger's writes in `meta.changes`: callers of these tables' writes test "changed or not".
CREATE TRIGGER money_totals_wallet_insert AFTER INSERT ON wallets WHEN new.kind = 'real' AND new.balance_paise <> 0
BEGIN
	UPDATE money_totals SET real_balances_paise = real_balances_paise + new.balance_paise WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER money_totals_wallet_update AFTER UPDATE OF balance_paise, kind ON wallets
WHEN (old.kind = 'real' OR new.kind = 'real') AND (old.kind IS NOT new.kind OR old.balance_paise <> new.balance_paise)
BEGIN
	UPDATE money_totals SET real_balances_paise = real_balances_paise
		- CASE WHEN old.kind = 'real' THEN old.balance_paise ELSE 0 END
		+ CASE WHEN new.kind = 'real' THEN new.balance_paise ELSE 0 END
	WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER money_totals_wallet_delete AFTER DELETE ON wallets WHEN old.kind = 'real' AND old.balance_paise <> 0
BEGIN
	UPDATE money_totals SET real_balances_paise = real_balances_paise - old.balance_paise WHERE id = 1;
END;
--> statement-breakpoint
-- A request counts in the identity as an approved deposit, an approved withdrawal or a pending withdrawal.
CREATE TRIGGER money_totals_request_insert AFTER INSERT ON money_transactions
WHEN (new.type = 'deposit' AND new.status = 'approved') OR (new.type = 'withdraw' AND new.status IN ('pending', 'approved'))
BEGIN
	UPDATE money_totals SET
		approved_deposits_paise = approved_deposits_paise
			+ CASE WHEN new.type = 'deposit' AND new.status = 'approved' THEN new.amount_paise ELSE 0 END,
		approved_withdrawals_paise = approved_withdrawals_paise
			+ CASE WHEN new.type = 'withdraw' AND new.status = 'approved' THEN new.amount_paise ELSE 0 END,
		pending_withdrawals_paise = pending_withdrawals_paise
			+ CASE WHEN new.type = 'withdraw' AND new.status = 'pending' THEN new.amount_paise ELSE 0 END
	WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER money_totals_request_update AFTER UPDATE OF type, status, amount_paise ON money_transactions
WHEN (old.type = 'deposit' AND old.status = 'approved') OR (old.type = 'withdraw' AND old.status IN ('pending', 'approved'))
	OR (new.type = 'deposit' AND new.status = 'approved') OR (new.type = 'withdraw' AND new.status IN ('pending', 'approved'))
BEGIN
	UPDATE money_totals SET
		approved_deposits_paise = approved_deposits_paise
			- CASE WHEN old.type = 'deposit' AND old.status = 'approved' THEN old.amount_paise ELSE 0 END
			+ CASE WHEN new.type = 'deposit' AND new.status = 'approved' THEN new.amount_paise ELSE 0 END,
		approved_withdrawals_paise = approved_withdrawals_paise
			- CASE WHEN old.type = 'withdraw' AND old.status = 'approved' THEN old.amount_paise ELSE 0 END
			+ CASE WHEN new.type = 'withdraw' AND new.status = 'approved' THEN new.amount_paise ELSE 0 END,
		pending_withdrawals_paise = pending_withdrawals_paise
			- CASE WHEN old.type = 'withdraw' AND old.status = 'pending' THEN old.amount_paise ELSE 0 END
			+ CASE WHEN new.type = 'withdraw' AND new.status = 'pending' THEN new.amount_paise ELSE 0 END
	WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER money_totals_request_delete AFTER DELETE ON money_transactions
WHEN (old.type = 'deposit' AND old.status = 'approved') OR (old.type = 'withdraw' AND old.status IN ('pending', 'approved'))
BEGIN
	UPDATE money_totals SET
		approved_deposits_paise = approved_deposits_paise
			- CASE WHEN old.type = 'deposit' AND old.status = 'approved' THEN old.amount_paise ELSE 0 END,
		approved_withdrawals_paise = approved_withdrawals_paise
			- CASE WHEN old.type = 'withdraw' AND old.status = 'approved' THEN old.amount_paise ELSE 0 END,
		pending_withdrawals_paise = pending_withdrawals_paise
			- CASE WHEN old.type = 'withdraw' AND old.status = 'pending' THEN old.amount_paise ELSE 0 END
	WHERE id = 1;
END;
