import { UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { siteContent } from "../../../domain/content";
import { useMaskedBalances } from "../../components/balances";
import { useAuth } from "../../lib/use-auth";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: `My profile · ${siteContent.brand}` }];

const TABS = ["Personal Info", "Balance", "Status"] as const;
type Tab = (typeof TABS)[number];

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

/** /user: the player's own record, re-read from the server on entry. */
export default function Profile() {
	const { user, refreshUser } = useAuth();
	const [tab, setTab] = useState<Tab>("Personal Info");
	useEffect(() => {
		void refreshUser();
	}, [refreshUser]);
	const masked = useMaskedBalances(user ?? { realBalance: 0, playTokens: 0 });
	if (!user) return null;

	const rows: Record<Tab, Array<[string, string]>> = {
		"Personal Info": [
			["Name", user.name],
			["Phone", user.phone ?? "—"],
			["Member since", dateFormat.format(user.createdAt)],
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
			<div role="tablist" aria-label="Profile sections" className="mt-6 flex gap-6 border-b border-edge">
				{TABS.map((name) => (
					<button
						key={name}
						type="button"
						role="tab"
						id={`tab-${name}`}
						aria-selected={tab === name}
						aria-controls="profile-panel"
						tabIndex={tab === name ? 0 : -1}
						className={`-mb-px border-b-2 pb-2 text-sm font-bold ${tab === name ? "border-gold text-gold" : "border-transparent text-gray-300 hover:text-white"}`}
						onClick={() => setTab(name)}
						onKeyDown={(e) => {
							const i = TABS.indexOf(name);
							const next =
								e.key === "ArrowRight"
									? TABS[(i + 1) % TABS.length]
									: e.key === "ArrowLeft"
										? TABS[(i + TABS.length - 1) % TABS.length]
										: null;
							if (next) {
								setTab(next);
								document.getElementById(`tab-${next}`)?.focus();
							}
						}}
					>
						{name}
					</button>
				))}
			</div>
			<div id="profile-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4 rounded-lg bg-panel-deep">
				<dl>
					{rows[tab].map(([label, value]) => (
						<div key={label} className="flex justify-between gap-4 border-b border-edge px-4 py-3 last:border-0">
							<dt className="text-gray-300">{label}</dt>
							<dd className="font-semibold">{value}</dd>
						</div>
					))}
				</dl>
			</div>
		</section>
	);
}
