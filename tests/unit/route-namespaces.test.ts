/**
 * Every page names the UI namespaces its code uses (docs/decisions/0760-first-load-and-i18n-loading.md): a browser
 * has only the namespaces of the page's routes (the root's handle, its layouts' and its own), so a component that
 * used another would show its keys instead of words, in English at once and in Hindi after a navigation. This reads
 * each route's code and everything it imports (statically or lazily) and checks the namespaces it uses are named.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const NAMESPACES = ["common", "site", "auth", "account", "wallet", "table", "admin", "verify"] as const;
const NAMESPACE = NAMESPACES.join("|");

const IMPORT = /(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|import\s+"([^"]+)"/g;

function resolve(from: string, specifier: string): string | null {
	let base: string;
	if (specifier.startsWith("~/app/")) base = specifier.slice(2);
	else if (specifier.startsWith(".")) base = posix.normalize(posix.join(posix.dirname(from), specifier));
	else return null;
	if (!base.startsWith("app/")) return null;
	for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
		if (/\.(ts|tsx)$/.test(candidate) && existsSync(join(root, candidate))) return candidate;
	}
	return null;
}

/** The app files a module loads, itself included (the catalogues' own files are the wording, not users of it). */
function graph(entry: string, seen = new Set<string>()): Set<string> {
	if (seen.has(entry) || entry.startsWith("app/locales/")) return seen;
	seen.add(entry);
	for (const match of readFileSync(join(root, entry), "utf8").matchAll(IMPORT)) {
		const target = resolve(entry, match[1] ?? match[2] ?? match[3] ?? "");
		if (target) graph(target, seen);
	}
	return seen;
}

/** The namespaces a file's code uses: `useTranslation("x")`, keys "x:…", `TFunction<"x">`, meta's catalogue reads. */
function usedNamespaces(file: string): Set<string> {
	const text = readFileSync(join(root, file), "utf8");
	const used = new Set<string>();
	const patterns = [
		new RegExp(`useTranslation\\(\\s*"(${NAMESPACE})"`, "g"),
		new RegExp(`["'\`](${NAMESPACE}):[A-Za-z]`, "g"),
		new RegExp(`TFunction<"(${NAMESPACE})"`, "g"),
		new RegExp(`\\(c\\) => c\\.(${NAMESPACE})\\b`, "g"),
		new RegExp(`metaCatalogue\\([^)]*\\)\\.(${NAMESPACE})\\b`, "g"),
		new RegExp(`\\{\\s*(${NAMESPACE})\\s*\\}\\s*=\\s*metaCatalogue`, "g"),
	];
	for (const pattern of patterns) for (const match of text.matchAll(pattern)) used.add(match[1] ?? "");
	for (const list of text.matchAll(/useTranslation\(\s*\[([^\]]*)\]/g)) {
		for (const name of (list[1] ?? "").matchAll(/"(\w+)"/g)) used.add(name[1] ?? "");
	}
	if (/useTranslation\(\s*\)/.test(text)) used.add("common");
	if (/\bsiteMeta\(/.test(text)) used.add("site");
	return used;
}

/** The namespaces a route module names in its handle (`routeNamespaces({ a, b })`). */
function namedNamespaces(file: string): string[] {
	const text = readFileSync(join(root, file), "utf8");
	const call = /routeNamespaces\(\{([^}]*)\}\)/.exec(text);
	return call
		? (call[1] ?? "")
				.split(",")
				.map((name) => name.trim())
				.filter(Boolean)
		: [];
}

/** Each route file with the layout files above it, from app/routes.ts. */
function routes(): { file: string; layouts: string[] }[] {
	const text = readFileSync(join(root, "app/routes.ts"), "utf8");
	const found: { file: string; layouts: string[] }[] = [];
	const stack: { file: string; depth: number }[] = [];
	for (const line of text.split("\n")) {
		const match = /"(routes\/[^"]+\.tsx)"/.exec(line);
		if (!match) continue;
		const depth = /^\t*/.exec(line)?.[0].length ?? 0;
		while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
		const file = `app/${match[1]}`;
		found.push({ file, layouts: stack.map((entry) => entry.file) });
		if (line.includes("[")) stack.push({ file, depth });
	}
	return found;
}

function missing(files: Set<string>, named: Set<string>): string[] {
	return [...files].flatMap((file) =>
		[...usedNamespaces(file)].filter((ns) => !named.has(ns)).map((ns) => `${file} uses "${ns}"`),
	);
}

const shell = new Set(namedNamespaces("app/root.tsx"));
const shellFiles = graph("app/root.tsx");

describe("the namespaces each page names", () => {
	it("reads the routes, their code and the namespaces they use (the scan itself works)", () => {
		expect(routes().length).toBeGreaterThan(25);
		expect(routes().find((r) => r.file === "app/routes/admin/dashboard.tsx")?.layouts).toEqual([
			"app/routes/admin/layout.tsx",
		]);
		expect(graph("app/routes/login.tsx").has("app/components/otp-panel.tsx")).toBe(true);
		expect(usedNamespaces("app/routes/login.tsx")).toContain("auth");
		expect(usedNamespaces("app/components/roulette/table-words.ts")).toContain("table");
		expect(shell.size).toBeGreaterThan(0);
	});

	it("the shell (the root route and what it loads) names every namespace it uses", () => {
		expect(missing(shellFiles, shell)).toEqual([]);
	});

	for (const { file, layouts } of routes()) {
		it(`${file} and what it loads name every namespace they use`, () => {
			const named = new Set([...shell, ...[...layouts, file].flatMap(namedNamespaces)]);
			const files = new Set([...graph(file)].filter((f) => !shellFiles.has(f)));
			expect(missing(files, named)).toEqual([]);
		});
	}

	it("names only namespaces that exist, each English file imported by the route that names it", () => {
		for (const file of ["app/root.tsx", ...routes().map((r) => r.file)]) {
			const text = readFileSync(join(root, file), "utf8");
			for (const ns of namedNamespaces(file)) {
				expect(NAMESPACES, file).toContain(ns);
				expect(text, file).toMatch(new RegExp(`import \\{ ${ns} \\} from "[./~a-z]*locales/en/${ns}"`));
			}
		}
	});
});
