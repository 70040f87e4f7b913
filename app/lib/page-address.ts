/**
 * The page a request is for. A client-side move asks for the page's data at `<path>.data`, with the route ids in
 * `_routes` (React Router's single fetch), and loaders see that address: a guard or a "come back here" link must read
 * the page's own, `<path>?<query>` (`/_root.data` is the home page's).
 */
export function pageAddress(url: string | URL): { pathname: string; search: string } {
	const parsed = new URL(url);
	const pathname = parsed.pathname === "/_root.data" ? "/" : parsed.pathname.replace(/\.data$/, "");
	parsed.searchParams.delete("_routes");
	const search = parsed.searchParams.toString();
	return { pathname, search: search ? `?${search}` : "" };
}
