/**
 * The shell's own code in one chunk, and the packages every page runs in another
 * (docs/decisions/0760-first-load-and-i18n-loading.md).
 *
 * - shell: every app and domain module that the root route and the browser's entry import statically, which every
 *   page loads whatever its route, with the icons they name. Without it the bundler gives what the shell shares with
 *   some route a chunk per combination of routes: about 25 small requests on every first load, each compressed on its
 *   own; the icons came one chunk each (lucide's index imports them all, so the bundler cannot tell which the shell
 *   uses: the plugin reads the shell modules' own imports).
 * - framework: the packages the shell imports that every page runs (React, React DOM, React Router, i18next, the
 *   icons' common code, the API client), in one chunk instead of the five or six the bundler cut them into by who
 *   imports what. Only modules every page already loads belong here: a part of a package that only some page uses
 *   (react-i18next's `Trans`, used by /register) is left to the bundler, or every page would load it.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const SHELL_ENTRIES = /[\\/]app[\\/](root|entry\.client)\.tsx/;

/** Packages (or parts) that every page runs: the shell's static imports reach them and every page's code uses them. */
const FRAMEWORK =
	/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|clsx|hono|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]|lucide-react\.mjs))[\\/]?/;
/** Parts of those packages that only some pages use. */
const NOT_FRAMEWORK = /[\\/]react-i18next[\\/]dist[\\/]es[\\/]Trans(WithoutContext)?\.js$/;

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** Lucide's export names (Bell, BellIcon, LucideBell) → the icon's module file name (bell.mjs), from its index. */
function lucideIconFiles(indexId: string): Map<string, string> {
	const files = new Map<string, string>();
	const source = readFileSync(indexId, "utf8");
	for (const [, names = "", file = ""] of source.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g))
		for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
	return files;
}

export function shellChunk(): Plugin {
	const shell = new Set<string>();
	const framework = new Set<string>();
	return {
		name: "roulette-royale:shell-chunk",
		applyToEnvironment: (environment) => environment.name === "client",
		// The group leaves its modules' dependencies in their own chunks, which needs a route's chunk to be allowed to
		// export more than the route module's exports (React Router reads only those).
		options(options) {
			options.preserveEntrySignatures = "allow-extension";
		},
		buildStart() {
			shell.clear();
			framework.clear();
		},
		buildEnd() {
			const ids = [...this.getModuleIds()];
			const lucideIndex = ids.find((id) => /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id));
			const iconFiles = lucideIndex ? lucideIconFiles(lucideIndex) : new Map<string, string>();
			const iconIds = new Map(
				ids
					.filter((id) => /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id))
					.map((id) => [id.split(/[\\/]/).pop(), id]),
			);
			const pending = ids.filter((id) => SHELL_ENTRIES.test(id));
			const seen = new Set<string>();
			while (pending.length > 0) {
				const id = pending.pop() as string;
				if (seen.has(id)) continue;
				seen.add(id);
				const info = this.getModuleInfo(id);
				if (id.includes("node_modules")) {
					// An icon the shell names is in the shell; its common code, like the rest of the framework, is not.
					if (!shell.has(id)) {
						if (!FRAMEWORK.test(id) || NOT_FRAMEWORK.test(id)) continue;
						framework.add(id);
					}
				} else {
					shell.add(id);
					for (const [, names = ""] of (info?.code ?? "").matchAll(LUCIDE_IMPORT))
						for (const name of names.split(",").map((part) => part.trim().split(/\s+as\s+/)[0] ?? "")) {
							const icon = iconIds.get(iconFiles.get(name) ?? "");
							if (icon) {
								shell.add(icon);
								pending.push(icon);
							}
						}
				}
				pending.push(...(info?.importedIds ?? []));
			}
		},
		outputOptions(output) {
			const splitting = typeof output.codeSplitting === "object" ? output.codeSplitting : {};
			const groups = [
				{ name: "shell", test: (id: string) => shell.has(id), includeDependenciesRecursively: false },
				{ name: "framework", test: (id: string) => framework.has(id), includeDependenciesRecursively: false },
			];
			return { ...output, codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), ...groups] } };
		},
	};
}
