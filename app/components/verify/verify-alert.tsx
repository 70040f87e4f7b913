/** /verify's refusal or failure line (a round not found, not revealed yet, values that cannot be checked). */
export function VerifyAlert({ message, className = "" }: { message: string | null; className?: string }) {
	if (!message) return null;
	return (
		<p role="alert" className={`rounded-lg border border-brand-red bg-panel p-3 text-white ${className}`}>
			{message}
		</p>
	);
}
