import { useEffect, useRef } from "react";
import { data, useRevalidator } from "react-router";
import { siteContent } from "~/domain/content";
import { findLocalizedContentPage } from "~/domain/i18n/pages";
import { licenceContext, localeContext } from "~/server/page-context";
import { ContentPageView } from "../components/content-page-view";
import { useLocale } from "../lib/i18n";
import { siteMeta } from "../lib/site-meta";
import type { Route } from "./+types/content-page";

/** The page in the request's language (docs/decisions/0920-hindi-and-english.md); its text stays on the server. */
export function loader({ params, context }: Route.LoaderArgs) {
	const locale = context.get(localeContext);
	const page = findLocalizedContentPage(params.slug, context.get(licenceContext), locale);
	if (!page) throw data(null, { status: 404 });
	return { page, locale };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	loaderData
		? [
				{ title: `${loaderData.page.title} · ${siteContent.brand}` },
				{ name: "description", content: loaderData.page.summary },
			]
		: [{ title: siteMeta(matches).notFoundTitle }];

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
	// The language control switches the page in place: the page's text is then fetched again in the new language
	// (the `lang` cookie it has just written tells the server which).
	const locale = useLocale();
	const revalidator = useRevalidator();
	const asked = useRef(loaderData.locale);
	useEffect(() => {
		if (loaderData.locale === locale || asked.current === locale) return;
		asked.current = locale;
		void revalidator.revalidate();
	}, [loaderData.locale, locale, revalidator]);
	return <ContentPageView page={loaderData.page} />;
}
