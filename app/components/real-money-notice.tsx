import { ShieldAlert } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { useSay } from "../lib/i18n";
import type { loader as rootLoader } from "../root";

/** Why real-money actions are closed for this visitor (licensed mode), or null. From the root loader. */
export function useRealMoneyBlocked(): string | null {
	return useRouteLoaderData<typeof rootLoader>("root")?.realMoneyBlocked ?? null;
}

/**
 * On the register, deposit, withdraw and table screens: says before the player tries
 * that the server will refuse (docs/product.md#operator-mode). Renders nothing when play is open.
 */
export function RealMoneyNotice({ className = "" }: { className?: string }) {
	const blocked = useRealMoneyBlocked();
	const say = useSay();
	if (!blocked) return null;
	return (
		<div
			role="status"
			data-testid="real-money-notice"
			className={`flex items-start gap-3 rounded-lg border-2 border-gold bg-raised p-4 text-sm font-semibold text-white ${className}`}
		>
			<ShieldAlert className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
			<p>{say(blocked)}</p>
		</div>
	);
}
