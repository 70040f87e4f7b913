/** An operator's role and a member's internal note (docs/decisions/0863-operator-roles.md). */
import { operatorRoleMessages } from "../messages/operator";
import { OPERATOR_ROLES } from "../operator-roles";
import { z } from "./zod";

export const operatorRoleSchema = z.object({
	role: z.enum(OPERATOR_ROLES, { error: operatorRoleMessages.invalidRole }),
});

export const NOTE_MAX = 2000;

export const memberNoteSchema = z.object({
	body: z
		.string({ error: operatorRoleMessages.noteEmpty })
		.trim()
		.min(1, { error: operatorRoleMessages.noteEmpty })
		.max(NOTE_MAX, { error: operatorRoleMessages.noteTooLong }),
});
