/** A member's protection (limits, breaks) and AML flags on /admin/member/:id, from the page's loader. */
import { useTranslation } from "react-i18next";
import type { AmlFlag } from "~/domain/aml";
import { LIMIT_KINDS, LIMIT_LABELS, type LimitKind } from "~/domain/protection";
import type { protectionView } from "~/server/protection";
import { useFormat, useSay } from "../../../lib/i18n";
import { AmlList } from "../aml-list";
import { useAdminMoney } from "../ui";
import { Facts } from "./account";

type Protection = Awaited<ReturnType<typeof protectionView>>;

/** The member's limits and breaks, as GET /api/protection/users/:id reads them. */
export function ProtectionPanel({ protection: p }: { protection: Protection }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const { inr } = useAdminMoney();
	const limitValue = (kind: LimitKind, v: number | null) =>
		v === null
			? t("none")
			: kind === "reality_check_minutes"
				? t("member.protection.everyMinutes", { count: v })
				: inr(v);
	return (
		<section aria-labelledby="protection-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<h2 id="protection-heading" className="mb-3 text-lg font-bold">
				{t("member.protection.heading")}
			</h2>
			{
				<>
					<p className="mb-3" data-testid="member-break">
						{p.exclusion
							? t(
									p.exclusion.kind === "cool_off"
										? "member.protection.coolOffUntil"
										: "member.protection.selfExclusionUntil",
									{ date: format.dateTime(p.exclusion.endsAt) },
								)
							: t("member.protection.noBreak")}
					</p>
					<Facts
						rows={LIMIT_KINDS.map((kind) => {
							const limit = p.limits[kind];
							const pending = limit.pending;
							const pendingValue = pending?.remove
								? t("member.protection.removal")
								: limitValue(kind, pending?.value ?? null);
							return [
								say(LIMIT_LABELS[kind]),
								<>
									{limitValue(kind, limit.value)}
									{pending && (
										<span className="block text-sm font-normal text-gray-300">
											{pending.effectiveAt
												? t("member.protection.pendingFrom", {
														value: pendingValue,
														date: format.dateTime(pending.effectiveAt),
													})
												: t("member.protection.pending", { value: pendingValue })}
										</span>
									)}
								</>,
							];
						})}
					/>
				</>
			}
		</section>
	);
}

/** The member's AML flags, computed now from their requests and bets (server/aml.ts). */
export function AmlPanel({ flags }: { flags: AmlFlag[] }) {
	const { t } = useTranslation("admin");
	return (
		<section aria-labelledby="aml-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<h2 id="aml-heading" className="mb-3 text-lg font-bold">
				{t("member.aml")}
			</h2>
			<AmlList flags={flags} />
		</section>
	);
}
