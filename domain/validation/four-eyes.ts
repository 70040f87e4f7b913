/** The second approver threshold (issue 33): whole rupees, or null for no second approver. */
import { fourEyesMessages } from "../messages/operator";
import { z } from "./zod";

export const fourEyesSchema = z.object({
	threshold: z
		.number({ error: fourEyesMessages.thresholdInvalid })
		.int({ error: fourEyesMessages.thresholdInvalid })
		.min(0, { error: fourEyesMessages.thresholdInvalid })
		.max(10_000_000, { error: fourEyesMessages.thresholdInvalid })
		.nullable(),
});

/** The settings form's field: empty means no second approver (Conform reads an empty field as absent). */
export const fourEyesFormSchema = z.object({
	threshold: fourEyesSchema.shape.threshold.unwrap().optional(),
});
