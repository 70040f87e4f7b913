/**
 * The wallet screens' client side: the Transaction shape of the API
 * (docs/decisions/0300), list fetching with server pagination, and display helpers.
 */
import type { InferResponseType } from "hono/client";
import { siteContent } from "~/domain/content";
import type { TransactionStatus, TransactionType } from "~/domain/validation/payments";
import { wallet } from "../locales/en/wallet";
import { api } from "./api";

type MyListResponse = InferResponseType<typeof api.api.transactions.my.$get, 200>;
export type Transaction = MyListResponse["data"][number];
/**
 * A list's place as the screens show it. The player's own list counts its rows; the admin's list of everyone's
 * is paged by keyset and counts nothing (total and totalPages null, docs/decisions/0420-operator-scale.md).
 */
export type Pagination = {
	page: number;
	pageSize: number;
	total: number | null;
	totalPages: number | null;
	hasNext: boolean;
	/** The admin list's `after` for the next page. */
	next: string | null;
};

export type ListQuery = {
	transactionStatus?: TransactionStatus;
	transactionType?: TransactionType;
	page: number;
	/** The admin list's keyset position ("" for the first page). */
	after: string;
};

/** A page of a list, or the refusal to read from. */
export type ListAnswer =
	| {
			ok: true;
			data: Transaction[];
			pagination: Pagination;
			/** The player's list carries their current balances. */
			balances?: { realBalance: number; playTokens: number };
	  }
	| { ok: false; response: { json(): Promise<unknown> } };

/** GET /api/transactions/my (the player's own) or GET /api/transactions (admin), read into one shape. */
export async function fetchTransactions(scope: "my" | "all", q: ListQuery): Promise<ListAnswer> {
	const filters = { transactionStatus: q.transactionStatus ?? "", transactionType: q.transactionType ?? "" };
	if (scope === "my") {
		const response = await api.api.transactions.my.$get({ query: { ...filters, page: String(q.page) } });
		if (!response.ok) return { ok: false, response };
		const body = await response.json();
		return {
			ok: true,
			data: body.data,
			pagination: { ...body.pagination, hasNext: false, next: null },
			balances: body.balances,
		};
	}
	const response = await api.api.transactions.$get({ query: { ...filters, after: q.after } });
	if (!response.ok) return { ok: false, response };
	const body = await response.json();
	const { pageSize, next } = body.pagination;
	return {
		ok: true,
		data: body.data,
		pagination: { page: q.page, pageSize, total: null, totalPages: null, hasNext: next !== null, next },
	};
}

/**
 * A transaction's type in English (the admin's lists word it so). A player's screen says it in the page's language:
 * `t("transactions.types.<type>")` of the wallet namespace, where this English comes from.
 */
export const TYPE_LABEL: Record<TransactionType, string> = wallet.transactions.types;

/** A fresh key per submission (docs/decisions/0300: idempotent requests). */
export function newIdempotencyKey(): string {
	return crypto.randomUUID();
}

/** The standard UPI deep link (NPCI): a phone camera scanning its QR opens the UPI app with payee and amount filled in. */
export function upiLink(upiId: string, amountRupees: number): string {
	const params = new URLSearchParams({ pa: upiId, pn: siteContent.brand, am: String(amountRupees), cu: "INR" });
	return `upi://pay?${params.toString()}`;
}

/** The one QR Scan to Pay shows (docs/decisions/0311-deposit-checks-before-payment-details.md). */
export type DepositQr = { kind: "upi"; link: string } | { kind: "image"; src: string };

/**
 * A QR generated from the UPI ID when there is one: it carries this deposit's amount and exactly the UPI ID the
 * screen shows and the request records. The operator's uploaded image only when no UPI ID is set. Never both.
 */
export function depositQr(details: { upiId: string; qrCodeUrl: string }, amountRupees: number): DepositQr | null {
	if (details.upiId) return { kind: "upi", link: upiLink(details.upiId, amountRupees) };
	if (details.qrCodeUrl) return { kind: "image", src: details.qrCodeUrl };
	return null;
}
