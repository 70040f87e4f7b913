import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { protectionScreen } from "~/domain/messages/protection";
import { DEPOSIT_LIMIT_WINDOWS, LIMIT_LABELS } from "~/domain/protection";
import { protectionView } from "~/server/protection";
import { BreakForm } from "../../components/protection/break-form";
import { LimitForm, type ProtectionReply } from "../../components/protection/limit-form";
import { useFormat, useSay } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-meta";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import { protectionAction } from "../../lib/protection-actions.server";
import type { Route } from "./+types/responsible-gaming";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle(matches, (c) => c.account.titles.responsibleGaming) },
];

/** The player's limits, usage and any break, read as GET /api/protection reads them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePageRole(request, context, "user");
	return protectionView(pageDatabase(), session.id, Date.now());
}

/** A limit saved or removed, or a break started (app/lib/protection-actions.server.ts); the loaders revalidate after. */
export function action(args: Route.ActionArgs) {
	return protectionAction(args);
}

/** A request that fails on the way is an answer the form shows (its "could not save"), not the page's error. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ProtectionReply> {
	try {
		return (await serverAction()) as ProtectionReply;
	} catch {
		return { offline: true };
	}
}

type View = Route.ComponentProps["loaderData"];

const card = "rounded-xl border border-edge bg-panel p-4 sm:p-6";

/** /user/responsible-gaming: the player's own limits, reality check and breaks (docs/product.md#player-protection). */
export default function ResponsibleGaming({ loaderData: view }: Route.ComponentProps) {
	const say = useSay();
	const { t } = useTranslation("account");
	// After a save the framework reads the page's loaders again (one source for what is shown), the root's with them
	// (the reality check's interval).
	const [breakJustStarted, setBreakJustStarted] = useState(false);

	return (
		<section aria-labelledby="rg-heading" className="grid gap-6">
			<div>
				<h1 id="rg-heading" className="text-2xl font-black">
					{t("titles.responsibleGaming")}
				</h1>
				<p className="mt-2 max-w-2xl text-gray-300">{say(protectionScreen.intro)}</p>
			</div>
			{
				<>
					{view.exclusion && <ActiveBreak exclusion={view.exclusion} focusOnShow={breakJustStarted} />}
					<section aria-labelledby="limits-heading" className={card}>
						<h2 id="limits-heading" className="text-lg font-black text-gold">
							{say(protectionScreen.limitsHeading)}
						</h2>
						<p className="mt-1 text-sm text-gray-300" data-testid="limit-rule">
							{say(protectionScreen.limitRule)}
						</p>
						<div className="mt-4 grid gap-4 lg:grid-cols-2">
							{DEPOSIT_LIMIT_WINDOWS.map((w) => (
								<LimitForm key={w.kind} kind={w.kind} view={view} />
							))}
							<LimitForm kind="loss_day" view={view} />
						</div>
					</section>
					<section aria-labelledby="reality-heading" className={card}>
						<h2 id="reality-heading" className="text-lg font-black text-gold">
							{say(LIMIT_LABELS.reality_check_minutes)}
						</h2>
						<p className="mt-1 text-sm text-gray-300">{say(protectionScreen.realityIntro)}</p>
						<div className="mt-4 max-w-md">
							<LimitForm kind="reality_check_minutes" view={view} />
						</div>
					</section>
					<section aria-labelledby="breaks-heading" className={card}>
						<h2 id="breaks-heading" className="text-lg font-black text-gold">
							{say(protectionScreen.breaksHeading)}
						</h2>
						<p className="mt-1 text-sm text-gray-300">{say(protectionScreen.breaksIntro)}</p>
						<div className="mt-4 grid gap-4 lg:grid-cols-2">
							{(["cool_off", "self_exclusion"] as const).map((kind) => (
								<BreakForm
									key={kind}
									kind={kind}
									disabled={!!view.exclusion}
									onStarted={() => setBreakJustStarted(true)}
								/>
							))}
						</div>
					</section>
				</>
			}
		</section>
	);
}

function ActiveBreak({ exclusion, focusOnShow }: { exclusion: NonNullable<View["exclusion"]>; focusOnShow: boolean }) {
	const ref = useRef<HTMLDivElement>(null);
	const say = useSay();
	const format = useFormat();
	// A break just started from the forms below: bring its notice into view (the forms may be far down on a phone).
	useEffect(() => {
		if (!focusOnShow) return;
		ref.current?.scrollIntoView({ block: "center" });
		ref.current?.focus({ preventScroll: true });
	}, [focusOnShow]);
	return (
		<div
			ref={ref}
			tabIndex={-1}
			role="status"
			className="rounded-xl border-2 border-gold bg-raised p-4 scroll-mt-24"
			data-testid="active-break"
		>
			<p className="font-black text-gold">
				{say(exclusion.kind === "cool_off" ? protectionScreen.coolOffActive : protectionScreen.selfExclusionActive)}
			</p>
			<p className="mt-1">{say(protectionScreen.breakEnds(format.dateTime(exclusion.endsAt)))}</p>
		</div>
	);
}
