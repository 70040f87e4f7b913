/**
 * The bad-input suite (issue 9): every /api route and every socket client message,
 * fed generated and hand-picked invalid input. Each must be refused with a 4xx and a
 * clear `{ message }` (never a 5xx), and must change nothing: every table and the
 * R2 bucket are compared before and after each request, and the ledger check stays empty.
 *
 * The routes are read from the Hono app itself: a route added without an entry in
 * CASES makes the first test fail. Each entry holds the route's auth, a valid
 * baseline request, and its inputs; the invalid variants are generated from them,
 * one mistake at a time, and the last HTTP test proves every baseline is accepted,
 * so each refusal is caused by the mistake and nothing else.
 */
import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_RANGES } from "~/domain/dashboard/range";
import { DEPOSIT_METHODS } from "~/domain/deposit-methods";
import {
	accountMessages,
	betHistoryMessages,
	dashboardMessages,
	favouriteMessages,
	messages,
	operatorRoleMessages,
	rouletteMessages,
	statementMessages,
	validationMessages,
} from "~/domain/messages";
import { MAX_READ_IDS, notificationMessages } from "~/domain/notifications";
import { AUDIENCES, PROMOTION_KINDS, WAGERING_BASES } from "~/domain/promotions/rules";
import { LIMIT_KINDS, PROTECTION_BOUNDS } from "~/domain/protection";
import { BET_TYPES, type Bet, TABLE_LIMITS, validateSubmission } from "~/domain/roulette/bets";
import type { ClientMessage } from "~/domain/roulette/protocol";
import { STATS_RESULTS } from "~/domain/roulette/stats";
import { TABLE_ID_PATTERN } from "~/domain/tables";
import { normalizePhone } from "~/domain/validation/auth";
import { BET_HISTORY_OUTCOMES, BET_HISTORY_WALLETS, isIsoDay } from "~/domain/validation/bet-history";
import { readCalls } from "~/domain/validation/calls";
import { FAVOURITE_NAME_MAX } from "~/domain/validation/favourites";
import { BANK_ACCOUNT_PATTERN, DEPOSIT, IFSC_PATTERN, UTR_PATTERN } from "~/domain/validation/payments";
import { MAX_PAGE } from "~/domain/validation/query";
import type { RouletteRoom } from "~/durable/roulette-room";
import { DEFAULT_SOCKET_BUDGETS } from "~/durable/socket-guard";
import { DEMO_PROMOTIONS, demoPromotionsSql } from "~/scripts/lib/demo-promotions";
import { signAccessToken } from "~/server/access-token";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { api } from "~/worker/api";
import { startSession } from "~/worker/lib/sessions";
import { newUtr } from "./helpers/api";
import { jpeg160x120, png40, png200 } from "./helpers/images";
import { holdAtBetting } from "./helpers/room-clock";
import { connectAs, isolatedRoom, type RoomClient } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

// ---------------------------------------------------------------- fixtures

type Fixtures = {
	player: TestUser;
	/** Takes the baseline break, so that the main player can still deposit. */
	breakPlayer: TestUser;
	admin: TestUser;
	member: TestUser;
	/** Deleted by the DELETE baseline. */
	victim: TestUser;
	/** A second session of the player, ended by the DELETE /api/auth/sessions/:id baseline. */
	spareSessionId: string;
	pendingA: string;
	pendingB: string;
	roundId: string;
	/** The player's favourites: A is renamed by the PATCH baseline, B deleted by the DELETE baseline. */
	favouriteA: string;
	favouriteB: string;
	/** Another player's favourite, which the player may not touch. */
	othersFavourite: string;
};

let f: Fixtures;

async function pendingDeposit(user: TestUser): Promise<string> {
	const response = await send({
		method: "POST",
		path: "/api/transactions/deposit",
		auth: user,
		json: { amount: 500, utr: newUtr() },
	});
	if (response.status !== 201) throw new Error(`fixture deposit answered ${response.status}`);
	return (response.body as { data: { id: string } }).data.id;
}

async function favourite(user: TestUser, name: string): Promise<string> {
	const response = await send({
		method: "POST",
		path: "/api/user/favourites",
		auth: user,
		json: { name, bets: [{ type: "red", amount: 10 }] },
	});
	if (response.status !== 201) throw new Error(`fixture favourite answered ${response.status}`);
	return (response.body as { favourite: { id: string } }).favourite.id;
}

// ---------------------------------------------------------------- requests

/** A literal spliced into the JSON text as it is (numbers JSON.stringify cannot write: -0, 1e400). */
type Raw = { readonly raw: string };
const raw = (text: string): Raw => ({ raw: text });
const isRaw = (v: unknown): v is Raw =>
	typeof v === "object" && v !== null && Object.keys(v).length === 1 && typeof (v as Raw).raw === "string";

function jsonText(value: unknown): string {
	const literals: string[] = [];
	const text = JSON.stringify(value, (_key, v) => {
		if (isRaw(v)) {
			literals.push(v.raw);
			return `\u0000raw${literals.length - 1}\u0000`;
		}
		return v;
	});
	// JSON has no undefined (a generated value may be): only a test label shows it.
	if (text === undefined) return "undefined";
	return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => literals[Number(i)] ?? "null");
}

type ApiRequest = {
	method: string;
	path: string;
	auth?: TestUser | string | null;
	json?: unknown;
	body?: BodyInit;
	headers?: Record<string, string>;
};

type Answer = { status: number; body: unknown; text: string };

async function send(request: ApiRequest): Promise<Answer> {
	const headers: Record<string, string> = { "CF-Connecting-IP": "203.0.113.9", ...request.headers };
	if (request.auth) {
		headers.Authorization = `Bearer ${typeof request.auth === "string" ? request.auth : request.auth.token}`;
	}
	let body = request.body;
	if (request.json !== undefined) {
		headers["Content-Type"] ??= "application/json";
		body = jsonText(request.json);
	}
	const response = await exports.default.fetch(`http://localhost${request.path}`, {
		method: request.method,
		headers,
		body,
	});
	const text = response.status === 101 ? "" : await response.text();
	let parsed: unknown = null;
	try {
		parsed = text ? JSON.parse(text) : null;
	} catch {
		parsed = null;
	}
	if (response.webSocket) {
		response.webSocket.accept();
		response.webSocket.close(1000, "baseline done");
	}
	return { status: response.status, body: parsed, text };
}

// ---------------------------------------------------------------- state

let tables: string[] = [];

