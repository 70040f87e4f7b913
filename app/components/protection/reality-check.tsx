/**
 * The reality-check reminder (docs/product.md#player-protection): while a signed-in player has an
 * interval set, every N minutes of their session a dialog shows how long they
 * have played and the net result of their settled bets in that time (from the
 * server), with Continue and Stop.
 *
 * The interval is the root loader's (`sessionRealityCheck`, app/lib/page-session.server.ts): a limit saved on
 * /user/responsible-gaming, or a live notification (a loosened interval taking effect), revalidates it like the
 * header's balances; a player who signed in after the page loaded has the root's data read again for them.
 *
 * The summary is read with the API client when the timer fires, not through a resource route's fetcher
 * (docs/decisions/0950-pages-on-the-data-layer.md), because the framework's way is worse here: the read is one
 * answer timed by this device's clock minutes into a session, so the server's HTML never has it and a loader gains
 * nothing; `fetcher.load` resolves with nothing (`Promise<void>` in react-router 8) and its data reaches a component
 * only through a render, so the timer's `await` would become an effect over the fetcher's state plus a record of
 * which due moment an answer belongs to (more hand-kept state, not less); and a fetcher that has loaded is read
 * again after every action on the page (a favourite saved, a withdrawal) until it unmounts, a summary nobody looks
 * at unless the route opts out. The `loadSummary` seam keeps the reminder driven
 * by a fake clock in tests/components/reality-check.test.tsx.
 */
import type { InferResponseType } from "hono/client";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { protectionScreen } from "~/domain/messages/protection";
import { rupeesToPaise } from "~/domain/money";
import { api } from "../../lib/api";
import { useFormat, useSay } from "../../lib/i18n";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

export type SessionSummary = InferResponseType<(typeof api.api.protection)["session-summary"]["$get"], 200>;

const MINUTE = 60_000;

type Translate = ReturnType<typeof useTranslation<"account">>["t"];

/** "45 minutes", "1 hour 5 minutes" (in English; pass `t` of the "account" namespace for the page's language). */
export function formatPlayed(ms: number, t?: Translate): string {
	const total = Math.max(0, Math.floor(ms / MINUTE));
	const h = Math.floor(total / 60);
	const m = total % 60;
	const mins = t ? t("reality.minutes", { count: m }) : `${m} minute${m === 1 ? "" : "s"}`;
	if (h === 0) return mins;
	const hours = t ? t("reality.hours", { count: h }) : `${h} hour${h === 1 ? "" : "s"}`;
	if (m === 0) return hours;
	return t ? t("reality.hoursMinutes", { hours, minutes: mins }) : `${hours} ${mins}`;
}

function signed(text: string, value: number): string {
	return value > 0 ? `+${text}` : value < 0 ? `−${text.replace("-", "")}` : text;
}

/** The first reminder moment after `now`: sessionStart + k·interval. */
export function nextReminderAt(sessionStart: number, intervalMs: number, now: number): number {
	const k = Math.max(1, Math.floor((now - sessionStart) / intervalMs) + 1);
	return sessionStart + k * intervalMs;
}

/** A due moment kept in the tab for this interval ("minutes:dueAt"), so a reload cannot skip a reminder. */
function savedDueAt(storageKey: string | undefined, minutes: number, sessionStart: number): number | null {
	if (!storageKey || typeof sessionStorage === "undefined") return null;
	const [savedMinutes, savedDue] = (sessionStorage.getItem(storageKey) ?? "").split(":").map(Number);
	return savedMinutes === minutes && Number.isFinite(savedDue) && Number(savedDue) > sessionStart
		? Number(savedDue)
		: null;
}

