import { tableMessages } from "~/domain/messages/tables";
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

/**
 * The entry splash (docs/product.md#screens): while the table connects and until its room has sent the round, the
 * table is already drawn underneath, dimmed and out of reach, so that when the splash lifts the round is live
 * (docs/decisions/0610-phone-first-table.md).
 */
export function TableLoading() {
	return (
		<div role="status" className="absolute inset-0 z-30 grid place-items-start justify-center bg-black/40 pt-[20vh]">
			<TableLoadingCard wheelClassName="size-24" className="rounded-2xl bg-black/75 px-8 py-5 shadow-xl" />
		</div>
	);
}
