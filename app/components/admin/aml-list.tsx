import { Link } from "react-router";
import { type AmlFlag, amlFlagLabels } from "~/domain/aml";

/** AML flags (issue 8 signals) with a link to each member. */
export function AmlList({ flags }: { flags: AmlFlag[] }) {
	if (flags.length === 0) return <p className="text-gray-300">No AML flags</p>;
	return (
		<ul className="flex flex-col gap-2">
			{flags.map((f) => (
				<li key={`${f.kind}:${f.userId}:${f.transactionIds.join(",")}`} className="rounded-lg bg-panel p-3">
					<p className="font-bold text-gold">{amlFlagLabels[f.kind]}</p>
					<p className="text-sm">{f.detail}</p>
					<p className="text-xs text-gray-300">
						Member{" "}
						<Link className="inline-block break-all py-1 font-mono underline" to={`/admin/member/${f.userId}`}>
							{f.userId}
						</Link>
						{f.transactionIds.length > 0 && ` · transactions ${f.transactionIds.join(", ")}`}
					</p>
				</li>
			))}
		</ul>
	);
}
