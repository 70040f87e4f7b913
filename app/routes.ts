import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
	index("routes/home.tsx"),
	route("login", "routes/login.tsx"),
	route("register", "routes/register.tsx"),
	route("forgot-password", "routes/forgot-password.tsx"),
	route("verify-reset-otp", "routes/verify-reset-otp.tsx"),
	route("user", "routes/user/layout.tsx", [index("routes/user/profile.tsx")]),
	route("admin", "routes/admin/layout.tsx", [
		index("routes/admin/index.tsx"),
		route("dashboard", "routes/admin/dashboard.tsx"),
		route("members", "routes/admin/members.tsx"),
		route("member/:id", "routes/admin/member.tsx"),
		route("games", "routes/admin/games.tsx"),
		route("audit", "routes/admin/audit.tsx"),
		route("aml", "routes/admin/aml.tsx"),
		route("live-game", "routes/admin/live-game.tsx"),
	]),
	route("casino/game", "routes/lobby.tsx"),
	route("casino/game/auto-roulette", "routes/auto-roulette.tsx"),
	route("pages/:slug", "routes/content-page.tsx"),
	route("verify", "routes/verify.tsx"),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
