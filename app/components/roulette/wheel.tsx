import { memo, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { colorOf, WHEEL_ORDER } from "~/domain/roulette/wheel";
import { POCKET_ANGLE, rotationToLand } from "./wheel-geometry";

const fill = { red: "#c8102e", black: "#111111", green: "#15803d" } as const;
const R = 100;

function segmentPath(index: number): string {
	const start = ((index - 0.5) * POCKET_ANGLE - 90) * (Math.PI / 180);
	const end = ((index + 0.5) * POCKET_ANGLE - 90) * (Math.PI / 180);
	const outer = R;
	const inner = R * 0.62;
	const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
	return `M ${p(inner, start)} L ${p(outer, start)} A ${outer} ${outer} 0 0 1 ${p(outer, end)} L ${p(inner, end)} A ${inner} ${inner} 0 0 0 ${p(inner, start)} Z`;
}

/**
 * The wheel, drawn in SVG, that turns to land exactly on `result` in `spinMs`.
 * Only `transform` is animated (on the compositor), so the spin costs the main thread nothing.
 */
export const Wheel = memo(function Wheel({
	result,
	spinning,
	spinMs = 4_000,
	className,
}: {
	/** The pocket to land on; null while the result is unknown. */
	result: number | null;
	/** True from the moment the server says spinning until the reveal. */
	spinning: boolean;
	spinMs?: number;
	className?: string;
}) {
	const { t } = useTranslation("table");
	const [rotation, setRotation] = useState(() => (result === null ? 0 : rotationToLand(0, result, 0)));
	const [animate, setAnimate] = useState(false);
	// Each spin gets a new key, which restarts the ball's run around the rim.
	const [ballRun, setBallRun] = useState(0);
	const landedOn = useRef<number | null>(result);

	useEffect(() => {
		if (result === null || result === landedOn.current) return;
		landedOn.current = result;
		if (spinning) {
			setAnimate(true);
			setBallRun((run) => run + 1);
			setRotation((current) => rotationToLand(current, result));
		} else {
			// Joined after the spin: show the result at once.
			setAnimate(false);
			setRotation((current) => rotationToLand(current, result, 0));
		}
	}, [result, spinning]);

	const ballMoving = ballRun > 0 && animate;
	return (
		<div className={className} data-testid="wheel" data-landed={landedOn.current ?? ""}>
			<svg
				viewBox="-110 -118 220 228"
				role="img"
				aria-label={result === null ? t("wheel.label") : t("wheel.labelWithResult", { result })}
			>
				<title>{result === null ? t("wheel.label") : t("wheel.result", { result })}</title>
				<circle r={R + 8} fill="#5b3a1a" stroke="#d4a017" strokeWidth="3" />
				<g
					style={{
						transform: `rotate(${rotation}deg)`,
						transition: animate ? `transform ${spinMs}ms cubic-bezier(0.15, 0.6, 0.2, 1)` : "none",
						willChange: "transform",
					}}
				>
					{WHEEL_ORDER.map((n, i) => {
						const angle = i * POCKET_ANGLE;
						return (
							<g key={n}>
								<path d={segmentPath(i)} fill={fill[colorOf(n)]} stroke="#d4a017" strokeWidth="0.6" />
								<text
									x="0"
									y={-R * 0.84}
									transform={`rotate(${angle})`}
									fill="#fff"
									fontSize="8"
									fontWeight="700"
									textAnchor="middle"
									dominantBaseline="middle"
								>
									{n}
								</text>
							</g>
						);
					})}
					<circle r={R * 0.62} fill="#3b2412" stroke="#d4a017" strokeWidth="1.5" />
					<circle r={R * 0.2} fill="#d4a017" />
				</g>
				{/* The pointer and the ball's resting place are at the top: the winning pocket stops under them. */}
				<path d="M -6 -116 L 6 -116 L 0 -104 Z" fill="#ffd700" />
				{/*
				 * The ball runs the other way round the rim, slows, drops towards the pockets with a small bounce and
				 * settles at the top as the wheel stops (CSS keyframes on transforms only: app.css, wheel-ball-*).
				 */}
				<g
					key={ballRun}
					data-testid="wheel-ball"
					className={ballMoving ? "wheel-ball-orbit" : undefined}
					style={{ animationDuration: `${spinMs}ms` }}
				>
					<circle
						className={ballMoving ? "wheel-ball-drop" : undefined}
						style={{ animationDuration: `${spinMs}ms`, transform: `translateY(${-R * 0.7}px)` }}
						r="4.5"
						fill="#fff"
						stroke="#999"
						strokeWidth="0.8"
					/>
				</g>
			</svg>
		</div>
	);
});
