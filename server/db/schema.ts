/**
 * The D1 schema of the whole product (drizzle). `migrations/` holds the SQL that
 * wrangler applies; `npm run db:generate` derives new migrations from this file.
 * Money is always integer paise. Times are epoch milliseconds.
 */
import { sql } from "drizzle-orm";
import {
	type AnySQLiteColumn,
	check,
	index,
	integer,
	primaryKey,
	sqliteTable,
	text,
	uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { AmlFlagKind } from "~/domain/aml";
import type { GenericMapping } from "~/domain/bank-statement/layouts";
import type { CardResult, CardSpot } from "~/domain/cards/games";
import { LOCALES } from "~/domain/i18n/locales";
import { OPERATOR_ROLES } from "~/domain/operator-roles";
import type { BonusProblem } from "~/domain/promotions/reconciliation";
import {
	AUDIENCES,
	BONUS_STATUSES,
	type BonusStatus,
	CLAIM_STATUSES,
	PROMOTION_KINDS,
	PROMOTION_STATUSES,
	WAGERING_BASES,
} from "~/domain/promotions/rules";
import type { GameWeights } from "~/domain/promotions/wagering";
import type { Bet, BetType } from "~/domain/roulette/bets";
import type { CallKind, NamedCall } from "~/domain/roulette/racetrack";
import { GAME_KINDS, type GameKind, TABLE_STATUSES } from "~/domain/tables";
import { ACCOUNT_ROLES, type Role } from "~/domain/users";

/** A bet row's type: a roulette bet's, "crash", or a card game's spot (domain/cards/games.ts). */
export type StoredBetType = BetType | "crash" | CardSpot;

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const users = sqliteTable(
	"users",
	{
		id: text("id").primaryKey(),
		name: text("name").notNull(),
		/** E.164 (+91XXXXXXXXXX); NULL once the member is deleted (anonymised). */
		phone: text("phone"),
		passwordHash: text("password_hash"),
		/** 'user' (a player) or 'admin' (an operator); what an operator may do is operatorRole. */
		role: text("role", { enum: ACCOUNT_ROLES }).notNull().default("user"),
		/** An operator's role (docs/decisions/0863-operator-roles.md); NULL for a player, and for an admin made before. */
		operatorRole: text("operator_role", { enum: OPERATOR_ROLES }),
		status: text("status", { enum: ["active", "banned"] })
			.notNull()
			.default("active"),
		isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
		/** When the player confirmed being 18+ and accepted the terms. */
		adultConsentAt: integer("adult_consent_at"),
		/** Country (ISO 3166-1 alpha-2) the account was registered from, if known. */
		country: text("country"),
		/** Bumped on ban, password reset and deletion: access tokens minted before it are refused. */
		sessionEpoch: integer("session_epoch").notNull().default(0),
		createdAt: integer("created_at").notNull().default(now),
		updatedAt: integer("updated_at").notNull().default(now),
		/** Set when the member is deleted: personal data is wiped, money records stay. */
		deletedAt: integer("deleted_at"),
		/** The language the player chose ('en' | 'hi'), NULL until they choose (docs/decisions/0920). */
		locale: text("locale", { enum: LOCALES }),
	},
	(t) => [
		uniqueIndex("users_phone_unique").on(t.phone),
		/** The members list's keyset order (docs/decisions/0420-operator-scale.md). */
		index("users_role_created_id_idx").on(t.role, t.createdAt, t.id),
		index("users_name_idx").on(t.name),
		check("users_role_valid", sql`${t.role} IN ('user', 'admin')`),
		check("users_status_valid", sql`${t.status} IN ('active', 'banned')`),
		check("users_operator_role_valid", sql`${t.operatorRole} IN ('admin', 'cashier', 'support')`),
	],
);

/**
 * A user's role as every layer sees it (docs/decisions/0863-operator-roles.md): 'user' for a player, and for an
 * operator their operator_role ('admin' when none is set).
 */
export const userRole = sql<Role>`CASE WHEN ${users.role} = 'admin' THEN coalesce(${users.operatorRole}, 'admin') ELSE 'user' END`;

export const WALLET_KINDS = ["real", "tokens"] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** One row per player and wallet; the CHECK is the last guard against overdraft. */
export const wallets = sqliteTable(
	"wallets",
	{
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		kind: text("kind", { enum: WALLET_KINDS }).notNull(),
		balancePaise: integer("balance_paise").notNull().default(0),
		updatedAt: integer("updated_at").notNull().default(now),
	},
	(t) => [
		primaryKey({ columns: [t.userId, t.kind] }),
		check("wallets_non_negative", sql`${t.balancePaise} >= 0`),
		check("wallets_kind_valid", sql`${t.kind} IN ('real', 'tokens')`),
	],
);

export const LEDGER_REASONS = [
	"seed",
	"deposit",
	"deposit_bonus",
	"withdrawal_reserve",
	"withdrawal_release",
	"bet_stake",
	"bet_payout",
	"bet_refund",
	"admin_adjustment",
	/** A bonus whose wagering was met, turned into real money (docs/decisions/0850-promotions.md). */
	"bonus_conversion",
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * Append-only: triggers in the migration refuse UPDATE and DELETE.
 * Every balance change writes one row here in the same D1 batch.
 */
export const ledgerEntries = sqliteTable(
	"ledger_entries",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		wallet: text("wallet", { enum: WALLET_KINDS }).notNull(),
		amountPaise: integer("amount_paise").notNull(),
		balanceAfterPaise: integer("balance_after_paise").notNull(),
		reason: text("reason", { enum: LEDGER_REASONS }).notNull(),
		/** What caused it: a transaction, a bet, an admin adjustment. */
		refType: text("ref_type"),
		refId: text("ref_id"),
		/** Makes each money movement happen at most once. */
		idempotencyKey: text("idempotency_key").notNull(),
		note: text("note"),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [
		uniqueIndex("ledger_idempotency_unique").on(t.idempotencyKey),
		index("ledger_user_created_idx").on(t.userId, t.createdAt),
		/** A wallet's entries after its reconciliation checkpoint, as one seek (docs/decisions/0420-operator-scale.md). */
		index("ledger_user_wallet_id_idx").on(t.userId, t.wallet, t.id),
		index("ledger_ref_idx").on(t.refType, t.refId),
		check("ledger_amount_nonzero", sql`${t.amountPaise} <> 0`),
		check("ledger_balance_non_negative", sql`${t.balanceAfterPaise} >= 0`),
		check("ledger_wallet_valid", sql`${t.wallet} IN ('real', 'tokens')`),
	],
);

/** Refresh tokens: stored hashed, rotated on use; reuse of a rotated one revokes its family. */
export const refreshTokens = sqliteTable(
	"refresh_tokens",
	{
		id: text("id").primaryKey(),
		familyId: text("family_id").notNull(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		tokenHash: text("token_hash").notNull(),
		createdAt: integer("created_at").notNull().default(now),
		expiresAt: integer("expires_at").notNull(),
		rotatedAt: integer("rotated_at"),
		revokedAt: integer("revoked_at"),
		userAgent: text("user_agent"),
		ip: text("ip"),
	},
	(t) => [
		uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
		index("refresh_tokens_family_idx").on(t.familyId),
		index("refresh_tokens_user_idx").on(t.userId),
	],
);

export const OTP_PURPOSES = ["register", "reset"] as const;

/**
 * One-time codes, stored hashed; single use, short-lived, limited tries. A registration code
 * carries its own attempt's name and password hash: only that code can make them a verified
 * account (docs/decisions/0740-account-abuse.md). Decoy codes (never sent) have no credentials.
 */
export const otpCodes = sqliteTable(
	"otp_codes",
	{
		id: text("id").primaryKey(),
		phone: text("phone").notNull(),
		purpose: text("purpose", { enum: OTP_PURPOSES }).notNull(),
		codeHash: text("code_hash").notNull(),
		expiresAt: integer("expires_at").notNull(),
		attempts: integer("attempts").notNull().default(0),
		consumedAt: integer("consumed_at"),
		createdAt: integer("created_at").notNull().default(now),
		/** The registration attempt this code belongs to (register codes only; resends keep it). */
		registrationId: text("registration_id"),
		/** The attempt's name, password hash and country, applied to the account when this code verifies it. */
		name: text("name"),
		passwordHash: text("password_hash"),
		country: text("country"),
	},
	(t) => [index("otp_phone_purpose_created_idx").on(t.phone, t.purpose, t.createdAt)],
);

/** Fixed-window counters for rate limits (per phone, per client address). */
export const rateLimits = sqliteTable(
	"rate_limits",
	{
		key: text("key").notNull(),
		windowStart: integer("window_start").notNull(),
		count: integer("count").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Deposit and withdrawal requests (the spec's Transaction). */
export const moneyTransactions = sqliteTable(
	"money_transactions",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		type: text("type", { enum: ["deposit", "withdraw"] }).notNull(),
		amountPaise: integer("amount_paise").notNull(),
		status: text("status", { enum: ["pending", "approved", "rejected"] })
			.notNull()
			.default("pending"),
		utr: text("utr"),
		/** On a deposit, the operator's receiving UPI ID at the time (payment_settings), not the player's. */
		upiId: text("upi_id"),
		paymentMethod: text("payment_method"),
		recipientName: text("recipient_name"),
		bankName: text("bank_name"),
		bankAccountNumber: text("bank_account_number"),
		ifscCode: text("ifsc_code"),
		adminNote: text("admin_note"),
		decidedBy: text("decided_by").references(() => users.id),
		decidedAt: integer("decided_at"),
		/** Client-supplied key so a retried request creates one row. */
		idempotencyKey: text("idempotency_key"),
		createdAt: integer("created_at").notNull().default(now),
		updatedAt: integer("updated_at").notNull().default(now),
	},
	(t) => [
		uniqueIndex("money_tx_utr_unique").on(t.utr),
		uniqueIndex("money_tx_idempotency_unique").on(t.userId, t.idempotencyKey),
		// The review lists' keyset orders, one per filter the screens use (docs/decisions/0420-operator-scale.md).
		index("money_tx_status_type_created_idx").on(t.status, t.type, t.createdAt, t.id),
		index("money_tx_type_created_idx").on(t.type, t.createdAt, t.id),
		index("money_tx_status_created_idx").on(t.status, t.createdAt, t.id),
		index("money_tx_created_idx").on(t.createdAt, t.id),
		index("money_tx_user_created_idx").on(t.userId, t.createdAt),
		check("money_tx_amount_positive", sql`${t.amountPaise} > 0`),
		check("money_tx_type_valid", sql`${t.type} IN ('deposit', 'withdraw')`),
		check("money_tx_status_valid", sql`${t.status} IN ('pending', 'approved', 'rejected')`),
	],
);

/** The single row (id = 1) holding the payment QR (an R2 key) and UPI ID. */
export const paymentSettings = sqliteTable("payment_settings", {
	id: integer("id").primaryKey(),
	qrObjectKey: text("qr_object_key"),
	upiId: text("upi_id").notNull(),
	updatedBy: text("updated_by").references(() => users.id),
	updatedAt: integer("updated_at").notNull().default(now),
});

/**
 * Every round of every table: the commitment before betting, the seed and result after. A roulette round's result is
 * its pocket (`result`); a crash round's is its crash point (`crash_point`, hundredths), drawn from the chain link it
 * revealed (`server_seed` holds that game hash) and the first bettors' client seeds (docs/decisions/0820-crash-game.md).
 */
export const rounds = sqliteTable(
	"rounds",
	{
		id: text("id").primaryKey(),
		/** The table whose room drew it (docs/decisions/0620-tables-and-racetrack.md); rounds before tables were 'main'. */
		tableId: text("table_id").notNull().default("main"),
		/** The round's number at its table: each table counts its own rounds from 1. */
		seq: integer("seq").notNull(),
		commitment: text("commitment").notNull(),
		/** Revealed with the result; NULL while the round is open. */
		serverSeed: text("server_seed"),
		result: integer("result"),
		/** The operator forced this result: real-money stakes are refunded, never settled. */
		operatorSet: integer("operator_set", { mode: "boolean" }).notNull().default(false),
		forcedBy: text("forced_by").references(() => users.id),
		bettingOpensAt: integer("betting_opens_at").notNull(),
		bettingClosesAt: integer("betting_closes_at").notNull(),
		resultAt: integer("result_at"),
		settledAt: integer("settled_at"),
		createdAt: integer("created_at").notNull().default(now),
		/** A crash round's crash point in hundredths (237 is 2.37×), once it crashed; NULL for roulette. */
		crashPoint: integer("crash_point"),
		/** A crash round's mixed-in client seeds (a JSON array, in acceptance order), fixed when its flight starts. */
		clientSeeds: text("client_seeds", { mode: "json" }).$type<string[]>(),
		/** A crash round's hash chain and its link's place in it (crash_chains); NULL for roulette. */
		chainId: text("chain_id"),
		chainIndex: integer("chain_index"),
		/** A card round's cards in the order dealt (a JSON array of card numbers, domain/cards/cards.ts), once revealed. */
		cards: text("cards", { mode: "json" }).$type<number[]>(),
		/** A card round's winner, once revealed: 'andar', 'bahar', 'dragon', 'tiger' or 'tie'. */
		cardResult: text("card_result").$type<CardResult>(),
	},
	(t) => [
		uniqueIndex("rounds_table_seq_unique").on(t.tableId, t.seq),
		index("rounds_result_at_idx").on(t.resultAt),
		index("rounds_table_result_at_idx").on(t.tableId, t.resultAt),
		// A table's revealed rounds of each kind, newest first, without walking the other kinds' rounds (migration 0018).
		index("rounds_table_revealed_idx").on(t.tableId, t.seq).where(sql`${t.result} IS NOT NULL`),
		index("rounds_table_crashed_idx").on(t.tableId, t.seq).where(sql`${t.crashPoint} IS NOT NULL`),
		index("rounds_table_dealt_idx").on(t.tableId, t.seq).where(sql`${t.cardResult} IS NOT NULL`),
		check("rounds_result_range", sql`${t.result} IS NULL OR (${t.result} BETWEEN 0 AND 36)`),
		check("rounds_crash_point_range", sql`${t.crashPoint} IS NULL OR ${t.crashPoint} >= 100`),
		check(
			"rounds_card_result_valid",
			sql`${t.cardResult} IS NULL OR ${t.cardResult} IN ('andar', 'bahar', 'dragon', 'tiger', 'tie')`,
		),
	],
);

export const BET_STATUSES = ["placed", "won", "lost", "refunded"] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const bets = sqliteTable(
	"bets",
	{
		id: text("id").primaryKey(),
		roundId: text("round_id")
			.notNull()
			.references(() => rounds.id),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		wallet: text("wallet", { enum: WALLET_KINDS }).notNull(),
		/** Typed as the games' bet types (a TS type only: the column is plain text); a crash bet is "crash". */
		betType: text("bet_type").$type<StoredBetType>().notNull(),
		/** Roulette: the covered numbers, comma-separated ("1,2" for a split); a crash bet: "". */
		numbers: text("numbers").notNull(),
		amountPaise: integer("amount_paise").notNull(),
		payoutPaise: integer("payout_paise"),
		status: text("status", { enum: BET_STATUSES }).notNull().default("placed"),
		/** The client's id for the placeBets submission (idempotency) and the bet's place in it. */
		submissionId: text("submission_id").notNull(),
		position: integer("position").notNull(),
		createdAt: integer("created_at").notNull().default(now),
		settledAt: integer("settled_at"),
		/** The racetrack call that placed this bet, if one did (written in the same batch). */
		callId: text("call_id").references((): AnySQLiteColumn => betCalls.id),
		/** A crash bet's panel (0 or 1: a player holds up to two bets a round); NULL for roulette. */
		panel: integer("panel"),
		/** A crash bet's auto cash-out target in hundredths (≥ 101), if it has one. */
		autoCashOut: integer("auto_cash_out"),
		/** The multiplier (hundredths) a crash bet was cashed out at, by hand, by its target or by the maximum win. */
		cashedOutAt: integer("cashed_out_at"),
		/** The client seed sent with a crash bet: the round's first ones are mixed into its crash point. */
		clientSeed: text("client_seed"),
	},
	(t) => [
		uniqueIndex("bets_submission_unique").on(t.userId, t.submissionId, t.position),
		index("bets_round_status_idx").on(t.roundId, t.status),
		index("bets_user_created_idx").on(t.userId, t.createdAt),
		check("bets_amount_positive", sql`${t.amountPaise} > 0`),
		check("bets_status_valid", sql`${t.status} IN ('placed', 'won', 'lost', 'refunded')`),
		check("bets_wallet_valid", sql`${t.wallet} IN ('real', 'tokens')`),
		check("bets_panel_valid", sql`${t.panel} IS NULL OR ${t.panel} IN (0, 1)`),
		check("bets_auto_cash_out_valid", sql`${t.autoCashOut} IS NULL OR ${t.autoCashOut} >= 101`),
	],
);

/**
 * The racetrack calls named in submissions (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history):
 * one row per call, whose bets point at it with `bets.call_id`. Written in the submission's batch, only if its
 * stake went through, after the room expanded the call again and found its bets among the submission's.
 */
export const betCalls = sqliteTable(
	"bet_calls",
	{
		id: text("id").primaryKey(),
		roundId: text("round_id")
			.notNull()
			.references(() => rounds.id),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		submissionId: text("submission_id").notNull(),
		/** The call's place among the submission's calls. */
		position: integer("position").notNull(),
		/** An announced bet ("voisins", "tiers", "orphelins", "jeu-zero") or "neighbours". */
		kind: text("kind").$type<CallKind>().notNull(),
		/** A neighbour bet's centre and pockets each side; NULL for an announced bet. */
		centre: integer("centre"),
		eachSide: integer("each_side"),
		/** One chip of the call, in the wallet's paise (tokens count like paise). */
		chipPaise: integer("chip_paise").notNull(),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [
		uniqueIndex("bet_calls_submission_unique").on(t.userId, t.submissionId, t.position),
		check("bet_calls_kind_valid", sql`${t.kind} IN ('voisins', 'tiers', 'orphelins', 'jeu-zero', 'neighbours')`),
		check(
			"bet_calls_neighbours_shape",
			sql`(${t.kind} = 'neighbours' AND ${t.centre} BETWEEN 0 AND 36 AND ${t.eachSide} BETWEEN 0 AND 9) OR (${t.kind} <> 'neighbours' AND ${t.centre} IS NULL AND ${t.eachSide} IS NULL)`,
		),
		check("bet_calls_chip_positive", sql`${t.chipPaise} > 0`),
	],
);

/**
 * The games catalogue that admins switch on and off (docs/product.md#content). A game that plays at a table of the
 * tables catalogue (`table_id`: Roulette is the main table, Aviator the `aviator` table) takes its switch and limits
 * from that table's row, the one source of truth (docs/decisions/0810-game-host.md): this row's own `status` and
 * limits are then not read. The others ("Coming soon") keep theirs here.
 */
export const games = sqliteTable("games", {
	id: text("id").primaryKey(),
	name: text("name").notNull(),
	status: text("status", { enum: ["active", "disabled"] })
		.notNull()
		.default("active"),
	minBetPaise: integer("min_bet_paise").notNull(),
	maxBetPaise: integer("max_bet_paise").notNull(),
	/** Core games (the roulette table) cannot be deleted. */
	isCore: integer("is_core", { mode: "boolean" }).notNull().default(false),
	sortOrder: integer("sort_order").notNull().default(0),
	updatedAt: integer("updated_at").notNull().default(now),
	/** The table this game plays at, whose row holds its switch and limits; NULL for a game without one. */
	tableId: text("table_id").references((): AnySQLiteColumn => tables.id),
});

/**
 * The live tables (docs/decisions/0620-tables-and-racetrack.md): each one's limits, chips, switch and place in
 * the lobby, and the game it plays (`game`: its room's durable class, docs/decisions/0810-game-host.md). A crash
 * table's maximum win per bet is `max_win_paise` (docs/decisions/0820-crash-game.md). The games catalogue's rows of
 * Roulette and Aviator read their switch and limits from here (`games.table_id`).
 */
export const tables = sqliteTable(
	"tables",
	{
		id: text("id").primaryKey(),
		name: text("name").notNull(),
		minBetPaise: integer("min_bet_paise").notNull(),
		maxBetPaise: integer("max_bet_paise").notNull(),
		/** The chips offered, in paise, smallest first (a JSON array). */
		chipValuesPaise: text("chip_values_paise", { mode: "json" }).$type<number[]>().notNull(),
		status: text("status", { enum: TABLE_STATUSES }).notNull().default("active"),
		sortOrder: integer("sort_order").notNull().default(0),
		updatedAt: integer("updated_at").notNull().default(now),
		/** The game played at the table: which durable class its room is. */
		game: text("game", { enum: GAME_KINDS }).$type<GameKind>().notNull().default("roulette"),
		/** A crash table's largest payout of one bet (stake included), in paise: a bet reaching it is cashed out. */
		maxWinPaise: integer("max_win_paise").notNull().default(100_000_000),
	},
	(t) => [
		check("tables_status_valid", sql`${t.status} IN ('active', 'disabled')`),
		check("tables_game_valid", sql`${t.game} IN ('roulette', 'crash', 'andar-bahar', 'dragon-tiger')`),
		check("tables_max_win_valid", sql`${t.maxWinPaise} >= 2 * ${t.maxBetPaise} AND ${t.maxWinPaise} <= 1000000000`),
		check(
			"tables_limits_valid",
			sql`${t.minBetPaise} >= 1000 AND ${t.minBetPaise} <= ${t.maxBetPaise} AND ${t.maxBetPaise} <= 5000000`,
		),
		check(
			"tables_chips_valid",
			sql`json_valid(${t.chipValuesPaise}) AND json_type(${t.chipValuesPaise}) = 'array' AND json_array_length(${t.chipValuesPaise}) BETWEEN 1 AND 8`,
		),
	],
);

/**
 * A crash table's hash chains (docs/decisions/0830-crash-fairness.md, 0820-crash-game.md): `length` game hashes drawn
 * from the secret `seed`, each round taking the next (`next_index`) before any bet. The terminating hash (SHA-256 of
 * the first game hash) is public from the moment the chain is written, before its first round; each round's
 * commitment is the previous game hash, so every revealed hash proves the ones before it. The seed never leaves D1
 * and the room.
 */
export const crashChains = sqliteTable(
	"crash_chains",
	{
		id: text("id").primaryKey(),
		tableId: text("table_id").notNull(),
		seed: text("seed").notNull(),
		length: integer("length").notNull(),
		terminatingHash: text("terminating_hash").notNull(),
		/** The index of the next round's game hash (0 first); the chain is spent at `length`. */
		nextIndex: integer("next_index").notNull().default(0),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [
		index("crash_chains_table_created_idx").on(t.tableId, t.createdAt),
		check("crash_chains_index_range", sql`${t.nextIndex} >= 0 AND ${t.nextIndex} <= ${t.length}`),
	],
);

/**
 * A player's favourite bets (docs/decisions/0620-tables-and-racetrack.md): up to 15 named layouts, each a list of
 * bets as the domain validated them (`Bet`: type, sorted numbers, paise), placed again with one tap.
 */
export const favouriteBets = sqliteTable(
	"favourite_bets",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		name: text("name").notNull(),
		bets: text("bets", { mode: "json" }).$type<Bet[]>().notNull(),
		/** The racetrack calls among the bets, each with its chip in rupees (a favourite saved from the racetrack). */
		calls: text("calls", { mode: "json" }).$type<NamedCall[]>().notNull().default(sql`'[]'`),
		/** The client's Idempotency-Key of the request that created it, if it sent one. */
		idempotencyKey: text("idempotency_key"),
		createdAt: integer("created_at").notNull().default(now),
		updatedAt: integer("updated_at").notNull().default(now),
	},
	(t) => [
		index("favourite_bets_user_created_idx").on(t.userId, t.createdAt),
		uniqueIndex("favourite_bets_idempotency_unique").on(t.userId, t.idempotencyKey),
		check("favourite_bets_bets_list", sql`json_valid(${t.bets}) AND json_type(${t.bets}) = 'array'`),
	],
);

/** Operator-editable settings and content overrides, JSON per key. */
export const siteSettings = sqliteTable("site_settings", {
	key: text("key").primaryKey(),
	value: text("value", { mode: "json" }).notNull(),
	updatedBy: text("updated_by").references(() => users.id),
	updatedAt: integer("updated_at").notNull().default(now),
});

/** Responsible-gaming limits: one row per player and kind; increases wait 24 h. */
export const playerLimits = sqliteTable(
	"player_limits",
	{
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		kind: text("kind", {
			enum: ["deposit_day", "deposit_week", "deposit_month", "loss_day", "reality_check_minutes"],
		}).notNull(),
		/** The limit in force (paise, or minutes for the reality check); NULL = none. */
		value: integer("value"),
		/** A requested increase (or removal, when pendingRemove) that takes effect at pendingEffectiveAt. */
		pendingValue: integer("pending_value"),
		pendingRemove: integer("pending_remove", { mode: "boolean" }).notNull().default(false),
		pendingEffectiveAt: integer("pending_effective_at"),
		updatedAt: integer("updated_at").notNull().default(now),
	},
	(t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Cool-off and self-exclusion periods; betting and deposits are refused until endsAt. */
export const exclusions = sqliteTable(
	"exclusions",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		kind: text("kind", { enum: ["cool_off", "self_exclusion"] }).notNull(),
		startsAt: integer("starts_at").notNull(),
		endsAt: integer("ends_at").notNull(),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [index("exclusions_user_ends_idx").on(t.userId, t.endsAt)],
);

/** Who did what, before and after. Append-only (triggers refuse UPDATE and DELETE). */
export const auditLog = sqliteTable(
	"audit_log",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		actorId: text("actor_id").references((): AnySQLiteColumn => users.id),
		actorRole: text("actor_role"),
		action: text("action").notNull(),
		targetType: text("target_type"),
		targetId: text("target_id"),
		before: text("before", { mode: "json" }),
		after: text("after", { mode: "json" }),
		ip: text("ip"),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [
		index("audit_created_idx").on(t.createdAt),
		index("audit_actor_created_idx").on(t.actorId, t.createdAt),
		index("audit_action_created_idx").on(t.action, t.createdAt),
		index("audit_target_idx").on(t.targetType, t.targetId),
	],
);

/** An operator's internal note on a member (docs/decisions/0863-operator-roles.md): never shown to the player. */
export const memberNotes = sqliteTable(
	"member_notes",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		authorId: text("author_id")
			.notNull()
			.references(() => users.id),
		body: text("body").notNull(),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [index("member_notes_user_created_idx").on(t.userId, t.createdAt, t.id)],
);

export const NOTIFICATION_KINDS = [
	"deposit_approved",
	"deposit_rejected",
	"withdrawal_approved",
	"withdrawal_rejected",
	"limit_raised",
	"break_ended",
	"round_refunded",
] as const;

/**
 * What happened to a player's account, for the bell and /user/notifications (docs/decisions/0900-notifications.md).
 * `key` names the event that caused it (a decision, a limit's change, a break, a round), so each is written once.
 */
export const notifications = sqliteTable(
	"notifications",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
		/** The event's figures (amounts in paise, a reason, a limit's kind), as JSON; the words are the client's. */
		data: text("data", { mode: "json" }).notNull(),
		key: text("key").notNull(),
		readAt: integer("read_at"),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [
		uniqueIndex("notifications_key_unique").on(t.key),
		index("notifications_user_created_idx").on(t.userId, t.createdAt),
		index("notifications_user_unread_idx").on(t.userId, t.readAt),
	],
);

/**
 * The AML flags in force, stored when the event that can raise or clear them happens (a request made or decided),
 * so the review list is a keyset page instead of the whole computation (docs/decisions/0420-operator-scale.md).
 */
export const amlFlagRecords = sqliteTable(
	"aml_flags",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		kind: text("kind").$type<AmlFlagKind>().notNull(),
		detail: text("detail").notNull(),
		transactionIds: text("transaction_ids", { mode: "json" }).$type<string[]>().notNull(),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [index("aml_flags_created_idx").on(t.createdAt), index("aml_flags_user_idx").on(t.userId)],
);

/**
 * The one-time backfill of stored AML flags (docs/decisions/0420-operator-scale.md): one row. The hourly cron
 * refreshes the flags of every player with a money request, in user-id order after `cursor`, a page at a time, until
 * `doneAt` is set. A deployment that had requests before flags were stored gets them this way.
 */
export const amlBackfill = sqliteTable("aml_backfill", {
	id: integer("id").primaryKey(),
	cursor: text("cursor").notNull().default(""),
	doneAt: integer("done_at"),
});

/**
 * The dashboard's figures per day (IST), kept by the trigger `bets_daily_totals` (migration 0004) in the very
 * statement that settles a bet, so "today" is one row instead of a scan of the day's bets
 * (docs/decisions/0420-operator-scale.md). Refunded bets count only as activity, as on the dashboard before.
 */
export const dailyTotals = sqliteTable("daily_totals", {
	/** The day's first millisecond in India (istDayStart). */
	day: integer("day").primaryKey(),
	realBets: integer("real_bets").notNull().default(0),
	realStakesPaise: integer("real_stakes_paise").notNull().default(0),
	realPayoutsPaise: integer("real_payouts_paise").notNull().default(0),
	tokensBets: integer("tokens_bets").notNull().default(0),
	tokensStakesPaise: integer("tokens_stakes_paise").notNull().default(0),
	tokensPayoutsPaise: integer("tokens_payouts_paise").notNull().default(0),
	/** Players with a settled or refunded bet placed that day (each counted once, through daily_players). */
	players: integer("players").notNull().default(0),
});

/** Who played on a day: makes daily_totals.players count each player once. */
export const dailyPlayers = sqliteTable(
	"daily_players",
	{
		day: integer("day").notNull(),
		userId: text("user_id").notNull(),
	},
	(t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/** The money identity of docs/product.md#money, term by term, in paise (what a reconciliation found). */
export type MoneyIdentity = {
	totalRealBalancePaise: number;
	openingBalancesPaise: number;
	adminAdjustmentsPaise: number;
	approvedDepositsPaise: number;
	approvedWithdrawalsPaise: number;
	pendingWithdrawalsPaise: number;
	netBetWinningsPaise: number;
	/** Bonuses whose wagering was met, turned into real money (docs/decisions/0850-promotions.md). */
	bonusConversionsPaise?: number;
	expectedTotalPaise: number;
	differencePaise: number;
};

/** A wallet whose balance differs from its ledger. */
export type WalletMismatch = { userId: string; wallet: WalletKind; balancePaise: number; ledgerPaise: number };

/** A request whose net real-money ledger movements differ from what its type and status imply. */
export type RequestMismatch = {
	transactionId: string;
	type: "deposit" | "withdraw";
	status: "pending" | "approved" | "rejected";
	amountPaise: number;
	expectedLedgerPaise: number;
	ledgerPaise: number;
};

/** A bonus whose balance, status or conversion differs from its ledgers. */
export type BonusMismatch = {
	bonusId: string;
	userId: string;
	status: BonusStatus;
	amountPaise: number;
	balancePaise: number;
	/** The sum of its `bonus_ledger` entries. */
	ledgerPaise: number;
	/** The real money its conversion credited (`ledger_entries`, reason `bonus_conversion`). */
	realConversionPaise: number;
	/** The money its `bonus_ledger` conversion took out of it (positive). */
	bonusConversionPaise: number;
	problems: BonusProblem[];
};

/**
 * Where each wallet was last found equal to its ledger: a check reads only the entries after last_ledger_id. Moved
 * (and `checked_at` set) only when the wallet had new entries, so an idle wallet is not rewritten by every pass.
 */
export const reconciliationCheckpoints = sqliteTable(
	"reconciliation_checkpoints",
	{
		userId: text("user_id").notNull(),
		wallet: text("wallet", { enum: WALLET_KINDS }).notNull(),
		lastLedgerId: integer("last_ledger_id").notNull(),
		ledgerPaise: integer("ledger_paise").notNull(),
		checkedAt: integer("checked_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.wallet] })],
);

/** The real-money ledger's sums by reason up to a ledger id (one row, id = 1), carried from run to run. */
export const reconciliationState = sqliteTable("reconciliation_state", {
	id: integer("id").primaryKey(),
	lastLedgerId: integer("last_ledger_id").notNull(),
	openingPaise: integer("opening_paise").notNull(),
	adjustmentsPaise: integer("adjustments_paise").notNull(),
	betsPaise: integer("bets_paise").notNull(),
	bonusConversionsPaise: integer("bonus_conversions_paise").notNull().default(0),
});

/**
 * The money identity's running totals (one row, id = 1): the real balances and the requests' sums, kept by the
 * triggers of migrations/0008_volume.sql in the very statement that changes a wallet or a request, so reconciliation
 * reads one row instead of every wallet and every request (docs/decisions/0420-operator-scale.md).
 */
export const moneyTotals = sqliteTable(
	"money_totals",
	{
		id: integer("id").primaryKey(),
		realBalancesPaise: integer("real_balances_paise").notNull(),
		approvedDepositsPaise: integer("approved_deposits_paise").notNull(),
		approvedWithdrawalsPaise: integer("approved_withdrawals_paise").notNull(),
		pendingWithdrawalsPaise: integer("pending_withdrawals_paise").notNull(),
	},
	(t) => [check("money_totals_one_row", sql`${t.id} = 1`)],
);

/**
 * Reconciliation runs (server/reconciliation-runs.ts): what was checked, how far, and what was found. A run
 * spans as many calls as its budget needs; the admin page shows the latest finished one and the one in progress.
 */
export const reconciliationRuns = sqliteTable("reconciliation_runs", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	startedAt: integer("started_at").notNull(),
	updatedAt: integer("updated_at").notNull(),
	finishedAt: integer("finished_at"),
	/** The last wallet checked ("user_id\nkind"), or the mark that every wallet has been. */
	walletCursor: text("wallet_cursor").notNull().default(""),
	/** The last request checked (its id). */
	requestCursor: text("request_cursor").notNull().default(""),
	walletsChecked: integer("wallets_checked").notNull().default(0),
	playersChecked: integer("players_checked").notNull().default(0),
	requestsChecked: integer("requests_checked").notNull().default(0),
	walletMismatches: text("wallet_mismatches", { mode: "json" }).$type<WalletMismatch[]>().notNull().default(sql`'[]'`),
	transactionMismatches: text("transaction_mismatches", { mode: "json" })
		.$type<RequestMismatch[]>()
		.notNull()
		.default(sql`'[]'`),
	/** The last bonus checked (its id), or the mark that every bonus has been (migration 0017). */
	bonusCursor: text("bonus_cursor").notNull().default(""),
	bonusesChecked: integer("bonuses_checked").notNull().default(0),
	bonusMismatches: text("bonus_mismatches", { mode: "json" }).$type<BonusMismatch[]>().notNull().default(sql`'[]'`),
	/** The money identity at the run's start (paise), from server/reconciliation-runs.ts. */
	identity: text("identity", { mode: "json" }).$type<MoneyIdentity>().notNull(),
	ok: integer("ok", { mode: "boolean" }),
});

/** A bank statement the operator uploaded (its file in R2 as `statements/<id>.csv`): who, when, which layout. */
export const bankStatementUploads = sqliteTable(
	"bank_statement_uploads",
	{
		id: text("id").primaryKey(),
		r2Key: text("r2_key").notNull(),
		fileName: text("file_name").notNull(),
		/** The layout it was read with (domain/bank-statement/layouts.ts), or "generic". */
		layout: text("layout").notNull(),
		/** The operator's column mapping it was read with, when the layout is "generic". */
		mapping: text("mapping", { mode: "json" }).$type<GenericMapping>(),
		sizeBytes: integer("size_bytes").notNull(),
		credits: integer("credits").notNull(),
		uploadedBy: text("uploaded_by")
			.notNull()
			.references(() => users.id),
		uploadedAt: integer("uploaded_at").notNull().default(now),
	},
	(t) => [index("bank_statement_uploads_at_idx").on(t.uploadedAt)],
);

/**
 * The statement line that justified a deposit's approval: a line (its key, domain/bank-statement/parse.ts) justifies
 * one deposit ever, and a deposit is justified by one line, whatever upload it came in.
 */
export const statementLineClaims = sqliteTable(
	"statement_line_claims",
	{
		lineKey: text("line_key").primaryKey(),
		transactionId: text("transaction_id")
			.notNull()
			.references(() => moneyTransactions.id),
		uploadId: text("upload_id")
			.notNull()
			.references(() => bankStatementUploads.id),
		row: integer("row").notNull(),
		lineDate: text("line_date").notNull(),
		amountPaise: integer("amount_paise").notNull(),
		narration: text("narration").notNull(),
		claimedBy: text("claimed_by")
			.notNull()
			.references(() => users.id),
		claimedAt: integer("claimed_at").notNull(),
	},
	(t) => [uniqueIndex("statement_line_claims_tx_unique").on(t.transactionId)],
);

/** A table's real-money day (docs/decisions/0860-cockpit-charts.md), kept by the trigger `bets_daily_table_totals`. */
export const dailyTableTotals = sqliteTable(
	"daily_table_totals",
	{
		day: integer("day").notNull(),
		tableId: text("table_id").notNull(),
		realBets: integer("real_bets").notNull().default(0),
		realStakesPaise: integer("real_stakes_paise").notNull().default(0),
		realPayoutsPaise: integer("real_payouts_paise").notNull().default(0),
		/** Players with a settled or refunded bet at the table that day (any wallet), each once. */
		players: integer("players").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.day, t.tableId] })],
);

/** Who played at a table on a day: makes daily_table_totals.players count each player once. */
export const dailyTablePlayers = sqliteTable(
	"daily_table_players",
	{
		day: integer("day").notNull(),
		tableId: text("table_id").notNull(),
		userId: text("user_id").notNull(),
	},
	(t) => [primaryKey({ columns: [t.day, t.tableId, t.userId] })],
);

/**
 * Money requests, registrations and first-time depositors per IST day, kept by triggers on money_transactions and
 * users: requests on the day they were made, decisions on the day they were decided.
 */
export const dailyMoney = sqliteTable("daily_money", {
	day: integer("day").primaryKey(),
	depositsRequested: integer("deposits_requested").notNull().default(0),
	depositsRequestedPaise: integer("deposits_requested_paise").notNull().default(0),
	depositsApproved: integer("deposits_approved").notNull().default(0),
	depositsApprovedPaise: integer("deposits_approved_paise").notNull().default(0),
	depositsRejected: integer("deposits_rejected").notNull().default(0),
	depositsRejectedPaise: integer("deposits_rejected_paise").notNull().default(0),
	withdrawalsRequested: integer("withdrawals_requested").notNull().default(0),
	withdrawalsRequestedPaise: integer("withdrawals_requested_paise").notNull().default(0),
	withdrawalsApproved: integer("withdrawals_approved").notNull().default(0),
	withdrawalsApprovedPaise: integer("withdrawals_approved_paise").notNull().default(0),
	withdrawalsRejected: integer("withdrawals_rejected").notNull().default(0),
	withdrawalsRejectedPaise: integer("withdrawals_rejected_paise").notNull().default(0),
	registrations: integer("registrations").notNull().default(0),
	firstDepositors: integer("first_depositors").notNull().default(0),
});

/**
 * Bonus money per IST day (docs/decisions/0860-cockpit-charts.md), kept by the trigger `bonus_ledger_daily_bonus`
 * from each bonus_ledger entry: granted, converted to real money (the bonus's real cost), expired and forfeited.
 */
export const dailyBonus = sqliteTable("daily_bonus", {
	day: integer("day").primaryKey(),
	credited: integer("credited").notNull().default(0),
	creditedPaise: integer("credited_paise").notNull().default(0),
	converted: integer("converted").notNull().default(0),
	convertedPaise: integer("converted_paise").notNull().default(0),
	expired: integer("expired").notNull().default(0),
	expiredPaise: integer("expired_paise").notNull().default(0),
	forfeited: integer("forfeited").notNull().default(0),
	forfeitedPaise: integer("forfeited_paise").notNull().default(0),
});

/**
 * A table's real-money stakes per day and bet kind (`bet_type`), kept by the trigger `bets_daily_table_bet_stakes`:
 * the dashboard's expected GGR multiplies each by that kind's exact house edge.
 */
export const dailyTableBetStakes = sqliteTable(
	"daily_table_bet_stakes",
	{
		day: integer("day").notNull(),
		tableId: text("table_id").notNull(),
		betType: text("bet_type").$type<StoredBetType>().notNull(),
		realStakesPaise: integer("real_stakes_paise").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.day, t.tableId, t.betType] })],
);

/**
 * A large withdrawal's first approval (server/four-eyes.ts): who gave it and when; `confirmedBy` is the second,
 * different administrator whose approval decided it.
 */
export const withdrawalFirstApprovals = sqliteTable("withdrawal_first_approvals", {
	transactionId: text("transaction_id")
		.primaryKey()
		.references(() => moneyTransactions.id),
	approvedBy: text("approved_by")
		.notNull()
		.references(() => users.id),
	approvedAt: integer("approved_at").notNull(),
	confirmedBy: text("confirmed_by").references(() => users.id),
});
/** A promotion as the operator configured it (migrations/0013_promotions.sql, docs/decisions/0850-promotions.md). */
export const promotions = sqliteTable(
	"promotions",
	{
		id: text("id").primaryKey(),
		code: text("code").notNull(),
		titleEn: text("title_en").notNull(),
		titleHi: text("title_hi").notNull(),
		termsEn: text("terms_en").notNull(),
		termsHi: text("terms_hi").notNull(),
		kind: text("kind", { enum: PROMOTION_KINDS }).notNull(),
		status: text("status", { enum: PROMOTION_STATUSES }).notNull().default("active"),
		audience: text("audience", { enum: AUDIENCES }).notNull().default("everyone"),
		recentDepositDays: integer("recent_deposit_days"),
		startsAt: integer("starts_at").notNull(),
		endsAt: integer("ends_at"),
		maxClaims: integer("max_claims"),
		claimsCount: integer("claims_count").notNull().default(0),
		/** The percentage × 100 (12.5% = 1250). */
		percentHundredths: integer("percent_hundredths").notNull().default(0),
		minDepositPaise: integer("min_deposit_paise").notNull().default(0),
		minBonusPaise: integer("min_bonus_paise").notNull().default(0),
		maxBonusPaise: integer("max_bonus_paise").notNull().default(0),
		rewardPaise: integer("reward_paise").notNull().default(0),
		friendRewardPaise: integer("friend_reward_paise").notNull().default(0),
		wageringMultiple: integer("wagering_multiple").notNull(),
		wageringBase: text("wagering_base", { enum: WAGERING_BASES }).notNull().default("bonus"),
		expiryDays: integer("expiry_days").notNull(),
		maxBetPaise: integer("max_bet_paise").notNull(),
		weights: text("weights", { mode: "json" }).$type<GameWeights>().notNull(),
		createdBy: text("created_by").references(() => users.id),
		createdAt: integer("created_at").notNull().default(now),
		updatedAt: integer("updated_at").notNull().default(now),
	},
	(t) => [
		uniqueIndex("promotions_code_unique").on(t.code),
		index("promotions_status_starts_idx").on(t.status, t.startsAt),
	],
);

/** A player's claim of a promotion: once per player, once per device cookie, one deposit per deposit match. */
export const promotionClaims = sqliteTable(
	"promotion_claims",
	{
		id: text("id").primaryKey(),
		promotionId: text("promotion_id")
			.notNull()
			.references(() => promotions.id),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		deviceId: text("device_id"),
		status: text("status", { enum: CLAIM_STATUSES }).notNull(),
		depositTxId: text("deposit_tx_id").references(() => moneyTransactions.id),
		createdAt: integer("created_at").notNull().default(now),
		updatedAt: integer("updated_at").notNull().default(now),
	},
	(t) => [
		uniqueIndex("promotion_claims_player_unique").on(t.promotionId, t.userId),
		index("promotion_claims_user_status_idx").on(t.userId, t.status),
	],
);

/** One bonus: its balance (the bonus wallet), its wagering, cap, weights and expiry. */
export const bonuses = sqliteTable(
	"bonuses",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		promotionId: text("promotion_id")
			.notNull()
			.references(() => promotions.id),
		sourceKey: text("source_key").notNull(),
		amountPaise: integer("amount_paise").notNull(),
		balancePaise: integer("balance_paise").notNull().default(0),
		wageringRequiredPaise: integer("wagering_required_paise").notNull(),
		wageredPaise: integer("wagered_paise").notNull().default(0),
		maxBetPaise: integer("max_bet_paise").notNull(),
		weights: text("weights", { mode: "json" }).$type<GameWeights>().notNull(),
		status: text("status", { enum: BONUS_STATUSES }).notNull().default("active"),
		expiresAt: integer("expires_at").notNull(),
		createdAt: integer("created_at").notNull().default(now),
		endedAt: integer("ended_at"),
	},
	(t) => [
		uniqueIndex("bonuses_source_unique").on(t.sourceKey),
		index("bonuses_user_status_created_idx").on(t.userId, t.status, t.createdAt),
		index("bonuses_status_expires_idx").on(t.status, t.expiresAt),
	],
);

export const BONUS_LEDGER_REASONS = ["bonus_credit", "bonus_conversion", "bonus_expiry", "bonus_forfeit"] as const;
export type BonusLedgerReason = (typeof BONUS_LEDGER_REASONS)[number];

/** Every movement of bonus money. Append-only (triggers refuse UPDATE and DELETE). */
export const bonusLedger = sqliteTable(
	"bonus_ledger",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		bonusId: text("bonus_id")
			.notNull()
			.references(() => bonuses.id),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		amountPaise: integer("amount_paise").notNull(),
		balanceAfterPaise: integer("balance_after_paise").notNull(),
		reason: text("reason", { enum: BONUS_LEDGER_REASONS }).notNull(),
		idempotencyKey: text("idempotency_key").notNull(),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [
		uniqueIndex("bonus_ledger_idempotency_unique").on(t.idempotencyKey),
		index("bonus_ledger_bonus_idx").on(t.bonusId),
		index("bonus_ledger_user_created_idx").on(t.userId, t.createdAt),
	],
);

/** What one round added to a bonus's wagering, once per bonus and round. */
export const bonusWagers = sqliteTable(
	"bonus_wagers",
	{
		bonusId: text("bonus_id")
			.notNull()
			.references(() => bonuses.id),
		roundId: text("round_id")
			.notNull()
			.references(() => rounds.id),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		contributedPaise: integer("contributed_paise").notNull(),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [primaryKey({ columns: [t.bonusId, t.roundId] })],
);

/** A player's own referral code. */
export const referralCodes = sqliteTable(
	"referral_codes",
	{
		userId: text("user_id")
			.primaryKey()
			.references(() => users.id),
		code: text("code").notNull(),
		deviceId: text("device_id"),
		createdAt: integer("created_at").notNull().default(now),
	},
	(t) => [uniqueIndex("referral_codes_code_unique").on(t.code)],
);

/** A friend who joined with a referral code (once), and whether the referrer's reward was paid or withheld. */
export const referrals = sqliteTable(
	"referrals",
	{
		friendId: text("friend_id")
			.primaryKey()
			.references(() => users.id),
		referrerId: text("referrer_id")
			.notNull()
			.references(() => users.id),
		deviceId: text("device_id"),
		status: text("status", { enum: ["joined", "rewarded", "withheld"] })
			.notNull()
			.default("joined"),
		withheldReason: text("withheld_reason"),
		createdAt: integer("created_at").notNull().default(now),
		decidedAt: integer("decided_at"),
	},
	(t) => [index("referrals_referrer_created_idx").on(t.referrerId, t.createdAt)],
);
