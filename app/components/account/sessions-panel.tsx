import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { accountMessages as m } from "~/domain/messages/account";
import { endOtherSessions, endSession, loadSessions, type Outcome, type SessionItem } from "../../lib/account";
import { useFormat, useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { useAuth } from "../../lib/use-auth";
import { signOutEverywhereWithToast } from "../logout";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

type Confirm = { kind: "one"; session: SessionItem } | { kind: "others" } | null;

/** Where a session is: its device, and its address when known (shown coarsely by the server). */
const placeOf = (s: SessionItem) => (s.address ? `${s.device} · ${s.address}` : s.device);

/**
 * The player's live sessions, this device first: sign out one, or all the others (each after a confirmation),
 * or every session including this one.
 */
export function SessionsPanel() {
	const navigate = useNavigate();
	const { t } = useTranslation("account");
	const say = useSay();
	const format = useFormat();
	const [sessions, setSessions] = useState<SessionItem[] | null>(null);
	const [failed, setFailed] = useState(false);
	const [confirm, setConfirm] = useState<Confirm>(null);
	const [busy, setBusy] = useState(false);
	const [signingOut, setSigningOut] = useState(false);

	const reload = useCallback(async () => {
		const list = await loadSessions();
		setFailed(list === null);
		if (list) setSessions([...list].sort((a, b) => Number(b.current) - Number(a.current)));
	}, []);
	// The page is guarded and rendered on the server; the list is the API's, which needs the access token the browser
	// gets by its start-up refresh, so it is asked for once that is done.
	const { isLoading, user } = useAuth();
	const signedIn = !isLoading && user !== null;
	useEffect(() => {
		if (signedIn) void reload();
	}, [reload, signedIn]);

	async function run(action: () => Promise<Outcome>) {
		setBusy(true);
		const outcome = await action();
		setBusy(false);
		setConfirm(null);
		if (outcome.ok) notify.success(outcome.message);
		else notify.error(outcome.message);
		await reload();
	}

	const others = sessions?.filter((s) => !s.current).length ?? 0;

	return (
		<div className="p-4">
			<p className="text-sm text-gray-300">{t("sessions.intro")}</p>
			{failed && (
				<p role="alert" className="mt-3 text-sm font-semibold text-red-300">
					{say(m.sessionsLoadFailed)}
				</p>
			)}
			{sessions === null && !failed && <p className="mt-3 text-gray-300">{t("loading")}</p>}
			{sessions && (
				<ul aria-label={t("sessions.list")} className="mt-3 grid gap-3">
					{sessions.map((session) => (
						<li
							key={session.id}
							data-testid="session-row"
							className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-edge p-3"
						>
							<div className="min-w-0">
								<p className="font-semibold">
									{session.device}
									{session.current && (
										<span className="ml-2 rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-black">
											{t("sessions.thisDevice")}
										</span>
									)}
								</p>
								{session.address && (
									<p className="text-sm text-gray-300">{t("sessions.address", { address: session.address })}</p>
								)}
								<p className="text-sm text-gray-300">
									{t("sessions.signedIn", { when: format.dateTime(session.startedAt) })}
								</p>
								<p className="text-sm text-gray-300">
									{t("sessions.lastActive", { when: format.dateTime(session.lastUsedAt) })}
								</p>
							</div>
							{!session.current && (
								<Button
									variant="ghost"
									size="sm"
									aria-label={t("sessions.signOutPlace", { place: placeOf(session) })}
									onClick={() => setConfirm({ kind: "one", session })}
								>
									{t("sessions.signOut")}
								</Button>
							)}
						</li>
					))}
				</ul>
			)}
			<div className="mt-4 flex flex-wrap gap-3">
				<Button variant="outline" disabled={others === 0} onClick={() => setConfirm({ kind: "others" })}>
					{t("sessions.signOutOthers")}
				</Button>
				<Button
					variant="ghost"
					busy={signingOut}
					// Ending sessions needs the access token of the start-up refresh, as the list does.
					disabled={!signedIn}
					onClick={async () => {
						setSigningOut(true);
						await signOutEverywhereWithToast(() => navigate("/login"));
						setSigningOut(false);
					}}
				>
					{t("sessions.signOutEverywhere")}
				</Button>
			</div>
			<Dialog
				open={confirm !== null}
				title={confirm?.kind === "one" ? t("sessions.confirmOneTitle") : t("sessions.confirmOthersTitle")}
				description={
					confirm?.kind === "one"
						? t("sessions.confirmOne", { place: placeOf(confirm.session) })
						: t("sessions.confirmOthers", { count: others })
				}
				onClose={() => setConfirm(null)}
				actions={
					<>
						<Button variant="ghost" onClick={() => setConfirm(null)}>
							{t("sessions.cancel")}
						</Button>
						<Button
							variant="danger"
							busy={busy}
							onClick={() => {
								if (confirm?.kind === "one") void run(() => endSession(confirm.session.id));
								else void run(endOtherSessions);
							}}
						>
							{t("sessions.signOut")}
						</Button>
					</>
				}
			/>
		</div>
	);
}
