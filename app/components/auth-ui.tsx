/** Building blocks of the account screens: the card, labelled fields, the gradient button, inline errors. */
import type { InputHTMLAttributes, ReactNode } from "react";
import { useId } from "react";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
	return (
		<div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
			<section
				aria-labelledby="auth-title"
				className="rounded-2xl border border-edge bg-[#09020b] p-6 shadow-2xl sm:p-8"
			>
				<h1
					id="auth-title"
					className="bg-linear-to-r from-pink-400 to-purple-400 bg-clip-text text-center text-3xl font-black text-transparent"
				>
					{title}
				</h1>
				{subtitle && <p className="mt-2 text-center text-sm text-gray-300">{subtitle}</p>}
				<div className="mt-6">{children}</div>
			</section>
		</div>
	);
}

export function Field({
	label,
	hint,
	trailing,
	...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; trailing?: ReactNode }) {
	const id = useId();
	return (
		<div className="mb-4">
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-200">
				{label}
			</label>
			<div className="flex items-center gap-2">
				<input
					id={id}
					aria-describedby={hint ? `${id}-hint` : undefined}
					className="w-full rounded-lg border border-gray-600 bg-panel-deep px-3 py-2.5 text-white placeholder:text-gray-400 focus:border-gold"
					{...input}
				/>
				{trailing}
			</div>
			{hint && (
				<p id={`${id}-hint`} className="mt-1 text-xs text-gray-300">
					{hint}
				</p>
			)}
		</div>
	);
}

export const primaryButton =
	"w-full rounded-lg bg-linear-to-r from-red-700 to-purple-700 px-4 py-3 font-bold text-white transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50";

export function FormError({ message }: { message: string | null }) {
	return (
		<p role="alert" className="mb-3 min-h-5 text-sm font-semibold text-red-400">
			{message}
		</p>
	);
}
