import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { loadChrome } from './shell/chrome.server';
import { useNonce } from './platform/csp-nonce';
import { env } from './platform/env.server';
import { enforceGuards, loggedInFromCookies } from './shell/guards';
import { NotFoundPage } from './shell/not-found';
import type { ShellData } from './shell/shell-data';
import { ReleaseHost } from './release/release-host';
import { WebFontFlag, WebFontWarmup } from './shell/web-font';
import { guestPageCache } from './platform/page-cache.server';
import { securityHeaders } from './platform/security-headers.server';
import { buyerSessionMiddleware } from './platform/buyer-session.server';
import appStylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  // No favicon yet: an empty one keeps browsers from asking for /favicon.ico (a 404).
  { rel: 'icon', href: 'data:,' },
  // One render-blocking stylesheet: app.css imports @shop/ui's and @shop/cms-blocks', so the
  // first paint waits for one request (behaviour.md#performance). The precedence lets React order it with the
  // routes' own stylesheets at the top of <head>.
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' },
];

export const middleware: Route.MiddlewareFunction[] = [
  // The security headers (and the CSP nonce) of every answer, redirects included
  // (behaviour.md#security).
  securityHeaders,
  // The guards (behaviour.md#guards), before any loader, on the server for every document and data request
  // (a real HTTP redirect). The customer token is HttpOnly, so only the server can tell;
  // every client navigation asks the server anyway (the buyer layout's loader).
  ({ request }) => {
    enforceGuards(request.url, request.headers.get('Cookie'));
  },
  // A guest's page public for shared caches, with an ETag and 304s (behaviour.md#performance);
  // it carries no nonce but its scripts' hashes, sealed as it was rendered
  // (shared-page-scripts.server.ts, behaviour.md#security).
  guestPageCache,
  buyerSessionMiddleware,
];

// The shell's data (shell/shell-data.ts): components read it with useShell().
export async function loader({ request }: Route.LoaderArgs): Promise<ShellData> {
  const loggedIn = loggedInFromCookies(request.headers.get('Cookie'));
  return {
    chrome: await loadChrome({ loggedIn, assetBaseUrl: env.publicBackendUrl }),
    config: {
      mode: env.contentVersion,
      assetBaseUrl: env.publicBackendUrl,
      newsletter: env.newsletter,
      search: env.browserSearch,
      // behaviour.md#guards: the editor bridge is loaded only in draft mode; published pages never see it.
      editorBridge: env.content.staging ? env.content.bridgeUrl : null,
    },
  };
}

// Settings and categories change rarely: reload them after a login or logout (they change
// what the chrome shows), not on every page or cart change.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction?.startsWith('/account/login') === true ? defaultShouldRevalidate : false);

export function Layout({ children }: { children: ReactNode }) {
  // Every script the page runs carries the document's CSP nonce (behaviour.md#security); a page
  // a shared cache may keep loses it again for its scripts' hashes (shared-page-scripts.server.ts).
  const nonce = useNonce();
  return (
    // The web font's flag script sets an attribute on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <WebFontFlag nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// The site shell is the buyer layout's (shell/buyer-layout.route.tsx): it needs the buyer too.
export default function App() {
  return (
    <>
      <Outlet />
      {/* A release deployed under an open page: the next navigation loads it (behaviour.md#deploy-skew). */}
      <ReleaseHost />
      <WebFontWarmup />
    </>
  );
}

// Errors no route handled itself. A 404 still shows the not-found page.
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage message={typeof error.data === 'string' ? error.data : 'Page Not Found'} />
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  return (
    <section className="app-error">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>{message}</p>
    </section>
  );
}
