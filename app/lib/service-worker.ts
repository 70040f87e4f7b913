/**
 * Registers the service worker (public/sw.js, docs/decisions/0910-installable-app.md) once the page has
 * loaded, so it never competes with the first load. Production builds only: in development Vite serves
 * modules that the worker has no business with.
 */
export function registerServiceWorker(): void {
	if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
	const register = () => {
		navigator.serviceWorker.register("/sw.js").catch(() => {
			// No worker means no offline page; the site works the same online.
		});
	};
	if (document.readyState === "complete") register();
	else window.addEventListener("load", register, { once: true });
}
