import { toast } from "sonner";
import { TOAST } from "../../domain/messages";

/** Toasts with the spec's durations: 4 s by default and for errors, 2 s for success. */
export const notify = {
	info: (message: string) => toast(message, { duration: TOAST.defaultMs }),
	success: (message: string) => toast.success(message, { duration: TOAST.successMs }),
	error: (message: string) => toast.error(message, { duration: TOAST.errorMs }),
};
