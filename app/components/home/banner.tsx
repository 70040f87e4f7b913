import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BannerSlide } from "~/domain/content";
import { useSay } from "../../lib/i18n";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";
import { ButtonLink } from "../ui/button";
import { BannerArt } from "./banner-art";

/** Horizontal swipe distance (px) that counts as a swipe rather than a tap. */
const SWIPE_PX = 40;

/**
 * The home page's rotating banner: auto-advances every `intervalMs`, pauses while hovered or focused
 * (and with its pause button), follows swipes, and never auto-advances for players who prefer reduced motion.
 */
export function Banner({ slides, intervalMs }: { slides: readonly BannerSlide[]; intervalMs: number }) {
	const [index, setIndex] = useState(0);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const [stopped, setStopped] = useState(false);
	const reducedMotion = usePrefersReducedMotion();
	const touchStartX = useRef<number | null>(null);
	const { t } = useTranslation("site");
	const say = useSay();
	const count = slides.length;
	const rotating = !hovered && !focused && !stopped && !reducedMotion && count > 1;

	// A fresh timer per slide: navigating by hand restarts the full interval.
	// biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on every slide change.
	useEffect(() => {
		if (!rotating) return;
		const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
		return () => clearTimeout(timer);
	}, [rotating, index, count, intervalMs]);

	const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
	const slide = slides[index];
	if (!slide) return null;

	return (
		<section
			aria-roledescription={t("banner.carousel")}
			aria-label={t("banner.label")}
			className="relative overflow-hidden rounded-xl bg-black"
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onFocus={() => setFocused(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
			}}
			onTouchStart={(event) => {
				touchStartX.current = event.touches[0]?.clientX ?? null;
			}}
			onTouchEnd={(event) => {
				const start = touchStartX.current;
				const end = event.changedTouches[0]?.clientX;
				touchStartX.current = null;
				if (start === null || end === undefined) return;
				const dx = end - start;
				if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
			}}
		>
			<div aria-live={rotating ? "off" : "polite"} data-testid="banner-viewport">
				{slides.map((s, i) => (
					// biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide with role="group".
					<div
						key={s.id}
						role="group"
						aria-roledescription={t("banner.slide")}
						aria-label={t("banner.position", { index: i + 1, count })}
						hidden={i !== index}
						className="relative min-h-80 lg:min-h-96"
					>
						<BannerArt theme={s.theme} />
						<div className="relative flex min-h-80 max-w-2xl flex-col justify-center gap-3 px-6 pt-8 pb-20 sm:px-10 lg:min-h-96">
							<h2 className="text-3xl font-black sm:text-5xl">{say(s.title)}</h2>
							<p className="text-base text-gray-100 sm:text-xl">{say(s.subtitle)}</p>
							<ButtonLink to={s.cta.to} pill className="mt-2 w-fit text-sm">
								{say(s.cta.label)}
							</ButtonLink>
						</div>
					</div>
				))}
			</div>
			<div className="absolute bottom-5 left-6 flex items-center gap-3 sm:left-10">
				<span className="text-sm font-semibold tabular-nums" data-testid="banner-counter">
					<span className="sr-only">{t("banner.counter")} </span>
					{index + 1} / {count}
				</span>
				<button
					type="button"
					onClick={() => go(-1)}
					aria-label={t("banner.previous")}
					className="grid size-9 place-items-center rounded-full bg-raised/90 hover:bg-raised"
				>
					<ChevronLeft className="size-5" aria-hidden="true" />
				</button>
				<button
					type="button"
					onClick={() => go(1)}
					aria-label={t("banner.next")}
					className="grid size-9 place-items-center rounded-full bg-raised/90 hover:bg-raised"
				>
					<ChevronRight className="size-5" aria-hidden="true" />
				</button>
				{!reducedMotion && (
					<button
						type="button"
						onClick={() => setStopped((s) => !s)}
						aria-label={stopped ? t("banner.start") : t("banner.stop")}
						className="grid size-9 place-items-center rounded-full bg-raised/90 hover:bg-raised"
					>
						{stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
					</button>
				)}
			</div>
		</section>
	);
}
