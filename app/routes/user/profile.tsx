import { UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { siteContent } from "~/domain/content";
import { formatIstDateTime } from "~/domain/time";
import { formatPhone } from "~/domain/validation/auth";
import { NameForm } from "../../components/account/name-form";
import { PasswordForm } from "../../components/account/password-form";
import { SessionsPanel } from "../../components/account/sessions-panel";
import { useMaskedBalances } from "../../components/balances";
import { Tabs } from "../../components/tabs";
import { useAuth } from "../../lib/use-auth";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: `My profile · ${siteContent.brand}` }];

const TAB_NAMES = ["Personal Info", "Balance", "Status", "Password", "Sessions"] as const;
type Tab = (typeof TAB_NAMES)[number];
const TABS = TAB_NAMES.map((id) => ({ id, label: id }));

/**
 * /user: the player's own record, re-read from the server on entry, and their account settings: the name (on
 * Personal Info), the password and the sessions (docs/decisions/0110-account-settings-and-sessions.md).
 */
export default function Profile() {
	const { user, refreshUser } = useAuth();
	const [tab, setTab] = useState<Tab>("Personal Info");
	useEffect(() => {
		void refreshUser();
	}, [refreshUser]);
	const masked = useMaskedBalances(user ?? { realBalance: 0, playTokens: 0 });
	if (!user) return null;

	const rows: Partial<Record<Tab, Array<[string, string]>>> = {
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
					{rows[tab] && (
						<dl>
							{rows[tab].map(([label, value]) => (
								<div key={label} className="flex justify-between gap-4 border-b border-edge px-4 py-3 last:border-0">
									<dt className="text-gray-300">{label}</dt>
									<dd className="font-semibold">{value}</dd>
								</div>
							))}
						</dl>
					)}
					{tab === "Personal Info" && <NameForm key={user.name} current={user.name} />}
					{tab === "Password" && <PasswordForm />}
					{tab === "Sessions" && <SessionsPanel />}
				</Tabs>
			</div>
		</section>
	);
}
