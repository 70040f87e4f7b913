/**
 * The rules of /user/responsible-gaming's limit and break forms (`limitFormSchema`, `exclusionSchema`, the API's
 * own): they carry zod (~25 KB compressed), so the page loads them when one of its forms is first used, not with the
 * page (`useLaterRulesForm`, app/lib/use-sent-form.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { exclusionSchema, limitFormSchema } from "~/domain/validation/protection";

export function checkLimit(formData: FormData) {
	return parseWithZod(formData, { schema: limitFormSchema, disableAutoCoercion: true });
}

export function checkBreak(formData: FormData) {
	return parseWithZod(formData, { schema: exclusionSchema, disableAutoCoercion: true });
}
