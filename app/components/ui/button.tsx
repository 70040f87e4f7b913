/**
 * The app's one button: a variant (what it does), a size, and a busy state. `ButtonLink` is the same look
 * over React Router's Link, for navigation that should read as a call to action.
 */
import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant =
	/** The gold call to action. */
	| "primary"
	/** A quiet neutral action on a raised surface (admin Cancel, Retry, Edit). */
	| "secondary"
	/** Gold outline: the alternative to a primary next to it. */
	| "outline"
	/** A thin neutral border: pagers, Cancel beside a coloured action. */
	| "ghost"
	| "danger"
	| "success"
	/** The red Deposit / Withdraw button of the wallet. */
	| "deposit"
	/** The red-to-purple button of the account screens. */
	| "gradient"
	/** Reads as a link, acts as a button. */
	| "link";

export type ButtonSize = "sm" | "md" | "lg";

export type ButtonStyle = {
	variant?: ButtonVariant;
	size?: ButtonSize;
	/** Fully rounded ends (the table and the public pages' pills). */
	pill?: boolean;
	className?: string;
};

const VARIANT: Record<ButtonVariant, string> = {
	primary: "bg-cta font-bold text-black hover:brightness-110",
	secondary: "bg-raised font-semibold text-white hover:brightness-125",
	outline: "border border-gold font-bold text-gold hover:bg-gold hover:text-black",
	ghost: "border border-edge font-semibold text-white hover:bg-white/10",
	danger: "bg-red-700 font-bold text-white hover:bg-red-600",
	success: "bg-green-700 font-bold text-white hover:bg-green-600",
	deposit: "bg-deposit font-black text-white hover:brightness-110",
	gradient: "bg-linear-to-r from-red-700 to-purple-700 font-bold text-white transition hover:brightness-110",
	link: "font-semibold text-purple-300 underline hover:text-gold disabled:text-gray-400 disabled:no-underline",
};

/** Heights keep a 24 px target at the least, 44 px on phones for the everyday sizes. */
const SIZE: Record<ButtonSize, string> = {
	sm: "min-h-8 px-3 py-1 text-sm",
	md: "min-h-11 px-4 py-2 sm:min-h-10",
	lg: "min-h-12 px-4 py-3",
};

/** The class string of a button or a button-styled link. */
export function buttonClass({ variant = "primary", size = "md", pill = false, className }: ButtonStyle = {}): string {
	return clsx(
		"inline-flex items-center justify-center gap-2 text-center disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
		VARIANT[variant],
		variant === "link" ? "min-h-6" : [SIZE[size], pill ? "rounded-full" : "rounded-lg"],
		className,
	);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
	ButtonStyle & {
		/** Work in progress: disabled, `aria-busy`, a spinner, and `busyLabel` in place of the text when given. */
		busy?: boolean;
		busyLabel?: ReactNode;
	};

export function Button({
	variant,
	size,
	pill,
	className,
	busy = false,
	busyLabel,
	disabled,
	type = "button",
	children,
	...rest
}: ButtonProps) {
	return (
		<button
			type={type}
			disabled={disabled || busy}
			aria-busy={busy || undefined}
			className={buttonClass({ variant, size, pill, className })}
			{...rest}
		>
			{busy && <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" data-testid="busy-spinner" />}
			{busy && busyLabel !== undefined ? busyLabel : children}
		</button>
	);
}

export function ButtonLink({ variant, size, pill, className, ...link }: LinkProps & ButtonStyle) {
	return <Link className={buttonClass({ variant, size, pill, className })} {...link} />;
}
