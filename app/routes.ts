import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
	index("routes/home.tsx"),
	route("casino/game", "routes/lobby.tsx"),
	route("casino/game/auto-roulette", "routes/auto-roulette.tsx"),
	route("pages/:slug", "routes/content-page.tsx"),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
