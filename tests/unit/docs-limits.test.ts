/**
 * The docs stay readable in one sitting (issue 30): the README is at most 20 KB with no line over 200 characters
 * outside code blocks, docs/benchmarks.md holds the current figures in at most 250 lines (the runs are in
 * docs/benchmarks-history.md), and every decision record has a Status line, Context, Decision and Consequences, in at
 * most 150 lines. Every relative link of the README and of docs/ leads to a file that exists, and to a heading of it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { headingAnchors, proseLines } from "./helpers/markdown";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** What a decision record must have; the reasons a record breaks the rule, none when it keeps it. */
function recordProblems(markdown: string): string[] {
	const problems: string[] = [];
	const lines = markdown.split("\n");
	if (lines.at(-1) === "") lines.pop();
	if (lines.length > 150) problems.push(`${lines.length} lines, more than 150`);
	if (!/^# \S/.test(lines[0] ?? "")) problems.push("no title on its first line");
	const prose = proseLines(markdown).map(({ text }) => text);
	if (!prose.some((line) => /^Status: \S/.test(line))) problems.push('no "Status: …" line');
	const sections = ["Context", "Decision", "Consequences"];
	const found = sections.map((name) => prose.findIndex((line) => line.trimEnd() === `## ${name}`));
	found.forEach((at, i) => {
		if (at < 0) problems.push(`no "## ${sections[i]}" heading`);
	});
	const [context = -1, decision = -1, consequences = -1] = found;
	if (context >= 0 && decision >= 0 && consequences >= 0 && !(context < decision && decision < consequences)) {
		problems.push("Context, Decision and Consequences out of order");
	}
	return problems;
}

describe("the README", () => {
	const readme = read("README.md");

	it("is at most 20 KB", () => {
		expect(Buffer.byteLength(readme, "utf8")).toBeLessThanOrEqual(20 * 1024);
	});

	it("has no line over 200 characters outside code blocks", () => {
		const long = proseLines(readme).filter(({ text }) => [...text].length > 200);
		expect(long.map(({ number, text }) => `${number}: ${text.slice(0, 60)}…`)).toEqual([]);
	});

	it("keeps the legal note, the two commands and the demo accounts", () => {
		expect(readme).toContain("Promotion and Regulation of Online Gaming Act, 2025");
		expect(readme.replace(/\n(> )?/g, " ")).toContain("**demo mode**");
		expect(readme).toContain("npm install && npm start");
		expect(readme).toMatch(/^npm test\b/m);
		expect(readme).toContain("9000000001");
	});
});

describe("the line rule itself", () => {
	it("skips fenced code and counts the rest", () => {
		const text = ["a", "```", "x".repeat(300), "```", "b".repeat(201)].join("\n");
		expect(proseLines(text).map(({ number }) => number)).toEqual([1, 5]);
	});
});

describe("docs/benchmarks.md", () => {
	it("is at most 250 lines, its current figures first", () => {
		const text = read("docs/benchmarks.md");
		expect(text.trimEnd().split("\n").length).toBeLessThanOrEqual(250);
		const headings = proseLines(text).filter(({ text: line }) => line.startsWith("## "));
		expect(headings[0]?.text).toBe("## Current figures");
	});
});

describe("decision records", () => {
	const records = readdirSync(join(root, "docs/decisions")).filter((name) => name.endsWith(".md"));

	it("are found", () => {
		expect(records.length).toBeGreaterThan(40);
	});

	it("each have a Status line, Context, Decision and Consequences, in at most 150 lines", () => {
		const broken = records.flatMap((name) =>
			recordProblems(read(`docs/decisions/${name}`)).map((problem) => `${name}: ${problem}`),
		);
		expect(broken).toEqual([]);
	});

	it("are checked by a rule that refuses a record without them", () => {
		expect(recordProblems("# 1. A record\n\nSome text.\n")).toEqual([
			'no "Status: …" line',
			'no "## Context" heading',
			'no "## Decision" heading',
			'no "## Consequences" heading',
		]);
		const long = `# 2. Long\n\nStatus: accepted\n\n## Context\n\n## Decision\n\n## Consequences\n${"x\n".repeat(150)}`;
		expect(recordProblems(long)).toEqual(["159 lines, more than 150"]);
		expect(recordProblems("# 3. Fine\n\nStatus: accepted\n\n## Context\n\n## Decision\n\n## Consequences\n")).toEqual(
			[],
		);
	});
});

describe("relative links of the README and docs/", () => {
	const markdownFiles = [
		"README.md",
		...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
			.filter((name) => name.endsWith(".md"))
			.map((name) => join("docs", name)),
	];

	it("lead to files and headings that exist", () => {
		const broken: string[] = [];
		let links = 0;
		for (const file of markdownFiles) {
			for (const { number, text } of proseLines(read(file))) {
				for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
					if (/^[a-z]+:/i.test(target)) continue;
					links++;
					const [path = "", anchor] = target.split("#");
					const resolved = path === "" ? join(root, file) : join(root, dirname(file), decodeURI(path));
					if (!existsSync(resolved)) {
						broken.push(`${file}:${number}: ${target}`);
					} else if (
						anchor &&
						resolved.endsWith(".md") &&
						!headingAnchors(readFileSync(resolved, "utf8")).has(anchor)
					) {
						broken.push(`${file}:${number}: ${target} (no such heading in ${relative(root, resolved)})`);
					}
				}
			}
		}
		expect(broken).toEqual([]);
		expect(links).toBeGreaterThan(100);
	});
});
