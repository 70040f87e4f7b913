import { Flame } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TableStatsStatus } from "~/app/lib/use-table-stats";
import { STATS_RESULTS, share, type TableStats } from "~/domain/roulette/stats";
import { colorOf } from "~/domain/roulette/wheel";
import { pocketTile } from "./pocket-tile";

/** The bar's shades for groups without colours of their own. */
const barShades = ["bg-gold", "bg-gray-400", "bg-sky-400"] as const;

type Part = { id: string; label: string; count: number; bar: string };

/** The three dozens or the three columns as parts ("dozen1", …), each named by `label(1 | 2 | 3)`. */
function thirds(id: string, counts: readonly number[], label: (i: 1 | 2 | 3) => string): Part[] {
	return ([1, 2, 3] as const).map((i) => ({
		id: `${id}${i}`,
		label: label(i),
		count: counts[i - 1] ?? 0,
		bar: barShades[i - 1] ?? barShades[0],
	}));
}

/** One group of shares (colours, odd and even, …): a bar for the eye, then each part's share and count in words. */
function ShareGroup({ label, parts, total }: { label: string; parts: Part[]; total: number }) {
	const { t } = useTranslation("table");
	return (
		<div>
			<dt className="font-bold text-gray-200">{label}</dt>
			<dd>
				<div aria-hidden="true" className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-black/40">
					{parts.map((part) => (
						<span key={part.id} className={part.bar} style={{ width: `${(part.count / total) * 100}%` }} />
					))}
				</div>
				<ul className="mt-1 grid grid-cols-3 gap-1">
					{parts.map((part) => (
						<li key={part.id} data-stat={part.id} className="min-w-0 leading-tight">
							<span className="block truncate text-xs text-gray-300">{part.label}</span>
							<span data-testid={`stat-${part.id}`} className="font-bold text-white">
								{t("stats.share", { percent: share(part.count, total), count: part.count })}
							</span>
						</li>
					))}
				</ul>
			</dd>
		</div>
	);
}

/** Hot or cold numbers: each as its pocket's tile and how often it came up. */
function NumberList({ label, id, numbers }: { label: string; id: string; numbers: TableStats["hot"] }) {
	const { t } = useTranslation("table");
	return (
		<div>
			<dt className="font-bold text-gray-200">{label}</dt>
			<dd>
				<ul data-testid={`stats-${id}`} className="mt-1 flex flex-wrap gap-1.5">
					{numbers.map(({ n, times }) => (
						<li key={n} className="flex items-center gap-1 rounded-full bg-black/30 py-0.5 pr-2 pl-0.5">
							<span
								aria-hidden="true"
								className={`grid size-6 place-items-center rounded-full text-xs font-bold text-white ${pocketTile[colorOf(n)]}`}
							>
								{n}
							</span>
							<span className="sr-only">{t("stats.times", { number: n, count: times })}</span>
							<span aria-hidden="true" className="text-xs">
								{times}×
							</span>
						</li>
					))}
				</ul>
			</dd>
		</div>
	);
}

/**
 * The table's statistics (docs/decisions/0620-tables-and-racetrack.md#statistics): its newest 500 fair results, from
 * `useTableStats`. Operator-set results are not counted, and the panel says so; nothing is shown before a result.
 */
export function StatsPanel({
	stats,
	status,
	onShowHeat,
}: {
	stats: TableStats;
	status: TableStatsStatus;
	/** Shows the heat map on the racetrack; absent where the racetrack is not offered. */
	onShowHeat?: () => void;
}) {
	const { t } = useTranslation("table");
	const s = stats;
	// Until the table's history has come, the socket's few results would be a different, smaller sample.
	const waiting = status === "loading";
	const halves = (ids: readonly ["odd", "even"] | readonly ["low", "high"]): Part[] =>
		ids.map((id, i) => ({ id, label: t(`stats.${id}`), count: s[id], bar: barShades[i] ?? barShades[0] }));
	const groups = [
		{
			label: t("stats.colours"),
			parts: [
				{ id: "red", label: t("stats.red"), count: s.red, bar: "bg-red-600" },
				{ id: "black", label: t("stats.black"), count: s.black, bar: "bg-gray-900" },
				{ id: "green", label: t("stats.green"), count: s.green, bar: "bg-green-600" },
			],
		},
		{ label: t("stats.oddEven"), parts: halves(["odd", "even"]) },
		{ label: t("stats.lowHigh"), parts: halves(["low", "high"]) },
		{ label: t("stats.dozens"), parts: thirds("dozen", s.dozens, (i) => t(`stats.dozen${i}`)) },
		{ label: t("stats.columns"), parts: thirds("column", s.columns, (i) => t("stats.column", { column: i })) },
	];
	return (
		<section aria-labelledby="stats-heading" aria-busy={status === "loading"} className="text-sm" data-testid="stats">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2 id="stats-heading" data-count={s.count} className="font-bold text-gold">
					{t("stats.heading", { count: s.count })}
				</h2>
				{onShowHeat && s.count > 0 && (
					<button
						type="button"
						onClick={onShowHeat}
						className="flex min-h-8 items-center gap-1 rounded-full border border-gold px-3 text-xs font-bold text-gold hover:bg-gold/20"
					>
						<Flame className="size-4" aria-hidden="true" />
						{t("stats.showHeat")}
					</button>
				)}
			</div>
			<p className="mt-1 text-xs text-gray-300">
				{t("stats.operatorSet")}
				{s.operatorSetLeftOut > 0 && (
					<>
						{" "}
						<span data-testid="stats-left-out">{t("stats.leftOut", { count: s.operatorSetLeftOut })}</span>
					</>
				)}
			</p>
			{status === "failed" && (
				<p role="status" className="mt-1 text-xs text-yellow-300">
					{t("stats.failed", { max: STATS_RESULTS })}
				</p>
			)}
			{waiting ? (
				<p role="status" className="mt-2 text-gray-300">
					{t("stats.loading")}
				</p>
			) : s.count === 0 ? (
				<p className="mt-2 text-gray-300">{t("stats.empty")}</p>
			) : (
				<>
					<dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
						{groups.map((group) => (
							<ShareGroup key={group.label} label={group.label} total={s.count} parts={group.parts} />
						))}
						<NumberList label={t("stats.hot")} id="hot" numbers={s.hot} />
						<NumberList label={t("stats.cold")} id="cold" numbers={s.cold} />
					</dl>
					<p className="mt-2 text-xs text-gray-300">{t("stats.zero")}</p>
				</>
			)}
		</section>
	);
}
