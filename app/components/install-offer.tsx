import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useInstallOffer } from "../lib/install-prompt";

const InstallBanner = lazy(() => import("./install-banner"));

/** Where the table or the admin console fills the screen, an install card would sit over their controls. */
const NO_OFFER = [/^\/casino\/game\/./, /^\/admin(\/|$)/];

/** Shows the install card when the browser has offered an install the player has not declined. */
export function InstallOffer() {
	const offer = useInstallOffer();
	const { pathname } = useLocation();
	if (!offer || NO_OFFER.some((path) => path.test(pathname))) return null;
	return (
		<Suspense fallback={null}>
			<InstallBanner />
		</Suspense>
	);
}
