import { useTranslation } from "react-i18next";

/** Seconds before betting closes at which a screen reader is told so, once (the timer itself is not announced). */
export const CLOSING_WARNING_SECONDS = 5;

/**
 * The betting countdown ring (docs/product.md#the-round): "place" until half the window has passed,
 * then "closing" (Bet Closing), green turning yellow.
 */
/** The spec's ring: 56 px. */
export const RING_SIZE = 56;

/**
 * The ring is drawn at the spec's 56 px and shown at that size where there is room: everywhere but the table's
 * compact top bar on a phone, whose row is 44 px high and keeps the 40 px ring; from the `lg` breakpoint (the
 * desktop table) the compact ring is 56 px too.
 */
const SHOWN_SIZE = { full: "size-14", compact: "size-10 lg:size-14" } as const;

export function CountdownRing({
	secondsLeft,
	windowSeconds,
	compact = false,
}: {
	secondsLeft: number;
	windowSeconds: number;
	/** The label beside the ring instead of under it, and a smaller ring on a phone (the table's top bar). */
	compact?: boolean;
}) {
	const { t } = useTranslation("table");
	const size = RING_SIZE;
	const closing = secondsLeft <= windowSeconds / 2;
	const stroke = 5;
	const radius = (size - stroke) / 2;
	const circumference = 2 * Math.PI * radius;
	const fraction = windowSeconds > 0 ? Math.min(1, Math.max(0, secondsLeft / windowSeconds)) : 0;
	const colour = closing ? "#facc15" : "#22c55e";
	return (
		<div
			className={compact ? "flex items-center gap-1.5" : "flex flex-col items-center gap-1"}
			data-status={closing ? "closing" : "place"}
		>
			<svg
				viewBox={`0 0 ${size} ${size}`}
				className={compact ? SHOWN_SIZE.compact : SHOWN_SIZE.full}
				data-testid="countdown-ring"
				aria-hidden="true"
			>
				<circle cx={size / 2} cy={size / 2} r={radius} fill="rgba(0,0,0,.5)" stroke="#374151" strokeWidth={stroke} />
				<circle
					cx={size / 2}
					cy={size / 2}
					r={radius}
					fill="none"
					stroke={colour}
					strokeWidth={stroke}
					strokeLinecap="round"
					strokeDasharray={circumference}
					strokeDashoffset={circumference * (1 - fraction)}
					transform={`rotate(-90 ${size / 2} ${size / 2})`}
					style={{ transition: "stroke-dashoffset 250ms linear" }}
				/>
				<text
					x="50%"
					y="50%"
					textAnchor="middle"
					dominantBaseline="central"
					fill={closing ? "#facc15" : "#fff"}
					fontSize={size * 0.3}
					fontWeight="800"
				>
					{secondsLeft}
				</text>
			</svg>
			<span
				role="timer"
				aria-live="off"
				className={`font-bold uppercase ${compact ? "max-w-16 text-[0.625rem] leading-tight" : "text-xs"} ${closing ? "text-yellow-300" : "text-green-400"}`}
			>
				{closing ? t("countdown.closing") : t("countdown.place")}
				<span className="sr-only">{t("countdown.secondsLeft", { count: secondsLeft })}</span>
			</span>
			{/* In the page from the window's start, empty, so that the warning is announced when it fills; its text
			    stays the same to the end, so it is read once, not every second. */}
			<p role="status" className="sr-only" data-testid="closing-warning">
				{secondsLeft > 0 && secondsLeft <= CLOSING_WARNING_SECONDS
					? t("countdown.closingSoon", { seconds: CLOSING_WARNING_SECONDS })
					: ""}
			</p>
		</div>
	);
}
