import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Promotion } from "~/domain/content";
import { siteMessages } from "~/domain/messages";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";

const themes: Record<Promotion["theme"], string> = {
	red: "from-[#c8102e] to-[#6d12b8]",
	blue: "from-[#1456c4] to-[#0a6c8c]",
	violet: "from-[#7a16c0] to-[#b0105e]",
};

/** Copies a promotion code and says whether it worked. */
export async function copyCode(code: string): Promise<boolean> {
	try {
		await navigator.clipboard.writeText(code);
		notify.success(siteMessages.codeCopied(code));
		return true;
	} catch {
		notify.error(siteMessages.copyFailed(code));
		return false;
	}
}

export function HotPromotions({ promotions, note }: { promotions: readonly Promotion[]; note: string }) {
	const { t } = useTranslation("site");
	const say = useSay();
	return (
		<section aria-labelledby="promotions-heading" className="py-10">
			<h2
				id="promotions-heading"
				className="bg-linear-to-r from-pink-400 to-purple-400 bg-clip-text text-center text-3xl font-black text-transparent sm:text-4xl"
			>
				{t("promotions.heading")}
			</h2>
			<p className="mt-2 text-center text-sm text-gray-300">{say(note)}</p>
			<ul className="mt-8 grid gap-5 md:grid-cols-3">
				{promotions.map((promo) => (
					<li
						key={promo.id}
						className={`flex flex-col gap-3 rounded-xl bg-linear-to-br ${themes[promo.theme]} p-5 shadow-lg`}
					>
						<h3 className="text-xl font-black">{say(promo.title)}</h3>
						<p className="text-white">{say(promo.description)}</p>
						<p className="w-fit rounded-md bg-black/35 px-3 py-1 font-mono text-sm">
							{t("promotions.code")} <span data-testid="promo-code">{promo.code}</span>
						</p>
						<button
							type="button"
							onClick={() => copyCode(promo.code)}
							aria-label={t("promotions.claimLabel", { code: promo.code })}
							className="mt-auto flex items-center justify-center gap-2 rounded-md bg-black/30 py-2 font-bold hover:bg-black/45"
						>
							<Copy className="size-4" aria-hidden="true" />
							{t("promotions.claim")}
						</button>
					</li>
				))}
			</ul>
		</section>
	);
}
