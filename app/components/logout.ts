import { accountMessages as m } from "../../domain/messages";
import { notify } from "../lib/toast";
import { logout } from "../lib/use-auth";

/** Logout with the spec's toasts (§2): success → "Logout successful" and then `onDone`; failure → the error toast. */
export async function logoutWithToast(onDone: () => void): Promise<void> {
	if (await logout()) {
		notify.success(m.loggedOut);
		onDone();
	} else {
		notify.error(m.logoutFailed);
	}
}
