/** What the Worker entry hands the pages with each request: React Router context keys both sides import. */
import { createContext } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "~/domain/i18n/locales";
import type { PublicLicence } from "~/domain/operator";
import type { Role } from "~/domain/users";

/** The CSP nonce the Worker minted for this document (see worker/security-headers.ts). */
export const nonceContext = createContext<string>("");

/** The request's country as Cloudflare saw it (`request.cf.country`), null when unknown (locally). */
export const countryContext = createContext<string | null>(null);

/** False only when this page request surely came without the session cookie: the start-up refresh would fail. */
export const sessionHintContext = createContext<boolean>(true);

/** The licence the operator configured (all three LICENCE_* settings), or null: none is claimed. */
export const licenceContext = createContext<PublicLicence | null>(null);

/** The language the page is rendered in (domain/i18n/locales.ts `requestLocale`). */
export const localeContext = createContext<Locale>(DEFAULT_LOCALE);

/** Who a page request is signed in as: its access token's user, else its refresh cookie's (docs/decisions/0950). */
export type PageSession = { id: string; name: string; role: Role; sessionId: string };

/**
 * The request's session, read once on first use: the Worker sets a memoised reader, so pages that never ask (the
 * home page, the lobby) cost no query. null when signed out.
 */
export const sessionContext = createContext<() => Promise<PageSession | null>>(async () => null);

/**
 * Tells players of the money decisions a page's action committed (their notifications' keys): live on their open
 * pages and by WhatsApp or the log, as the API does (worker/lib/notices.ts `announce`). Nothing by default.
 */
export const moneyNoticesContext = createContext<(notificationKeys: string[]) => Promise<void>>(async () => {});
