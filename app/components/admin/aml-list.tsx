import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type AmlFlag, amlFlagLabels } from "~/domain/aml";
import { useSay } from "../../lib/i18n";

/** AML flags (issue 8 signals) with a link to each member. */
export function AmlList({ flags }: { flags: AmlFlag[] }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	if (flags.length === 0) return <p className="text-gray-300">{t("aml.empty")}</p>;
	return (
		<ul className="flex flex-col gap-2">
			{flags.map((f) => (
				<li key={`${f.kind}:${f.userId}:${f.transactionIds.join(",")}`} className="rounded-lg bg-panel p-3">
					<p className="font-bold text-gold">{say(amlFlagLabels[f.kind])}</p>
					<p className="text-sm">{say(f.detail)}</p>
					<p className="text-xs text-gray-300">
						{t("aml.member")}{" "}
						<Link className="inline-block break-all py-1 font-mono underline" to={`/admin/member/${f.userId}`}>
							{f.userId}
						</Link>
						{f.transactionIds.length > 0 && ` · ${t("aml.transactions", { ids: f.transactionIds.join(", ") })}`}
					</p>
				</li>
			))}
		</ul>
	);
}
