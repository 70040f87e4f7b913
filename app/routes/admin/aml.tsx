import { siteContent } from "~/domain/content";
import { AmlList } from "../../components/admin/aml-list";
import { KeysetPager, LoadError, PageHeading, useAdminData, useKeysetPages } from "../../components/admin/ui";
import { api } from "../../lib/api";
import type { Route } from "./+types/aml";

export const meta: Route.MetaFunction = () => [{ title: `AML flags · Casino Admin · ${siteContent.brand}` }];

/** /admin/aml: every current AML flag, newest first a page at a time, for review (flags never block anything by themselves). */
export default function Aml() {
	const pages = useKeysetPages("aml");
	const flags = useAdminData(`aml|${pages.after}`, () =>
		api.api.admin.aml.flags.$get({ query: { after: pages.after || undefined } }),
	);
	return (
		<section aria-labelledby="aml-page-heading" className="rounded-2xl bg-raised p-3 md:p-6">
			<PageHeading id="aml-page-heading">AML flags</PageHeading>
			<p className="mb-3 text-sm text-gray-300">Signals for review; they do not block any member by themselves.</p>
			{flags.error && <LoadError error={flags.error} onRetry={flags.reload} />}
			{flags.loading && !flags.data && <p role="status">Loading…</p>}
			{flags.data && <AmlList flags={flags.data.flags} />}
			<KeysetPager label="AML flags pages" pages={pages} next={flags.data?.next ?? null} />
		</section>
	);
}
