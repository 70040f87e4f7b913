import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ContentBlock, ContentPage } from "~/domain/pages";
import { ButtonLink } from "./ui/button";

function Block({ block }: { block: ContentBlock }) {
	switch (block.kind) {
		case "p":
			return <p>{block.text}</p>;
		case "ul":
			return (
				<ul className="list-disc space-y-1.5 pl-5">
					{block.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			);
		case "ol":
			return (
				<ol className="list-decimal space-y-1.5 pl-5">
					{block.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ol>
			);
		case "table":
			return (
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls and must be reachable by keyboard.
				<section tabIndex={0} aria-label={block.caption} className="overflow-x-auto">
					<table className="w-full border-collapse text-left text-sm">
						<caption className="sr-only">{block.caption}</caption>
						<thead className="bg-panel-deep text-gray-200">
							<tr>
								{block.head.map((h) => (
									<th key={h} scope="col" className="px-3 py-2 font-semibold">
										{h}
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							{block.rows.map((row) => (
								<tr key={row[0]} className="border-t border-edge">
									{row.map((cell, i) =>
										i === 0 ? (
											<th key={cell} scope="row" className="px-3 py-2 font-semibold">
												{cell}
											</th>
										) : (
											// biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed-shape row.
											<td key={i} className="px-3 py-2">
												{cell}
											</td>
										),
									)}
								</tr>
							))}
						</tbody>
					</table>
				</section>
			);
	}
}

/** A footer content page: title, summary, sections, and a link back home. */
export function ContentPageView({ page }: { page: ContentPage }) {
	const { t } = useTranslation("site");
	return (
		<article className="mx-auto max-w-3xl px-4 py-10">
			<nav aria-label={t("contentPage.breadcrumb")} className="text-sm text-gray-300">
				<Link to="/" className="hover:text-gold">
					{t("contentPage.home")}
				</Link>{" "}
				/ <span aria-current="page">{page.title}</span>
			</nav>
			<h1 className="mt-3 text-3xl font-black text-gold sm:text-4xl">{page.title}</h1>
			<p className="mt-3 text-lg text-gray-200">{page.summary}</p>
			{page.action && (
				<ButtonLink to={page.action.to} className="mt-5">
					{page.action.label}
				</ButtonLink>
			)}
			{page.sections.length > 2 && (
				<nav aria-label={t("contentPage.onThisPage")} className="mt-6 rounded-lg bg-panel p-4 text-sm">
					<ul className="flex flex-wrap gap-x-4 gap-y-2">
						{page.sections.map((s) => (
							<li key={s.id}>
								<a href={`#${s.id}`} className="text-gray-200 underline-offset-2 hover:text-gold hover:underline">
									{s.heading}
								</a>
							</li>
						))}
					</ul>
				</nav>
			)}
			{page.sections.map((section) => (
				<section
					key={section.id}
					id={section.id}
					aria-labelledby={`${section.id}-heading`}
					className="mt-8 scroll-mt-20"
				>
					<h2 id={`${section.id}-heading`} className="text-xl font-bold">
						{section.heading}
					</h2>
					<div className="mt-3 space-y-3 leading-relaxed text-gray-200">
						{section.blocks.map((block, i) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order.
							<Block key={i} block={block} />
						))}
					</div>
				</section>
			))}
		</article>
	);
}
