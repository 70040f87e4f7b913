import { UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { siteContent } from "~/domain/content";
import { formatIstDateTime } from "~/domain/time";
import { formatPhone } from "~/domain/validation/auth";
import { useMaskedBalances } from "../../components/balances";
import { signOutEverywhereWithToast } from "../../components/logout";
import { Tabs } from "../../components/tabs";
import { useAuth } from "../../lib/use-auth";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: `My profile · ${siteContent.brand}` }];

const TAB_NAMES = ["Personal Info", "Balance", "Status"] as const;
type Tab = (typeof TAB_NAMES)[number];
const TABS = TAB_NAMES.map((id) => ({ id, label: id }));

/** /user: the player's own record, re-read from the server on entry. */
export default function Profile() {
	const { user, refreshUser } = useAuth();
	const navigate = useNavigate();
	const [tab, setTab] = useState<Tab>("Personal Info");
	const [signingOut, setSigningOut] = useState(false);
	useEffect(() => {
		void refreshUser();
	}, [refreshUser]);
	const masked = useMaskedBalances(user ?? { realBalance: 0, playTokens: 0 });
	if (!user) return null;

	const rows: Record<Tab, Array<[string, string]>> = {
		"Personal Info": [
			["Name", user.name],
			["Phone", formatPhone(user.phone) ?? "—"],
			["Member since", formatIstDateTime(user.createdAt)],
		],
		Balance: [
			["Real balance", masked.real],
			["Play tokens", masked.tokens],
		],
		Status: [
			["Account", user.status === "active" ? "Active" : "Banned"],
			["Phone verified", user.isVerified ? "Yes" : "No"],
		],
	};

	return (
		<section aria-labelledby="profile-heading">
			<div className="flex items-center gap-3">
				<span className="grid size-12 place-items-center rounded-full bg-orange-500 text-black">
					<UserRound className="size-7" aria-hidden="true" />
				</span>
				<div>
					<h1 id="profile-heading" className="text-2xl font-black">
						My profile
					</h1>
					<p className="text-gray-300">{user.name}</p>
				</div>
			</div>
			<div className="mt-6">
				<Tabs
					label="Profile sections"
					tabs={TABS}
					value={tab}
					onChange={setTab}
					panelClassName="mt-4 rounded-lg bg-panel-deep"
				>
					<dl>
						{rows[tab].map(([label, value]) => (
							<div key={label} className="flex justify-between gap-4 border-b border-edge px-4 py-3 last:border-0">
								<dt className="text-gray-300">{label}</dt>
								<dd className="font-semibold">{value}</dd>
							</div>
						))}
					</dl>
				</Tabs>
			</div>
			<section aria-labelledby="sessions-heading" className="mt-6 rounded-lg bg-panel-deep p-4">
				<h2 id="sessions-heading" className="font-bold">
					Devices
				</h2>
				<p className="mt-1 text-sm text-gray-300">
					Lost a phone, or signed in somewhere you no longer use? Sign out everywhere ends every session, on this device
					too, and closes the table on each of them.
				</p>
				<button
					type="button"
					className="mt-3 min-h-11 rounded-md border border-orange-500 px-4 font-semibold text-orange-300 hover:bg-orange-500/10 disabled:opacity-60"
					disabled={signingOut}
					onClick={async () => {
						setSigningOut(true);
						await signOutEverywhereWithToast(() => navigate("/login"));
						setSigningOut(false);
					}}
				>
					Sign out on all devices
				</button>
			</section>
		</section>
	);
}
