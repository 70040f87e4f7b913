import { CRASH_GROWTH_PER_MS } from "~/domain/crash/flight";
import type { CrashPhase, Multiplier } from "~/domain/crash/protocol";
import type { CrashWords } from "./crash-words";

export const FLIGHT_BOX = { W: 400, H: 220 } as const;
const { W, H } = FLIGHT_BOX;
/** The flight's time (ms) at which the curve reaches `m`: the inverse of m(t) = e^(rate·t). */
const timeAt = (m: Multiplier) => Math.log(Math.max(100, m) / 100) / CRASH_GROWTH_PER_MS;

/**
 * The curve from 1.00× to `m`, in the SVG's box, and the craft's place and heading at its end. The axes grow with the
 * flight (at least 10 s and 2.00×), so that the craft stays in the picture however long it flies.
 */
export function flightPath(m: Multiplier): { line: string; area: string; x: number; y: number; angle: number } {
	const elapsed = timeAt(m);
	const tMax = Math.max(10_000, elapsed / 0.82);
	const mMax = Math.max(2, 1 + (m / 100 - 1) / 0.78);
	const at = (t: number) => {
		const value = Math.exp(CRASH_GROWTH_PER_MS * t);
		return [(t / tMax) * W, H - ((value - 1) / (mMax - 1)) * H] as const;
	};
	const steps = 32;
	const points = Array.from({ length: steps + 1 }, (_, i) => at((elapsed * i) / steps));
	const line = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
	// The craft waits on the runway in view (its tail would be off the picture at the curve's very start).
	const [endX, endY] = points[steps] ?? [0, H];
	const x = Math.max(24, endX);
	const y = Math.min(H - 8, endY);
	const [px, py] = points[steps - 1] ?? [0, H];
	const angle = elapsed === 0 ? -12 : (Math.atan2(endY - py, endX - px) * 180) / Math.PI;
	return { line, area: `${line} L${x.toFixed(1)},${H} L0,${H} Z`, x, y, angle };
}

/** Our craft: a small swept-wing jet drawn here, nose to the right at (0, 0). */
export function Craft({ x, y, angle, crashed }: { x: number; y: number; angle: number; crashed: boolean }) {
	return (
		<g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})`}>
			<path d="M4 0 L-16 -4 L-22 -4 L-18 0 L-22 4 L-16 4 Z" fill={crashed ? "#6b7280" : "#f43f5e"} />
			<path
				d="M-6 -1 L-14 -13 L-18 -13 L-13 -1 Z M-6 1 L-14 13 L-18 13 L-13 1 Z"
				fill={crashed ? "#4b5563" : "#fbbf24"}
			/>
			{!crashed && <path d="M-22 -2 L-32 0 L-22 2 Z" fill="#fde68a" opacity="0.8" />}
		</g>
	);
}

/**
 * The flight (docs/product.md#the-crash-game): the curve and the craft drawn in SVG, the live multiplier large over
 * them, the countdown while bets are taken and the crash point in the pause. With reduced motion the picture stays
 * still and only the number moves.
 */
export function FlightView({
	phase,
	multiplier,
	secondsLeft,
	bettingProgress,
	reducedMotion,
	words,
}: {
	phase: CrashPhase | null;
	multiplier: Multiplier;
	secondsLeft: number;
	/** 1 when betting opens, 0 when it closes. */
	bettingProgress: number;
	reducedMotion: boolean;
	words: CrashWords;
}) {
	const { t, times } = words;
	const crashed = phase === "crashed";
	const drawn = reducedMotion && phase === "flying" ? 200 : phase === "betting" || phase === null ? 100 : multiplier;
	const path = flightPath(drawn);
	const big = times(phase === "betting" ? 100 : multiplier);
	return (
		<div
			data-testid="crash-flight"
			className="relative isolate h-[30vh] min-h-40 [@media(orientation:portrait)_and_(max-height:760px)]:h-[26vh] overflow-hidden rounded-2xl bg-[radial-gradient(ellipse_at_bottom_left,#3b0764_0%,#0b1020_60%)] lg:h-96 table-sideways:h-[calc(100dvh-9rem)]"
		>
			<svg
				viewBox={`0 -16 ${W} ${H + 16}`}
				preserveAspectRatio="none"
				role="img"
				aria-label={t("crash.flight.label")}
				className="absolute inset-x-3 top-3 bottom-4 h-[calc(100%-1.75rem)] w-[calc(100%-1.5rem)]"
			>
				<defs>
					<linearGradient id="crash-area" x1="0" y1="0" x2="0" y2="1">
						<stop offset="0" stopColor="#f43f5e" stopOpacity="0.45" />
						<stop offset="1" stopColor="#f43f5e" stopOpacity="0.02" />
					</linearGradient>
				</defs>
				{[0.25, 0.5, 0.75].map((f) => (
					<line key={f} x1="0" x2={W} y1={H * f} y2={H * f} stroke="#ffffff" strokeOpacity="0.06" />
				))}
				{phase !== "betting" && phase !== null && (
					<>
						<path d={path.area} fill="url(#crash-area)" opacity={crashed ? 0.35 : 1} />
						<path
							d={path.line}
							fill="none"
							stroke={crashed ? "#9ca3af" : "#f43f5e"}
							strokeWidth="3"
							vectorEffect="non-scaling-stroke"
						/>
					</>
				)}
				<Craft x={path.x} y={path.y} angle={path.angle} crashed={crashed} />
			</svg>
			<div className="absolute inset-0 grid place-items-center text-center">
				<div>
					<p
						data-testid="crash-multiplier"
						aria-hidden="true"
						className={`text-6xl font-black tabular-nums drop-shadow-lg sm:text-7xl ${crashed ? "text-red-400" : "text-white"}`}
					>
						{big}
					</p>
					<p className="mt-1 text-sm font-bold text-gray-100 sm:text-base" data-testid="crash-phase-line">
						{phase === null
							? t("crash.flight.connecting")
							: phase === "betting"
								? t("crash.flight.bettingIn", { seconds: secondsLeft })
								: crashed
									? t("crash.flight.crashedAt", { multiplier: times(multiplier) })
									: t("crash.flight.flying")}
					</p>
					{phase === "betting" && (
						<div className="mx-auto mt-2 h-1.5 w-40 overflow-hidden rounded-full bg-white/15">
							<div
								className="h-full rounded-full bg-cta motion-safe:transition-[width] motion-safe:duration-200"
								style={{ width: `${Math.round(bettingProgress * 100)}%` }}
							/>
						</div>
					)}
				</div>
			</div>
		</div>
	);
}
