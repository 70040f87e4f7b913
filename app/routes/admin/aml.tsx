import { useTranslation } from "react-i18next";
import { AmlList } from "../../components/admin/aml-list";
import {
	adminTitle,
	KeysetPager,
	LoadError,
	PageHeading,
	useAdminData,
	useKeysetPages,
} from "../../components/admin/ui";
import { api } from "../../lib/api";
import type { Route } from "./+types/aml";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, (admin) => admin.nav.aml) }];

/** /admin/aml: every current AML flag, newest first a page at a time, for review (flags never block anything by themselves). */
export default function Aml() {
	const { t } = useTranslation("admin");
	const pages = useKeysetPages("aml");
	const flags = useAdminData(`aml|${pages.after}`, () =>
		api.api.admin.aml.flags.$get({ query: { after: pages.after || undefined } }),
	);
	return (
		<section aria-labelledby="aml-page-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="aml-page-heading">{t("nav.aml")}</PageHeading>
			<p className="mb-3 text-sm text-gray-300">{t("aml.intro")}</p>
			{flags.error && <LoadError error={flags.error} onRetry={flags.reload} />}
			{flags.loading && !flags.data && <p role="status">{t("loading")}</p>}
			{flags.data && <AmlList flags={flags.data.flags} />}
			<KeysetPager label={t("aml.pages")} pages={pages} next={flags.data?.next ?? null} />
		</section>
	);
}
