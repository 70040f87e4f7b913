/**
 * The repository cites only itself (docs/decisions/0015-docs-stand-alone.md): every link to a section of
 * docs/product.md or docs/stack.md, anywhere in the repository, names a heading that exists, and every
 * docs/decisions record a file names exists.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { headingAnchors } from "./helpers/markdown";

const root = fileURLToPath(new URL("../..", import.meta.url));
const self = fileURLToPath(import.meta.url);

const SKIPPED_DIRS = new Set([
	"node_modules",
	"build",
	".git",
	".wrangler",
	".react-router",
	"test-results",
	"playwright-report",
	"bench-results",
	"security-results",
	"screens",
]);
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|md|json|toml|sql|ya?ml|html|sh|txt)$/;

function textFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : textFiles(path);
		return TEXT_FILE.test(entry.name) && path !== self ? [path] : [];
	});
}

const files = textFiles(root);
const documents = ["product", "stack"] as const;
const anchorsOf = Object.fromEntries(
	documents.map((name) => [name, headingAnchors(readFileSync(join(root, "docs", `${name}.md`), "utf8"))]),
);

describe("links inside the repository", () => {
	it("reads the headings of docs/product.md", () => {
		for (const anchor of ["money", "bets", "the-round", "fairness", "accounts", "player-protection"]) {
			expect(anchorsOf.product).toContain(anchor);
		}
		for (const anchor of ["operator-mode", "content", "messages"]) expect(anchorsOf.product).toContain(anchor);
	});

	it("finds every section that a link to docs/product.md or docs/stack.md names", () => {
		const broken: string[] = [];
		let links = 0;
		for (const file of files) {
			const text = readFileSync(file, "utf8");
			for (const match of text.matchAll(/\b(product|stack)\.md#([\p{L}\p{N}_-]+)/gu)) {
				links++;
				const [link, name = "", anchor = ""] = match;
				if (!anchorsOf[name as (typeof documents)[number]]?.has(anchor)) {
					broken.push(`${relative(root, file)}: ${link}`);
				}
			}
		}
		expect(broken).toEqual([]);
		expect(links).toBeGreaterThan(50);
	});

	it("finds every decision record that a file names", () => {
		const missing: string[] = [];
		for (const file of files) {
			const text = readFileSync(file, "utf8");
			for (const [path] of text.matchAll(/docs\/decisions\/\d{4}-[a-z0-9-]+\.md/g)) {
				if (!existsSync(join(root, path))) missing.push(`${relative(root, file)}: ${path}`);
			}
		}
		expect(missing).toEqual([]);
	});
});
