/**
 * The login form's rules (`loginFormSchema`, each problem under its field): they carry zod (~25 KB compressed), so
 * the login page loads them when the visitor starts filling the form, not with the page (`useLaterRulesForm`,
 * app/lib/use-sent-form.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { loginFormSchema } from "~/domain/validation/auth";

export function checkLogin(formData: FormData) {
	return parseWithZod(formData, { schema: loginFormSchema, disableAutoCoercion: true });
}
