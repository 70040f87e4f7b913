/**
 * Security headers for every response (docs/product.md#operator-mode). Pages get a per-request
 * nonce for React Router's inline scripts; no other inline script may run.
 */
export function newNonce(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string | null, isDev: boolean): string {
	const scripts = isDev ? "'self' 'unsafe-inline'" : `'self'${nonce ? ` 'nonce-${nonce}'` : ""}`;
	return [
		"default-src 'self'",
		`script-src ${scripts}`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self' data:",
		`connect-src 'self' ws: wss:`,
		"media-src 'self' data: blob:",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join("; ");
}

export function withSecurityHeaders(response: Response, csp: string): Response {
	// A WebSocket upgrade's response cannot be rebuilt; it carries no document anyway.
	if (response.status === 101 || response.webSocket) return response;
	const headers = new Headers(response.headers);
	headers.set("Content-Security-Policy", csp);
	headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
	headers.set("X-Content-Type-Options", "nosniff");
	headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
	headers.set("X-Frame-Options", "DENY");
	headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
	headers.set("Cross-Origin-Opener-Policy", "same-origin");
	return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
