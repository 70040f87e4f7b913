import { env, exports } from "cloudflare:workers";
import { vi } from "vitest";

/** A random valid Indian mobile number (10 digits starting 6–9). */
export function randomPhone(): string {
	return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** A random client address, so per-address rate limits of one test never touch another's. */
export function randomIp(): string {
	return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
}

export type CallOptions = { ip?: string; cookie?: string; token?: string; method?: string; userAgent?: string };

export async function call(path: string, body?: unknown, options: CallOptions = {}): Promise<Response> {
	const headers: Record<string, string> = { "CF-Connecting-IP": options.ip ?? randomIp() };
	if (body !== undefined) headers["Content-Type"] = "application/json";
	if (options.cookie) headers.Cookie = options.cookie;
	if (options.token) headers.Authorization = `Bearer ${options.token}`;
	if (options.userAgent) headers["User-Agent"] = options.userAgent;
	return exports.default.fetch(`https://localhost${path}`, {
		method: options.method ?? (body === undefined ? "GET" : "POST"),
		headers,
		body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
	});
}

/** The refresh cookie a response set, as a `Cookie` header value ("" when it was cleared). */
export function refreshCookie(response: Response): string | null {
	const header = response.headers.getSetCookie().find((c) => c.startsWith("__Host-rr_refresh="));
	if (!header) return null;
	return header.split(";")[0] ?? null;
}

/** Captures the `[otp] +91… 123456` lines the log sender prints. */
export function otpLog() {
	const spy = vi.spyOn(console, "log").mockImplementation(() => {});
	return {
		/** The newest code sent to a phone (10 digits), or null. */
		codeFor(phone: string): string | null {
			const lines = spy.mock.calls.map((args) => String(args[0])).filter((l) => l.startsWith(`[otp] +91${phone} `));
			return lines.at(-1)?.split(" ")[2] ?? null;
		},
		/** Every line sent to a phone (10 digits). */
		linesFor(phone: string): string[] {
			return spy.mock.calls.map((args) => String(args[0])).filter((l) => l.startsWith(`[otp] +91${phone} `));
		},
		count(phone: string): number {
			return spy.mock.calls.filter((args) => String(args[0]).startsWith(`[otp] +91${phone} `)).length;
		},
		/** Every account notice sent to a phone (10 digits), e.g. `[notice] +91… account-exists`. */
		notices(phone: string): string[] {
			return spy.mock.calls.map((args) => String(args[0])).filter((l) => l.startsWith(`[notice] +91${phone} `));
		},
		restore: () => spy.mockRestore(),
	};
}

/** Moves a phone's codes into the past, as if `ms` had elapsed. */
export async function ageOtps(phone: string, ms: number): Promise<void> {
	await env.DB.prepare("UPDATE otp_codes SET expires_at = expires_at - ?, created_at = created_at - ? WHERE phone = ?")
		.bind(ms, ms, `+91${phone}`)
		.run();
}

/** Registers, verifies with the logged code and returns the phone and password. */
export async function registeredUser(log: ReturnType<typeof otpLog>, password = "Secret@123") {
	const phone = randomPhone();
	const ip = randomIp();
	const register = await call("/api/auth/register", { name: "Asha Rao", phone, password, acceptTerms: true }, { ip });
	if (register.status !== 201) throw new Error(`register answered ${register.status}`);
	const otp = log.codeFor(phone);
	const verify = await call("/api/auth/verify-otp", { phone, otp }, { ip });
	if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`);
	return { phone, password, ip };
}

/** The device cookie a response set, as a `Cookie` header value. */
export function deviceCookie(response: Response): string | null {
	const header = response.headers.getSetCookie().find((c) => c.startsWith("__Host-rr_device="));
	return header?.split(";")[0] ?? null;
}

export async function login(phone: string, password: string, ip = randomIp(), cookie?: string, userAgent?: string) {
	const response = await call("/api/auth/login", { phone, password }, { ip, cookie, userAgent });
	const body = await response.json<{ message: string; token?: string; user?: { id: string; role: string } }>();
	return { response, body, cookie: refreshCookie(response), device: deviceCookie(response) };
}
