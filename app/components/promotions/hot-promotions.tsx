/**
 * Hot Promotions (docs/decisions/0850-promotions.md): the promotions the operator configured and a player may claim
 * now, as the page's loader read them, each with its code and Claim Now. Claim Now posts to the page's action
 * (`intent=claim`), which claims it or says why not in the spec's tone; a signed-out visitor is sent to log in.
 * Nothing here is invented: no promotion, no section.
 */
import { Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { useLocale, useSay } from "../../lib/i18n";
import { loginReturningTo } from "../../lib/return-path";
import { buttonClass } from "../ui/button";

export type PromotionCard = {
	id: string;
	code: string;
	title: { en: string; hi: string };
	terms: { en: string; hi: string };
};

/** What the page's action answers to a claim. */
export type ClaimReply = { claimed: boolean; message: string; code: string };

function ClaimForm({ code, signedIn }: { code: string; signedIn: boolean }) {
	const { t } = useTranslation("site");
	const say = useSay();
	const location = useLocation();
	const fetcher = useFetcher<ClaimReply>();
	if (!signedIn) {
		return (
			<Link to={loginReturningTo(`${location.pathname}${location.search}`)} className={buttonClass({ size: "sm" })}>
				{t("promotions.signInToClaim")}
			</Link>
		);
	}
	const busy = fetcher.state !== "idle";
	const reply = fetcher.data?.code === code ? fetcher.data : null;
	return (
		<fetcher.Form method="post" className="flex flex-col gap-2">
			<input type="hidden" name="intent" value="claim" />
			<input type="hidden" name="code" value={code} />
			<button type="submit" className={buttonClass({ size: "sm" })} disabled={busy}>
				{busy ? t("promotions.claiming") : t("promotions.claim")}
			</button>
			<p
				role="status"
				className={reply?.claimed ? "text-sm text-green-300" : "text-sm text-red-300"}
				data-testid={`claim-answer-${code}`}
			>
				{reply ? say(reply.message) : ""}
			</p>
		</fetcher.Form>
	);
}

export function HotPromotions({ promotions, signedIn }: { promotions: PromotionCard[]; signedIn: boolean }) {
	const { t } = useTranslation("site");
	const locale = useLocale();
	if (promotions.length === 0) return null;
	return (
		<section aria-labelledby="hot-promotions" className="my-6">
			<h2 id="hot-promotions" className="mb-3 flex items-center gap-2 text-xl font-black">
				<Gift className="size-5 text-yellow-400" aria-hidden="true" />
				{t("promotions.heading")}
			</h2>
			<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
				{promotions.map((p) => (
					<li key={p.id} className="flex flex-col gap-2 rounded-xl bg-panel p-4" data-testid={`promotion-${p.code}`}>
						<h3 className="font-bold">{p.title[locale]}</h3>
						<p className="text-sm text-gray-300">{p.terms[locale]}</p>
						<p className="text-sm">
							{t("promotions.code")}:{" "}
							<span className="rounded bg-raised px-2 py-0.5 font-mono font-bold tracking-wide">{p.code}</span>
						</p>
						<div className="mt-auto">
							<ClaimForm code={p.code} signedIn={signedIn} />
						</div>
					</li>
				))}
			</ul>
		</section>
	);
}
