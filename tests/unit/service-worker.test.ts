/** The service worker's routing (public/sw.js): what it may answer from a cache, and what always goes to the network. */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ROOM_SOCKET_PATH } from "~/domain/roulette/protocol";

type Route = "network" | "asset" | "page" | "shell";
type RouteRequest = (request: { method: string; url: string; mode: string; origin: string }) => Route;

/** public/sw.js is a classic script for the browser; run it with a stand-in `self` and take its routing function. */
function loadWorker(): { routeRequest: RouteRequest; listeners: string[] } {
	const listeners: string[] = [];
	const context: Record<string, unknown> = {
		URL,
		self: { addEventListener: (type: string) => listeners.push(type), location: { origin: ORIGIN } },
	};
	runInNewContext(readFileSync(new URL("../../public/sw.js", import.meta.url), "utf8"), context);
	return { routeRequest: context.routeRequest as RouteRequest, listeners };
}

const ORIGIN = "https://roulette.example";
const { routeRequest, listeners } = loadWorker();
const route = (path: string, init: { method?: string; mode?: string; origin?: string } = {}) =>
	routeRequest({
		method: init.method ?? "GET",
		url: new URL(path, init.origin ?? ORIGIN).href,
		mode: init.mode ?? "cors",
		origin: ORIGIN,
	});

describe("the service worker's routing", () => {
	it("listens for install, activate and fetch", () => {
		expect(listeners.sort()).toEqual(["activate", "fetch", "install"]);
	});

	it("never answers /api from a cache: money, bets, sign-in and the table's socket go to the network", () => {
		for (const path of [
			"/api",
			"/api/health",
			"/api/transactions",
			"/api/transactions/deposit",
			"/api/bets/history?page=2",
			"/api/auth/refresh-token",
			ROOM_SOCKET_PATH,
			`${ROOM_SOCKET_PATH}?token=abc`,
		]) {
			expect(route(path), path).toBe("network");
			expect(route(path, { mode: "navigate" }), `${path} as a navigation`).toBe("network");
		}
		expect(route("/api/transactions/deposit", { method: "POST" })).toBe("network");
	});

	it("leaves every request but a GET alone, whatever its path", () => {
		for (const method of ["POST", "PUT", "PATCH", "DELETE", "HEAD"]) {
			expect(route("/assets/root-abc123.js", { method })).toBe("network");
			expect(route("/casino/game", { method, mode: "navigate" })).toBe("network");
		}
	});

	it("leaves other origins alone", () => {
		expect(route("/assets/app.js", { origin: "https://cdn.example" })).toBe("network");
		expect(route("/", { origin: "https://elsewhere.example", mode: "navigate" })).toBe("network");
	});

	it("serves the build's hashed files cache-first", () => {
		expect(route("/assets/root-B2kx9Q.js")).toBe("asset");
		expect(route("/assets/app-Cz81.css")).toBe("asset");
	});

	it("fetches pages from the network, with the offline page as the fallback", () => {
		for (const path of ["/", "/casino/game", "/casino/game/auto-roulette", "/user/deposits-withdrawals", "/login"]) {
			expect(route(path, { mode: "navigate" }), path).toBe("page");
		}
	});

	it("keeps the offline page and the app's icons for when the network is gone", () => {
		for (const path of ["/offline", "/favicon.svg", "/manifest.webmanifest", "/icons/icon-192.png"]) {
			expect(route(path), path).toBe("shell");
		}
	});

	it("leaves React Router's data requests and uploads to the network", () => {
		expect(route("/casino/game.data")).toBe("network");
		expect(route("/user/deposits-withdrawals.data?_routes=root")).toBe("network");
		expect(route("/uploads/qr/abc.png")).toBe("network");
	});
});
