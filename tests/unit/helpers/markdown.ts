/** Reading markdown as GitHub renders it, for the tests that keep the docs true (doc-links, docs-limits). */

/** The lines of a markdown text outside its fenced code blocks, with their line numbers (from 1). */
export function proseLines(markdown: string): { number: number; text: string }[] {
	let fenced = false;
	return markdown.split("\n").flatMap((text, index) => {
		if (/^\s*(```|~~~)/.test(text)) {
			fenced = !fenced;
			return [];
		}
		return fenced ? [] : [{ number: index + 1, text }];
	});
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
	const anchors = new Set<string>();
	const seen = new Map<string, number>();
	for (const { text } of proseLines(markdown)) {
		const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text);
		if (!heading) continue;
		const slug = (heading[1] ?? "")
			.toLowerCase()
			.replace(/[^\p{L}\p{N}\s_-]/gu, "")
			.replace(/\s/g, "-");
		const count = seen.get(slug) ?? 0;
		seen.set(slug, count + 1);
		anchors.add(count === 0 ? slug : `${slug}-${count}`);
	}
	return anchors;
}
