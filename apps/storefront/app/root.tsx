import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { sessionCustomer } from './account/account.server';
import { serverApi } from './api.server';
import { loadChrome } from './chrome.server';
import { DeferredScripts } from './deferred-scripts';
import { env } from './env.server';
import { enforceGuards, loggedInFromCookies } from './guards';
import { NotFoundPage } from './not-found';
import { SiteShell } from './site-shell';
import appStylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  // No favicon yet: an empty one keeps browsers from asking for /favicon.ico (a 404).
  { rel: 'icon', href: 'data:,' },
  // One render-blocking stylesheet: app.css imports @shop/ui's and @shop/cms-blocks', so the
  // first paint waits for one request (issue 8). The precedence lets React order it with the
  // routes' own stylesheets at the top of <head>.
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' },
];

// SPEC §2 guards, before any loader: on the server for every document and data request
// (a real HTTP redirect), in the browser for every client navigation (no server trip).
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    enforceGuards(request.url, request.headers.get('Cookie'));
  },
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    enforceGuards(request.url, document.cookie);
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const loggedIn = loggedInFromCookies(request.headers.get('Cookie'));
  const [chrome, customer] = await Promise.all([
    loadChrome(serverApi(), { loggedIn, assetBaseUrl: env.publicBackendUrl }),
    sessionCustomer(request),
  ]);
  return {
    chrome,
    customer,
    config: {
      mode: env.contentVersion,
      assetBaseUrl: env.publicBackendUrl,
      newsletter: env.newsletter,
      api: env.browser,
    },
  };
}

// Settings and categories change rarely: reload them after a form submission (login and
// logout change what the chrome shows), not on every page the visitor opens.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined ? false : defaultShouldRevalidate);

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <DeferredScripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell chrome={loaderData.chrome} customer={loaderData.customer} config={loaderData.config}>
      <Outlet />
    </SiteShell>
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
