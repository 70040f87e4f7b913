import { data } from "react-router";
import { NotFound } from "../components/not-found";
import { siteMeta } from "../lib/site-meta";
import type { Route } from "./+types/not-found";

export function loader(_: Route.LoaderArgs) {
	return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteMeta(matches).notFoundTitle }];

export default function NotFoundRoute() {
	return <NotFound />;
}
