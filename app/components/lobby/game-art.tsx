import { ChartLine, Crown, Dice5, Rocket, Spade, Star } from "lucide-react";
import type { GameCard } from "~/domain/content";
import { WheelArt } from "../art/wheel-art";

const icons = { cards: Spade, dice: Dice5, star: Star, rocket: Rocket, chart: ChartLine, crown: Crown } as const;

/** A game card's own artwork: a gradient in the card's hue and a motif. Decorative. */
export function GameArt({ art }: { art: GameCard["art"] }) {
	const { hue, motif } = art;
	return (
		<div
			aria-hidden="true"
			className="absolute inset-0 grid place-items-center overflow-hidden"
			style={{
				background: `radial-gradient(circle at 50% 35%, hsl(${hue} 75% 45%) 0%, hsl(${hue} 70% 22%) 55%, hsl(${hue} 60% 8%) 100%)`,
			}}
		>
			{motif === "wheel" ? (
				<WheelArt className="-mt-10 w-[80%] opacity-90" withNumbers={false} />
			) : motif === "seven" ? (
				<span className="-mt-8 text-7xl font-black text-gold drop-shadow-[0_4px_0_#8a0000]">7</span>
			) : (
				(() => {
					const Icon = icons[motif];
					return <Icon className="-mt-8 size-1/2 text-white/80" strokeWidth={1.25} />;
				})()
			)}
		</div>
	);
}
