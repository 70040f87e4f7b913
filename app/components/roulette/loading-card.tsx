import { tableMessages } from "~/domain/messages";
import { useSay } from "../../lib/i18n";
import { WheelArt } from "../art/wheel-art";

/** "Loading the table…" under a turning wheel: the entry splash (docs/product.md#screens), alone or over the table. */
export function TableLoadingCard({ wheelClassName, className }: { wheelClassName: string; className?: string }) {
	const say = useSay();
	return (
		<div className={`flex flex-col items-center gap-3 ${className ?? ""}`}>
			<WheelArt className={`${wheelClassName} animate-spin [animation-duration:3s] motion-reduce:animate-none`} />
			<p className="font-bold text-gold">{say(tableMessages.loading)}</p>
		</div>
	);
}
