import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
	index("routes/home.tsx"),
	route("login", "routes/login.tsx"),
	route("register", "routes/register.tsx"),
	route("forgot-password", "routes/forgot-password.tsx"),
	route("verify-reset-otp", "routes/verify-reset-otp.tsx"),
	route("user", "routes/user/layout.tsx", [
		index("routes/user/profile.tsx"),
		route("deposits-withdrawals", "routes/user/deposits-withdrawals.tsx"),
		route("bet-history", "routes/user/bet-history.tsx"),
		route("history", "routes/user/history.tsx"),
		route("requests", "routes/user/requests.tsx"),
		route("responsible-gaming", "routes/user/responsible-gaming.tsx"),
	]),
	route("admin", "routes/admin/layout.tsx", [
		index("routes/admin/index.tsx"),
		route("dashboard", "routes/admin/dashboard.tsx"),
		route("deposits", "routes/admin/deposits.tsx"),
		route("deposits-approve", "routes/admin/deposits-approve.tsx"),
		route("withdrawals", "routes/admin/withdrawals.tsx"),
		route("withdrawal-approve", "routes/admin/withdrawal-approve.tsx"),
		route("settings", "routes/admin/settings.tsx"),
		route("reconciliation", "routes/admin/reconciliation.tsx"),
	]),
	route("casino/game", "routes/lobby.tsx"),
	route("casino/game/auto-roulette", "routes/auto-roulette.tsx"),
	route("pages/:slug", "routes/content-page.tsx"),
	route("verify", "routes/verify.tsx"),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