/** Every row of every table (and every R2 key), per table, as text. */
async function snapshot(): Promise<Record<string, string>> {
	const results = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT * FROM "${t}" ORDER BY rowid`)));
	const out: Record<string, string> = {};
	tables.forEach((t, i) => {
		out[t] = JSON.stringify(results[i]?.results ?? []);
	});
	const listed = await env.UPLOADS.list();
	out["r2:uploads"] = JSON.stringify(listed.objects.map((o) => o.key));
	return out;
}

/** A cheap fingerprint per request, in one statement: row count and highest rowid of every table. */
async function counts(): Promise<Record<string, string>> {
	const columns = tables.map((t, i) => `(SELECT COUNT(*) || ':' || IFNULL(MAX(rowid), 0) FROM "${t}") AS c${i}`);
	const row = await env.DB.prepare(`SELECT ${columns.join(", ")}`).first<Record<string, string>>();
	return Object.fromEntries(tables.map((t, i) => [t, String(row?.[`c${i}`])]));
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
	return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

/** Zod's built-in English ("Invalid input: expected number, received NaN") is not a message for a person. */
const UNCLEAR = /^(Invalid input|Invalid option|Too (small|big)|Unrecognized key)|expected \w+, received/i;

// ---------------------------------------------------------------- invalid values

const nonStrings: unknown[] = [null, true, false, [], {}, ["a"], { a: 1 }];
const nonNumbers: unknown[] = [null, true, [], {}, [500], { amount: 500 }, "", "abc", "1e3", "-0", "NaN", "Infinity"];
const hugeNumbers: unknown[] = [raw("1e308"), raw("9007199254740992"), raw("1e400"), raw("-1e400"), -1e308];
const long = (n: number) => "x".repeat(n);

const anyNonString = fc.oneof(
	fc.constant(null),
	fc.boolean(),
	fc.array(fc.integer(), { maxLength: 3 }),
	fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);
/** Not a number, nor a string a form-friendly schema would read as one. */
const anyNonNumber = fc.oneof(
	anyNonString,
	fc.string({ maxLength: 12 }).filter((s) => !/^\s*\d+(\.\d+)?\s*$/.test(s)),
);

type Field = {
	/** Omitting it is a mistake (optional fields are only tested with bad values). */
	required: boolean;
	/** Hand-picked invalid values. */
	bad: unknown[];
	/** Generated invalid values. */
	gen?: fc.Arbitrary<unknown>;
};

/** A text field: required, at most `max` characters, optionally matching a rule. */
function textField(max: number, ok?: (s: string) => boolean, required = true): Field {
	// Blank text is refused whether or not the field may be left out.
	const arbitraries: fc.Arbitrary<unknown>[] = [
		anyNonString,
		// Too long even after trimming (text fields are trimmed before their length is checked).
		fc.string({ minLength: max + 1, maxLength: max + 40 }).filter((s) => s.trim().length > max),
		fc.constantFrom("", " ", "\t\n"),
	];
	// fast-check would loop for ever on a filter nothing passes: only rules that refuse something get one.
	if (ok) arbitraries.push(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !ok(s)));
	return {
		required,
		bad: [...nonStrings, 500, long(max + 1), "", "   "],
		gen: fc.oneof(...arbitraries),
	};
}

/** An auth-form field: numbers are read as text, anything else counts as empty. */
function formText(refused: fc.Arbitrary<string>): Field {
	return {
		required: true,
		bad: [null, true, [], {}, "", "   ", long(3000)],
		gen: fc.oneof(anyNonString, refused),
	};
}

/** Short strings a rule refuses (the rule must refuse most of them, or fast-check searches for ever). */
const refusedBy = (ok: (s: string) => boolean) => fc.string({ maxLength: 40 }).filter((s) => !ok(s));

function enumField(values: readonly string[], required = true): Field {
	return {
		required,
		bad: [
			...nonStrings,
			1,
			"",
			"ALL",
			long(3000),
			...values.map((v) => `${v} `),
			...values.map((v) => v.toUpperCase()),
		],
		gen: fc.oneof(
			anyNonString,
			fc.string({ maxLength: 20 }).filter((s) => !values.includes(s)),
		),
	};
}

/** Any JSON value as the bets, and random bets that the table's rules mostly refuse. */
const anyBets = fc.oneof(
	fc.jsonValue(),
	fc.array(
		fc.record({
			type: fc.oneof(fc.constantFrom(...BET_TYPES), fc.string({ maxLength: 8 })),
			numbers: fc.oneof(fc.array(fc.integer({ min: -2, max: 40 }), { maxLength: 7 }), fc.jsonValue()),
			amount: fc.oneof(fc.integer({ min: -100, max: 60_000 }), fc.double(), fc.jsonValue()),
		}),
		{ minLength: 1, maxLength: 4 },
	),
);

/** A layout of bets, refused where the table's own rules refuse it (domain/roulette/bets.ts). */
function betsField(required = true): Field {
	const refused = (bets: unknown) => !validateSubmission([], JSON.parse(JSON.stringify(bets ?? null))).ok;
	return {
		required,
		bad: [
			...nonStrings,
			"red",
			500,
			[{ type: "straight", numbers: [37], amount: 10 }],
			[{ type: "split", numbers: [1, 5], amount: 10 }],
			[{ type: "odd", amount: 15 }],
			[{ type: "odd", amount: 5 }],
			[{ type: "odd", amount: 60_000 }],
			[
				{ type: "red", amount: 10 },
				{ type: "black", amount: 10 },
			],
			Array.from({ length: 201 }, () => ({ type: "odd", amount: 10 })),
		],
		gen: anyBets.filter(refused),
	};
}

/** Racetrack calls named with bets (domain/validation/calls.ts): malformed, or not among the bets. */
const voisins = { kind: "announced", bet: "voisins" };
const BAD_CALLS: Array<{ name: string; calls: unknown; message?: string }> = [
	{ name: "not a list", calls: { call: voisins, chip: 10 } },
	{ name: "a word", calls: "voisins" },
	{ name: "a number", calls: 9 },
	{ name: "a number in the list", calls: [5] },
	{ name: "a null call", calls: [null] },
	{ name: "the call itself, without its chip", calls: [voisins] },
	{ name: "no call", calls: [{ chip: 10 }] },
	{ name: "an unknown announced bet", calls: [{ call: { kind: "announced", bet: "zero-spiel" }, chip: 10 }] },
	{ name: "an unknown kind", calls: [{ call: { kind: "sector", bet: "voisins" }, chip: 10 }] },
	{ name: "centre 37", calls: [{ call: { kind: "neighbours", centre: 37, each: 1 }, chip: 10 }] },
	{ name: "centre as text", calls: [{ call: { kind: "neighbours", centre: "17", each: 1 }, chip: 10 }] },
	{ name: "10 each side", calls: [{ call: { kind: "neighbours", centre: 17, each: 10 }, chip: 10 }] },
	{ name: "-1 each side", calls: [{ call: { kind: "neighbours", centre: 17, each: -1 }, chip: 10 }] },
	{ name: "1.5 each side", calls: [{ call: { kind: "neighbours", centre: 17, each: 1.5 }, chip: 10 }] },
	{ name: "no chip", calls: [{ call: voisins }] },
	{ name: "chip 0", calls: [{ call: voisins, chip: 0 }] },
	{ name: "negative chip", calls: [{ call: voisins, chip: -10 }] },
	{ name: "fractional chip", calls: [{ call: voisins, chip: 10.5 }] },
	{ name: "chip as text", calls: [{ call: voisins, chip: "10" }] },
	{ name: "chip 1e20", calls: [{ call: voisins, chip: 1e20 }] },
	{ name: "too many calls", calls: Array.from({ length: 201 }, () => ({ call: voisins, chip: 10 })) },
	// Well formed, but the bets it stands for were not sent.
	{ name: "a call without its bets", calls: [{ call: voisins, chip: 10 }], message: rouletteMessages.callMismatch },
];

/** The calls sent with `bets`, refused where the domain refuses them. */
function callsField(bets: Bet[]): Field {
	return {
		required: false,
		bad: BAD_CALLS.map((c) => c.calls),
		gen: fc.jsonValue().filter((calls) => !readCalls(calls, bets).ok),
	};
}

/** A number field valid only where `ok` says so. */
function numberField(ok: (n: number) => boolean, required = true): Field {
	return {
		required,
		// JSON's -0 is the number 0: a mistake only where 0 is.
		bad: [
			...nonNumbers,
			...hugeNumbers,
			...(ok(0) ? [] : [raw("-0")]),
			-100,
			-1,
			0.5,
			10.25,
			0,
			1,
			99,
			1e9,
			2 ** 53,
		].filter((v) => typeof v !== "number" || !ok(v)),
		gen: fc.oneof(
			anyNonNumber,
			// JSON cannot carry an infinite number (it is written `null`, a different value tested on its own).
			fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !ok(n)),
			fc.integer().filter((n) => !ok(n)),
		),
	};
}

/** A query parameter: hand-picked and generated strings that must be refused. */
type QueryParam = { bad: string[]; gen?: fc.Arbitrary<string>; message?: string };

function intParam(min: number, max = Number.MAX_SAFE_INTEGER, emptyOk = false): QueryParam {
	const ok = (s: string) => {
		if (s === "" && emptyOk) return true;
		const n = Number(s);
		return Number.isSafeInteger(n) && n >= min && n <= max;
	};
	return {
		bad: ["-1", "0", "1.5", "abc", "1e9", "1e308", "9007199254740993", "NaN", "Infinity", "0x", long(3000), ""].filter(
			(s) => !ok(s),
		),
		gen: fc
			.oneof(fc.string({ maxLength: 12 }), fc.double().map(String), fc.integer().map(String))
			.filter((s) => !ok(s)),
	};
}
const pageParam = { ...intParam(1, MAX_PAGE, true), message: validationMessages.badPage(MAX_PAGE) };
/** A keyset list's `after`: only "createdAt.id" as a page answered it (empty: the first page). */
const CURSOR = /^\d{1,15}\.[A-Za-z0-9_:-]{1,100}$/;
const cursorParam: QueryParam = {
	bad: ["abc", "1.", ".x", "1.a b", "-1.x", "1234567890123456.x", long(3000)],
	gen: fc.string({ maxLength: 20 }).filter((s) => s !== "" && !CURSOR.test(s)),
	message: validationMessages.badCursor,
};
/** A keyset list's `after` on round numbers: a whole number from 1, as a page answered it (empty: the first page). */
const seqCursorParam: QueryParam = {
	bad: ["0", "abc", "-1", "1.5", "1e3", "1234567890123456", long(3000)],
	gen: fc.string({ maxLength: 20 }).filter((s) => s !== "" && !/^[1-9]\d{0,14}$/.test(s)),
	message: validationMessages.badCursor,
};
function textParam(max: number, emptyOk: boolean): QueryParam {
	return { bad: [long(max + 1), ...(emptyOk ? [] : [""])] };
}
/** A day written as "2026-11-22" (empty: no filter). */
function dayParam(): QueryParam {
	const ok = (s: string) => s === "" || isIsoDay(s);
	return {
		bad: ["2026-02-30", "2026-13-01", "22-11-2026", "2026-1-5", "yesterday", "1e9", long(3000)],
		gen: fc
			.oneof(
				fc.string({ maxLength: 12 }),
				fc.date().map((d) => String(d.getTime())),
			)
			.filter((s) => !ok(s)),
	};
}
/** A table's id (`?table=`): a malformed one is no table of the catalogue. */
const tableIdParam: QueryParam = {
	bad: ["Not a table", "MAIN", "main;", "a/b", "..", long(41), ""],
	gen: fc.string({ maxLength: 50 }).filter((s) => !TABLE_ID_PATTERN.test(s)),
	message: rouletteMessages.tableNotFound,
};
function enumParam(values: readonly string[]): QueryParam {
	const ok = (s: string) => s === "" || s === "all" || values.includes(s);
	return { bad: ["bogus", "PENDING", long(3000)], gen: fc.string({ maxLength: 12 }).filter((s) => !ok(s)) };
}

/** An HDFC-layout statement with one credit, and the upload form around a statement. */
const STATEMENT_CSV =
	"Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n01/11/26,UPI-A-633999999999-X,0000633999999999,01/11/26,0.00,500.00,0.00\n";
const MISSING_UPLOAD = "00000000-0000-4000-8000-000000000000";
function statementForm(layout: string, content: string | Uint8Array<ArrayBuffer> | null): FormData {
	const form = new FormData();
	form.append("layout", layout);
	if (content !== null) form.append("statement", new File([content], "statement.csv", { type: "text/csv" }));
	return form;
}
/** The dashboard's `?table=`: a malformed id (empty means every table). */
const dashboardTableParam: QueryParam = {
	bad: ["Not a table", "MAIN", "main;", "a/b", "..", long(65)],
	gen: fc.string({ maxLength: 70 }).filter((s) => s !== "" && !/^[a-z0-9-]{1,64}$/.test(s)),
	message: dashboardMessages.unknownTable,
};

// ---------------------------------------------------------------- the route table

type Who = "anon" | "player" | "admin";

type Case = {
	/** The most a caller needs: anon (public), "signedIn" (any role), player or admin. */
	auth: Who | "signedIn";
	/** Who sends the baseline and the invalid variants. */
	as: Who;
	/** The concrete path of the baseline. */
	path: (f: Fixtures) => string;
	/** Paths with a bad id in place of the real one (refused with 404, or 403 for someone else's record). */
	badIds?: (id: string) => string;
	badIdStatus?: number;
	/** The JSON body: a valid baseline and its fields. */
	json?: { baseline: (f: Fixtures) => Record<string, unknown>; fields: Record<string, Field>; limit: number };
	query?: { baseline?: Record<string, string>; params: Record<string, QueryParam> };
	/** The route reads nothing from the request but its auth: junk must neither break nor change anything. */
	ignoresInput?: { status: number };
	/** What the baseline answers: its status (2xx, or a refusal that comes after validation). */
	baseline: { status: number; message?: string; headers?: Record<string, string>; body?: (f: Fixtures) => BodyInit };
	/** Extra hand-written invalid requests. */
	extra?: (f: Fixtures) => Array<{ name: string; request: ApiRequest; status: number[]; message?: string }>;
};

const uuid = () => crypto.randomUUID();
const BAD_IDS = [
	"not-a-uuid",
	"00000000-0000-0000-0000-000000000000",
	long(5000),
	"' OR '1'='1",
	"%00",
	"..%2F..%2Fetc%2Fpasswd",
	"-1",
	"1e308",
	"%F0%9F%8E%B0",
];

const JSON_LIMIT = 16 * 1024;
const AUTH_LIMIT = 4 * 1024;

const isPhone = (s: string) => normalizePhone(s) !== null;
const sixDigits = (s: string) => /^\d{6}$/.test(s.trim());
const password = (s: string) => s.length >= 8 && s.length <= 128;
const validDeposit = (n: number) => Number.isInteger(n) && n >= 300 && n <= DEPOSIT.maxRupees && n % 100 === 0;

/** A game's or a table's switch and per-bet limits (whole rupees, ₹10 to the ₹50,000 round total), each optional. */
function switchAndLimitFields(): Record<string, Field> {
	const limit = (n: number) => Number.isInteger(n) && n >= 10 && n <= 50_000;
	return {
		status: enumField(["active", "disabled"], false),
		minBet: numberField(limit, false),
		maxBet: numberField(limit, false),
	};
}

/** A table's chips that no table may offer (docs/decisions/0620-tables-and-racetrack.md): the one chip rule. */
const BAD_CHIP_LISTS: unknown[] = [
	[],
	[15],
	[5],
	[50, 10],
	[10, 10],
	[10.5],
	[60_000],
	"10,50",
	[10, "50"],
	null,
	10,
	Array.from({ length: 9 }, (_, i) => (i + 1) * 10),
];

/** A table's place in the lobby: a whole number from 0 to 999, optional. */
const lobbyPlaceField = () => numberField((n) => Number.isInteger(n) && n >= 0 && n <= 999, false);

/** What a change of a switch and limits refuses whatever its fields: nothing to change, a minimum above the maximum. */
function switchAndLimitRefusals(method: string, path: string) {
	return [
		{ name: "nothing to change", request: { method, path, json: {} }, status: [422] },
		{ name: "minimum above maximum", request: { method, path, json: { minBet: 500, maxBet: 100 } }, status: [422] },
	];
}

const wholeIn = (min: number, max: number) => (n: number) => Number.isInteger(n) && n >= min && n <= max;
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const promoCode = (s: string) => s.length <= 100 && /^[A-Z0-9]{3,20}$/.test(s.trim().toUpperCase());
const momentField = (required: boolean): Field => ({
	required,
	bad: [
		...nonStrings.filter((v) => !(v === null && !required)),
		5,
		"",
		"yesterday",
		"2026-13-01T00:00:00Z",
		long(3000),
	],
});

/** A promotion as the operator sends it (docs/decisions/0850-promotions.md): a deposit match, every field valid. */
function promotionBody(code: string): Record<string, unknown> {
	return {
		code,
		titleEn: "Friday Reload",
		titleHi: "फ़्राइडे रीलोड",
		termsEn: "50% of a deposit.",
		termsHi: "एक जमा का 50%।",
		kind: "deposit_match",
		startsAt: "2026-01-01T00:00:00Z",
		percent: 50,
		minDeposit: 500,
		maxBonus: 5_000,
		wageringMultiple: 5,
		expiryDays: 7,
		maxBet: 2_500,
	};
}

const PROMOTION_FIELDS: Record<string, Field> = {
	code: textField(20, promoCode),
	titleEn: textField(80),
	titleHi: textField(80),
	termsEn: textField(1_000),
	termsHi: textField(1_000),
	kind: enumField(PROMOTION_KINDS),
	status: enumField(["active", "paused"], false),
	audience: enumField(AUDIENCES, false),
	recentDepositDays: nullableNumberField(wholeIn(1, 365)),
	startsAt: momentField(true),
	endsAt: momentField(false),
	maxClaims: nullableNumberField(wholeIn(1, 1_000_000)),
	percent: numberField((n) => n >= 0.01 && n <= 500 && twoDecimals(n), false),
	minDeposit: numberField(wholeIn(0, 1_000_000), false),
	minBonus: numberField(wholeIn(0, 5_000), false),
	maxBonus: numberField(wholeIn(1, 1_000_000), false),
	reward: numberField(wholeIn(0, 1_000_000), false),
	friendReward: numberField(wholeIn(0, 1_000_000), false),
	wageringMultiple: numberField(wholeIn(0, 100)),
	wageringBase: enumField(WAGERING_BASES, false),
	expiryDays: numberField(wholeIn(1, 365)),
	maxBet: numberField(wholeIn(10, 1_000_000)),
	weights: {
		required: false,
		bad: [
			null,
			5,
			"x",
			[],
			{},
			{ rouletteInside: 101, rouletteDozenColumn: 75, rouletteEvenMoney: 50, crash: 100 },
			{ rouletteInside: 100, rouletteDozenColumn: 75, rouletteEvenMoney: 50, crash: 1.5 },
			{ rouletteInside: 100, rouletteDozenColumn: 75, rouletteEvenMoney: 50, crash: 100, slots: 5 },
		],
	},
};

/** An optional number that may also be null (none): null is not a mistake. */
function nullableNumberField(ok: (n: number) => boolean): Field {
	const field = numberField(ok, false);
	return { ...field, bad: field.bad.filter((v) => v !== null), gen: field.gen?.filter((v) => v !== null) };
}

const CASES: Record<string, Case> = {
	"GET /api/promotions": {
		auth: "anon",
		as: "anon",
		path: () => "/api/promotions",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"GET /api/promotions/mine": {
		auth: "player",
		as: "player",
		path: () => "/api/promotions/mine",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"POST /api/promotions/claim": {
		auth: "player",
		as: "player",
		path: () => "/api/promotions/claim",
		// A well-formed code that no promotion has: refused after validation, nothing written.
		json: { limit: JSON_LIMIT, baseline: () => ({ code: "NOPE123" }), fields: { code: textField(20, promoCode) } },
		baseline: { status: 404 },
	},
	"GET /api/promotions/referral": {
		auth: "player",
		as: "player",
		path: () => "/api/promotions/referral",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"POST /api/promotions/referral": {
		auth: "player",
		as: "player",
		path: () => "/api/promotions/referral",
		ignoresInput: { status: 201 },
		baseline: { status: 201 },
	},
	"POST /api/promotions/referral/join": {
		auth: "player",
		as: "player",
		path: () => "/api/promotions/referral/join",
		// A well-formed code nobody has: refused after validation, nothing written.
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ code: "ZZZZZZZZ" }),
			fields: { code: textField(8, (s) => s.length <= 100 && /^[A-HJ-KM-NP-Z2-9]{8}$/.test(s.trim().toUpperCase())) },
		},
		baseline: { status: 404 },
	},
	"GET /api/admin/promotions": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/promotions",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"POST /api/admin/promotions": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/promotions",
		json: { limit: JSON_LIMIT, baseline: () => promotionBody("BADINPUT1"), fields: PROMOTION_FIELDS },
		baseline: { status: 201 },
		extra: () => [
			{
				name: "a taken code",
				request: { method: "POST", path: "/api/admin/promotions", json: promotionBody("friday50") },
				status: [409],
			},
			{
				name: "an end before the start",
				request: {
					method: "POST",
					path: "/api/admin/promotions",
					json: { ...promotionBody("BADINPUT2"), endsAt: "2025-01-01T00:00:00Z" },
				},
				status: [422],
			},
		],
	},
	"PUT /api/admin/promotions/:id": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/promotions/demo-friday50",
		badIds: (id) => `/api/admin/promotions/${id}`,
		json: { limit: JSON_LIMIT, baseline: () => promotionBody("FRIDAY50"), fields: PROMOTION_FIELDS },
		baseline: { status: 200 },
		extra: () => [
			{
				name: "another promotion's code",
				request: { method: "PUT", path: "/api/admin/promotions/demo-friday50", json: promotionBody("VIP10") },
				status: [409],
			},
		],
	},
	"PATCH /api/admin/promotions/:id": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/promotions/demo-vip10",
		badIds: (id) => `/api/admin/promotions/${id}`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ status: "active" }),
			fields: { status: enumField(["active", "paused"]) },
		},
		baseline: { status: 200 },
	},
	"GET /api/health": {
		auth: "anon",
		as: "anon",
		path: () => "/api/health",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"GET /api/room/socket": {
		auth: "anon",
		as: "anon",
		path: () => "/api/room/socket",
		baseline: { status: 101, headers: { Upgrade: "websocket" } },
		extra: (f) => [
			{ name: "no upgrade", request: { method: "GET", path: "/api/room/socket" }, status: [426] },
			...["x", long(5000), f.player.token.slice(0, -2), ""].map((token) => ({
				name: `bad token ${token.slice(0, 12)}`,
				request: {
					method: "GET",
					path: `/api/room/socket?token=${encodeURIComponent(token)}`,
					headers: { Upgrade: "websocket" },
				},
				status: [401],
			})),
		],
	},
	"GET /api/notifications": {
		auth: "player",
		as: "player",
		path: () => "/api/notifications",
		query: { params: { page: pageParam } },
		baseline: { status: 200 },
	},
	"POST /api/notifications/read": {
		auth: "player",
		as: "player",
		path: () => "/api/notifications/read",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ all: true }),
			// Exactly one of ids and all: the baseline's `all` may only be true (ids are tried below).
			fields: {
				all: { required: true, bad: [false, "true", 1, null, [], {}], gen: anyNonString.filter((v) => v !== true) },
			},
		},
		baseline: { status: 200 },
		extra: () => [
			...[[], [7], "x", [""], [long(100)], Array.from({ length: MAX_READ_IDS + 1 }, uuid), [null]].map((ids) => ({
				name: `ids ${JSON.stringify(ids).slice(0, 20)}`,
				request: { method: "POST", path: "/api/notifications/read", json: { ids } },
				status: [422],
			})),
			{
				name: "ids and all",
				request: { method: "POST", path: "/api/notifications/read", json: { ids: [uuid()], all: true } },
				status: [422],
			},
			{
				name: "an id that is not the player's",
				request: { method: "POST", path: "/api/notifications/read", json: { ids: [uuid()] } },
				status: [404],
				message: notificationMessages.notFound,
			},
		],
	},
	"GET /api/notifications/socket": {
		// The token travels in the query string (a browser cannot set headers on a WebSocket).
		auth: "anon",
		as: "anon",
		path: (f) => `/api/notifications/socket?token=${encodeURIComponent(f.player.token)}`,
		baseline: { status: 101, headers: { Upgrade: "websocket" } },
		extra: (f) => [
			{
				name: "no upgrade",
				request: { method: "GET", path: `/api/notifications/socket?token=${encodeURIComponent(f.player.token)}` },
				status: [426],
			},
			...[undefined, "x", long(5000), f.player.token.slice(0, -2), ""].map((token) => ({
				name: `bad token ${String(token).slice(0, 12)}`,
				request: {
					method: "GET",
					path: `/api/notifications/socket${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`,
					headers: { Upgrade: "websocket" },
				},
				status: [401],
			})),
			{
				name: "an admin's token",
				request: {
					method: "GET",
					path: `/api/notifications/socket?token=${encodeURIComponent(f.admin.token)}`,
					headers: { Upgrade: "websocket" },
				},
				status: [403],
			},
		],
	},
	"GET /api/protection": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/protection",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"PUT /api/protection/limits": {
		auth: "player",
		as: "player",
		path: () => "/api/protection/limits",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ kind: "deposit_day", amount: 1_000 }),
			fields: {
				kind: enumField(LIMIT_KINDS),
				// null removes the limit; anything but a whole number of rupees in range is refused.
				amount: {
					...numberField((n) => Number.isInteger(n) && n >= 1 && n * 100 <= PROTECTION_BOUNDS.maxLimitPaise),
					bad: numberField(
						(n) => Number.isInteger(n) && n >= 1 && n * 100 <= PROTECTION_BOUNDS.maxLimitPaise,
					).bad.filter((v) => v !== null),
					// ±Infinity travels as JSON null (remove the limit), so it is no bad value here.
					gen: fc
						.oneof(anyNonNumber, fc.double({ noNaN: true, noDefaultInfinity: true }))
						.filter((v) => v !== null && !(typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 1_000_000)),
				},
			},
		},
		baseline: { status: 200 },
		extra: () => [
			{
				name: "reminder out of range",
				request: { method: "PUT", path: "/api/protection/limits", json: { kind: "reality_check_minutes", amount: 5 } },
				status: [422],
			},
		],
	},
	"POST /api/protection/exclusions": {
		auth: "player",
		as: "player",
		path: () => "/api/protection/exclusions",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ kind: "cool_off", period: "24h" }),
			fields: { kind: enumField(["cool_off", "self_exclusion"]), period: enumField(["24h", "7d", "30d"]) },
		},
		baseline: { status: 201 },
		extra: () => [
			{
				name: "a self-exclusion period on a cool-off",
				request: { method: "POST", path: "/api/protection/exclusions", json: { kind: "cool_off", period: "6m" } },
				status: [422],
			},
		],
	},
	"GET /api/protection/session-summary": {
		auth: "player",
		as: "player",
		path: () => "/api/protection/session-summary?since=0",
		query: { baseline: { since: "0" }, params: { since: intParam(0, Number.MAX_SAFE_INTEGER) } },
		baseline: { status: 200 },
		extra: () => [
			{ name: "since missing", request: { method: "GET", path: "/api/protection/session-summary" }, status: [422] },
		],
	},
	"GET /api/protection/users/:id": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/protection/users/${f.player.id}`,
		badIds: (id) => `/api/protection/users/${id}`,
		baseline: { status: 200 },
	},
	"GET /api/admin/aml/flags": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/aml/flags",
		query: { params: { userId: textParam(64, false), after: cursorParam } },
		baseline: { status: 200 },
	},
	"GET /api/admin/members": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/members",
		query: { params: { search: textParam(100, true), after: cursorParam } },
		baseline: { status: 200 },
	},
	"GET /api/admin/members/:id": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/admin/members/${f.member.id}`,
		badIds: (id) => `/api/admin/members/${id}`,
		baseline: { status: 200 },
	},
	"GET /api/admin/members/:id/ledger": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/admin/members/${f.member.id}/ledger`,
		badIds: (id) => `/api/admin/members/${id}/ledger`,
		query: { params: { page: pageParam } },
		baseline: { status: 200 },
	},
	"PUT /api/admin/members/:id/status": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/admin/members/${f.member.id}/status`,
		badIds: (id) => `/api/admin/members/${id}/status`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ status: "active" }),
			fields: { status: enumField(["active", "banned"]) },
		},
		baseline: { status: 200 },
		extra: (f) => [
			{
				name: "an administrator",
				request: { method: "PUT", path: `/api/admin/members/${f.admin.id}/status`, json: { status: "banned" } },
				status: [403],
			},
		],
	},
	"DELETE /api/admin/members/:id": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/admin/members/${f.victim.id}`,
		badIds: (id) => `/api/admin/members/${id}`,
		baseline: { status: 200 },
		extra: (f) => [
			{
				name: "an administrator",
				request: { method: "DELETE", path: `/api/admin/members/${f.admin.id}` },
				status: [403],
			},
		],
	},
	"POST /api/admin/members/:id/adjustments": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/admin/members/${f.member.id}/adjustments`,
		badIds: (id) => `/api/admin/members/${id}/adjustments`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ amount: 10, reason: "Goodwill" }),
			fields: {
				amount: numberField((n) => Number.isSafeInteger(n) && n !== 0 && Math.abs(n) <= 10_000_000),
				reason: textField(500),
				idempotencyKey: textField(100, (s) => s.length >= 8, false),
			},
		},
		baseline: { status: 200 },
		extra: (f) => [
			{
				name: "removing more tokens than the member has",
				request: {
					method: "POST",
					path: `/api/admin/members/${f.member.id}/adjustments`,
					json: { amount: -1_000_000, reason: "Too much" },
				},
				status: [409],
			},
		],
	},
	"GET /api/games": {
		auth: "anon",
		as: "anon",
		path: () => "/api/games",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"GET /api/tables": {
		auth: "anon",
		as: "anon",
		path: () => "/api/tables",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"GET /api/tables/live": {
		auth: "anon",
		as: "anon",
		path: () => "/api/tables/live",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"GET /api/admin/tables": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/tables",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"POST /api/admin/tables": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/tables",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({
				id: "bad-input-table",
				name: "Bad input table",
				minBet: 10,
				maxBet: 1_000,
				chipValues: [10, 50],
			}),
			fields: {
				id: textField(40, (s) => /^[a-z0-9-]{1,40}$/.test(s)),
				name: textField(60),
				minBet: numberField((n) => Number.isInteger(n) && n >= 10 && n <= 1_000),
				maxBet: numberField((n) => Number.isInteger(n) && n >= 10 && n <= 50_000),
				chipValues: { required: true, bad: BAD_CHIP_LISTS },
				sortOrder: lobbyPlaceField(),
			},
		},
		baseline: { status: 201 },
		extra: () => [
			{
				name: "a taken id",
				request: {
					method: "POST",
					path: "/api/admin/tables",
					json: { id: "main", name: "Again", minBet: 10, maxBet: 100, chipValues: [10] },
				},
				status: [409],
			},
		],
	},
	"PATCH /api/admin/tables/:id": {
		auth: "admin",
		as: "admin",
		// The main table at its own maximum: accepted, and no switch for its room to act on.
		path: () => "/api/admin/tables/main",
		badIds: (id) => `/api/admin/tables/${id}`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ maxBet: TABLE_LIMITS.maxBetPaise / 100 }),
			fields: {
				...switchAndLimitFields(),
				name: textField(60, undefined, false),
				chipValues: { required: false, bad: BAD_CHIP_LISTS },
				sortOrder: lobbyPlaceField(),
			},
		},
		baseline: { status: 200 },
		extra: () => [
			...switchAndLimitRefusals("PATCH", "/api/admin/tables/main"),
			{
				name: "a malformed table id",
				request: { method: "PATCH", path: "/api/admin/tables/Main%20Table", json: { maxBet: 100 } },
				status: [404],
			},
		],
	},
	"PUT /api/admin/games/:id": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/games/aviator",
		badIds: (id) => `/api/admin/games/${id}`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ name: "Aviator" }),
			fields: {
				name: textField(60, undefined, false),
				...switchAndLimitFields(),
			},
		},
		baseline: { status: 200 },
		extra: () => switchAndLimitRefusals("PUT", "/api/admin/games/aviator"),
	},
	"DELETE /api/admin/games/:id": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/games/crash",
		badIds: (id) => `/api/admin/games/${id}`,
		baseline: { status: 200 },
		extra: () => [
			{ name: "the core game", request: { method: "DELETE", path: "/api/admin/games/roulette" }, status: [409] },
		],
	},
	"GET /api/admin/audit": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/audit",
		query: {
			params: {
				actorId: textParam(64, false),
				action: textParam(64, false),
				from: intParam(0),
				to: intParam(0),
				after: cursorParam,
			},
		},
		baseline: { status: 200 },
		// Fields a schema does not word itself get a sentence that names them.
		extra: () => [
			{
				name: "from=abc",
				request: { method: "GET", path: "/api/admin/audit?from=abc" },
				status: [422],
				message: "from must be a number.",
			},
			{
				name: "long actorId",
				request: { method: "GET", path: `/api/admin/audit?actorId=${long(65)}` },
				status: [422],
				message: "actorId must have at most 64 characters.",
			},
		],
	},
	"GET /api/admin/stats": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/stats",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"GET /api/admin/results": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/results",
		query: { params: { after: seqCursorParam } },
		baseline: { status: 200 },
	},
	"POST /api/transactions/deposit": {
		auth: "player",
		as: "player",
		path: () => "/api/transactions/deposit",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ amount: 500, utr: newUtr(), paymentMethod: "upi" }),
			fields: {
				amount: numberField(validDeposit),
				utr: textField(12, (s) => UTR_PATTERN.test(s.trim())),
				paymentMethod: enumField(
					DEPOSIT_METHODS.map((m) => m.id),
					false,
				),
				idempotencyKey: textField(100, (s) => /^[A-Za-z0-9_.:-]{8,100}$/.test(s.trim()), false),
			},
		},
		baseline: { status: 201 },
		extra: () => [
			{
				name: "bad Idempotency-Key header",
				request: {
					method: "POST",
					path: "/api/transactions/deposit",
					json: { amount: 500, utr: newUtr() },
					headers: { "Idempotency-Key": "short" },
				},
				status: [422],
			},
			{
				name: "below the method's minimum",
				request: {
					method: "POST",
					path: "/api/transactions/deposit",
					json: { amount: 300, utr: newUtr(), paymentMethod: "netbanking" },
				},
				status: [422],
				message: "Please deposit at least ₹500",
			},
		],
	},
	"GET /api/transactions/deposit/payment-details": {
		auth: "player",
		as: "player",
		path: () => "/api/transactions/deposit/payment-details?amount=300&paymentMethod=upi",
		query: {
			baseline: { amount: "300", paymentMethod: "upi" },
			params: {
				// The deposit request's amount rules: digits (as a form sends them), whole rupees in range and in steps.
				amount: (() => {
					const ok = (s: string) => /^\s*\d+(\.\d+)?\s*$/.test(s) && validDeposit(Number(s));
					return {
						bad: ["", "abc", "-300", "299", "350", "300.5", "50100", "1e3", "0x12c", "NaN", "Infinity", long(3000)],
						gen: fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)).filter((s) => !ok(s)),
					};
				})(),
				paymentMethod: {
					bad: ["", "bogus", "UPI", long(3000)],
					gen: fc.string({ maxLength: 12 }).filter((s) => !DEPOSIT_METHODS.some((m) => m.id === s)),
				},
			},
		},
		baseline: { status: 200 },
		extra: () => [
			{
				name: "no amount",
				request: { method: "GET", path: "/api/transactions/deposit/payment-details" },
				status: [422],
				message: "Please enter an amount.",
			},
			{
				name: "below the method's minimum",
				request: {
					method: "GET",
					path: "/api/transactions/deposit/payment-details?amount=300&paymentMethod=netbanking",
				},
				status: [422],
				message: "Please deposit at least ₹500",
			},
		],
	},
	"POST /api/transactions/withdraw": {
		auth: "player",
		as: "player",
		path: () => "/api/transactions/withdraw",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({
				amount: 100,
				bankName: "State Bank of India",
				bankAccountNumber: "123456789012",
				ifscCode: "SBIN0001234",
				recipientName: "Ravi Kumar",
			}),
			fields: {
				// Whole rupees from ₹100 up to the balance (₹1,000 here).
				amount: numberField((n) => Number.isInteger(n) && n >= 100 && n <= 1_000),
				bankName: textField(100),
				bankAccountNumber: textField(18, (s) => BANK_ACCOUNT_PATTERN.test(s.replace(/[\s-]/g, ""))),
				ifscCode: textField(11, (s) => IFSC_PATTERN.test(s.trim().toUpperCase())),
				recipientName: textField(100),
				idempotencyKey: textField(100, (s) => /^[A-Za-z0-9_.:-]{8,100}$/.test(s.trim()), false),
			},
		},
		baseline: { status: 201 },
	},
	"GET /api/transactions/my": {
		auth: "player",
		as: "player",
		path: () => "/api/transactions/my",
		query: {
			params: {
				transactionStatus: enumParam(["pending", "approved", "rejected"]),
				transactionType: enumParam(["deposit", "withdraw"]),
				page: pageParam,
			},
		},
		baseline: { status: 200 },
	},
	"GET /api/transactions": {
		auth: "admin",
		as: "admin",
		path: () => "/api/transactions",
		query: {
			params: {
				transactionStatus: enumParam(["pending", "approved", "rejected"]),
				transactionType: enumParam(["deposit", "withdraw"]),
				after: cursorParam,
			},
		},
		baseline: { status: 200 },
	},
	"PUT /api/transactions/:id/approve": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/transactions/${f.pendingA}/approve`,
		badIds: (id) => `/api/transactions/${id}/approve`,
		baseline: { status: 200 },
	},
	"PUT /api/transactions/:id/reject": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/transactions/${f.pendingB}/reject`,
		badIds: (id) => `/api/transactions/${id}/reject`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ adminNote: "UTR not found" }),
			fields: { adminNote: textField(500) },
		},
		baseline: { status: 200 },
	},
	"GET /api/payment-settings": {
		auth: "admin",
		as: "admin",
		path: () => "/api/payment-settings",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"POST /api/payment-settings": {
		auth: "admin",
		as: "admin",
		path: () => "/api/payment-settings",
		baseline: { status: 200, body: () => qrForm("casino@upi", new File([png200], "qr.png", { type: "image/png" })) },
		extra: () => {
			const post = (name: string, body: BodyInit | undefined, status: number[], headers?: Record<string, string>) => ({
				name,
				request: { method: "POST", path: "/api/payment-settings", body, headers },
				status,
			});
			return [
				post("no UPI ID", qrForm(null, new File([png200], "qr.png", { type: "image/png" })), [422]),
				post("bad UPI ID", qrForm("not a upi id", new File([png200], "qr.png", { type: "image/png" })), [422]),
				post("long UPI ID", qrForm(`${long(3000)}@bank`, new File([png200], "qr.png", { type: "image/png" })), [422]),
				post("text as the QR", qrForm("casino@upi", new File(["hello"], "qr.png", { type: "image/png" })), [422]),
				post("QR as a string", qrForm("casino@upi", "not a file"), [422]),
				post("QR too small", qrForm("casino@upi", new File([png40], "qr.png", { type: "image/png" })), [422]),
				post(
					"PNG signature and junk",
					qrForm("casino@upi", new File([png200.slice(0, 40), new Uint8Array(200)], "qr.png", { type: "image/png" })),
					[422],
				),
				post(
					"polyglot: JPEG with a script appended",
					qrForm("casino@upi", new File([jpeg160x120.slice(0, 100), "<script>alert(1)</script>"], "qr.jpg")),
					[422],
				),
				post(
					"polyglot: a whole PNG with a script appended",
					qrForm("casino@upi", new File([png200, "<script>alert(1)</script>"], "qr.png", { type: "image/png" })),
					[422],
				),
				post(
					"polyglot: a whole JPEG with a script appended",
					qrForm("casino@upi", new File([jpeg160x120, "<script>alert(1)</script>"], "qr.jpg", { type: "image/jpeg" })),
					[422],
				),
				post("JSON instead of a form", JSON.stringify({ upiId: "casino@upi" }), [415], {
					"Content-Type": "application/json",
				}),
				post("multipart without a boundary", "--x\r\n\r\n", [400], { "Content-Type": "multipart/form-data" }),
				post("multipart with a broken body", "--x\r\nContent-Disposition: form-data\r\n", [400], {
					"Content-Type": "multipart/form-data; boundary=x",
				}),
				post("declared too large", "x", [413], {
					"Content-Type": "multipart/form-data; boundary=x",
					"Content-Length": String(3 * 1024 * 1024),
				}),
				post("too large", qrForm("casino@upi", new File([new Uint8Array(3 * 1024 * 1024)], "qr.png")), [413]),
			];
		},
	},
	"GET /api/uploads/qr/:key": {
		auth: "anon",
		as: "anon",
		path: () => `/api/uploads/qr/${uuid()}.png`,
		badIds: (id) => `/api/uploads/qr/${id}`,
		baseline: { status: 404, message: "Image not found" },
	},
	"GET /api/admin/reconciliation": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/reconciliation",
		query: { params: { after: cursorParam } },
		baseline: { status: 200 },
	},
	// Reads nothing from the request; refused only for who sends it (a run writes its progress, so no junk variants).
	"POST /api/admin/reconciliation/run": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/reconciliation/run",
		baseline: { status: 200 },
	},
	// The operator's cockpit (issue 33): bank statements, the dashboard, the second approver.
	"GET /api/admin/bank-statements": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/bank-statements",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"POST /api/admin/bank-statements": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/bank-statements",
		baseline: { status: 201, body: () => statementForm("hdfc", STATEMENT_CSV) },
		extra: () => {
			const post = (name: string, body: BodyInit | undefined, status: number[], headers?: Record<string, string>) => ({
				name,
				request: { method: "POST", path: "/api/admin/bank-statements", body, headers },
				status,
			});
			return [
				post("no file", statementForm("auto", null), [422]),
				post("unknown layout", statementForm("barclays", STATEMENT_CSV), [422]),
				post("a spreadsheet", statementForm("auto", new Uint8Array([0x50, 0x4b, 3, 4])), [415]),
				post("no statement columns", statementForm("auto", "a,b\n1,2\n"), [422]),
				post("over 1 MB", statementForm("auto", `Date,Narration,Deposit Amt.\n${long(1_048_700)}`), [413]),
				post("not a form", JSON.stringify({ statement: STATEMENT_CSV }), [415], { "Content-Type": "application/json" }),
			];
		},
	},
	"PUT /api/admin/bank-statements/mapping": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/bank-statements/mapping",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ dateColumn: "Date", creditColumn: "Credit", narrationColumn: "Narration", dateOrder: "dmy" }),
			fields: {
				dateColumn: textField(80),
				creditColumn: textField(80),
				narrationColumn: textField(80),
				dateOrder: enumField(["dmy", "mdy", "ymd"]),
			},
		},
		baseline: { status: 200 },
	},
	"GET /api/admin/bank-statements/:id": {
		auth: "admin",
		as: "admin",
		path: () => `/api/admin/bank-statements/${MISSING_UPLOAD}`,
		badIds: (id) => `/api/admin/bank-statements/${id}`,
		baseline: { status: 404, message: statementMessages.notFound },
	},
	"POST /api/admin/bank-statements/:id/approve": {
		auth: "admin",
		as: "admin",
		path: () => `/api/admin/bank-statements/${MISSING_UPLOAD}/approve`,
		badIds: (id) => `/api/admin/bank-statements/${id}/approve`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ transactionIds: [uuid()] }),
			fields: {
				transactionIds: {
					required: true,
					bad: [[], "x", null, 1, {}, [1], [""], [long(65)], Array.from({ length: 101 }, () => "a")],
				},
			},
		},
		baseline: { status: 404, message: statementMessages.notFound },
	},
	"GET /api/admin/dashboard": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/dashboard",
		query: { params: { range: enumParam(DASHBOARD_RANGES), table: dashboardTableParam } },
		baseline: { status: 200 },
	},
	"GET /api/admin/dashboard/csv": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/dashboard/csv",
		query: { params: { range: enumParam(DASHBOARD_RANGES), table: dashboardTableParam } },
		baseline: { status: 200 },
	},
	"GET /api/admin/four-eyes": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/four-eyes",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"PUT /api/admin/four-eyes": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/four-eyes",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ threshold: null }),
			fields: {
				threshold: { required: true, bad: [-1, -100, 0.5, 10_000_001, "100", "", true, [], {}, raw("1e308")] },
			},
		},
		baseline: { status: 200 },
	},
	"GET /api/admin/operators": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/operators",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"PUT /api/admin/operators/:id/role": {
		auth: "admin",
		as: "admin",
		// An admin's own role: refused after validation (never one's own), so the baseline changes nothing.
		path: (f) => `/api/admin/operators/${f.admin.id}/role`,
		badIds: (id) => `/api/admin/operators/${id}/role`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ role: "cashier" }),
			fields: { role: enumField(["admin", "cashier", "support"]) },
		},
		baseline: { status: 403, message: operatorRoleMessages.ownRole },
	},
	"GET /api/admin/members/:id/notes": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/admin/members/${f.member.id}/notes`,
		badIds: (id) => `/api/admin/members/${id}/notes`,
		query: { params: { after: cursorParam } },
		baseline: { status: 200 },
	},
	"POST /api/admin/members/:id/notes": {
		auth: "admin",
		as: "admin",
		path: (f) => `/api/admin/members/${f.member.id}/notes`,
		badIds: (id) => `/api/admin/members/${id}/notes`,
		json: {
			limit: 8 * 1024,
			baseline: () => ({ body: "Asked about a late deposit" }),
			fields: { body: textField(2000) },
		},
		baseline: { status: 201 },
	},
	"POST /api/auth/register": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/register",
		json: {
			limit: AUTH_LIMIT,
			baseline: () => ({ name: "Asha Rao", phone: randomPhone(), password: "Secret@123", acceptTerms: true }),
			fields: {
				name: formText(
					fc.string({ minLength: 61, maxLength: 90 }).filter((s) => s.trim().replace(/\s+/g, " ").length > 60),
				),
				phone: formText(refusedBy(isPhone)),
				password: formText(refusedBy(password)),
				acceptTerms: {
					required: true,
					bad: [false, "true", 1, null, [], {}],
					gen: fc.anything().filter((v) => v !== true),
				},
			},
		},
		baseline: { status: 201 },
	},
	"POST /api/auth/verify-otp": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/verify-otp",
		json: {
			limit: AUTH_LIMIT,
			baseline: () => ({ phone: randomPhone(), otp: "123456" }),
			fields: { phone: formText(refusedBy(isPhone)), otp: formText(refusedBy(sixDigits)) },
		},
		baseline: { status: 422, message: "OTP expired" },
	},
	"POST /api/auth/resend-otp": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/resend-otp",
		json: {
			limit: AUTH_LIMIT,
			baseline: () => ({ phone: randomPhone(), purpose: "register", registrationId: crypto.randomUUID() }),
			fields: { phone: formText(refusedBy(isPhone)) },
		},
		// The same answer as for a pending phone (no enumeration); an unknown attempt gets a decoy code.
		baseline: { status: 200, message: "OTP sent via whatsapp" },
	},
	"POST /api/auth/login": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/login",
		json: {
			limit: AUTH_LIMIT,
			baseline: () => ({ phone: randomPhone(), password: "Secret@123" }),
			fields: {
				phone: formText(refusedBy(isPhone)),
				password: { required: true, bad: [null, true, [], {}, ""], gen: anyNonString },
			},
		},
		baseline: { status: 401, message: "Invalid phone number or password" },
	},
	"POST /api/auth/refresh-token": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/refresh-token",
		baseline: { status: 401 },
		extra: () =>
			["__Host-rr_refresh=garbage", `__Host-rr_refresh=${long(3000)}`, "__Host-rr_refresh=", "rr=1; ;;"].map(
				(cookie) => ({
					name: `cookie ${cookie.slice(0, 24)}`,
					request: { method: "POST", path: "/api/auth/refresh-token", headers: { Cookie: cookie } },
					status: [401],
				}),
			),
	},
	"POST /api/auth/logout": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/logout",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	// Reads nothing but its token; its baseline ends the sessions of a player of its own (see the baseline test).
	"POST /api/auth/logout-all": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/auth/logout-all",
		baseline: { status: 200, message: accountMessages.signedOutEverywhere },
	},
	// A wrong current password is the baseline: it is refused after validation (the fixture has no password).
	"POST /api/auth/change-password": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/auth/change-password",
		json: {
			limit: AUTH_LIMIT,
			baseline: () => ({ currentPassword: "Secret@123", newPassword: "Another@456", confirmPassword: "Another@456" }),
			fields: {
				currentPassword: { required: true, bad: [null, true, [], {}, ""], gen: anyNonString },
				newPassword: formText(refusedBy(password)),
				confirmPassword: formText(refusedBy((s) => s === "Another@456")),
			},
		},
		baseline: { status: 422, message: accountMessages.wrongCurrentPassword },
	},
	"GET /api/auth/sessions": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/auth/sessions",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"DELETE /api/auth/sessions/:id": {
		auth: "signedIn",
		as: "player",
		path: (f) => `/api/auth/sessions/${f.spareSessionId}`,
		badIds: (id) => `/api/auth/sessions/${id}`,
		baseline: { status: 200, message: accountMessages.sessionEnded },
		extra: (f) => [
			{
				name: "someone else's session",
				request: { method: "DELETE", path: `/api/auth/sessions/${f.member.sessionId}` },
				status: [404],
				message: accountMessages.sessionNotFound,
			},
		],
	},
	// Reads nothing but its token; its baseline runs after the DELETE one has ended the player's spare session.
	"POST /api/auth/sessions/revoke-others": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/auth/sessions/revoke-others",
		baseline: { status: 200, message: accountMessages.otherSessionsEnded },
	},
	"POST /api/auth/forgot-password": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/forgot-password",
		json: {
			limit: AUTH_LIMIT,
			baseline: () => ({ phone: randomPhone() }),
			fields: { phone: formText(refusedBy(isPhone)) },
		},
		baseline: { status: 200 },
	},
	"POST /api/auth/reset-password": {
		auth: "anon",
		as: "anon",
		path: () => "/api/auth/reset-password",
		json: {
			limit: AUTH_LIMIT,
			// The spec's payload; the confirmation is the form's, never the API's.
			baseline: () => ({ phone: randomPhone(), otp: "123456", newPassword: "Secret@123" }),
			fields: {
				phone: formText(refusedBy(isPhone)),
				otp: formText(refusedBy(sixDigits)),
				newPassword: formText(refusedBy(password)),
			},
		},
		baseline: { status: 422, message: "OTP expired" },
	},
	"GET /api/rounds": {
		auth: "anon",
		as: "anon",
		path: () => "/api/rounds",
		query: { params: { limit: intParam(1, 100), beforeSeq: intParam(1), table: tableIdParam } },
		baseline: { status: 200 },
	},
	"GET /api/rounds/stats": {
		auth: "anon",
		as: "anon",
		path: () => "/api/rounds/stats",
		query: { params: { limit: intParam(1, STATS_RESULTS), table: tableIdParam } },
		baseline: { status: 200 },
		extra: () => [
			{
				name: "a table not in the catalogue",
				request: { method: "GET", path: "/api/rounds/stats?table=no-such-table" },
				status: [404],
				message: rouletteMessages.tableNotFound,
			},
		],
	},
	"GET /api/rounds/chains": {
		auth: "anon",
		as: "anon",
		path: () => "/api/rounds/chains",
		query: { params: { table: tableIdParam } },
		baseline: { status: 200 },
		extra: () => [
			{
				name: "a table not in the catalogue",
				request: { method: "GET", path: "/api/rounds/chains?table=no-such-table" },
				status: [404],
				message: rouletteMessages.tableNotFound,
			},
		],
	},
	"GET /api/rounds/:id": {
		auth: "anon",
		as: "anon",
		path: (f) => `/api/rounds/${f.roundId}`,
		badIds: (id) => `/api/rounds/${id}`,
		baseline: { status: 200 },
	},
	"POST /api/admin/rounds/force-result": {
		auth: "admin",
		as: "admin",
		path: () => "/api/admin/rounds/force-result",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ number: 17 }),
			fields: { number: numberField((n) => Number.isInteger(n) && n >= 0 && n <= 36) },
		},
		baseline: { status: 200 },
	},
	"GET /api/user/bets": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/user/bets",
		query: {
			params: {
				after: cursorParam,
				pageSize: intParam(1, 100, true),
				from: dayParam(),
				to: dayParam(),
				wallet: enumParam(BET_HISTORY_WALLETS),
				outcome: enumParam(BET_HISTORY_OUTCOMES),
			},
		},
		baseline: { status: 200 },
		extra: () => [
			{
				name: "from after to",
				request: { method: "GET", path: "/api/user/bets?from=2026-11-23&to=2026-11-22" },
				status: [422],
				message: betHistoryMessages.dayOrder,
			},
		],
	},
	"GET /api/user/stats": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/user/stats",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"GET /api/user/favourites": {
		auth: "player",
		as: "player",
		path: () => "/api/user/favourites",
		ignoresInput: { status: 200 },
		baseline: { status: 200 },
	},
	"POST /api/user/favourites": {
		auth: "player",
		as: "player",
		path: () => "/api/user/favourites",
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ name: "Bad input favourite", bets: [{ type: "split", numbers: [17, 20], amount: 20 }] }),
			fields: {
				name: textField(FAVOURITE_NAME_MAX),
				bets: betsField(),
				calls: callsField([{ type: "split", numbers: [17, 20], amountPaise: 2_000 }]),
			},
		},
		baseline: { status: 201, message: favouriteMessages.saved },
		extra: () => [
			{
				name: "bad Idempotency-Key header",
				request: {
					method: "POST",
					path: "/api/user/favourites",
					json: { name: "Keyed", bets: [{ type: "red", amount: 10 }] },
					headers: { "Idempotency-Key": "short" },
				},
				status: [422],
				message: favouriteMessages.badKey,
			},
		],
	},
	"PATCH /api/user/favourites/:id": {
		auth: "player",
		as: "player",
		path: (f) => `/api/user/favourites/${f.favouriteA}`,
		badIds: (id) => `/api/user/favourites/${id}`,
		json: {
			limit: JSON_LIMIT,
			baseline: () => ({ name: "Renamed", bets: [{ type: "odd", amount: 10 }] }),
			fields: {
				name: textField(FAVOURITE_NAME_MAX, undefined, false),
				bets: betsField(false),
				calls: callsField([{ type: "odd", numbers: [], amountPaise: 1_000 }]),
			},
		},
		baseline: { status: 200, message: favouriteMessages.updated },
		extra: (f) => [
			{
				name: "nothing to change",
				request: { method: "PATCH", path: `/api/user/favourites/${f.favouriteA}`, json: {} },
				status: [422],
				message: favouriteMessages.nothingToChange,
			},
			{
				name: "another player's favourite",
				request: { method: "PATCH", path: `/api/user/favourites/${f.othersFavourite}`, json: { name: "Mine now" } },
				status: [404],
				message: favouriteMessages.notFound,
			},
		],
	},
	"DELETE /api/user/favourites/:id": {
		auth: "player",
		as: "player",
		path: (f) => `/api/user/favourites/${f.favouriteB}`,
		badIds: (id) => `/api/user/favourites/${id}`,
		baseline: { status: 200, message: favouriteMessages.deleted },
		extra: (f) => [
			{
				name: "another player's favourite",
				request: { method: "DELETE", path: `/api/user/favourites/${f.othersFavourite}` },
				status: [404],
				message: favouriteMessages.notFound,
			},
		],
	},
	"PATCH /api/user/profile": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/user/profile",
		json: {
			limit: AUTH_LIMIT,
			baseline: () => ({ name: "Bad Input Player" }),
			fields: {
				name: formText(
					fc.string({ minLength: 61, maxLength: 90 }).filter((s) => s.trim().replace(/\s+/g, " ").length > 60),
				),
			},
		},
		baseline: { status: 200, message: accountMessages.nameChanged },
	},
	"PUT /api/user/profile/language": {
		auth: "signedIn",
		as: "player",
		path: () => "/api/user/profile/language",
		json: { limit: AUTH_LIMIT, baseline: () => ({ locale: "hi" }), fields: { locale: enumField(["en", "hi"]) } },
		baseline: { status: 200 },
	},
	"GET /api/user/:id": {
		auth: "signedIn",
		as: "admin",
		path: (f) => `/api/user/${f.player.id}`,
		badIds: (id) => `/api/user/${id}`,
		baseline: { status: 200 },
		extra: (f) => [
			{
				name: "someone else's record",
				request: { method: "GET", path: `/api/user/${f.member.id}`, auth: f.player },
				status: [403],
			},
		],
	},
};

