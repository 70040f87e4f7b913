import { useId } from "react";
import { colorOf, WHEEL_ORDER } from "~/domain/roulette/wheel";

const fill = { red: "#ec4326", black: "#0e0e0e", green: "#229264" } as const;

/** Our own roulette wheel, drawn from the real pocket order and colours. Decorative. */
export function WheelArt({ className, withNumbers = true }: { className?: string; withNumbers?: boolean }) {
	const hubId = `${useId()}hub`;
	const step = 360 / WHEEL_ORDER.length;
	const outer = 96;
	const inner = 64;
	const point = (r: number, deg: number) => {
		const rad = ((deg - 90) * Math.PI) / 180;
		return `${(100 + r * Math.cos(rad)).toFixed(2)} ${(100 + r * Math.sin(rad)).toFixed(2)}`;
	};
	return (
		<svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
			<defs>
				<radialGradient id={hubId} cx="50%" cy="45%" r="60%">
					<stop offset="0%" stopColor="#f5d67b" />
					<stop offset="60%" stopColor="#8a5a1c" />
					<stop offset="100%" stopColor="#3b2308" />
				</radialGradient>
			</defs>
			<circle cx="100" cy="100" r="99" fill="#3b2308" />
			{WHEEL_ORDER.map((n, i) => {
				const a = i * step - step / 2;
				const b = a + step;
				return (
					<path
						key={n}
						d={`M ${point(inner, a)} L ${point(outer, a)} A ${outer} ${outer} 0 0 1 ${point(outer, b)} L ${point(inner, b)} A ${inner} ${inner} 0 0 0 ${point(inner, a)} Z`}
						fill={fill[colorOf(n)]}
						stroke="#d4af37"
						strokeWidth="0.6"
					/>
				);
			})}
			{withNumbers &&
				WHEEL_ORDER.map((n, i) => {
					const deg = i * step;
					const [x, y] = point(84, deg).split(" ");
					return (
						<text
							key={`t${n}`}
							x={x}
							y={y}
							fill="#fff"
							fontSize="7"
							fontWeight="700"
							textAnchor="middle"
							dominantBaseline="central"
							transform={`rotate(${deg} ${x} ${y})`}
						>
							{n}
						</text>
					);
				})}
			<circle cx="100" cy="100" r={inner} fill={`url(#${hubId})`} stroke="#d4af37" strokeWidth="1.5" />
			<circle cx="100" cy="100" r="18" fill="#d4af37" />
			<circle cx="100" cy="100" r="8" fill="#fff3c4" />
			<circle cx={point(74, 40).split(" ")[0]} cy={point(74, 40).split(" ")[1]} r="4" fill="#fff" />
		</svg>
	);
}
