/**
 * EXPERIMENT (docs/decisions/0765-preact-in-the-browser.md): the client build resolves React and React DOM to
 * Preact's compat layer, which is about a sixth of their size; the server keeps rendering with React 19, and the
 * browser hydrates React's HTML. Reverted in the next commit: hydration needed the workarounds in
 * app/lib/react-dom-client-on-preact.js and a navigation in Hindi still broke. Only the production client build: the dev server pre-bundles packages with
 * React before any plugin sees them, so `npm run dev` runs React in the browser. BROWSER_RUNTIME=react in the
 * environment (vite.config.ts) builds the browser with React again.
 */
import { isAbsolute } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const REACT_ON_PREACT = fileURLToPath(new URL("../../app/lib/react-on-preact.js", import.meta.url));
const REACT_DOM_CLIENT_ON_PREACT = fileURLToPath(
	new URL("../../app/lib/react-dom-client-on-preact.js", import.meta.url),
);

const TARGETS: Record<string, string> = {
	react: REACT_ON_PREACT,
	"react-dom": "preact/compat",
	"react-dom/client": REACT_DOM_CLIENT_ON_PREACT,
	"react/jsx-runtime": "preact/compat/jsx-runtime",
	"react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInBrowser(): Plugin {
	return {
		name: "roulette-royale:preact-in-browser",
		enforce: "pre",
		apply: "build",
		applyToEnvironment: (environment) => environment.name === "client",
		async resolveId(source, importer, options) {
			const target = TARGETS[source];
			if (!target) return null;
			// Our own modules by path, Preact's through the normal resolution.
			if (isAbsolute(target)) return target;
			return this.resolve(target, importer, { ...options, skipSelf: true });
		},
	};
}
