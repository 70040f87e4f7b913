// Lets the scripts import domain/ modules, whose relative imports have no extension (bundler style):
// `node --import ./scripts/lib/ts-resolve.mjs …` retries an unresolved relative specifier with `.ts`, and a directory
// (`~/domain/messages`) with its `index.ts`, as the bundler does.
import { register } from "node:module";

if (!import.meta.url.includes("?hook")) {
	register(`${import.meta.url}?hook`, import.meta.url);
}

const root = new URL("../../", import.meta.url);

export async function resolve(specifier, context, nextResolve) {
	// `~/` is the repository root (docs/decisions/0016-layout-and-imports.md).
	if (specifier.startsWith("~/")) return resolve(new URL(specifier.slice(2), root).href, context, nextResolve);
	try {
		return await nextResolve(specifier, context);
	} catch (error) {
		const local = (specifier.startsWith(".") || specifier.startsWith("file:")) && !/\.[cm]?[jt]s$/.test(specifier);
		if (local && error?.code === "ERR_MODULE_NOT_FOUND") return nextResolve(`${specifier}.ts`, context);
		if (local && error?.code === "ERR_UNSUPPORTED_DIR_IMPORT") return nextResolve(`${specifier}/index.ts`, context);
		throw error;
	}
}
