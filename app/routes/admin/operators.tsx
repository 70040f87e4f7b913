import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { operatorRoleMessages } from "~/domain/messages/operator";
import { OPERATOR_ROLES } from "~/domain/operator-roles";
import { formatPhone } from "~/domain/validation/auth";
import { operatorRoleSchema } from "~/domain/validation/operators";
import { listOperators, setOperatorRole } from "~/server/operators";
import { adminTitle, PageHeading } from "../../components/admin/ui";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { Table } from "../../components/ui/table";
import { useSay } from "../../lib/i18n";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/operators";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.operators) },
];

/** The operator accounts and their roles, read as GET /api/admin/operators reads them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePagePermission(request, context, "assignRoles");
	return { operators: await listOperators(pageDatabase()), me: session.id };
}

type RoleReply = { id: string; ok: boolean; message: string };

/** Gives an operator a role, as PUT /api/admin/operators/:id/role does (audited). */
export async function action({ request, context }: Route.ActionArgs): Promise<RoleReply> {
	const session = await requirePagePermission(request, context, "assignRoles");
	const form = await request.formData();
	const id = String(form.get("id") ?? "");
	const parsed = operatorRoleSchema.safeParse({ role: form.get("role") });
	if (!parsed.success) return { id, ok: false, message: operatorRoleMessages.invalidRole };
	const outcome = await setOperatorRole(pageDatabase(), id, parsed.data.role, {
		id: session.id,
		role: session.role,
		ip: request.headers.get("CF-Connecting-IP"),
	});
	return { id, ok: outcome.ok, message: outcome.ok ? operatorRoleMessages.roleSaved : outcome.message };
}

type Operator = Route.ComponentProps["loaderData"]["operators"][number];

/** /admin/operators: each operator's role (admin, cashier, support), which an admin changes for anyone but themself. */
export default function Operators({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	return (
		<section aria-labelledby="operators-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="operators-heading">{t("nav.operators")}</PageHeading>
			<p className="mb-4 max-w-2xl text-sm text-gray-300">{t("operators.intro")}</p>
			<Table
				label={t("operators.table")}
				caption={t("operators.caption")}
				columns={[t("operators.columns.name"), t("operators.columns.phone"), t("operators.columns.role")]}
				empty={loaderData.operators.length === 0 ? t("operators.empty") : null}
			>
				{loaderData.operators.map((operator) => (
					<OperatorRow key={operator.id} operator={operator} self={operator.id === loaderData.me} />
				))}
			</Table>
		</section>
	);
}

function OperatorRow({ operator, self }: { operator: Operator; self: boolean }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const fetcher = useFetcher<RoleReply>();
	const answer = fetcher.state === "idle" ? fetcher.data : undefined;
	const selectId = `role-${operator.id}`;
	return (
		<tr data-testid="operator-row">
			<td className="font-semibold">{operator.name}</td>
			<td className="whitespace-nowrap">{formatPhone(operator.phone) ?? "—"}</td>
			<td>
				{self ? (
					<span>
						{t(`operators.roles.${operator.role}`)} · {t("operators.you")}
					</span>
				) : (
					<fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
						<input type="hidden" name="id" value={operator.id} />
						<label htmlFor={selectId} className="sr-only">
							{t("operators.roleOf", { name: operator.name })}
						</label>
						<select id={selectId} name="role" defaultValue={operator.role} className={`${inputClass} w-36`}>
							{OPERATOR_ROLES.map((role) => (
								<option key={role} value={role}>
									{t(`operators.roles.${role}`)}
								</option>
							))}
						</select>
						<Button type="submit" variant="secondary" busy={fetcher.state !== "idle"}>
							{t("operators.save")}
						</Button>
						{answer && (
							<span role="status" className={`text-sm font-semibold ${answer.ok ? "text-green-400" : "text-red-300"}`}>
								{say(answer.message)}
							</span>
						)}
					</fetcher.Form>
				)}
			</td>
		</tr>
	);
}
