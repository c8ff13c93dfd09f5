// The storefront as production runs it — server.ts's app over real HTTP, the app compiled
// from source — in front of the real backend in-process on an in-memory demo database.
// Requests come from chosen loopback addresses, so each test's shopper has limits of its own.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@shop/api';
import { startBackend } from '@shop/backend';
import { createStorefrontApp } from '../../server';
import { requestFrom, type FromResponse } from './http-from';
import { loadServerBuild } from './render';

export interface RunningStorefront {
  url: string;
  backendUrl: string;
  request(
    path: string,
    from: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<FromResponse>;
  /** A form post as a browser without JavaScript sends it, from this site's own pages. */
  post(
    path: string,
    from: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<FromResponse>;
  /** A product sold without a container, with stock: an add the cart takes. */
  anOrdinaryProduct(): Promise<{ productId: number; variantId: number }>;
  /** Logs a demo customer in through the login form; the session's Cookie header. */
  logIn(from: string, email?: string): Promise<string>;
  close(): Promise<void>;
}

export const SECRET = 'storefront-test-shopper-address-secret-01';

export async function startStorefront({
  backendEnv = {},
}: { backendEnv?: Record<string, string> } = {}): Promise<RunningStorefront> {
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory://',
    seed: 'demo',
    logLevel: 'silent',
    CLIENT_ADDRESS_SECRET: SECRET,
    ...backendEnv,
  });
  // Read by env.server.ts when the build first loads.
  process.env.BACKEND_URL = backend.url;
  process.env.CLIENT_ADDRESS_SECRET = SECRET;
  const loaded = await loadServerBuild();
  const app = createStorefrontApp({ build: loaded.build, log: false });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const request: RunningStorefront['request'] = (path, from, init) =>
    requestFrom(`${url}${path}`, from, init);
  const post: RunningStorefront['post'] = (path, from, fields, headers = {}) =>
    request(path, from, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: url,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    url,
    backendUrl: backend.url,
    request,
    post,
    anOrdinaryProduct: async () => {
      const api = createApiClient({
        apiBaseUrl: `${backend.url}/api`,
        productServiceBaseUrl: `${backend.url}/product-service`,
        graphql: { endpoint: `${backend.url}/graphql`, token: 'demo-storefront-token' },
      });
      for (const product of await api.catalogue.availableProducts({ limit: 100 })) {
        if (String(product.name).includes('(Container)')) continue;
        const variants = (product.variants ?? []) as { id: number; inventory_level: number }[];
        const variant = variants.find((candidate) => candidate.inventory_level > 10);
        if (variant) return { productId: product.id, variantId: variant.id };
      }
      throw new Error('no ordinary product with stock');
    },
    logIn: async (from, email = 'buyer@example.com') => {
      const answer = await post('/account/login', from, { email, password: 'demo-password-1' });
      if (answer.status !== 302) throw new Error(`login of ${email}: ${String(answer.status)}`);
      return ([] as string[])
        .concat(answer.headers['set-cookie'] ?? [])
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
    close: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await loaded.close();
      await backend.close();
    },
  };
}
