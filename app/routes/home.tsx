import { siteContent } from "../../domain/content";
import { LiveTableStatus } from "../components/live-table-status";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
	{ title: `${siteContent.brand}: live auto-roulette` },
	{ name: "description", content: "Bet in timed live roulette rounds. Every result is provably fair." },
];

export default function Home() {
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<section className="mb-8">
				<h1 className="text-4xl font-black sm:text-5xl">{siteContent.brand}</h1>
				<p className="mt-3 max-w-2xl text-lg text-gray-300">
					A live auto-roulette table that every player sees at once. Each result is committed before betting opens and
					can be verified by anyone afterwards.
				</p>
			</section>
			<LiveTableStatus />
		</div>
	);
}
