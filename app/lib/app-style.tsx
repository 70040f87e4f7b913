import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, inlined in every page's <head> (docs/decisions/0770-lighthouse-beyond-home.md): the
 * server renders its text (app/entry.server.tsx imports it); the browser never loads it as a file or in a script.
 */
const AppStyleContext = createContext<string | null>(null);

export const AppStyleProvider = AppStyleContext.Provider;

/** React's key for the <style> resource: the browser adopts the server's element by it instead of adding one. */
export const APP_STYLE_KEY = "app-style";

let inPage: string | undefined;

/** The stylesheet's text: the server's, or in the browser the text the server put in the page (read once). */
export function useAppStyle(): string {
	const server = useContext(AppStyleContext);
	if (server !== null) return server;
	inPage ??= document.querySelector(`style[data-href="${APP_STYLE_KEY}"]`)?.textContent ?? "";
	return inPage;
}
