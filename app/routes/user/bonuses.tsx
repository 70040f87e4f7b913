import { env } from "cloudflare:workers";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useFetcher, useSearchParams } from "react-router";
import { promotionMessages } from "~/domain/messages/promotions";
import { rupeesToPaise } from "~/domain/money";
import { WEIGHT_KEYS } from "~/domain/promotions/wagering";
import { claimDeviceOf } from "~/server/claim-device";
import { playerBonuses } from "~/server/promotions";
import { joinReferral, REFERRAL_CODE_PATTERN, referralCodeOf, referralSummary } from "~/server/referrals";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { useFormat, useLocale, useSay } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-meta";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import type { Route } from "./+types/bonuses";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.account.titles.bonuses) },
];

/** The player's bonuses and claims (GET /api/promotions/mine) and their referral (GET /api/promotions/referral). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePageRole(request, context, "user");
	const db = pageDatabase();
	const [mine, referral] = await Promise.all([
		playerBonuses(db, session.id, Date.now()),
		referralSummary(db, session.id),
	]);
	// The link as the friend opens it: this site's own address.
	const origin = new URL(request.url).origin;
	return { ...mine, referral: { ...referral, link: referral.link === null ? null : `${origin}${referral.link}` } };
}

/**
 * Makes the player's referral code (POST /api/promotions/referral), or joins with a friend's (`intent=join`, POST
 * /api/promotions/referral/join); the page revalidates.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const session = await requirePageRole(request, context, "user");
	const form = await request.formData();
	const device = await claimDeviceOf(request, env.JWT_SECRET);
	const headers = device.setCookie ? { "Set-Cookie": device.setCookie } : undefined;
	if (form.get("intent") === "join") {
		const typed = String(form.get("code") ?? "")
			.trim()
			.toUpperCase();
		if (!REFERRAL_CODE_PATTERN.test(typed)) return data({ message: promotionMessages.referralCodeInvalid }, 422);
		const outcome = await joinReferral(pageDatabase(), { friendId: session.id, code: typed, deviceId: device.id });
		return data({ message: JOIN_MESSAGES[outcome] }, { headers });
	}
	await referralCodeOf(pageDatabase(), session.id, device.id);
	return data({ message: null }, { headers });
}

const JOIN_MESSAGES = {
	joined: promotionMessages.referralJoined,
	unknown_code: promotionMessages.referralUnknown,
	own_code: promotionMessages.referralOwn,
	already_referred: promotionMessages.referralAlready,
	not_new: promotionMessages.referralNotNew,
} as const;

type Bonus = Route.ComponentProps["loaderData"]["bonuses"][number];

function ActiveBonus({ bonus }: { bonus: Bonus }) {
	const { t } = useTranslation("account");
	const format = useFormat();
	const locale = useLocale();
	const rupees = (r: number) => format.rupees(rupeesToPaise(r));
	const progress = t("bonuses.progress", {
		wagered: rupees(bonus.wagered),
		required: rupees(bonus.wageringRequired),
		percent: bonus.wageringPercent,
	});
	return (
		<article className="rounded-xl bg-panel p-4" data-testid="bonus-active">
			<h3 className="font-bold">{bonus.title[locale]}</h3>
			<p className="mt-1">{t("bonuses.locked", { amount: rupees(bonus.balance) })}</p>
			<progress className="mt-2 h-2 w-full" max={100} value={bonus.wageringPercent} aria-label={progress} />
			<p className="text-sm text-gray-300">{progress}</p>
			<p className="text-sm text-gray-300">
				{t("bonuses.daysLeft", { count: bonus.daysLeft, date: format.dateTime(bonus.expiresAt) })}
			</p>
			<p className="text-sm text-gray-300">{t("bonuses.maxBet", { amount: rupees(bonus.maxBet) })}</p>
			<h4 className="mt-3 text-sm font-bold">{t("bonuses.weightsTitle")}</h4>
			<ul className="list-disc pl-5 text-sm text-gray-300">
				{WEIGHT_KEYS.map((key) => (
					<li key={key}>{t(`bonuses.weights.${key}`, { percent: bonus.weights[key] })}</li>
				))}
			</ul>
			<p className="mt-2 text-sm text-gray-300">{t("bonuses.weightsNote")}</p>
			<p className="mt-2 text-sm font-bold">{t("bonuses.withdrawalNote")}</p>
		</article>
	);
}

function Referral({ referral }: { referral: Route.ComponentProps["loaderData"]["referral"] }) {
	const { t } = useTranslation("account");
	const format = useFormat();
	const fetcher = useFetcher<typeof action>();
	const [copied, setCopied] = useState(false);
	const link = referral.link;
	return (
		<section aria-labelledby="referral-heading" className="rounded-xl bg-panel p-4">
			<h2 id="referral-heading" className="text-lg font-black">
				{t("bonuses.referral")}
			</h2>
			<p className="mt-1 text-sm text-gray-300">{t("bonuses.referralIntro")}</p>
			{link ? (
				<div className="mt-3 flex flex-wrap items-center gap-2">
					<code className="rounded bg-raised px-2 py-1 text-sm break-all" data-testid="referral-link">
						{link}
					</code>
					<Button
						size="sm"
						variant="secondary"
						onClick={async () => {
							await navigator.clipboard?.writeText(link);
							setCopied(true);
						}}
					>
						{t("bonuses.copy")}
					</Button>
					<span role="status" className="text-sm text-green-300">
						{copied ? t("bonuses.copied") : ""}
					</span>
				</div>
			) : (
				<fetcher.Form method="post" className="mt-3">
					<Button type="submit" size="sm" busy={fetcher.state !== "idle"}>
						{t("bonuses.makeLink")}
					</Button>
				</fetcher.Form>
			)}
			<p className="mt-3 text-sm">
				{t("bonuses.earned", { amount: format.rupees(rupeesToPaise(referral.rewardsEarned)) })}
			</p>
			<h3 className="mt-3 text-sm font-bold">{t("bonuses.friends")}</h3>
			{referral.friends.length === 0 ? (
				<p className="text-sm text-gray-300">{t("bonuses.noFriends")}</p>
			) : (
				<ul className="text-sm">
					{referral.friends.map((friend) => (
						<li key={`${friend.name}-${friend.joinedAt}`}>
							{friend.name} · {format.date(friend.joinedAt)} · {t(`bonuses.friendStatuses.${friend.status}`)}
						</li>
					))}
				</ul>
			)}
		</section>
	);
}

/** A new player enters a friend's referral code (prefilled from the friend's link, `?ref=`). */
function JoinReferral() {
	const { t } = useTranslation("account");
	const say = useSay();
	const [params] = useSearchParams();
	const fetcher = useFetcher<typeof action>();
	const answer = fetcher.data?.message;
	return (
		<fetcher.Form method="post" className="flex flex-wrap items-end gap-2 rounded-xl bg-panel p-4">
			<input type="hidden" name="intent" value="join" />
			<label className="block text-sm font-bold">
				{t("bonuses.friendCode")}
				<input
					name="code"
					defaultValue={params.get("ref") ?? ""}
					maxLength={8}
					autoComplete="off"
					className={`${inputClass} uppercase`}
				/>
			</label>
			<Button type="submit" size="sm" variant="secondary" busy={fetcher.state !== "idle"}>
				{t("bonuses.join")}
			</Button>
			<p role="status" className="w-full text-sm" data-testid="join-answer">
				{answer ? say(answer) : ""}
			</p>
		</fetcher.Form>
	);
}