function randomPhone(): string {
	return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

function qrForm(upiId: string | null, qr: File | string | null): FormData {
	const form = new FormData();
	if (upiId !== null) form.set("upiId", upiId);
	if (qr !== null) form.set("qrCode", qr);
	return form;
}

// ---------------------------------------------------------------- variants

type Variant = { name: string; request: ApiRequest; status: number[]; message?: string };

/** Every field failure, missing, mistyped or breaking a rule, is 422 (decision 0012). */
const FIELD_STATUSES = [422];
/**
 * Generated values change from run to run; a failure names the run's seed. To replay one,
 * set SEED to it: every sample draws from SEED + its position, in a fixed order.
 */
const SEED = Date.now() % 1_000_000_000;
let sampled = 0;
const nextSeed = () => SEED + sampled++;
/** Room for a loaded machine: a route's variants, or the socket cases spread over several betting windows. */
const SLOW_TEST_MS = 60_000;
const GENERATED_PER_FIELD = 6;

function userOf(who: Who, fx: Fixtures): TestUser | null {
	return who === "player" ? fx.player : who === "admin" ? fx.admin : null;
}

function methodOf(key: string): string {
	return key.split(" ")[0] ?? "GET";
}

function variantsOf(key: string, c: Case, fx: Fixtures): Variant[] {
	const method = methodOf(key);
	const path = c.path(fx);
	const as = userOf(c.as, fx);
	const out: Variant[] = [];
	const body = c.json ? c.json.baseline(fx) : undefined;
	const base: ApiRequest = { method, path, auth: as, json: body, headers: c.baseline.headers };

	// Who may call it.
	if (c.auth !== "anon") {
		out.push({ name: "no token", request: { ...base, auth: null }, status: [401] });
		out.push({ name: "garbage token", request: { ...base, auth: "not.a.jwt" }, status: [401] });
		out.push({ name: "token of another key", request: { ...base, auth: forgedToken }, status: [401] });
		out.push({ name: "huge token", request: { ...base, auth: long(8000) }, status: [401] });
	}
	if (c.auth === "admin") out.push({ name: "as a player", request: { ...base, auth: fx.player }, status: [403] });
	if (c.auth === "player") out.push({ name: "as an admin", request: { ...base, auth: fx.admin }, status: [403] });

	// Bad path parameters (with an otherwise valid request).
	if (c.badIds) {
		for (const id of [...BAD_IDS, uuid()]) {
			out.push({
				name: `id ${id.slice(0, 20)}`,
				request: { ...base, path: c.badIds(id) },
				status: [c.badIdStatus ?? 404],
			});
		}
	}

	// Bodies that are not what the route reads.
	if (c.json) {
		const sendText = (name: string, text: string, status: number[], contentType = "application/json") =>
			out.push({
				name,
				request: { ...base, json: undefined, body: text, headers: { "Content-Type": contentType } },
				status,
				message: { 400: messages.badRequest, 413: messages.requestTooLarge, 415: messages.jsonExpected }[
					status.length === 1 ? (status[0] as 400 | 413 | 415) : 400
				],
			});
		for (const text of ["{", '{"amount":', "not json", "{'a':1}", "\u0000", '{"a":1}{"b":2}'])
			sendText(`malformed ${text}`, text, [400]);
		sendText("empty body", "", [400]);
		for (const text of ["[]", '"x"', "42", "null", "true", "[{}]"]) sendText(`not an object ${text}`, text, [400]);
		sendText("text/plain", jsonText(body), [415], "text/plain");
		sendText(
			"form encoded",
			new URLSearchParams(body as Record<string, string>).toString(),
			[415],
			"application/x-www-form-urlencoded",
		);
		sendText("no content type", jsonText(body), [415], "");
		sendText("oversized (1 MB string)", jsonText({ ...body, padding: long(1024 * 1024) }), [413]);
		sendText("just over the limit", jsonText({ ...body, padding: long(c.json.limit) }), [413]);
		sendText("deeply nested", `${"[".repeat(1500)}${"]".repeat(1500)}`, [400]);

		const fields = c.json.fields;
		for (const [name, field] of Object.entries(fields)) {
			const others = Object.fromEntries(Object.entries(body ?? {}).filter(([k]) => k !== name));
			if (field.required)
				out.push({ name: `${name} missing`, request: { ...base, json: others }, status: FIELD_STATUSES });
			const generated = field.gen ? fc.sample(field.gen, { numRuns: GENERATED_PER_FIELD, seed: nextSeed() }) : [];
			for (const value of [...field.bad, ...generated]) {
				out.push({
					name: `${name} = ${jsonText(value)?.slice(0, 40)}`,
					request: { ...base, json: { ...others, [name]: value } },
					status: FIELD_STATUSES,
				});
			}
			// Prototype pollution and an unknown field do not make a bad field acceptable.
			const firstBad = field.bad[0];
			out.push({
				name: `${name} bad with __proto__`,
				request: {
					...base,
					json: undefined,
					body: `{"__proto__":{"${name}":${jsonText(body?.[name] ?? 1)}},${jsonText({ ...others, [name]: firstBad, isAdmin: true }).slice(1)}`,
					headers: { "Content-Type": "application/json" },
				},
				status: FIELD_STATUSES,
			});
		}
	}

	// Bad query strings.
	if (c.query) {
		const baseQuery = c.query.baseline ?? {};
		for (const [name, param] of Object.entries(c.query.params)) {
			const generated = param.gen ? fc.sample(param.gen, { numRuns: GENERATED_PER_FIELD, seed: nextSeed() }) : [];
			for (const value of [...param.bad, ...generated]) {
				const qs = new URLSearchParams({ ...baseQuery, [name]: value });
				out.push({
					name: `?${name}=${value.slice(0, 30)}`,
					request: { ...base, path: `${path.split("?")[0]}?${qs}` },
					status: FIELD_STATUSES,
					message: param.message,
				});
			}
			const twice = new URLSearchParams(baseQuery);
			twice.append(name, "1");
			twice.append(name, "2");
			out.push({
				name: `?${name} twice`,
				request: { ...base, path: `${path.split("?")[0]}?${twice}` },
				status: FIELD_STATUSES,
			});
		}
	}

	// Routes that read nothing but their auth: junk is ignored, never a failure.
	if (c.ignoresInput) {
		for (const qs of ["page=-1&limit=abc", `q=${long(3000)}`, "%", "a[b]=1&a[c]=2", "__proto__[x]=1"]) {
			out.push({
				name: `junk query ${qs.slice(0, 20)}`,
				request: { ...base, path: `${path}?${qs}` },
				status: [c.ignoresInput.status],
			});
		}
		if (method !== "GET") {
			out.push({
				name: "junk body",
				request: { ...base, body: "{not json", headers: { "Content-Type": "application/json" } },
				status: [c.ignoresInput.status],
			});
		}
	}

	for (const extra of c.extra?.(fx) ?? []) {
		out.push({ ...extra, request: { auth: as, ...extra.request } });
	}
	return out;
}

let forgedToken = "";

async function forge(): Promise<string> {
	return signAccessToken("a-different-secret-of-the-same-length-as-the-test-one", {
		userId: f.admin.id,
		role: "admin",
		sessionEpoch: 0,
		sessionId: f.admin.sessionId,
	});
}

// ---------------------------------------------------------------- HTTP tests

beforeAll(async () => {
	// An FTS5 index's own storage (users_name_fts_data, …) is left out: the virtual table itself is compared.
	const { results } = await env.DB.prepare(
		"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' AND name NOT GLOB '*_fts_*'",
	).all<{ name: string }>();
	tables = results.map((r) => r.name);
	const player = await createUser({ realPaise: 100_000, tokensPaise: 50_000, name: "Bad Input Player" });
	const breakPlayer = await createUser({ realPaise: 0, name: "Break Player" });
	const admin = await createUser({ role: "admin", name: "Bad Input Admin" });
	const member = await createUser({ realPaise: 0, tokensPaise: 10_000, name: "Member" });
	const victim = await createUser({ name: "Victim" });
	const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
	await env.DB.batch(demoPromotionsSql(quote, Date.UTC(2026, 0, 1)).map((text) => env.DB.prepare(text)));
	expect(DEMO_PROMOTIONS.map((p) => p.id)).toEqual(["demo-welcome100", "demo-friday50", "demo-vip10"]);
	const roundId = uuid();
	await env.DB.prepare(
		"INSERT INTO rounds (id, seq, commitment, server_seed, result, operator_set, betting_opens_at, betting_closes_at, result_at, settled_at) VALUES (?, 1, 'c', 's', 7, 0, 1, 2, 3, 4)",
	)
		.bind(roundId)
		.run();
	// The player's referral code exists already, so making it again (POST /api/promotions/referral) changes nothing.
	await env.DB.prepare("INSERT INTO referral_codes (user_id, code) VALUES (?, 'BADNPVT2')").bind(player.id).run();
	const { sessionId: spareSessionId } = await startSession(database(env.DB), player.id);
	f = {
		player,
		breakPlayer,
		admin,
		member,
		victim,
		spareSessionId,
		pendingA: "",
		pendingB: "",
		roundId,
		favouriteA: "",
		favouriteB: "",
		othersFavourite: "",
	};
	f.pendingA = await pendingDeposit(member);
	f.pendingB = await pendingDeposit(member);
	f.favouriteA = await favourite(player, "A");
	f.favouriteB = await favourite(player, "B");
	f.othersFavourite = await favourite(member, "Member's");
	forgedToken = await forge();
});

describe("bad input over HTTP", () => {
	it("has a case for every route of the API, and no case for a route that is gone", () => {
		const routes = new Set(api.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
		expect(
			[...routes].filter((r) => !(r in CASES)),
			"routes without bad-input cases",
		).toEqual([]);
		expect(
			Object.keys(CASES).filter((k) => !routes.has(k)),
			"cases of routes that do not exist",
		).toEqual([]);
	});

	it("answers an unknown path or method with 404 and a message, changing nothing", async () => {
		const before = await snapshot();
		for (const [method, path] of [
			["GET", "/api/nothing-here"],
			["PATCH", "/api/transactions/deposit"],
			["DELETE", "/api/transactions"],
			["POST", "/api/rounds"],
			["GET", `/api/${long(3000)}`],
			["GET", "/api/transactions/%E0%A4%A"],
		] as const) {
			const answer = await send({ method, path, auth: f.admin });
			expect(answer.status, `${method} ${path.slice(0, 40)}`).toBe(404);
			expect((answer.body as { message?: string }).message).toBe(messages.notFound);
		}
		expect(changedTables(before, await snapshot())).toEqual([]);
	});

	for (const [key, c] of Object.entries(CASES)) {
		it(
			`${key}: every invalid request is refused with a 4xx and a message, and changes nothing`,
			async () => {
				const variants = variantsOf(key, c, f);
				expect(variants.length, "variants").toBeGreaterThan(0);
				const problems: string[] = [];
				const routeBefore = await snapshot();
				for (const v of variants) {
					const before = await counts();
					const answer = await send(v.request);
					const after = await counts();
					const message = (answer.body as { message?: unknown } | null)?.message;
					const label = `${v.name}: ${answer.status} ${answer.text.slice(0, 120)}`;
					if (!v.status.includes(answer.status)) problems.push(`${label} (expected ${v.status.join("/")})`);
					if (answer.status >= 400) {
						if (typeof message !== "string" || message.trim() === "") problems.push(`${label} (no message)`);
						else if (UNCLEAR.test(message)) problems.push(`${label} (unclear message)`);
						if (message === messages.serverError) problems.push(`${label} (server error message)`);
					}
					if (v.message && message !== v.message) problems.push(`${label} (expected message ${v.message})`);
					const changed = changedTables(before, after);
					if (changed.length > 0) problems.push(`${label} (changed ${changed.join(", ")})`);
				}
				// Updates in place (a balance, a status) do not show in the counts: compare every row once per route.
				const routeChanged = changedTables(routeBefore, await snapshot());
				if (routeChanged.length > 0) problems.push(`some request changed ${routeChanged.join(", ")}`);
				expect(problems, `fast-check seed ${SEED}`).toEqual([]);
				expect(await ledgerMismatches(database(env.DB))).toEqual([]);
			},
			SLOW_TEST_MS,
		);
	}

	it(
		"accepts every baseline request, so each refusal above came from its one mistake",
		async () => {
			const problems: string[] = [];
			// A fresh player takes the break, so the main player's deposit baseline is not blocked by it.
			for (const [key, c] of Object.entries(CASES)) {
				const who =
					key === "POST /api/protection/exclusions"
						? f.breakPlayer
						: key === "POST /api/auth/logout-all"
							? await createUser()
							: userOf(c.as, f);
				const answer = await send({
					method: methodOf(key),
					path: c.path(f),
					auth: who,
					json: c.json?.baseline(f),
					body: c.baseline.body?.(f),
					headers: c.baseline.headers,
				});
				const message = (answer.body as { message?: unknown } | null)?.message;
				if (answer.status !== c.baseline.status || (c.baseline.message && message !== c.baseline.message)) {
					problems.push(`${key}: ${answer.status} ${answer.text.slice(0, 160)}`);
				}
			}
			expect(problems, `fast-check seed ${SEED}`).toEqual([]);
			expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		},
		SLOW_TEST_MS,
	);
});

// ---------------------------------------------------------------- socket

/** Sends a frame and waits for the error it must cause (the next error after it). */
async function errorFor(client: RoomClient, frame: string | ArrayBuffer): Promise<string> {
	const from = client.messages.length;
	client.socket.send(frame);
	const error = await client.next("error", { from, timeoutMs: 5_000 });
	return error.message;
}

type SocketCase = { name: string; message: unknown; expect?: string };

const bet = (type: string, numbers: unknown, amount: unknown) => ({ type, numbers, amount });
const submission = (bets: unknown, extra: Record<string, unknown> = {}) => ({
	type: "placeBets",
	submissionId: `s${crypto.randomUUID().slice(0, 8)}`,
	wallet: "real",
	bets,
	...extra,
});

/**
 * Invalid messages per client message type. The Record makes the type checker ask for
 * cases when a message type is added to the protocol.
 */
const SOCKET_CASES: Record<ClientMessage["type"], SocketCase[]> = {
	placeBets: [
		{
			name: "no submission id",
			message: { type: "placeBets", bets: [bet("red", [], 10)] },
			expect: messages.invalidMessage,
		},
		{
			name: "numeric submission id",
			message: submission([bet("red", [], 10)], { submissionId: 7 }),
			expect: messages.invalidMessage,
		},
		{
			name: "long submission id",
			message: submission([bet("red", [], 10)], { submissionId: long(65) }),
			expect: messages.invalidMessage,
		},
		{
			name: "unknown wallet",
			message: submission([bet("red", [], 10)], { wallet: "gold" }),
			expect: messages.invalidMessage,
		},
		{ name: "bets not a list", message: submission({ red: 10 }), expect: rouletteMessages.noBets },
		{ name: "no bets", message: submission([]), expect: rouletteMessages.noBets },
		{ name: "bets missing", message: submission(undefined), expect: rouletteMessages.noBets },
		{
			name: "too many bets",
			message: submission(Array.from({ length: TABLE_LIMITS.maxBetsPerSubmission + 1 }, () => bet("red", [], 10))),
			expect: rouletteMessages.tooManyBets,
		},
		{ name: "a null bet", message: submission([null]), expect: rouletteMessages.invalidBet },
		{ name: "unknown bet type", message: submission([bet("zero", [0], 10)]), expect: rouletteMessages.invalidBet },
		{
			name: "bet type of another case",
			message: submission([bet("RED", [], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		{
			name: "split that is not adjacent",
			message: submission([bet("split", [1, 3], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		{
			name: "corner across rows",
			message: submission([bet("corner", [1, 2, 3, 4], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		{
			name: "street off the grid",
			message: submission([bet("street", [1, 2, 4], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		{
			name: "line of five",
			message: submission([bet("line", [1, 2, 3, 4, 5], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		{ name: "straight 37", message: submission([bet("straight", [37], 10)]), expect: rouletteMessages.invalidBet },
		{ name: "straight -1", message: submission([bet("straight", [-1], 10)]), expect: rouletteMessages.invalidBet },
		{ name: "straight 1.5", message: submission([bet("straight", [1.5], 10)]), expect: rouletteMessages.invalidBet },
		{
			name: "numbers as text",
			message: submission([bet("split", ["1", "2"], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		{ name: "repeated numbers", message: submission([bet("split", [1, 1], 10)]), expect: rouletteMessages.invalidBet },
		{
			name: "straight without numbers",
			message: submission([bet("straight", [], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		{ name: "amount 0", message: submission([bet("red", [], 0)]), expect: rouletteMessages.minBet(10) },
		{ name: "negative amount", message: submission([bet("red", [], -10)]), expect: rouletteMessages.minBet(10) },
		{ name: "amount below the minimum", message: submission([bet("red", [], 5)]), expect: rouletteMessages.minBet(10) },
		{ name: "fractional amount", message: submission([bet("red", [], 10.5)]), expect: rouletteMessages.chipMultiple },
		{ name: "off-chip amount", message: submission([bet("red", [], 15)]), expect: rouletteMessages.chipMultiple },
		{ name: "amount as text", message: submission([bet("red", [], "10")]), expect: rouletteMessages.minBet(10) },
		{ name: "amount NaN text", message: submission([bet("red", [], "NaN")]), expect: rouletteMessages.minBet(10) },
		{ name: "amount 1e308", message: submission([bet("red", [], 1e308)]), expect: rouletteMessages.minBet(10) },
		{ name: "amount 2^53", message: submission([bet("red", [], 2 ** 53)]), expect: rouletteMessages.chipMultiple },
		{ name: "amount 1e20", message: submission([bet("red", [], 1e20)]), expect: rouletteMessages.roundLimit },
		{ name: "amount missing", message: submission([{ type: "red" }]), expect: rouletteMessages.minBet(10) },
		{
			name: "over the round limit",
			message: submission([bet("straight", [1], 25_000), bet("straight", [2], 25_010)]),
			expect: rouletteMessages.roundLimit,
		},
		{
			name: "red and black",
			message: submission([bet("red", [], 10), bet("black", [], 10)]),
			expect: rouletteMessages.oneColor,
		},
		{
			name: "low and high",
			message: submission([bet("low", [], 10), bet("high", [], 10)]),
			expect: rouletteMessages.lowOrHigh,
		},
		{
			name: "even and odd",
			message: submission([bet("even", [], 10), bet("odd", [], 10)]),
			expect: rouletteMessages.evenOrOdd,
		},
		{
			name: "three dozens",
			message: submission(
				[1, 13, 25].map((n) =>
					bet(
						"dozen",
						Array.from({ length: 12 }, (_, i) => n + i),
						10,
					),
				),
			),
			expect: rouletteMessages.twoDozens,
		},
		{
			name: "three columns",
			message: submission(
				[1, 2, 3].map((c) =>
					bet(
						"column",
						Array.from({ length: 12 }, (_, i) => i * 3 + c),
						10,
					),
				),
			),
			expect: rouletteMessages.twoColumns,
		},
		{
			name: "one bad bet among good ones",
			message: submission([bet("red", [], 10), bet("split", [5, 9], 10)]),
			expect: rouletteMessages.invalidBet,
		},
		// Racetrack calls: the bets are fine, the calls named with them are not.
		...BAD_CALLS.map((c) => ({
			name: `calls: ${c.name}`,
			message: submission([bet("red", [], 10)], { calls: c.calls }),
			expect: c.message ?? rouletteMessages.invalidCall,
		})),
		{
			name: "calls with a bad bet: the bet's message first",
			message: submission([bet("split", [5, 9], 10)], { calls: "voisins" }),
			expect: rouletteMessages.invalidBet,
		},
	],
	forceResult: [
		{
			name: "forceResult from a player",
			message: { type: "forceResult", number: 5 },
			expect: "You do not have permission to do that.",
		},
	],
	// A renewal that does not renew ends the socket (no error event): its own test below.
	renewSession: [
		{ name: "no token", message: { type: "renewSession" } },
		{ name: "token of the wrong kind", message: { type: "renewSession", token: 42 } },
		{ name: "not a token", message: { type: "renewSession", token: "hello" } },
		{ name: "a token signed with another key", message: { type: "renewSession", token: "forged" } },
		{ name: "another user's token", message: { type: "renewSession", token: "other" } },
		{ name: "a 10 KB token", message: { type: "renewSession", token: "x".repeat(10 * 1024) } },
	],
};

/** Frames that are not a message at all. */
const JUNK_FRAMES: Array<{ name: string; frame: string | ArrayBuffer }> = [
	{ name: "not JSON", frame: "hello" },
	{ name: "truncated JSON", frame: '{"type":"placeBets"' },
	{ name: "empty", frame: "" },
	{ name: "null", frame: "null" },
	{ name: "a list", frame: '[{"type":"placeBets"}]' },
	{ name: "a number", frame: "42" },
	{ name: "a bare type", frame: '"placeBets"' },
	{ name: "unknown type", frame: '{"type":"withdrawAll"}' },
	{ name: "type of the wrong kind", frame: '{"type":7}' },
	{ name: "no type", frame: '{"bets":[]}' },
	{ name: "a server event", frame: '{"type":"betResult","win":true,"payout":1000000}' },
	{ name: "binary junk", frame: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]).buffer },
];

describe("bad input over the room socket", () => {
	it(
		"answers every malformed or invalid message with its error event, debits nothing, and stays usable",
		async () => {
			const player = await createUser({ realPaise: 100_000, name: "Socket Player" });
			const room = await isolatedRoom();
			// The room's clock is held: every case below finds betting open (helpers/room-clock.ts).
			await holdAtBetting(room);
			// Hundreds of messages on one socket: far over a socket's budget, which has its own tests (abuse.test.ts).
			await runInDurableObject(room, (instance: RouletteRoom) => {
				instance.configureForTests({ budgets: { burst: 100_000, perSecond: 100_000 } });
			});
			const client = await connectAs(room, { id: player.id, role: "user", name: "Socket Player" });
			await client.next("syncState");
			const ledgerBefore = await ledgerCount(player.id);
			const problems: string[] = [];

			for (const junk of JUNK_FRAMES) {
				const message = await errorFor(client, junk.frame);
				if (message !== messages.invalidMessage) problems.push(`${junk.name}: ${message}`);
			}
			const cases = [...SOCKET_CASES.placeBets, ...SOCKET_CASES.forceResult];
			// Generated: any JSON value as the bets, and random bets the table's rules refuse.
			const generatedBets = fc.sample(anyBets, { numRuns: 60, seed: nextSeed() });
			// Generated calls with a good bet: the domain's readCalls says what the room must answer.
			const redBet: Bet = { type: "red", numbers: [], amountPaise: 1_000 };
			for (const calls of fc.sample(fc.jsonValue(), { numRuns: 30, seed: nextSeed() })) {
				const verdict = readCalls(calls, [redBet]);
				if (!verdict.ok)
					cases.push({
						name: `generated calls ${JSON.stringify(calls).slice(0, 60)}`,
						message: submission([bet("red", [], 10)], { calls }),
						expect: verdict.message,
					});
			}
			for (const bets of generatedBets) {
				// The domain rules decide what should be refused and with which message; the room must say the same.
				const verdict = validateSubmission([], JSON.parse(JSON.stringify(bets)));
				if (!verdict.ok)
					cases.push({
						name: `generated ${JSON.stringify(bets).slice(0, 60)}`,
						message: submission(bets),
						expect: verdict.message,
					});
			}
			for (const c of cases) {
				const message = await errorFor(client, JSON.stringify(c.message));
				if (c.expect && message !== c.expect) problems.push(`${c.name}: ${message} (expected ${c.expect})`);
			}
			expect(problems, `fast-check seed ${SEED}`).toEqual([]);
			expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 0 });
			expect(await ledgerCount(player.id)).toBe(ledgerBefore);
			expect(await betCount(player.id)).toBe(0);

			// Still usable: a valid bet on the same socket is placed and debited once.
			const from = client.messages.length;
			const good = submission([bet("red", [], 10)]);
			client.send(JSON.stringify(good));
			const reply = await client.reply(good.submissionId, { from });
			expect(reply.type).toBe("betsPlaced");
			expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 99_000, tokensPaise: 0 });
			expect(await ledgerMismatches(database(env.DB))).toEqual([]);
			client.close();
		},
		SLOW_TEST_MS,
	);

	it(
		"answers an admin's invalid forceResult with its error event and records nothing",
		async () => {
			const admin = await createUser({ role: "admin", name: "Socket Admin" });
			const room = await isolatedRoom();
			await runInDurableObject(room, (instance: RouletteRoom) => {
				instance.configureForTests({ budgets: { burst: 100_000, perSecond: 100_000 } });
			});
			const client = await connectAs(room, { id: admin.id, role: "admin", name: "Socket Admin" });
			await client.next("syncState");
			const auditBefore = await auditCount(admin.id);
			const problems: string[] = [];
			const numbers: unknown[] = [37, -1, 1.5, "5", null, true, [5], { n: 5 }, 1e308, Number.MAX_SAFE_INTEGER + 2];
			for (const n of [
				...numbers,
				...fc.sample(
					fc.anything().filter((v) => !(Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 36)),
					{ numRuns: 20, seed: nextSeed() },
				),
			]) {
				const message = await errorFor(client, JSON.stringify({ type: "forceResult", number: n }));
				// A number off the wheel names the range; anything else asks for a number.
				const expected =
					typeof n === "number" && Number.isFinite(n)
						? rouletteMessages.numberOutOfRange
						: rouletteMessages.selectNumber;
				if (message !== expected) problems.push(`${JSON.stringify(n)}: ${message}`);
			}
			const placeAsAdmin = await errorFor(client, JSON.stringify(submission([bet("red", [], 10)])));
			if (placeAsAdmin !== rouletteMessages.playersOnly) problems.push(`placeBets as admin: ${placeAsAdmin}`);
			expect(problems, `fast-check seed ${SEED}`).toEqual([]);
			expect(await auditCount(admin.id)).toBe(auditBefore);
			// Still usable: a valid force is acknowledged.
			const from = client.messages.length;
			client.send({ type: "forceResult", number: 7 });
			expect((await client.next("resultForced", { from })).number).toBe(7);
			client.close();
		},
		SLOW_TEST_MS,
	);

	it("closes a spectator's socket at its first message, bet or not, without answering it", async () => {
		const room = await isolatedRoom();
		for (const frame of [JSON.stringify(submission([bet("red", [], 10)])), '{"type":"forceResult","number":3}', "hi"]) {
			const client = await connectAs(room, null);
			await client.next("syncState");
			const before = client.messages.length;
			client.send(frame);
			expect(await client.waitClosed()).toEqual({ code: 1008, reason: rouletteMessages.spectatorMessage });
			expect(client.messages.slice(before)).toEqual([]);
		}
	});

	it("closes a socket that sends a frame over the size limit (1009), reading and debiting nothing", async () => {
		const player = await createUser({ realPaise: 100_000, name: "Big Frames" });
		const room = await isolatedRoom();
		await holdAtBetting(room);
		for (const size of [DEFAULT_SOCKET_BUDGETS.maxFrame + 1, 200 * 1024, 1024 * 1024]) {
			const client = await connectAs(room, { id: player.id, role: "user" });
			await client.next("syncState");
			const before = client.messages.length;
			const frame = JSON.stringify(submission([bet("red", [], 10)], { pad: "" }));
			client.send(frame.replace('"pad":""', `"pad":"${long(size - frame.length)}"`));
			expect(await client.waitClosed()).toEqual({ code: 1009, reason: rouletteMessages.messageTooBig });
			expect(client.messages.slice(before).filter((m) => m.type !== "tableFeed")).toEqual([]);
		}
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 0 });
		expect(await betCount(player.id)).toBe(0);
	});

	it("ends the socket on a session renewal that does not renew (4001), with nothing placed after it", async () => {
		const player = await createUser({ realPaise: 100_000, name: "Renewer" });
		const other = await createUser({ name: "Someone Else" });
		const forged = await signAccessToken("a-different-secret-of-the-same-length-as-the-test-one", {
			userId: player.id,
			role: "user",
			sessionEpoch: 0,
			sessionId: player.sessionId,
		});
		const room = await isolatedRoom();
		for (const c of SOCKET_CASES.renewSession) {
			const client = await connectAs(room, { id: player.id, role: "user", sessionId: player.sessionId });
			await client.next("syncState");
			const message = c.message as { token?: unknown };
			const token = message.token === "forged" ? forged : message.token === "other" ? other.token : message.token;
			client.send(JSON.stringify({ ...message, token }));
			expect(await client.waitClosed(), c.name).toEqual({ code: 4001, reason: rouletteMessages.sessionEnded });
		}
		expect(await betCount(player.id)).toBe(0);
	});
});

async function ledgerCount(userId: string): Promise<number> {
	const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE user_id = ?")
		.bind(userId)
		.first<{ n: number }>();
	return row?.n ?? 0;
}

async function betCount(userId: string): Promise<number> {
	const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM bets WHERE user_id = ?")
		.bind(userId)
		.first<{ n: number }>();
	return row?.n ?? 0;
}

async function auditCount(actorId: string): Promise<number> {
	const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE actor_id = ?")
		.bind(actorId)
		.first<{ n: number }>();
	return row?.n ?? 0;
}
