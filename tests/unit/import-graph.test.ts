/**
 * The layout's import rules (docs/decisions/0016-layout-and-imports.md): which top-level folder may import
 * which, no folder climbs out of itself with `../` (across folders the import starts with `~/`), no
 * file of the room is over 400 lines, and code the browser runs takes zod from one configured module.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["app", "worker", "durable", "domain", "server"] as const;
type Folder = (typeof FOLDERS)[number];

/** Runtime imports each folder may make of the others. */
const ALLOWED: Record<Folder, Folder[]> = {
	domain: [],
	server: ["domain"],
	durable: ["domain", "server"],
	worker: ["domain", "server"],
	app: ["domain", "server"],
};
/** The two sanctioned exceptions: the Worker entry exports the room; the client takes the API's type. */
const EXCEPTIONS: { from: string; to: Folder; typeOnly: boolean }[] = [
	{ from: "worker/index.ts", to: "durable", typeOnly: false },
	{ from: "app/lib/api.ts", to: "worker", typeOnly: true },
];

function sourceFiles(dir: string): string[] {
	return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const path = posix.join(dir, entry.name);
		if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(path);
		return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
	});
}

type Import = { file: string; specifier: string; typeOnly: boolean };
const IMPORT = /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gm;
const DYNAMIC = /import\(\s*"([^"]+)"\s*\)/g;

function importsOf(file: string): Import[] {
	const text = readFileSync(join(root, file), "utf8");
	const found: Import[] = [];
	for (const match of text.matchAll(IMPORT)) {
		found.push({ file, specifier: match[3] ?? "", typeOnly: Boolean(match[2]) });
	}
	for (const match of text.matchAll(DYNAMIC)) found.push({ file, specifier: match[1] ?? "", typeOnly: false });
	return found;
}

/** The top-level folder an import lands in, or null for a package. */
function targetFolder({ file, specifier }: Import): string | null {
	if (specifier.startsWith("~/")) return specifier.slice(2).split("/")[0] ?? null;
	if (specifier.startsWith("."))
		return posix.normalize(posix.join(posix.dirname(file), specifier)).split("/")[0] ?? null;
	return null;
}

const all = FOLDERS.flatMap((folder) => sourceFiles(folder)).flatMap(importsOf);

describe("the import graph", () => {
	it("finds the imports it checks (the scan itself works)", () => {
		expect(all.filter((i) => i.specifier.startsWith("~/domain/")).length).toBeGreaterThan(100);
	});

	it("has no arrow that the layout forbids, so no cycle between top-level folders", () => {
		const wrong = all.filter((i) => {
			const from = i.file.split("/")[0] as Folder;
			const to = targetFolder(i);
			if (!to || to === from) return false;
			if (ALLOWED[from].includes(to as Folder)) return false;
			return !EXCEPTIONS.some((e) => e.from === i.file && e.to === to && (i.typeOnly || !e.typeOnly));
		});
		expect(wrong.map((i) => `${i.file} → ${i.specifier}`)).toEqual([]);
	});

	it("crosses folders only with ~/ (relative imports stay inside their folder)", () => {
		const climbing = all.filter((i) => i.specifier.startsWith(".") && targetFolder(i) !== i.file.split("/")[0]);
		expect(climbing.map((i) => `${i.file} → ${i.specifier}`)).toEqual([]);
	});

	it("keeps every file of the room under 400 lines", () => {
		const long = sourceFiles("durable")
			.map((file) => ({ file, lines: readFileSync(join(root, file), "utf8").split("\n").length }))
			.filter(({ lines }) => lines > 400);
		expect(long).toEqual([]);
	});

	it("gives the shared code zod only through domain/validation/zod.ts (configured not to probe for eval)", () => {
		const direct = all.filter(
			(i) =>
				i.specifier === "zod" &&
				!i.typeOnly &&
				(i.file.startsWith("domain/") || i.file.startsWith("app/")) &&
				i.file !== "domain/validation/zod.ts",
		);
		expect(direct.map((i) => i.file)).toEqual([]);
	});
});
