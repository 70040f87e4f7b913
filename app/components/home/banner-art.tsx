import { HeartHandshake, ShieldCheck } from "lucide-react";
import type { BannerSlide } from "~/domain/content";
import { WheelArt } from "../art/wheel-art";

const backgrounds: Record<BannerSlide["theme"], string> = {
	wheel: "bg-[radial-gradient(circle_at_80%_50%,#5b1020_0%,#17071d_55%,#000_100%)]",
	fairness: "bg-[radial-gradient(circle_at_80%_50%,#1d3b7a_0%,#120a2a_55%,#000_100%)]",
	responsible: "bg-[radial-gradient(circle_at_80%_50%,#0f5a45_0%,#0c1f1c_55%,#000_100%)]",
};

/** Each banner slide's own artwork (SVG and CSS gradients), decorative only. */
export function BannerArt({ theme }: { theme: BannerSlide["theme"] }) {
	return (
		<div aria-hidden="true" className={`absolute inset-0 overflow-hidden ${backgrounds[theme]}`}>
			<div className="absolute top-1/2 right-[-20%] size-72 -translate-y-1/2 opacity-60 sm:right-[-4%] sm:size-96 sm:opacity-90">
				{theme === "wheel" && <WheelArt className="size-full drop-shadow-[0_0_40px_rgba(255,215,0,0.35)]" />}
				{theme === "fairness" && <ShieldCheck className="size-full text-info" strokeWidth={1} />}
				{theme === "responsible" && <HeartHandshake className="size-full text-emerald-400" strokeWidth={1} />}
			</div>
			<div className="absolute inset-0 bg-linear-to-r from-black/90 via-black/60 to-transparent" />
		</div>
	);
}