/**
 * /user/bonuses (docs/decisions/0850-promotions.md): the bonus being wagered (locked balance, wagering staked of
 * required with the weights explained, days left, the maximum bet, what a withdrawal does), the history of bonuses,
 * and the player's referral link with copy, friends (masked) and rewards.
 */
export default function Bonuses({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("account");
	const format = useFormat();
	const locale = useLocale();
	const active = loaderData.bonuses.filter((b) => b.status === "active");
	const ended = loaderData.bonuses.filter((b) => b.status !== "active");
	return (
		<section aria-labelledby="bonuses-heading" className="flex flex-col gap-4">
			<h1 id="bonuses-heading" className="text-2xl font-black">
				{t("bonuses.heading")}
			</h1>
			<section aria-labelledby="active-heading" className="flex flex-col gap-3">
				<h2 id="active-heading" className="text-lg font-black">
					{t("bonuses.active")}
				</h2>
				{active.length === 0 ? (
					<p className="text-gray-300">{t("bonuses.none")}</p>
				) : (
					active.map((bonus) => <ActiveBonus key={bonus.id} bonus={bonus} />)
				)}
			</section>
			{ended.length > 0 && (
				<section aria-labelledby="history-heading">
					<h2 id="history-heading" className="text-lg font-black">
						{t("bonuses.history")}
					</h2>
					<ul className="text-sm">
						{ended.map((bonus) => (
							<li key={bonus.id} data-testid="bonus-ended">
								{bonus.title[locale]} · {format.rupees(rupeesToPaise(bonus.amount))} ·{" "}
								{t(`bonuses.statuses.${bonus.status}`)}
								{bonus.endedAt ? ` · ${format.date(bonus.endedAt)}` : ""}
							</li>
						))}
					</ul>
				</section>
			)}
			<Referral referral={loaderData.referral} />
			<JoinReferral />
		</section>
	);
}
