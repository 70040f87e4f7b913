import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { nonceContext } from "~/server/page-context";
import { NonceProvider } from "./lib/nonce";

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	let shellRendered = false;
	const userAgent = request.headers.get("user-agent");
	const nonce = loadContext.get(nonceContext);

	const body = await renderToReadableStream(
		<NonceProvider value={nonce}>
			<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
		</NonceProvider>,
		{
			nonce,
			onError(error: unknown) {
				responseStatusCode = 500;
				// Errors while rendering the shell are thrown; later ones only logged.
				if (shellRendered) console.error(error);
			},
		},
	);
	shellRendered = true;

	// Bots and SPA-mode builds get the whole document at once.
	if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
		await body.allReady;
	}

	responseHeaders.set("Content-Type", "text/html");
	return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
