/** Building blocks of the account screens: the card, labelled fields, inline errors and the main button. */
import type { InputHTMLAttributes, ReactNode } from "react";
import { useSay } from "../lib/i18n";
import { Button, type ButtonProps } from "./ui/button";
import { accountInputClass, Field as UiField } from "./ui/field";

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

/** A labelled account-screen input with an optional hint and something after it (a timer, a toggle). */
export function Field({
	label,
	hint,
	trailing,
	error,
	id,
	...input
}: InputHTMLAttributes<HTMLInputElement> & {
	label: string;
	hint?: string;
	trailing?: ReactNode;
	error?: string | null;
}) {
	return (
		<UiField
			label={label}
			id={id}
			hint={hint}
			error={error}
			className="mb-4"
			labelClassName="mb-1.5 block text-sm font-semibold text-gray-200"
		>
			{(control) => (
				<div className="flex items-center gap-2">
					<input {...control} className={accountInputClass} {...input} />
					{trailing}
				</div>
			)}
		</UiField>
	);
}

/** An error under a form: a domain message (a rule's, or the server's answer) in the page's language. */
export function FormError({ message }: { message: string | null }) {
	const say = useSay();
	return (
		<p role="alert" className="mb-3 min-h-5 text-sm font-semibold text-red-400">
			{message && say(message)}
		</p>
	);
}

/** An account screen's main button: submits the form, full width, showing `busyLabel` while the request runs. */
export function SubmitButton(props: Pick<ButtonProps, "busy" | "busyLabel" | "disabled" | "children">) {
	return <Button type="submit" variant="gradient" size="lg" className="w-full" {...props} />;
}
