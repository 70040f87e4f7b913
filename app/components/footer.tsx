import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { siteContent } from "~/domain/content";
import { licenceNotice } from "~/domain/operator";
import { useSay } from "../lib/i18n";
import type { loader as rootLoader } from "../root";

export function Footer() {
	const { footerLinks, supportEmail, supportPhone, brand } = siteContent;
	// The licence comes from the operator's settings (LICENCE_HOLDER/NUMBER/JURISDICTION); none is claimed by default.
	const licence = useRouteLoaderData<typeof rootLoader>("root")?.licence ?? null;
	const { t } = useTranslation();
	const say = useSay();
	return (
		<footer className="mt-16 border-t border-edge bg-header px-4 py-10 text-sm text-gray-300">
			<div className="mx-auto flex max-w-7xl flex-col gap-8">
				<div className="flex flex-col justify-between gap-6 sm:flex-row">
					<nav aria-label={t("nav.footer")}>
						<ul className="grid gap-1">
							{footerLinks.map((link) => (
								<li key={link.slug}>
									<Link to={`/pages/${link.slug}`} className="inline-block py-1 hover:text-gold">
										{say(link.label)}
									</Link>
								</li>
							))}
						</ul>
					</nav>
					<address className="not-italic sm:text-right">
						<a href={`mailto:${supportEmail}`} className="inline-block py-1 hover:text-gold">
							{supportEmail}
						</a>
						<span className="block">
							{t("footer.customerSupport")}{" "}
							<a href={`tel:${supportPhone.replaceAll(" ", "")}`} className="inline-block py-1 hover:text-gold">
								{supportPhone}
							</a>
						</span>
					</address>
				</div>
				<div className="flex flex-wrap items-center gap-4">
					<span
						className="grid size-10 place-items-center rounded-full border-2 border-gray-300 font-bold text-white"
						role="img"
						aria-label={t("footer.adultsOnly")}
					>
						18+
					</span>
					<p className="max-w-3xl text-xs text-gray-400" data-testid="licence-notice">
						{say(licenceNotice(brand, licence))}
					</p>
				</div>
			</div>
		</footer>
	);
}
