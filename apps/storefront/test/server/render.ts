// Renders the app the way the production server does, from source: Vite (with the
// React Router plugin and this app's vite.config.ts) compiles the server build in
// memory, and React Router's own request handler answers real Request objects.
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import type { ViteDevServer } from 'vite';
import { createServer, isRunnableDevEnvironment } from 'vite';
import { createApiClient, type ApiClient } from '@shop/api';
import { inProcessBackend } from '../backend';

export interface RenderedApp {
  /** Sends a request for `path` without following redirects. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The server build, compiled from source in memory; `close` stops the compiler. */
export async function loadServerBuild(): Promise<{
  build: ServerBuild;
  close: () => Promise<void>;
}> {
  const root = new URL('../..', import.meta.url).pathname;
  const server: ViteDevServer = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const ssr = server.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error('The SSR environment cannot run modules');
  const build = await ssr.runner.import<ServerBuild>('virtual:react-router/server-build');
  return { build, close: () => server.close() };
}

export async function renderApp(): Promise<RenderedApp> {
  const { build, close } = await loadServerBuild();
  const handle = createRequestHandler(build, 'production');
  return {
    request: (path, init) =>
      handle(new Request(new URL(path, 'http://storefront.test'), { redirect: 'manual', ...init })),
    close,
  };
}

/**
 * The reference backend in-process on a database of its own (../backend); the app under
 * test reaches it through BACKEND_URL, which env.server.ts reads when renderApp() first
 * loads the app.
 */
export async function startTestBackend(seed: 'demo' | 'empty'): Promise<() => Promise<void>> {
  const backend = await inProcessBackend(seed);
  process.env.BACKEND_URL = backend.url;
  return backend.close;
}

/** The backend's own API, at the BACKEND_URL startTestBackend set, as a test's other device. */
export function backendClient(): ApiClient {
  const backend = process.env.BACKEND_URL ?? '';
  return createApiClient({
    apiBaseUrl: `${backend}/api`,
    productServiceBaseUrl: `${backend}/product-service`,
    graphql: { endpoint: `${backend}/graphql`, token: 'demo-storefront-token' },
  });
}

/** Every demo login's password (the backend's demo seed). */
export const DEMO_PASSWORD = 'demo-password-1';

/** A demo customer signed in on the backend's own API: the client, their token and profile. */
export async function backendLogIn(email = 'buyer@example.com', password = DEMO_PASSWORD) {
  const api = backendClient();
  const { token } = await api.customers.login({ email, password });
  return { api, token, customer: await api.customers.profile({ token }) };
}
