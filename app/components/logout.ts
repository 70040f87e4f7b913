import { accountMessages as m } from "~/domain/messages/account";
import { notify } from "../lib/toast";
import { logout, signOutEverywhere } from "../lib/use-auth";

/** Runs a sign-out; success → its toast and then `onDone`, failure → its error toast. */
async function signOutWithToast(
	signOut: () => Promise<boolean>,
	toasts: { success: string; failure: string },
	onDone: () => void,
): Promise<void> {
	if (await signOut()) {
		notify.success(toasts.success);
		onDone();
	} else {
		notify.error(toasts.failure);
	}
}

/** Logout with the spec's toasts: success → "Logout successful" and then `onDone`; failure → the error toast. */
export const logoutWithToast = (onDone: () => void) =>
	signOutWithToast(logout, { success: m.loggedOut, failure: m.logoutFailed }, onDone);

/** "Sign out on all devices": every session of the player ends; then `onDone` (e.g. go to /login). */
export const signOutEverywhereWithToast = (onDone: () => void) =>
	signOutWithToast(signOutEverywhere, { success: m.signedOutEverywhere, failure: m.signOutEverywhereFailed }, onDone);
