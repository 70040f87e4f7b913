/**
 * EXPERIMENT, not in use (docs/decisions/0765-preact-in-the-browser.md): what the browser build imported as
 * "react-dom/client" when scripts/lib/preact-in-browser.ts was on. Both workarounds below are why the experiment
 * stopped: they bend Preact to hydrate a document React rendered.
 */
import { options } from "preact";
import { render, useLayoutEffect } from "preact/compat";
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";

export { createRoot };

// Preact renders into `document` as into <html> (document.documentElement), so the root's <html> element would be
// matched against <head> and <body> and a second <html> created inside the first. Workaround: <html> becomes a
// component that renders its children and keeps its `lang` on the real element.
function DocumentElement({ lang, children }) {
	useLayoutEffect(() => {
		if (lang) document.documentElement.lang = lang;
	}, [lang]);
	return children;
}

const previousVNode = options.vnode;
options.vnode = (vnode) => {
	if (vnode.type === "html") vnode.type = DocumentElement;
	previousVNode?.(vnode);
};

// React Router's HydratedRouter throws a promise (its decoded state) on its first render; React suspends the root.
// Preact needs a Suspense boundary, and resuming a suspended hydration at the root created a second <body>.
// Workaround: a throw-away render into a detached element, to wait for that promise before hydrating.
export function hydrateRoot(container, children) {
	const probe = document.createElement("div");
	try {
		render(children, probe);
	} catch (thrown) {
		if (thrown && typeof thrown.then === "function") {
			void thrown.then(() => preactHydrateRoot(container, children));
			return;
		}
		throw thrown;
	}
	return preactHydrateRoot(container, children);
}

export default { createRoot, hydrateRoot };
