import { data } from "react-router";
import { siteContent } from "~/domain/content";
import { findContentPage } from "~/domain/pages";
import { licenceContext } from "~/server/page-context";
import { ContentPageView } from "../components/content-page-view";
import type { Route } from "./+types/content-page";

export function loader({ params, context }: Route.LoaderArgs) {
	const page = findContentPage(params.slug, context.get(licenceContext));
	if (!page) throw data(null, { status: 404 });
	return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	loaderData
		? [
				{ title: `${loaderData.page.title} · ${siteContent.brand}` },
				{ name: "description", content: loaderData.page.summary },
			]
		: [{ title: "Page not found" }];

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
	return <ContentPageView page={loaderData.page} />;
}
