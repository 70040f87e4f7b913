/**
 * A form field: its label, the control (given as a function of the props that wire it up), a hint and an
 * error message. The control gets the id the label points to, `aria-describedby` naming the hint and the
 * error, and `aria-invalid` while there is an error.
 */
import { clsx } from "clsx";
import { type ReactNode, useId } from "react";

export type FieldControlProps = {
	id: string;
	"aria-describedby"?: string;
	"aria-invalid"?: true;
};

/** The everyday text input, select and textarea look. */
export const inputClass = "mt-1 w-full rounded-lg border border-gray-400 bg-panel-deep px-3 py-2";
/** The taller input of the account and player-protection screens. */
export const accountInputClass =
	"w-full rounded-lg border border-gray-600 bg-panel-deep px-3 py-2.5 text-white placeholder:text-gray-400 focus:border-gold";

export function Field({
	label,
	hint,
	error,
	keepErrorSpace = false,
	id: givenId,
	className,
	labelClassName = "block text-sm font-bold",
	children,
}: {
	label: ReactNode;
	hint?: ReactNode;
	error?: string | null;
	/** Keep the (empty) error line in the layout so the form does not jump when a message appears. */
	keepErrorSpace?: boolean;
	id?: string;
	className?: string;
	labelClassName?: string;
	children: (control: FieldControlProps) => ReactNode;
}) {
	const ownId = useId();
	const id = givenId ?? ownId;
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	const describedBy = clsx(hint && hintId, error && errorId) || undefined;
	return (
		<div className={className}>
			<label htmlFor={id} className={labelClassName}>
				{label}
			</label>
			{children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
			{hint && (
				<p id={hintId} className="mt-1 text-xs text-gray-300">
					{hint}
				</p>
			)}
			{keepErrorSpace ? (
				<p id={errorId} role="alert" className="mt-1 min-h-5 text-sm font-semibold text-red-400">
					{error}
				</p>
			) : (
				<FieldError id={errorId} message={error ?? null} />
			)}
		</div>
	);
}

/** An error line under a field or a form, announced when it appears; nothing while there is no error. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
	if (!message) return null;
	return (
		<p id={id} role="alert" className="mt-2 text-sm font-semibold text-red-300">
			{message}
		</p>
	);
}
