/** Member status changes and deletion from the admin console, with the spec's toasts. */
import { adminMessages, statusConfirmations } from "~/domain/admin";
import { api, errorMessage } from "./api";
import { notify } from "./toast";

export async function setMemberStatus(id: string, status: "active" | "banned"): Promise<boolean> {
	try {
		const response = await api.api.admin.members[":id"].status.$put({ param: { id }, json: { status } });
		if (!response.ok) {
			notify.error(await errorMessage(response, adminMessages.statusFailed));
			return false;
		}
		notify.success(adminMessages.statusUpdated);
		return true;
	} catch {
		notify.error(adminMessages.statusFailed);
		return false;
	}
}

export async function deleteMember(id: string): Promise<boolean> {
	try {
		const response = await api.api.admin.members[":id"].$delete({ param: { id } });
		if (!response.ok) {
			notify.error(await errorMessage(response, "Something Went Wrong!"));
			return false;
		}
		notify.success(adminMessages.memberDeleted);
		return true;
	} catch {
		notify.error("Something Went Wrong!");
		return false;
	}
}

/** Client check of the adjustment form, with the server's messages (the server checks again). */
export function adjustmentError(amount: string, reason: string): string | null {
	const n = Number(amount);
	if (amount.trim() === "" || !Number.isInteger(n) || n === 0 || Math.abs(n) > 10_000_000) {
		return adminMessages.adjustmentAmount;
	}
	if (reason.trim() === "") return adminMessages.adjustmentReasonRequired;
	return null;
}

/**
 * The confirmation of a ban or a reinstatement (the members list and a member's page): `label` words the two buttons
 * in the page's language, `onDone` follows a change the server made.
 */
export function statusConfirmRequest(
	member: { id: string; status: "active" | "banned" },
	label: { ban: string; activate: string },
	onDone: () => unknown,
) {
	const ban = member.status === "active";
	return {
		title: ban ? label.ban : label.activate,
		text: ban ? statusConfirmations.ban : statusConfirmations.activate,
		confirmLabel: ban ? label.ban : label.activate,
		danger: ban,
		run: async () => {
			if (await setMemberStatus(member.id, ban ? "banned" : "active")) await onDone();
		},
	};
}
