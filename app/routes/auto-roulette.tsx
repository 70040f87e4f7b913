import { siteContent } from "../../domain/content";
import { RealMoneyNotice } from "../components/real-money-notice";
import { RouletteSignedOut } from "../components/roulette/signed-out";
import type { Route } from "./+types/auto-roulette";

export const meta: Route.MetaFunction = () => [
	{ title: `Auto Roulette · ${siteContent.brand}` },
	{ name: "description", content: "The live, provably fair auto-roulette table." },
];

/**
 * /casino/game/auto-roulette. Signed-out visitors see the log-in prompt. The signed-in table (another issue)
 * plugs in here: render it instead of <RouletteSignedOut /> once the client knows the player is signed in.
 */
export default function AutoRoulette() {
	return (
		<>
			<RealMoneyNotice className="mx-auto mt-4 max-w-3xl" />
			<RouletteSignedOut />
		</>
	);
}
