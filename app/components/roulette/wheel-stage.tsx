import { tableMessages } from "~/domain/messages/tables";
import type { RoundPhase, RoundSnapshot } from "~/domain/roulette/protocol";
import { colorOf } from "~/domain/roulette/wheel";
import { pocketTile } from "./pocket-tile";
import { useTableWords } from "./table-words";
import { Wheel } from "./wheel";
import { wheelNeighbours } from "./wheel-geometry";

/** What a settled round's banner says, and whether it is a win to celebrate (the round came out ahead). */
export type BannerWords = { text: string; celebrate: boolean };

/**
 * The wheel: beside the board on wide screens; on phones over the board while the ball spins and the result shows.
 * Under it, the result with its wheel neighbours and the settled round's banner.
 */
export function WheelStage({
	phase,
	round,
	showResult,
	banner,
}: {
	phase: RoundPhase | null;
	round: RoundSnapshot | null;
	showResult: boolean;
	banner: BannerWords | null;
}) {
	const { t, say } = useTableWords();
	const result = showResult ? (round?.result ?? null) : null;
	const showRibbon = result !== null;
	return (
		<div
			data-testid="wheel-stage"
			className={`${phase === "betting" || phase === null ? "hidden" : "absolute inset-0 z-40 flex justify-center bg-black/70 pt-4 backdrop-blur-[2px]"} flex-col items-center gap-3 rounded-2xl lg:relative lg:flex lg:justify-start lg:bg-transparent lg:pt-0 lg:backdrop-blur-none`}
		>
			<div className="relative w-full max-w-[220px] lg:max-w-[300px]">
				<Wheel
					result={phase === "betting" ? null : (round?.result ?? null)}
					spinning={phase === "spinning"}
					className={`transition-opacity ${phase === "betting" ? "opacity-70" : "opacity-100"}`}
				/>
				{phase === "spinning" && (
					<p
						role="status"
						className="absolute inset-x-0 bottom-2 mx-auto w-fit rounded-full bg-black/80 px-4 py-1.5 text-sm font-bold text-gold"
					>
						{say(tableMessages.waiting)}
					</p>
				)}
			</div>
			{/*
			 * The result and the banner: under the wheel on a phone's overlay; on a wide screen over the wheel's lower half,
			 * so that their arrival never changes the row's height and the board beside it does not jump (finding 6).
			 */}
			{(showRibbon || banner) && (
				<div
					data-testid="result-slot"
					className="flex flex-col items-center gap-3 lg:absolute lg:inset-x-0 lg:bottom-10 lg:z-10"
				>
					{showRibbon && round && (
						<p data-testid="result-ribbon" data-result={result} className="flex items-center gap-1">
							<span className="sr-only">{t("wheel.result", { result })}</span>
							{[wheelNeighbours(result)[0], result, wheelNeighbours(result)[1]].map((n) => (
								<span
									key={n}
									aria-hidden="true"
									className={`grid place-items-center rounded font-black text-white ${pocketTile[colorOf(n)]} ${n === result ? "size-14 border-4 border-gold text-2xl" : "size-9 text-sm opacity-80"}`}
								>
									{n}
								</span>
							))}
							{round.operatorSet && (
								<span data-testid="result-operator-set" className="ml-2 text-sm font-bold text-gold">
									{say(tableMessages.operatorSet)}
								</span>
							)}
						</p>
					)}
					{banner && (
						<p
							role="status"
							data-testid="win-banner"
							data-celebrate={banner.celebrate}
							className={`mx-2 rounded-xl px-6 py-2 text-center font-black text-white ${banner.celebrate ? "bg-gradient-to-r from-grad-from to-grad-to text-xl" : "bg-black/80 text-base"}`}
						>
							{banner.text}
						</p>
					)}
				</div>
			)}
			<p className="hidden text-sm text-gray-200 lg:block">
				{t("round")} <span className="font-bold text-white">#{round?.seq ?? "–"}</span>
			</p>
		</div>
	);
}
