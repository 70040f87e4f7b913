/** Small building blocks shared by the wallet screens (player and admin). */
import type { TransactionStatus } from "~/domain/validation/payments";
import { STATUS_LABEL } from "../../lib/transactions";
import { Button } from "../ui/button";

const STATUS_CLASS: Record<TransactionStatus, string> = {
	pending: "border-yellow-300/50 text-yellow-300",
	approved: "border-green-400/50 text-green-400",
	rejected: "border-red-400/50 text-red-400",
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
	return (
		<span
			className={`inline-block rounded-full border px-2 py-0.5 text-xs font-bold uppercase ${STATUS_CLASS[status]}`}
			data-status={status}
		>
			{STATUS_LABEL[status]}
		</span>
	);
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
	return (
		<div role="alert" className="rounded-lg border border-red-400/50 bg-panel p-4 text-red-300">
			<p>{message}</p>
			{onRetry && (
				<Button size="sm" className="mt-3" onClick={onRetry}>
					Retry
				</Button>
			)}
		</div>
	);
}
