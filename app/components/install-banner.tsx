import { installMessages } from "~/domain/messages/common";
import { useSay } from "../lib/i18n";
import { answerInstallOffer } from "../lib/install-prompt";
import { Button } from "./ui/button";

/**
 * The offer to install the app: a small card in a bottom corner, never on the table or in the admin area
 * (install-offer.tsx decides where). Loaded only when the browser has offered an install.
 */
export default function InstallBanner() {
	const say = useSay();
	return (
		<section
			aria-labelledby="install-title"
			data-testid="install-banner"
			className="fixed inset-x-3 bottom-3 z-30 rounded-xl border border-edge bg-panel p-4 shadow-lg shadow-black/50 sm:left-auto sm:w-96"
		>
			<div className="flex items-start gap-3">
				<img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
				<div>
					<h2 id="install-title" className="font-bold">
						{say(installMessages.title)}
					</h2>
					<p className="mt-1 text-sm text-gray-300">{say(installMessages.body)}</p>
				</div>
			</div>
			<div className="mt-3 flex flex-wrap items-center justify-end gap-2">
				<Button variant="link" onClick={() => void answerInstallOffer("never")}>
					{say(installMessages.never)}
				</Button>
				<Button variant="ghost" size="sm" pill onClick={() => void answerInstallOffer("later")}>
					{say(installMessages.notNow)}
				</Button>
				<Button size="sm" pill onClick={() => void answerInstallOffer("install")}>
					{say(installMessages.install)}
				</Button>
			</div>
		</section>
	);
}