export function RealityCheckReminder({
	minutes,
	sessionStart,
	loadSummary,
	onStop,
	storageKey,
}: {
	minutes: number;
	sessionStart: number;
	loadSummary: (since: number) => Promise<SessionSummary | null>;
	onStop: () => void;
	/** Where the tab keeps the next due moment; a page loaded after it shows the reminder at once. */
	storageKey?: string;
}) {
	const intervalMs = minutes * MINUTE;
	const { t } = useTranslation("account");
	const say = useSay();
	const format = useFormat();
	const firstDueAt = () =>
		savedDueAt(storageKey, minutes, sessionStart) ?? nextReminderAt(sessionStart, intervalMs, Date.now());
	const [dueAt, setDueAtState] = useState(firstDueAt);
	const [shown, setShown] = useState<{ at: number; summary: SessionSummary | null } | null>(null);
	const setDueAt = (at: number) => {
		setDueAtState(at);
		if (storageKey && typeof sessionStorage !== "undefined") sessionStorage.setItem(storageKey, `${minutes}:${at}`);
	};

	// biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when the session or the interval changes.
	useEffect(() => {
		setDueAt(firstDueAt());
	}, [sessionStart, intervalMs]);

	useEffect(() => {
		if (shown) return;
		let cancelled = false;
		const timer = setTimeout(
			async () => {
				const at = Date.now();
				let summary: SessionSummary | null = null;
				try {
					summary = await loadSummary(sessionStart);
				} catch {
					summary = null;
				}
				if (!cancelled) setShown({ at, summary });
			},
			Math.max(0, dueAt - Date.now()),
		);
		return () => {
			cancelled = true;
			clearTimeout(timer);
		};
	}, [dueAt, shown, loadSummary, sessionStart]);

	const resume = () => {
		setShown(null);
		setDueAt(Date.now() + intervalMs);
	};

	const summary = shown?.summary;
	// Time played is measured on this device's clock, the one that times the reminders.
	const played = shown ? shown.at - sessionStart : 0;
	return (
		<Dialog
			open={shown !== null}
			title={say(protectionScreen.realityTitle)}
			onClose={resume}
			testId="reality-check"
			actions={
				<>
					<Button
						variant="outline"
						onClick={() => {
							resume();
							onStop();
						}}
					>
						{say(protectionScreen.realityStop)}
					</Button>
					<Button onClick={resume}>{say(protectionScreen.realityContinue)}</Button>
				</>
			}
		>
			<p data-testid="reality-played">{say(protectionScreen.realityPlayed(formatPlayed(played, t)))}</p>
			{!summary ? (
				<p>{say(protectionScreen.realitySummaryFailed)}</p>
			) : summary.real.bets + summary.tokens.bets === 0 ? (
				<p>{say(protectionScreen.realityNoBets)}</p>
			) : (
				<div>
					<p className="font-semibold">{say(protectionScreen.realityNet)}</p>
					<dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
						{summary.real.bets > 0 && (
							<>
								<dt className="text-gray-300">{t("profile.realBalance")}</dt>
								<dd className="font-bold" data-testid="reality-net-real">
									{signed(format.rupees(rupeesToPaise(summary.real.net)), summary.real.net)}
								</dd>
							</>
						)}
						{summary.tokens.bets > 0 && (
							<>
								<dt className="text-gray-300">{t("playTokens")}</dt>
								<dd className="font-bold" data-testid="reality-net-tokens">
									{signed(format.amount(rupeesToPaise(summary.tokens.net)), summary.tokens.net)}
								</dd>
							</>
						)}
					</dl>
				</div>
			)}
		</Dialog>
	);
}

const SESSION_KEY = "rr.session-start";
const DUE_KEY = "rr.reality-due";

/** When this tab's signed-in session began (kept across reloads of the tab, per player). */
function sessionStartFor(userId: string): number {
	const key = `${SESSION_KEY}.${userId}`;
	const stored = Number(sessionStorage.getItem(key));
	if (Number.isFinite(stored) && stored > 0 && stored <= Date.now()) return stored;
	const now = Date.now();
	sessionStorage.setItem(key, String(now));
	return now;
}

/** The root loader's reading of the interval: whose it is, and its minutes (null: none set). */
export type RealityCheckInterval = { userId: string; minutes: number | null } | null;

/** Mounted once by the app shell with the root loader's interval: runs the reminder. */
export function RealityCheck({ interval }: { interval: RealityCheckInterval }) {
	const { user } = useAuth();
	const navigate = useNavigate();
	const { revalidate } = useRevalidator();
	const userId = user?.role === "user" ? user.id : null;
	const [sessionStart, setSessionStart] = useState<number | null>(null);

	// The session begins when the player is first seen signed in in this tab, interval or not.
	useEffect(() => {
		setSessionStart(userId ? sessionStartFor(userId) : null);
	}, [userId]);

	// The root's data was read for someone else (signed in by the login form after the page loaded): read it again.
	const current = userId !== null && interval?.userId === userId;
	useEffect(() => {
		if (userId && !current) void revalidate();
	}, [userId, current, revalidate]);
	const minutes = current ? interval?.minutes : null;

	const loadSummary = useCallback(async (since: number) => {
		const res = await api.api.protection["session-summary"].$get({ query: { since: String(since) } });
		return res.ok ? ((await res.json()) as SessionSummary) : null;
	}, []);

	if (!userId || !minutes || sessionStart === null) return null;
	return (
		<RealityCheckReminder
			minutes={minutes}
			sessionStart={sessionStart}
			loadSummary={loadSummary}
			onStop={() => navigate("/user/responsible-gaming")}
			storageKey={`${DUE_KEY}.${userId}`}
		/>
	);
}
