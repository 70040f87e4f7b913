import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import type { Locale } from "~/domain/i18n/locales";
import { localeContext, nonceContext } from "~/server/page-context";
// The stylesheet's text, for the server only: a page carries it in its <head> instead of a render-blocking request.
import appStyle from "./app.css?inline";
import { AppStyleProvider } from "./lib/app-style";
import { createI18n } from "./lib/i18n";
import { NonceProvider } from "./lib/nonce";
import { installEveryLanguage } from "./locales/every-language";

// The server speaks every language from the start; one i18next instance per language, shared by its requests.
installEveryLanguage();
const translators = new Map<Locale, ReturnType<typeof createI18n>>();
function translator(locale: Locale) {
	let instance = translators.get(locale);
	if (!instance) {
		instance = createI18n(locale);
		translators.set(locale, instance);
	}
	return instance;
}

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
	const i18n = translator(loadContext.get(localeContext));

	const body = await renderToReadableStream(
		<I18nextProvider i18n={i18n}>
			<NonceProvider value={nonce}>
				<AppStyleProvider value={appStyle}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</AppStyleProvider>
			</NonceProvider>
		</I18nextProvider>,
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
	responseHeaders.set("Content-Language", i18n.language);
	responseHeaders.append("Vary", "Cookie, Accept-Language");
	return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
