/**
 * The shell's own code in one chunk (docs/decisions/0760-first-load-and-i18n-loading.md): every app and domain
 * module that the root route and the browser's entry import statically, which every page loads whatever its route.
 * Without it the bundler gives what the shell shares with some route a chunk per combination of routes: about 25
 * small requests on every first load, each compressed on its own. Packages are left to the bundler's own chunks
 * (grouping them took in every part any page uses).
 */
import type { Plugin } from "vite";

const SHELL_ENTRIES = /[\\/]app[\\/](root|entry\.client)\.tsx/;

export function shellChunk(): Plugin {
	const shell = new Set<string>();
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
		},
		buildEnd() {
			const pending = [...this.getModuleIds()].filter((id) => SHELL_ENTRIES.test(id));
			while (pending.length > 0) {
				const id = pending.pop() as string;
				if (shell.has(id) || id.includes("node_modules")) continue;
				shell.add(id);
				pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
			}
		},
		outputOptions(output) {
			const splitting = typeof output.codeSplitting === "object" ? output.codeSplitting : {};
			const group = { name: "shell", test: (id: string) => shell.has(id), includeDependenciesRecursively: false };
			return { ...output, codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), group] } };
		},
	};
}
