import { UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { formatPhone } from "~/domain/validation/auth";
import { NameForm } from "../../components/account/name-form";
import { PasswordForm } from "../../components/account/password-form";
import { SessionsPanel } from "../../components/account/sessions-panel";
import { useMaskedBalances } from "../../components/balances";
import { Tabs } from "../../components/tabs";
import { useFormat } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-meta";
import type { Route } from "./+types/profile";
import type { loader as userAreaLoader } from "./layout";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.account.titles.profile) },
];

const TAB_IDS = ["personal", "balance", "status", "password", "sessions"] as const;
type Tab = (typeof TAB_IDS)[number];

/**
 * /user: the player's own record, as the area's loader read it on the server (app/routes/user/layout.tsx), and
 * their account settings: the name (on Personal Info), the password and the sessions
 * (docs/decisions/0110-account-settings-and-sessions.md).
 */
export default function Profile() {
	const area = useRouteLoaderData<typeof userAreaLoader>("routes/user/layout");
	const { t } = useTranslation("account");
	const format = useFormat();
	const [tab, setTab] = useState<Tab>("personal");
	const masked = useMaskedBalances(area?.user ?? { realBalance: 0, playTokens: 0 });
	if (!area) return null;
	const { user } = area;

	const tabs = TAB_IDS.map((id) => ({ id, label: t(`profile.tabs.${id}`) }));
	const rows: Partial<Record<Tab, Array<[string, string]>>> = {
		personal: [
			[t("profile.name"), user.name],
			[t("profile.phone"), formatPhone(user.phone) ?? "—"],
			[t("profile.memberSince"), format.dateTime(user.createdAt)],
		],
		balance: [
			[t("profile.realBalance"), masked.real],
			[t("profile.playTokens"), masked.tokens],
		],
		status: [
			[t("profile.account"), user.status === "active" ? t("profile.active") : t("profile.banned")],
			[t("profile.phoneVerified"), user.isVerified ? t("profile.yes") : t("profile.no")],
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
						{t("profile.heading")}
					</h1>
					<p className="text-gray-300">{user.name}</p>
				</div>
			</div>
			<div className="mt-6">
				<Tabs
					label={t("profile.sections")}
					tabs={tabs}
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
					{tab === "personal" && <NameForm key={user.name} current={user.name} />}
					{tab === "password" && <PasswordForm />}
					{tab === "sessions" && <SessionsPanel />}
				</Tabs>
			</div>
		</section>
	);
}
