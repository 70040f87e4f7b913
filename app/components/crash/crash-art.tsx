import { Craft, FLIGHT_BOX, flightPath } from "./flight-view";

/** The crash game's picture without a round: the curve at 3.00× and the craft, for the signed-out page behind its words. */
export function CrashArt({ className }: { className?: string }) {
	const path = flightPath(300);
	return (
		<svg viewBox={`0 -16 ${FLIGHT_BOX.W} ${FLIGHT_BOX.H + 16}`} aria-hidden="true" className={className}>
			<path d={path.area} fill="#f43f5e" opacity="0.25" />
			<path d={path.line} fill="none" stroke="#f43f5e" strokeWidth="4" />
			<Craft x={path.x} y={path.y} angle={path.angle} crashed={false} />
		</svg>
	);
}
