import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE } from "~/domain/admin";
import { cursorParam } from "~/domain/validation/query";
import { storedAmlFlags } from "~/server/aml";
import { AmlList } from "../../components/admin/aml-list";
import { adminTitle, KeysetUrlPager, PageHeading } from "../../components/admin/ui";
import { keysetAfter } from "../../lib/list-search";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/aml";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, (admin) => admin.nav.aml) }];

/** A page of the stored flags, as GET /api/admin/aml/flags reads them; an address it refuses reads as the first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "readMembers");
	const after = cursorParam.safeParse(keysetAfter(request));
	return storedAmlFlags(pageDatabase(), after.success ? after.data : undefined, ADMIN_PAGE_SIZE);
}

/** /admin/aml: every current AML flag, newest first a page at a time, for review (flags never block anything by themselves). */
export default function Aml({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	return (
		<section aria-labelledby="aml-page-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="aml-page-heading">{t("nav.aml")}</PageHeading>
			<p className="mb-3 text-sm text-gray-300">{t("aml.intro")}</p>
			<AmlList flags={loaderData.flags} />
			<KeysetUrlPager label={t("aml.pages")} next={loaderData.next} />
		</section>
	);
}
