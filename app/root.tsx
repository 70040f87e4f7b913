import { env } from "cloudflare:workers";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useRouteLoaderData,
} from "react-router";
import { siteContent } from "~/domain/content";
import type { Locale } from "~/domain/i18n/locales";
import { operatorView } from "~/domain/operator";
import { countryContext, localeContext, sessionHintContext } from "~/server/page-context";
import type { Route } from "./+types/root";
import { AccountLanguage } from "./components/account-language";
import { DemoBanner } from "./components/demo-banner";
import { FocusKeeper } from "./components/focus-keeper";
import { Footer } from "./components/footer";
import { Header, preloadMemberHeader } from "./components/header";
import { InstallOffer } from "./components/install-offer";
import { NotFound } from "./components/not-found";
import { Toasts } from "./components/toasts";
import { APP_STYLE_KEY, useAppStyle } from "./lib/app-style";
import { authStore } from "./lib/auth-store";
import { useLocale, useRouteNamespaces } from "./lib/i18n";
import { listenForInstallOffer } from "./lib/install-prompt";
import { useNonce } from "./lib/nonce";
import { sessionBalances, sessionRealityCheck } from "./lib/page-session.server";
import { registerServiceWorker } from "./lib/service-worker";
import { initAuth, useAuth } from "./lib/use-auth";
import { CATALOGUE_SCRIPT_ID, inlineCatalogue, type Namespace, routeNamespaces, uiCatalogue } from "./locales";
import { account } from "./locales/en/account";
import { common } from "./locales/en/common";
import { site } from "./locales/en/site";

export async function loader({ context }: Route.LoaderArgs) {
	const [balances, realityCheck] = await Promise.all([sessionBalances(context), sessionRealityCheck(context)]);
	return {
		...operatorView(env as unknown as Record<string, unknown>, context.get(countryContext)),
		mayHaveSession: context.get(sessionHintContext),
		locale: context.get(localeContext),
		// The header's balances as the server has them now (docs/decisions/0950): revalidated with every page.
		balances,
		// The player's reality-check interval, revalidated the same way.
		realityCheck,
	};
}

// Players only, and only minutes into a session: its code (with the dialog's) is not part of a visitor's first load.
const RealityCheck = lazy(() =>
	import("./components/protection/reality-check").then(({ RealityCheck }) => ({ default: RealityCheck })),
);

function PlayersRealityCheck({ interval }: { interval: Route.ComponentProps["loaderData"]["realityCheck"] }) {
	const { user } = useAuth();
	if (user?.role !== "user") return null;
	return (
		<Suspense>
			<RealityCheck interval={interval} />
		</Suspense>
	);
}

/** The shell's wording (header, footer, menus, toasts), on every page; each route names its own. */
export const handle = routeNamespaces({ common, site, account });

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: siteContent.brand },
	{
		name: "description",
		content: (uiCatalogue(loaderData?.locale ?? "en").common ?? common).meta.description,
	},
];

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce();
	const appStyle = useAppStyle();
	const locale = useLocale();
	const namespaces = useRouteNamespaces();
	const { t } = useTranslation();
	const data = useRouteLoaderData<typeof loader>("root");
	// The admin area has its own shell (sidebar and top bar) instead of the site's header and footer.
	const { pathname } = useLocation();
	const adminShell = pathname === "/admin" || pathname.startsWith("/admin/");
	return (
		<html lang={locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#1e0e24" />
				{/* The site's stylesheet, inline: the first paint waits for no request (docs/decisions/0770). As a
				    `precedence` resource React puts it ahead of the ~30 module preloads it hoists into <head>, and the
				    browser's render adopts the server's element by its key. */}
				<style href={APP_STYLE_KEY} precedence="default">
					{appStyle}
				</style>
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<link rel="manifest" href="/manifest.webmanifest" />
				<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
				<Meta />
				<Links />
			</head>
			<body className="flex min-h-dvh flex-col bg-page font-sans text-white antialiased">
				<a
					href="#main"
					className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-header focus:px-3 focus:py-2 focus:text-white"
				>
					{t("skipToContent")}
				</a>
				{data?.operatorMode !== "licensed" && <DemoBanner />}
				{adminShell ? (
					children
				) : (
					<>
						<Header />
						<main id="main" className="flex-1">
							{children}
						</main>
						<Footer />
					</>
				)}
				<FocusKeeper />
				<Toasts />
				<InstallOffer />
				{/* Last, so the page's content streams ahead of it; the entry script reads it before hydrating. */}
				<CatalogueScript locale={locale} namespaces={namespaces} />
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	);
}

/**
 * A page in Hindi carries the Hindi of its namespaces and of the domain's messages, read by app/entry.client.tsx
 * before hydration (app/locales/index.ts).
 */
function CatalogueScript({ locale, namespaces }: { locale: Locale; namespaces: Namespace[] }) {
	const catalogue = inlineCatalogue(locale, namespaces);
	if (!catalogue) return null;
	return (
		<script
			type="application/json"
			id={CATALOGUE_SCRIPT_ID}
			data-locale={locale}
			// biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not a script; `<` is escaped (inlineCatalogue)
			dangerouslySetInnerHTML={{ __html: catalogue }}
		/>
	);
}

export default function App({ loaderData }: Route.ComponentProps) {
	// Start-up session refresh (docs/product.md#accounts): a returned user means signed in. Skipped when the server saw
	// that this visit carries no session cookie, so a signed-out visitor costs no failing request.
	const { mayHaveSession, balances, realityCheck } = loaderData;
	useEffect(() => {
		if (mayHaveSession) preloadMemberHeader();
		void initAuth({ mayHaveSession });
	}, [mayHaveSession]);
	// The header reads the auth store; each fresh reading of the balances on the server keeps it true.
	useEffect(() => {
		if (balances) authStore.setBalances(balances);
	}, [balances]);
	// Installable (docs/decisions/0910-installable-app.md): the offline worker, and the browser's install offer.
	useEffect(() => {
		registerServiceWorker();
		return listenForInstallOffer();
	}, []);
	return (
		<>
			<Outlet />
			<PlayersRealityCheck interval={realityCheck} />
			<AccountLanguage />
		</>
	);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { t } = useTranslation();
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
	const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t("error.unexpected");
	return (
		<section className="mx-auto max-w-xl px-4 py-24 text-center">
			<h1 className="text-3xl font-black">{t("error.title")}</h1>
			<p className="mt-3 text-gray-300">{detail}</p>
			{import.meta.env.DEV && error instanceof Error && (
				<pre className="mt-6 overflow-auto rounded bg-panel p-4 text-left text-xs">{error.stack}</pre>
			)}
		</section>
	);
}
