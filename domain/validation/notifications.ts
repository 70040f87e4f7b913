/** The notification API's input rules (docs/decisions/0900-notifications.md); the wording is ../notifications.ts's. */
import { validationMessages } from "../messages/common";
import { MAX_READ_IDS, notificationMessages } from "../notifications";
import { pageParam } from "./query";
import { z } from "./zod";

export const notificationListQuerySchema = z.object({ page: pageParam });

const idsMessage = validationMessages.wrongType("ids", "a list of notification ids");

/** `{ ids: [...] }` marks those read, `{ all: true }` every one of the player's; exactly one of the two. */
export const markReadSchema = z
	.object({
		ids: z
			.array(z.string({ error: idsMessage }).min(1, { error: idsMessage }).max(64, { error: idsMessage }), {
				error: idsMessage,
			})
			.min(1, { error: validationMessages.atLeast("ids", 1) })
			.max(MAX_READ_IDS, { error: validationMessages.atMost("ids", MAX_READ_IDS) })
			.optional(),
		all: z.literal(true, { error: notificationMessages.chooseWhich }).optional(),
	})
	.refine((body) => (body.ids === undefined) !== (body.all === undefined), {
		error: notificationMessages.chooseWhich,
	});
